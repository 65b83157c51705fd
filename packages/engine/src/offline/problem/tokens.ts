import {
  ADJECTIVE_SUFFIXES,
  CONTAINER_NOUNS,
  DESCRIPTIVE_ADJECTIVES,
  METRIC_NOUNS,
  PHRASE_BOUNDARIES,
  SUBJECT_VERBS,
} from './lexicon.js';

/** A word or punctuation mark of a statement, with its place in the text. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  word: boolean;
}

const TOKEN = /[\p{L}\p{N}$€£][\p{L}\p{N}$€£%'’-]*(?:[.,]\d+)?%?|[.,;:!?()]/gu;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0].replace(/’/g, "'");
    out.push({
      text: raw,
      lower: raw.toLowerCase(),
      start: match.index,
      end: match.index + match[0].length,
      word: /[\p{L}\p{N}$€£]/u.test(raw[0]!),
    });
  }
  return out;
}

export function isPossessive(token: Token): boolean {
  return /(?:'s|s')$/.test(token.lower);
}

export function withoutPossessive(word: string): string {
  return word.replace(/'s$/i, '').replace(/s'$/i, 's');
}

/** A noun phrase read forward from a token: where it ends and whether it ended on a possessive. */
export interface Phrase {
  words: string[];
  /** Index of the first token after the phrase. */
  next: number;
  possessive: boolean;
}

const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'our', 'his', 'her', 'this', 'these', 'those']);

/**
 * Reads a noun phrase starting at `from` (after any determiner). It ends at punctuation, a preposition or
 * conjunction (unless `allow` lets it through, e.g. "per"), a verb, a quantity when `stopAtNumbers`, or right
 * after a possessive.
 */
export function readPhrase(
  tokens: readonly Token[],
  from: number,
  options: { allow?: ReadonlySet<string>; stopAtNumbers?: boolean; max?: number } = {},
): Phrase {
  const max = options.max ?? 8;
  let i = from;
  while (i < tokens.length && DETERMINERS.has(tokens[i]!.lower)) i += 1;
  const words: string[] = [];
  while (i < tokens.length && words.length < max) {
    const token = tokens[i]!;
    if (!token.word) break;
    const lower = token.lower;
    const allowed = options.allow?.has(lower) ?? false;
    if (!allowed && (PHRASE_BOUNDARIES.has(lower) || SUBJECT_VERBS.has(lower))) break;
    if (options.stopAtNumbers && /\d/.test(lower)) break;
    if (allowed && (i + 1 >= tokens.length || !tokens[i + 1]!.word)) break;
    if (isPossessive(token)) {
      words.push(withoutPossessive(token.text));
      return { words, next: i + 1, possessive: true };
    }
    words.push(token.text);
    i += 1;
  }
  // A phrase never ends on a connector it was allowed to pass ("revenue per").
  while (words.length > 0 && options.allow?.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return { words, next: i, possessive: false };
}

export function headOf(words: readonly string[]): string {
  return (words[words.length - 1] ?? '').toLowerCase();
}

export function isMetricPhrase(words: readonly string[]): boolean {
  return words.length > 0 && METRIC_NOUNS.has(headOf(words));
}

export function isContainerNoun(word: string): boolean {
  return CONTAINER_NOUNS.has(word.toLowerCase());
}

function isDescriptive(word: string): boolean {
  const lower = word.toLowerCase();
  if (DESCRIPTIVE_ADJECTIVES.has(lower) || ADJECTIVE_SUFFIXES.test(lower)) return true;
  // Proper adjectives and acronyms ("European", "US", "SaaS", "B2B") describe; the head noun names.
  if (/\d/.test(word) || /^[A-Z]/.test(word) || /[A-Z].*[A-Z]/.test(word)) return true;
  return /(?:ed|est|ish)$/.test(lower) && lower.length > 5 && !/(?:eed)$/.test(lower);
}

/** The naming core of a noun phrase: its head and up to two noun modifiers before it, lower case. */
export function coreOf(words: readonly string[], max = 3): string[] {
  const core: string[] = [];
  for (let i = words.length - 1; i >= 0 && core.length < max; i -= 1) {
    const word = words[i]!;
    if (core.length > 0 && isDescriptive(word)) break;
    core.unshift(core.length === 0 ? word.toLowerCase() : word.toLowerCase());
  }
  return core;
}

/** Singular of a regular English plural; good enough for the last word of a noun phrase. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (
    /(?:ss|us|is)$/.test(lower) ||
    /^(?:logistics|economics|analytics|electronics|physics|politics|ethics|graphics|statistics|mechanics|robotics|news|series|species)$/.test(
      lower,
    )
  ) {
    return word;
  }
  if (lower.endsWith('ies') && lower.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('s') && lower.length > 3) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  const lower = word.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

export function capitalise(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * Lower-cases a sentence's first word to continue a sentence ("The market" -> "the market"), but not
 * acronyms nor the names the problem statement uses ("Northwind's prices" stays as it is).
 */
export function lowerFirst(text: string, names: ReadonlySet<string> = NO_NAMES): string {
  const first = /^[A-Z][a-z]*\b/.exec(text)?.[0];
  if (!first || first === 'I' || names.has(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * The names in a statement: capitalised words where no sentence starts ("Northwind", "Europe"), so
 * generated sentences keep them capitalised when they continue a sentence.
 */
export function namesIn(statement: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const sentence of statement.split(/[.!?]\s+|\n+/)) {
    for (const word of sentence.split(/\s+/).slice(1)) {
      const bare = /^[("'‘“]?([A-Z][a-z]+)/.exec(word)?.[1];
      if (bare) names.add(bare);
    }
  }
  return names;
}

/** The -ing form of a verb: "raise" -> "raising", "cut" -> "cutting", "grow" -> "growing". */
export function gerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb) && verb.length <= 4) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
