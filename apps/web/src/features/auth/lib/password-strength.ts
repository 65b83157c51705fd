/** 0 (guessed in seconds) to 4 (strong), as zxcvbn scores a password. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

let estimator: Promise<(password: string, userInputs: string[]) => StrengthScore> | undefined;

/**
 * Loads zxcvbn-ts and its list of 49,000 common passwords (a few hundred KB) the first time a
 * strength hint is needed: only pages that choose a password ever download it, never the sign-in page.
 */
export function loadStrengthEstimator() {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
      return (password: string, userInputs: string[]) => zxcvbn.check(password, userInputs).score as StrengthScore;
    },
  );
  return estimator;
}
