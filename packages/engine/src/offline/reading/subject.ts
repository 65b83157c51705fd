import { CLIENT_WORDS, DECISION_MAKERS, METRIC_NOUNS, ORGANISATION_NOUNS, TIME_NOUNS } from './lexicon.js';
import { has, spanOf, type Parsed, type Span } from './nlp.js';
import { coreWords, headIndex, nounPhrases, wordsOf, type NounPhrase } from './phrases.js';

/**
 * Who the problem is about: the client as a noun phrase that reads right in a sentence ("the cooperative"
 * for "a dairy farmers' cooperative", "the airline" for "a regional European airline's margin"), and what of
 * it the statement talks about right after a possessive ("operating margin", "online channel").
 */
export interface SubjectReading {
  /** "the cooperative", "Northwind". */
  subject: string;
  /** The organisation as the statement names it. */
  span: Span;
  /** The phrase right after the subject's possessive: "operating margin" of "the airline's operating margin". */
  possessed?: { from: number; to: number };
  /** True when the subject is a name ("Northwind") rather than a description. */
  named: boolean;
  /** Head noun, lower case: "cooperative", "airline". */
  head: string;
}

export function readSubject(parsed: Parsed, names: ReadonlySet<string>): SubjectReading | undefined {
  const phrases = nounPhrases(parsed);
  let fallback: SubjectReading | undefined;
  for (let p = 0; p < phrases.length; p += 1) {
    const phrase = phrases[p]!;
    const candidate = subjectOf(parsed, phrase, names);
    if (!candidate) continue;
    const after = parsed.terms[phrase.to + 1];
    // "The CFO of a pharmaceutical company": the organisation, not the person.
    if (DECISION_MAKERS.has(candidate.head) && after?.normal === 'of') continue;
    // "Our client, a mid-sized machinery maker, ...": the apposition names the client.
    if (CLIENT_WORDS.has(candidate.head)) {
      const next = phrases[p + 1];
      const apposition =
        next && /,\s*$/.test(parsed.terms[phrase.to]!.post) ? subjectOf(parsed, next, names) : undefined;
      if (apposition) return apposition;
      fallback ??= candidate;
      continue;
    }
    const organisation = ORGANISATION_NOUNS.has(candidate.head) || candidate.named;
    const followedByVerb = after !== undefined && has(after, 'Verb') && !has(after, 'Gerund');
    if (organisation || candidate.possessed || followedByVerb) return candidate;
    fallback ??= candidate;
  }
  return fallback;
}

function subjectOf(parsed: Parsed, phrase: NounPhrase, names: ReadonlySet<string>): SubjectReading | undefined {
  const { terms } = parsed;
  let from = phrase.from;
  let to = phrase.to;
  let possessed: SubjectReading['possessed'];
  if (phrase.possessiveAt !== undefined) {
    const owned = { from: phrase.possessiveAt + 1, to: phrase.to };
    const ownedHead = headIndex(parsed, owned);
    const ownedHeadWord = ownedHead !== undefined ? terms[ownedHead]!.normal : '';
    // "a dairy farmers' cooperative", "a children's charity": the possessive is part of the name.
    if (ownedHead !== undefined && ORGANISATION_NOUNS.has(ownedHeadWord) && owned.to === ownedHead) {
      to = phrase.to;
    } else {
      to = phrase.possessiveAt;
      possessed = owned;
    }
  }
  const head = headIndex(parsed, { from, to });
  if (head === undefined) return undefined;
  const headTerm = terms[head]!;
  const headWord = headTerm.normal.replace(/['’]s?$/, '');
  if (TIME_NOUNS.has(headWord) || has(headTerm, 'Pronoun')) return undefined;
  if (METRIC_NOUNS.has(headWord) && !possessed && !ORGANISATION_NOUNS.has(headWord)) return undefined;
  while (from < head && /^(?:a|an|the|our|their|its)$/.test(terms[from]!.normal)) from += 1;
  const words = wordsOf(parsed, from, to);
  const named = words.length > 0 && words.every((w) => /^[A-Z]/.test(w)) && (from > 0 || names.has(words[0]!));
  const subject = named ? words.join(' ') : `the ${coreWords(parsed, from, head, names).join(' ')}`;
  const reading: SubjectReading = {
    subject,
    span: spanOf(parsed.text, terms, from, to),
    named,
    head: headWord,
  };
  // The span of a possessive owner ends before the "'s".
  reading.span.text = reading.span.text.replace(/['’]s?$/, '');
  reading.span.end = reading.span.start + reading.span.text.length;
  if (possessed) reading.possessed = possessed;
  return reading;
}
