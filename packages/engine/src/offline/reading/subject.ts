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

const CONTAINERS = new Set([
  'chain',
  'network',
  'group',
  'operator',
  'maker',
  'producer',
  'provider',
  'portfolio',
  'collection',
]);

function singular(word: string): string {
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

export function readSubject(parsed: Parsed, names: ReadonlySet<string>): SubjectReading | undefined {
  const named = namedOpening(parsed);
  if (named) return named;
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

/**
 * "Hope for Paws, a UK animal welfare charity, ...", "Bank of Ireland, a ...": a name of capitalised words (with
 * "of", "for", "and", "&" between them) opening the statement and followed by an apposition names the client.
 */
function namedOpening(parsed: Parsed): SubjectReading | undefined {
  const { terms, text } = parsed;
  let end = -1;
  for (let i = 0; i < terms.length && i < 6; i += 1) {
    const term = terms[i]!;
    const capital = /^[A-Z0-9]/.test(term.text);
    const joiner = /^(?:of|for|and|&|de|la|du|von|van)$/.test(term.normal) && /^[A-Z]/.test(terms[i + 1]?.text ?? '');
    if (!capital && !(joiner && i > 0)) break;
    end = i;
    if (/,/.test(term.post)) break;
  }
  if (end < 1 || !/,/.test(terms[end]!.post) || !/^(?:a|an|the)$/.test(terms[end + 1]?.normal ?? '')) return undefined;
  const name = text.slice(terms[0]!.start, terms[end]!.end).replace(/['’]s$/, '');
  if (!terms.slice(0, end + 1).some((t) => /^(?:of|for|and|&|de|la|du|von|van)$/.test(t.normal))) return undefined;
  return {
    subject: name,
    span: { text: name, start: terms[0]!.start, end: terms[0]!.start + name.length, from: 0, to: end },
    named: true,
    head: terms[end]!.normal,
  };
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
    const ownerHead = headIndex(parsed, { from, to: phrase.possessiveAt });
    const ownerIsOrganisation =
      ownerHead !== undefined && ORGANISATION_NOUNS.has(terms[ownerHead]!.normal.replace(/['’]s?$/, ''));
    // "a dairy farmers' cooperative", "a children's charity": the possessive is part of the name; but
    // "a logistics company's parcel hub" is the company's.
    if (
      ownedHead !== undefined &&
      ORGANISATION_NOUNS.has(ownedHeadWord) &&
      owned.to === ownedHead &&
      !ownerIsOrganisation
    ) {
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
  let core = coreWords(parsed, from, head, names);
  // "a chain of 120 gyms" -> "the gym chain"; "a maker of electric scooters" -> "the scooter maker".
  if (CONTAINERS.has(headWord) && terms[to + 1]?.normal === 'of' && !possessed) {
    const of = nounPhrases(parsed).find((p) => p.from === to + 2 || p.from === to + 3);
    const ofHead = of ? headIndex(parsed, of) : undefined;
    if (ofHead !== undefined) core = [singular(terms[ofHead]!.normal), headWord];
  }
  const subject = named ? words.join(' ') : `the ${core.join(' ')}`;
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
