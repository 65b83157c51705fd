import { AppError } from '../../lib/app-error.js';

let common: Promise<Set<string>> | undefined;
let estimator: Promise<(password: string, personal: string[]) => number> | undefined;

/**
 * zxcvbn-ts over the same common-password list plus its pattern matchers: it finds the list's entries
 * inside a password, reversed, in l33t spelling or repeated, and also sequences (abcdefghij, 13579),
 * keyboard walks (qwertyuiop, 1qaz2wsx), repeats (abcabcabc) and dates. Returns log10 of the guesses
 * an attacker needs. Loaded once (the app warms it at start).
 */
function loadEstimator() {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, language]) => {
      const { ZxcvbnFactory } = (core as unknown as { default?: typeof core }).default ?? core;
      const zxcvbn = new ZxcvbnFactory({ dictionary: { ...language.dictionary }, graphs: language.adjacencyGraphs });
      // Matching costs grow with length; the first 100 characters tell whether a password is a pattern.
      return (password: string, personal: string[]) => zxcvbn.check(password.slice(0, 100), personal).guessesLog10;
    },
  );
  return estimator;
}

/** Fewer guesses than this (10^8: hours against one account online, with the limits) is too predictable. */
const MIN_GUESSES_LOG10 = 8;

/**
 * Loads the common-password list and the estimator's dictionaries: some 100 ms of work on the event
 * loop, which the app does before it listens (modules/auth/routes.ts) rather than in a request.
 */
export async function warmPasswordPolicy(): Promise<void> {
  await Promise.all([loadCommonPasswords(), loadEstimator()]);
}

/**
 * The 49,000 most common passwords of the zxcvbn-ts project (breach corpora), lower-cased. Loaded on
 * first use (the app warms it at start) and kept in a Set: about 3 MB, a microsecond per lookup.
 */
export function loadCommonPasswords(): Promise<Set<string>> {
  void loadEstimator();
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Digits, punctuation and spaces (anything but letters) people wrap around a common word to pass a length rule. */
const PADDING = /^[^\p{L}]+|[^\p{L}]+$/gu;

export type PasswordProblem = 'common' | 'personal';

/**
 * Why a new password is refused, or null. No composition rules (NIST SP 800-63B): a password is
 * refused when it is a common one, a common one padded with digits or symbols ("Sunshine2024!"),
 * one character repeated, built from the person's own address or name, or when zxcvbn's matchers
 * explain it with fewer than 10^8 guesses (sequences, keyboard walks, repeats, l33t and combined
 * forms of the list: "abcdefghij", "qwertyuiop", "P@ssw0rd2024").
 */
export async function passwordProblem(
  password: string,
  person: { email: string; fullName?: string },
): Promise<PasswordProblem | null> {
  const lower = password.toLowerCase();
  const list = await loadCommonPasswords();
  const core = lower.replace(PADDING, '');
  if (list.has(lower) || (core.length > 0 && list.has(core)) || /^(.)\1*$/su.test(lower)) return 'common';
  const local = person.email.toLowerCase().split('@')[0] ?? '';
  const name = (person.fullName ?? '').toLowerCase().replace(/\s+/g, '');
  if (lower === person.email.toLowerCase()) return 'personal';
  if ((local.length >= 4 && core === local) || (name.length >= 4 && core === name)) return 'personal';
  const guessesLog10 = (await loadEstimator())(
    password,
    [local, ...(person.fullName ?? '').split(/\s+/)].filter(Boolean),
  );
  if (guessesLog10 < MIN_GUESSES_LOG10) return 'common';
  return null;
}

/** Throws 400 `weak_password` (details name the field and the reason) when the password is refused. */
export async function assertAcceptablePassword(
  password: string,
  person: { email: string; fullName?: string },
  field = 'password',
): Promise<void> {
  const problem = await passwordProblem(password, person);
  if (problem) {
    throw new AppError('weak_password', {
      message:
        problem === 'common'
          ? 'This password is too common or predictable; choose a less predictable one.'
          : 'This password is made from your own address or name; choose another.',
      details: { path: field, reason: problem },
    });
  }
}
