import nlp from 'compromise';
import datesPlugin from 'compromise-dates';

/**
 * The statement as compromise (an English NLP library) reads it: terms with their part-of-speech tags and
 * offsets, sentences, noun phrases, numbers and dates. Everything the reader extracts is located by these
 * offsets, so each field of a reading can show the words of the statement it came from.
 */
nlp.plugin(datesPlugin);

type View = ReturnType<typeof nlp>;

export interface Term {
  /** Position in the statement's term list. */
  i: number;
  text: string;
  /** Lower case, without punctuation; possessives keep their form ("farmers", "airline's" -> "airline's"). */
  normal: string;
  /** The dictionary form: "fell" -> "fall", "margins" -> "margin". */
  root: string;
  tags: ReadonlySet<string>;
  start: number;
  end: number;
  /** Punctuation and spaces that follow the term as written, e.g. "', " after "farmers". */
  post: string;
  sentence: number;
  /** compromise's chunk of the term: 'Noun', 'Verb', 'Adjective', 'Pivot' or ''. */
  chunk: string;
}

export interface Span {
  text: string;
  start: number;
  end: number;
  /** Indexes of the first and last term. */
  from: number;
  to: number;
}

export interface Sentence extends Span {
  question: boolean;
}

export interface Parsed {
  text: string;
  terms: Term[];
  sentences: Sentence[];
  doc: View;
}

interface JsonTerm {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
  post: string;
  chunk?: string;
  offset: { start: number; length: number };
}

const cache = new Map<string, Parsed>();
const CACHE_SIZE = 64;

/** Parses a statement once; the last few parses are kept, as every artefact of a request reads the same text. */
export function parse(text: string): Parsed {
  const hit = cache.get(text);
  if (hit) {
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const doc = nlp(text);
  doc.compute('root');
  const terms: Term[] = [];
  const sentences: Sentence[] = [];
  const json = doc.json({ offset: true, terms: { offset: true } }) as Array<{ terms: JsonTerm[] }>;
  json.forEach((sentence, s) => {
    const first = terms.length;
    // compromise reads "airline's operating margin" as "airline is operating margin" and splits "2bn" into a
    // number and an empty unit: drop the empty terms and keep "airline's" a possessive.
    // The punctuation after an empty term belongs to the term before it ("45m," keeps its comma).
    const written: JsonTerm[] = [];
    for (const t of sentence.terms) {
      const previous = written[written.length - 1];
      if (t.text !== '') written.push(t);
      else if (previous && t.post) written[written.length - 1] = { ...previous, post: `${previous.post}${t.post}` };
    }
    for (const [k, t] of written.entries()) {
      const { tags, root } = retag(t, written[k + 1], written[k - 1], written[k - 2]);
      terms.push({
        i: terms.length,
        text: t.text,
        normal: t.normal,
        root,
        tags,
        start: t.offset.start,
        end: t.offset.start + t.offset.length,
        post: t.post,
        sentence: s,
        chunk: t.chunk ?? '',
      });
    }
    if (terms.length > first) {
      const span = spanOf(text, terms, first, terms.length - 1);
      sentences.push({ ...span, question: /\?\s*$/.test(terms[terms.length - 1]!.post) });
    }
  });
  const parsed = { text, terms, sentences, doc };
  cache.set(text, parsed);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return parsed;
}

/** Words compromise's general tagger gets wrong in problem statements, where they are nearly always verbs. */
const VERBS = new Map([
  ['rose', ['PastTense', 'rise']],
  ['invest', ['Infinitive', 'invest']],
  ['invests', ['PresentTense', 'invest']],
  ['plateaued', ['PastTense', 'plateau']],
]);

/**
 * Measures in the plural that compromise can take for verbs ("operating costs by 12%", "satisfaction
 * scores."): followed by a preposition, a number or the end of a clause, they are nouns.
 */
const PLURAL_MEASURES = new Set([
  'costs',
  'scores',
  'sales',
  'prices',
  'margins',
  'profits',
  'rates',
  'times',
  'levels',
  'numbers',
  'volumes',
  'returns',
  'results',
  'shares',
  'claims',
  'complaints',
  'delays',
  'bills',
  'fees',
  'wages',
  'earnings',
  'orders',
  'calls',
  'deliveries',
  'applications',
  'batches',
  'patients',
  'visits',
  'bookings',
  'cases',
]);

/** Irregular forms compromise leaves without their dictionary form. */
const IRREGULAR_ROOTS = new Map(
  Object.entries({
    risen: 'rise',
    rose: 'rise',
    fallen: 'fall',
    fell: 'fall',
    grown: 'grow',
    grew: 'grow',
    shrunk: 'shrink',
    shrank: 'shrink',
    sunk: 'sink',
    sank: 'sink',
    lost: 'lose',
    won: 'win',
    sold: 'sell',
    bought: 'buy',
    built: 'build',
    spent: 'spend',
    paid: 'pay',
    left: 'leave',
    taken: 'take',
    took: 'take',
    given: 'give',
    gave: 'give',
    seen: 'see',
    saw: 'see',
    brought: 'bring',
  }),
);

/** Hyphenated nouns compromise splits into a verb and a particle ("start-up", "spin-off"). */
const HYPHENATED_NOUNS = new Set([
  'start-up',
  'scale-up',
  'spin-off',
  'carve-out',
  'roll-out',
  'set-up',
  'buy-out',
  'take-over',
  'lay-off',
  'sign-up',
  'check-in',
  'co-op',
  'e-commerce',
  'e-bike',
  'break-even',
  'follow-up',
  'pay-out',
  'meal-kit',
  'drive-through',
]);

/** Verbs compromise takes for plural nouns right after an organisation ("a government agency processes permits"). */
const VERBS_AFTER_SUBJECT = new Set([
  'processes',
  'handles',
  'serves',
  'answers',
  'runs',
  'sells',
  'ships',
  'delivers',
  'employs',
  'operates',
  'owns',
  'makes',
  'manages',
  'builds',
  'loses',
  'spends',
  'takes',
  'offers',
  'produces',
  'treats',
  'carries',
  'issues',
  'pays',
  'receives',
  'collects',
]);
const SUBJECT_HEADS =
  /^(?:agency|company|firm|group|chain|operator|bank|insurer|utility|hospital|council|city|authority|ministry|service|provider|retailer|maker|producer|manufacturer|airline|carrier|charity|school|university|department|centre|center|team|trust|network|business|start-up|store|plant|hub|office|lab|laboratory|foundation|mine|concentrator|factory|warehouse|clinic|force|brand|publisher|club|hotel|port|terminal|station)$/;

/** Verbs a statement's question puts right after its subject ("Should a rail operator replace ..."). */
const BASE_VERBS = new Set(
  'replace invest enter acquire buy build launch open close sell spend raise cut move shift expand merge introduce offer switch outsource exit keep add drop adopt bid'.split(
    ' ',
  ),
);

/** The term before (skipping one adverb such as "still" or "only") is an organisation's head noun. */
function followsSubject(previous: JsonTerm | undefined, beforePrevious: JsonTerm | undefined): boolean {
  if (!previous) return false;
  if (SUBJECT_HEADS.test(previous.normal)) return true;
  return (
    /^(?:still|only|now|currently|already|also|just|typically|usually)$/.test(previous.normal) &&
    SUBJECT_HEADS.test(beforePrevious?.normal ?? '')
  );
}

function retag(
  term: JsonTerm,
  next: JsonTerm | undefined,
  previous: JsonTerm | undefined,
  beforePrevious?: JsonTerm,
): { tags: Set<string>; root: string } {
  const tags = new Set(term.tags);
  let root = term.root ?? term.normal;
  const joinedNext = next && term.post === '-' ? `${term.normal}-${next.normal}` : '';
  const joinedPrevious = previous && previous.post === '-' ? `${previous.normal}-${term.normal}` : '';
  if (HYPHENATED_NOUNS.has(joinedNext) || HYPHENATED_NOUNS.has(joinedPrevious)) {
    for (const tag of ['Verb', 'PresentTense', 'Infinitive', 'PhrasalVerb', 'Particle', 'Adjective']) tags.delete(tag);
    tags.add('Noun');
    root = term.normal;
  }
  const nextTags = new Set(next?.tags ?? []);
  // "a wildlife charity retains only 38%", "a chemicals plant rejects 6%": a verb right after the subject.
  const verbLike =
    /[a-z]s$/.test(term.normal) &&
    !/(?:ss|us|is|ics)$/.test(term.normal) &&
    (nextTags.has('Value') ||
      /^(?:only|just|about|around|nearly|almost|its|their|some|most|one|every)$/.test(next?.normal ?? ''));
  if (
    (VERBS_AFTER_SUBJECT.has(term.normal) || verbLike) &&
    followsSubject(previous, beforePrevious) &&
    tags.has('Noun')
  ) {
    tags.delete('Noun');
    tags.delete('Plural');
    tags.add('Verb');
    tags.add('PresentTense');
    root = term.normal
      .replace(/(?:ss|sh|ch|x)es$/, (m) => m.slice(0, -2))
      .replace(/([^s])s$/, '$1')
      .replace(/ie$/, 'y');
  }
  if (tags.has('Verb') && IRREGULAR_ROOTS.has(term.normal)) root = IRREGULAR_ROOTS.get(term.normal)!;
  const verb = VERBS.get(term.normal);
  if (verb) {
    tags.delete('Noun');
    tags.delete('Singular');
    tags.add('Verb');
    tags.add(verb[0]!);
    root = verb[1]!;
  }
  if (
    PLURAL_MEASURES.has(term.normal) &&
    tags.has('Verb') &&
    (!next ||
      /[,.;:!?]/.test(term.post) ||
      nextTags.has('Preposition') ||
      nextTags.has('Conjunction') ||
      nextTags.has('Value') ||
      nextTags.has('Verb'))
  ) {
    for (const tag of ['Verb', 'PresentTense', 'Infinitive']) tags.delete(tag);
    tags.add('Noun');
    tags.add('Plural');
    root = term.normal.replace(/s$/, '');
  }
  // "a services firm", "a chemicals plant": an organisation noun after a noun is a noun, not "firm" or "plant" the verb.
  if (
    /^(?:firm|plant|mine|store|fund|group|practice|yard|mill|press|trust|club|station|bank|force|office|service)$/.test(
      term.normal,
    ) &&
    previous &&
    new Set(previous.tags).has('Noun') &&
    (tags.has('Adjective') || tags.has('Verb'))
  ) {
    for (const tag of ['Verb', 'PresentTense', 'Infinitive', 'Adjective', 'Comparable']) tags.delete(tag);
    tags.add('Noun');
    tags.add('Singular');
    root = term.normal;
  }
  // "a city police force": a word tagged as a verb between two nouns of one phrase is a noun.
  const previousTags = new Set(previous?.tags ?? []);
  if (
    tags.has('Verb') &&
    !tags.has('Modal') &&
    !tags.has('Auxiliary') &&
    previousTags.has('Noun') &&
    !previousTags.has('Pronoun') &&
    nextTags.has('Noun') &&
    !nextTags.has('Pronoun') &&
    !nextTags.has('Determiner') &&
    !/s$/.test(term.normal) &&
    /^(?:a|an|the)$/.test(beforePrevious?.normal ?? '')
  ) {
    for (const tag of ['Verb', 'PresentTense', 'Infinitive']) tags.delete(tag);
    tags.add('Noun');
    root = term.normal;
  }
  // "Should a rail operator replace its fares": after the organisation and before its object, the verb.
  if (
    tags.has('Noun') &&
    previous &&
    SUBJECT_HEADS.test(previous.normal) &&
    /^(?:its|their|the|a|an|more|all|some|part)$/.test(next?.normal ?? '') &&
    !/s$/.test(term.normal) &&
    BASE_VERBS.has(term.normal)
  ) {
    tags.delete('Noun');
    tags.delete('Singular');
    tags.add('Verb');
    tags.add('Infinitive');
  }
  // "Nurse turnover at a hospital ...": a statement does not open with an imperative.
  if (!previous && tags.has('Verb') && nextTags.has('Noun') && !nextTags.has('Pronoun') && !tags.has('Modal')) {
    for (const tag of ['Verb', 'PresentTense', 'Infinitive', 'Imperative']) tags.delete(tag);
    tags.add('Noun');
    tags.add('Singular');
  }
  if (/['’]s$/i.test(term.text) && tags.has('Noun')) tags.add('Possessive');
  return { tags, root };
}

export function spanOf(text: string, terms: readonly Term[], from: number, to: number): Span {
  const start = terms[from]!.start;
  const end = terms[to]!.end;
  return { text: text.slice(start, end), start, end, from, to };
}

interface OffsetJson {
  offset: { start: number; length: number };
}

/** Dates and durations compromise-dates finds ("by Q3 2027", "within 18 months"), with their offsets. */
export function dateSpans(parsed: Parsed): OffsetJson[] {
  const doc = parsed.doc as unknown as { dates(): { json(o: object): OffsetJson[] } };
  return doc.dates().json({ offset: true });
}

/** Matches a compromise pattern and returns each match as a span of the statement. */
export function find(parsed: Parsed, pattern: string, group?: number | string): Span[] {
  const view = group === undefined ? parsed.doc.match(pattern) : parsed.doc.match(pattern, group);
  const out: Span[] = [];
  for (const match of view.json({ offset: true }) as Array<{ offset: { start: number; length: number } }>) {
    const start = match.offset.start;
    const end = start + match.offset.length;
    const from = parsed.terms.findIndex((t) => t.start >= start);
    let to = from;
    while (to + 1 < parsed.terms.length && parsed.terms[to + 1]!.end <= end) to += 1;
    if (from < 0) continue;
    out.push({ text: parsed.text.slice(start, end).replace(/[\s,;:]+$/, ''), start, end, from, to });
  }
  return out;
}

export const has = (term: Term | undefined, tag: string): boolean => term?.tags.has(tag) ?? false;

/** True when the term ends with a possessive mark as written ("farmers'", "airline's"). */
export function isPossessive(term: Term | undefined): boolean {
  if (!term) return false;
  return term.tags.has('Possessive') || /^['’]/.test(term.post) || /['’]s$/i.test(term.text);
}

/** The word without a possessive ending: "airline's" -> "airline", "farmers'" -> "farmers". */
export function bare(term: Term): string {
  return term.text.replace(/['’]s$/i, '').replace(/['’]$/, '');
}

/** Ends a span at punctuation inside it: a phrase never runs over a comma or a full stop. */
export function stopsAfter(term: Term): boolean {
  return /[,.;:!?()]/.test(term.post);
}

/** The text between two term indexes as written (inclusive). */
export function textOf(parsed: Parsed, from: number, to: number): string {
  if (from > to) return '';
  return spanOf(parsed.text, parsed.terms, from, to)
    .text.replace(/[\s,;:.!?]+$/, '')
    .trim();
}

/** A gerund's base form: "investing" -> "invest", "losing" -> "lose", "cutting" -> "cut". */
export function infinitive(gerund: string): string {
  const word = gerund.toLowerCase();
  const found = nlp(word).verbs().toInfinitive().text().toLowerCase();
  if (found && found !== 'be' && found !== word) return found;
  const stem = word.replace(/ing$/, '');
  if (/([tpnmgbr])\1$/.test(stem)) return stem.slice(0, -1);
  if (/[vz]$/.test(stem) || /[^aeiou][aeiou][cs]$/.test(stem) || /[^aeiou]at$/.test(stem)) return `${stem}e`;
  return stem;
}
