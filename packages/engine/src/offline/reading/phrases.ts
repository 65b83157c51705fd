import { bare, has, isPossessive, stopsAfter, type Parsed, type Term } from './nlp.js';

/**
 * Noun phrases of a statement from compromise's tags: runs of determiners, adjectives, nouns and numbers
 * that end at a verb, a preposition or punctuation. A possessive inside a phrase splits it into an owner
 * and the thing owned: "a regional airline's operating margin" -> owner "regional airline", "operating margin".
 */
export interface NounPhrase {
  from: number;
  to: number;
  /** Index of the last term of the owner, when the phrase holds a possessive. */
  possessiveAt?: number;
}

const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'our', 'his', 'her', 'this', 'these', 'those', 'every']);

function inPhrase(term: Term): boolean {
  if (has(term, 'Preposition') || has(term, 'Conjunction') || has(term, 'QuestionWord')) return false;
  if (has(term, 'Verb') && !has(term, 'Hyphenated') && !has(term, 'Gerund')) return false;
  if (has(term, 'Gerund') && term.chunk !== 'Noun') return false;
  if (has(term, 'Adverb') || has(term, 'Pronoun')) return DETERMINERS.has(term.normal);
  return (
    DETERMINERS.has(term.normal) ||
    has(term, 'Noun') ||
    has(term, 'Adjective') ||
    has(term, 'Value') ||
    has(term, 'Determiner') ||
    term.chunk === 'Noun'
  );
}

/** A term continues a phrase: "on-time" (joined by a hyphen), "operating margin", "emissions per tonne". */
function continues(terms: readonly Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  const before = terms[i - 1];
  if (i > from && before && /^-$/.test(before.post)) return true;
  const next = terms[i + 1];
  const nextIsNoun = next !== undefined && has(next, 'Noun') && !has(next, 'Pronoun');
  // A gerund or participle right before a noun modifies it ("operating margin", "fundraising income").
  if ((has(term, 'Gerund') || has(term, 'Participle')) && nextIsNoun && !/[,.;:]/.test(term.post)) {
    return !/^(?:is|are|was|were|be|been|has|have|had|must|will|can|to)$/.test(before?.normal ?? '');
  }
  // "newly hired warehouse staff": an adverb and a participle in front of a noun modify it.
  if (
    has(term, 'Adverb') &&
    (has(terms[i + 1], 'Participle') || has(terms[i + 1], 'PastTense')) &&
    has(terms[i + 2], 'Noun')
  )
    return true;
  if ((has(term, 'Participle') || has(term, 'PastTense')) && has(terms[i - 1], 'Adverb') && nextIsNoun && i > from)
    return true;
  // "every month", "a year" after a phrase are periods, not part of it.
  if (
    i > from &&
    /^(?:every|each|a|per)$/.test(term.normal) &&
    /^(?:day|week|month|quarter|year)$/.test(terms[i + 1]?.normal ?? '')
  )
    return false;
  // "per" between two nouns: "emissions per tonne", "revenue per passenger".
  if (term.normal === 'per' && i > from && nextIsNoun) return true;
  if (/^-$/.test(term.post) && next) return true;
  return inPhrase(term);
}

export function nounPhrases(parsed: Parsed): NounPhrase[] {
  const cached = phraseCache.get(parsed);
  if (cached) return cached;
  const { terms } = parsed;
  const out: NounPhrase[] = [];
  let i = 0;
  while (i < terms.length) {
    if (!continues(terms, i, i)) {
      i += 1;
      continue;
    }
    const from = i;
    let possessiveAt: number | undefined;
    while (i < terms.length && continues(terms, i, from) && terms[i]!.sentence === terms[from]!.sentence) {
      // With two possessives ("a children's hospice charity's income") the last one splits owner and owned.
      if (isPossessive(terms[i]) && !DETERMINERS.has(terms[i]!.normal)) possessiveAt = i;
      if (stopsAfter(terms[i]!) && !/^['’]\s*$/.test(terms[i]!.post)) {
        i += 1;
        break;
      }
      i += 1;
    }
    const phrase: NounPhrase = { from, to: i - 1 };
    if (possessiveAt !== undefined && possessiveAt < phrase.to) phrase.possessiveAt = possessiveAt;
    if (headIndex(parsed, phrase) !== undefined) out.push(phrase);
  }
  phraseCache.set(parsed, out);
  return out;
}

const phraseCache = new WeakMap<Parsed, NounPhrase[]>();

/**
 * The last noun of a phrase (its head), skipping a trailing number: "the airline" -> "airline"; before "per",
 * the measure is the head: "emissions per tonne" -> "emissions".
 */
export function headIndex(parsed: Parsed, phrase: { from: number; to: number }): number | undefined {
  let to = phrase.to;
  for (let i = phrase.to; i > phrase.from; i -= 1) if (/^(?:per|from)$/.test(parsed.terms[i]!.normal)) to = i - 1;
  for (let i = to; i >= phrase.from; i -= 1) {
    const term = parsed.terms[i]!;
    if (has(term, 'Noun') && !has(term, 'Pronoun') && !DETERMINERS.has(term.normal) && !has(term, 'Value')) return i;
  }
  return undefined;
}

/** Words of a phrase without its determiners, as written ("regional European airline"). */
export function wordsOf(parsed: Parsed, from: number, to: number): string[] {
  const out: string[] = [];
  for (let i = from; i <= to; i += 1) {
    const term = parsed.terms[i]!;
    if (out.length === 0 && DETERMINERS.has(term.normal)) continue;
    out.push(i === to || !isPossessive(term) ? bare(term) : term.text);
  }
  return out;
}

const KEEP_CASE = /^[A-Z0-9]{2,}$|[A-Z].*[A-Z]|^[A-Z][a-z]+$/;

/** A word as it reads mid-sentence: names and acronyms keep their case, the rest is lower case. */
export function midSentence(word: string, names: ReadonlySet<string>): string {
  if (/^[A-Z0-9&-]{2,}$/.test(word) || /[a-z][A-Z]/.test(word)) return word;
  if (KEEP_CASE.test(word) && names.has(word)) return word;
  return word.toLowerCase();
}

/**
 * The naming core of a phrase: its head and at most one noun in front of it, lower case, as a consultant
 * shortens "a regulated water utility" to "the water utility" and "a US-based premium coffee chain" to
 * "the coffee chain". Adjectives, numbers and names in front stop the core.
 */
export function coreWords(parsed: Parsed, from: number, head: number, names: ReadonlySet<string>): string[] {
  const core = [midSentence(bare(parsed.terms[head]!), names)];
  // "start-up", "co-op": a hyphenated head is one word.
  if (head - 1 >= from && parsed.terms[head - 1]!.post === '-') {
    core[0] = `${parsed.terms[head - 1]!.text.toLowerCase()}-${core[0]}`;
    head -= 1;
  }
  const before = parsed.terms[head - 1];
  if (
    before &&
    head - 1 >= from &&
    has(before, 'Noun') &&
    !has(before, 'Adjective') &&
    !has(before, 'Value') &&
    !has(before, 'ProperNoun') &&
    !has(before, 'Hyphenated') &&
    !isPossessive(before) &&
    !DETERMINERS.has(before.normal) &&
    !WEAK_MODIFIERS.has(before.normal)
  ) {
    core.unshift(midSentence(before.text, names));
  }
  return core;
}

/** Modifiers a shortened name drops: "the private equity fund" reads as "the fund". */
const WEAK_MODIFIERS = new Set(['equity', 'family', 'group', 'holding', 'parent', 'state', 'mid', 'size', 'market']);
