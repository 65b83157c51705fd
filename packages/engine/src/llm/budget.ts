import type { ArtefactKind } from '@caseboard/contracts';

/**
 * Output-token caps per artefact and per part. Every call gets the cap of its part: the top of a tree is
 * short, a branch or a batch longer. `AI_OUTPUT_TOKENS` overrides a whole artefact ("psw=3000") or one part
 * ("issue-tree.branch=1500"), and `AI_MAX_OUTPUT_TOKENS` is the ceiling for every call. Parts are small by
 * design, so defaults stay well inside the context of an 8k local model; vLLM refuses a request whose
 * max_tokens and prompt exceed the model's context, so a blanket 8,000 would fail there.
 */
export const DEFAULT_PART_TOKENS: Readonly<Record<string, number>> = {
  'reading.whole': 1_500,
  'brief.whole': 2_000,
  'issue-tree.top': 2_000,
  'issue-tree.branch': 4_000,
  'hypothesis-tree.top': 2_000,
  'hypothesis-tree.branch': 4_000,
  'psw.batch': 4_000,
  'analysis-instructions.batch': 4_000,
  'analysis-simulation.batch': 4_000,
  'hypothesis-status.batch': 3_000,
  'storyline.lines': 3_000,
  'storyline.slides': 3_000,
};

/** A part without its own default (a list artefact asked whole when the context has nothing to batch by). */
const OTHER_PART_TOKENS = 4_000;

/** The parts whose caps can be set; used to check `AI_OUTPUT_TOKENS` keys. */
export const PART_KEYS = Object.keys(DEFAULT_PART_TOKENS);

export interface TokenCaps {
  /** Ceiling of every call (AI_MAX_OUTPUT_TOKENS). */
  maxOutputTokens: number;
  /** Overrides by artefact ("psw") or part ("issue-tree.branch"). */
  outputTokens?: Readonly<Record<string, number>> | undefined;
}

export function capFor(caps: TokenCaps, kind: ArtefactKind, part: string): number {
  const key = `${kind}.${part}`;
  const chosen = caps.outputTokens?.[key] ?? caps.outputTokens?.[kind] ?? DEFAULT_PART_TOKENS[key] ?? OTHER_PART_TOKENS;
  return Math.min(caps.maxOutputTokens, chosen);
}

/**
 * Parses "psw=3000, issue-tree.branch=1500" into a map; names every bad entry. Keys are artefact kinds or
 * the part keys above.
 */
export function parseOutputTokens(
  text: string,
  kinds: readonly string[],
): { ok: true; value: Record<string, number> } | { ok: false; problems: string[] } {
  const value: Record<string, number> = {};
  const problems: string[] = [];
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+(?:\.[a-z]+)?)\s*=\s*(\d+)$/.exec(entry);
    const key = match?.[1];
    const tokens = Number(match?.[2]);
    if (!match || !key) problems.push(`"${entry}" is not name=tokens`);
    else if (!kinds.includes(key) && !PART_KEYS.includes(key)) problems.push(`"${key}" is not an artefact or part`);
    else if (!Number.isInteger(tokens) || tokens < 64 || tokens > 64_000) problems.push(`${key}: 64 to 64000 tokens`);
    else value[key] = tokens;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}
