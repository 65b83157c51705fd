import { METRIC_NOUNS, ORGANISATION_NOUNS, TIME_NOUNS } from './lexicon.js';
import { dateSpans, has, spanOf, type Parsed, type Span, type Term } from './nlp.js';
import { headIndex, midSentence, nounPhrases, type NounPhrase } from './phrases.js';
import type { Quantity } from './quantities.js';
import type { SubjectReading } from './subject.js';

/**
 * What is measured and the gap: the metric, where it is (baseline), where it was, where it must get to
 * (target), by when (deadline), and which way is better. Read from the statement's change clauses ("margin
 * fell from 8% to 2%"), level clauses ("answers only 62% of calls within 5 minutes") and goal clauses
 * ("must cut its leakage by 15% by 2028", "against a target of 90%").
 */
export interface Located {
  text: string;
  span: Span;
}

export interface MetricReading {
  metric?: Located;
  baseline?: Located & { quantity: Quantity };
  previous?: Located & { quantity: Quantity };
  target?: Located & { quantity?: Quantity; kind: 'level' | 'change' | 'bound' | 'multiple' | 'break-even' };
  deadline?: Located;
  direction?: 'up' | 'down';
  /** The goal as the statement says it: "restore an 8% margin", "cut its leakage by 15%". */
  goal?: Located & { verb: string };
}

const CHANGE_UP = new Set([
  'rise',
  'increase',
  'grow',
  'climb',
  'jump',
  'surge',
  'soar',
  'spike',
  'balloon',
  'double',
  'triple',
]);
const CHANGE_DOWN = new Set([
  'fall',
  'drop',
  'decline',
  'decrease',
  'slip',
  'shrink',
  'erode',
  'collapse',
  'plunge',
  'plummet',
  'slump',
  'tumble',
  'deteriorate',
  'halve',
  'worsen',
  'sink',
  'dip',
]);
const CHANGE_FLAT = new Set(['plateau', 'stagnate', 'stall', 'flatline']);
const GOAL_DOWN = new Set([
  'cut',
  'reduce',
  'lower',
  'halve',
  'decrease',
  'shorten',
  'trim',
  'slash',
  'eliminate',
  'shrink',
]);
const GOAL_UP = new Set([
  'raise',
  'increase',
  'grow',
  'double',
  'triple',
  'improve',
  'lift',
  'boost',
  'expand',
  'rebuild',
  'recover',
  'strengthen',
]);
const GOAL_REACH = new Set([
  'restore',
  'reach',
  'bring',
  'return',
  'achieve',
  'hit',
  'meet',
  'get',
  'attain',
  'regain',
]);
const AUXILIARIES = new Set([
  'has',
  'have',
  'had',
  'been',
  'is',
  'are',
  'was',
  'were',
  'be',
  'being',
  'also',
  'steadily',
  'sharply',
  'only',
]);

/** Measures that are better when low: costs, churn, waiting times, emissions. */
export const BAD_WHEN_HIGH =
  /\b(?:costs?|expenses?|spend\w*|overheads?|churn|attrition|turnover|delays?|waiting|wait|times?|backlogs?|emissions?|co2|carbon|defects?|complaints?|stock-?outs?|leakages?|congestion|losses|loss|debt|absenteeism|sickness|arrears|fraud|readmissions?|mortality|incidents?|accidents?|outages?|waste|days|lead time|intensity|footprint|price of|queue\w*)\b/i;

export function readMetric(parsed: Parsed, subject: SubjectReading | undefined, quantities: Quantity[]): MetricReading {
  const out: MetricReading = {};
  const { terms } = parsed;
  const quantityAt = (i: number) => quantities.find((q) => q.start <= terms[i]!.start && terms[i]!.end <= q.end);
  const phrases = nounPhrases(parsed);

  // Change clauses: "<metric> fell from 8% to 2%", "saw donations fall from £40m to £31m".
  for (let i = 0; i < terms.length && !out.metric; i += 1) {
    const term = terms[i]!;
    const flatAdjective =
      term.normal === 'flat' && /^(?:been|remained|is|are|stayed|was)$/.test(terms[i - 1]?.normal ?? '');
    const up = CHANGE_UP.has(term.root);
    const down = CHANGE_DOWN.has(term.root);
    const flat = CHANGE_FLAT.has(term.root) || flatAdjective;
    const movesOn = /^(?:from|to|by|sharply|steadily|again)$/.test(terms[i + 1]?.normal ?? '');
    if (!((up || down || flat) && (has(term, 'Verb') || flatAdjective || movesOn))) continue;
    let before = i - 1;
    while (before >= 0 && (AUXILIARIES.has(terms[before]!.normal) || has(terms[before]!, 'Adverb'))) before -= 1;
    // The measure is the phrase right before the verb ("... mobile churn rose"), or the sentence's opening
    // phrase when a prepositional phrase sits in between ("Employee attrition at a firm's analyst level has risen").
    const phrase = phrases.find((p) => p.to === before);
    const opening = phrases.find((p) => p.from >= 0 && terms[p.from]!.sentence === term.sentence && p.to < i);
    const candidates = [phrase, opening !== phrase ? opening : undefined]
      .map((p) => (p ? metricOf(parsed, p, subject) : undefined))
      .filter((m): m is Located => m !== undefined);
    const measured = (m: Located) => m.text.split(/\s+/).some((w) => METRIC_NOUNS.has(w.toLowerCase()));
    let metric: Located | undefined = candidates.find(measured) ?? candidates[0];
    const clause = followingClause(terms, i + 1);
    const from = clause.find((t) => t.normal === 'from');
    const to = clause.find((t) => t.normal === 'to' || t.normal === 'at');
    const fromQ = from ? quantityAt(from.i + 1) : undefined;
    const toQ = to ? quantityAt(to.i + 1) : undefined;
    // "has plateaued at $50M ARR": a measure right after the amount.
    const afterAmount = toQ ? terms.find((t) => t.start > toQ.end && t.start - toQ.end <= 1) : undefined;
    if (
      !metric &&
      toQ?.unit === 'currency' &&
      afterAmount &&
      (METRIC_NOUNS.has(afterAmount.normal) || METRIC_NOUNS.has(afterAmount.root))
    )
      metric = { text: afterAmount.text, span: spanOf(parsed.text, terms, afterAmount.i, afterAmount.i) };
    if (!metric && toQ?.noun && !TIME_NOUNS.has(toQ.noun)) {
      // "has plateaued at $50M ARR": the measure follows the number.
      const nounTerm = terms.find((t) => t.start >= toQ.start && t.end === toQ.end);
      if (nounTerm)
        metric = {
          text: midSentence(nounTerm.text, new Set()),
          span: spanOf(parsed.text, terms, nounTerm.i, nounTerm.i),
        };
    }
    if (!metric) continue;
    out.metric = metric;
    if (toQ) out.baseline = located(parsed, toQ);
    if (fromQ && toQ) out.previous = located(parsed, fromQ);
    if (!flat)
      out.direction = up
        ? BAD_WHEN_HIGH.test(metric.text)
          ? 'down'
          : 'up'
        : BAD_WHEN_HIGH.test(metric.text)
          ? 'down'
          : 'up';
  }

  // Level clauses: "answers only 62% of calls within 5 minutes", "turnover is 25% per year", "faces 20% stockouts".
  if (!out.metric) {
    for (const q of quantities) {
      if (q.unit !== '%' && q.unit !== 'currency' && q.unit !== 'duration') continue;
      const at = terms.findIndex((t) => t.start >= q.start);
      const last = terms.findIndex((t) => t.end >= q.end);
      const verb = previousVerb(terms, at);
      if (
        q.unit === '%' &&
        terms[last + 1]?.normal === 'of' &&
        verb &&
        !/^(?:is|are|was|has|have)$/.test(verb.normal)
      ) {
        const phrase = phrases.find((p) => p.from === last + 2);
        if (!phrase) continue;
        const qualifierEnd = qualifierOf(terms, phrase.to + 1);
        const thing = textBetween(parsed, phrase.from, phrase.to);
        const participle = pastParticiple(verb);
        const qualifier = qualifierEnd > phrase.to ? ` ${textBetween(parsed, phrase.to + 1, qualifierEnd)}` : '';
        out.metric = {
          text: `share of ${thing} ${participle}${qualifier}`.replace(/\s+/g, ' '),
          span: spanOf(parsed.text, terms, verb.i, qualifierEnd),
        };
        out.baseline = located(parsed, q);
        break;
      }
      if (verb && /^(?:is|are|stands|runs|sits|was|remains|averages|faces|has)$/.test(verb.normal)) {
        const phrase = phrases.find((p) => p.to === verb.i - 1 || (p.from <= verb.i - 1 && p.to >= verb.i - 1));
        const metric = phrase ? metricOf(parsed, phrase, subject) : undefined;
        if (metric) {
          out.metric = metric;
          out.baseline = located(parsed, q);
          break;
        }
        if (verb.normal === 'faces' || verb.normal === 'has') {
          const after = phrases.find((p) => p.from <= last + 1 && p.to >= last + 1);
          const head = after ? headIndex(parsed, after) : undefined;
          if (
            after &&
            head !== undefined &&
            (METRIC_NOUNS.has(terms[head]!.root) || METRIC_NOUNS.has(terms[head]!.normal))
          ) {
            out.metric = {
              text: textBetween(parsed, last + 1, head),
              span: spanOf(parsed.text, terms, last + 1, head),
            };
            out.baseline = located(parsed, q);
            break;
          }
        }
      }
    }
  }

  // "loses money on every order": the measure is profit per order.
  const loss = findLoss(parsed);
  if (loss && !out.metric) {
    out.metric = { text: `profit per ${loss.unit}`, span: loss.span };
    out.baseline = { text: `a loss on every ${loss.unit}`, span: loss.span, quantity: lossQuantity(loss.span) };
    out.direction = 'up';
  }

  readGoal(parsed, out, phrases, subject, quantities);
  readDeadline(parsed, out, quantities);
  if (!out.direction && out.metric) out.direction = BAD_WHEN_HIGH.test(out.metric.text) ? 'down' : 'up';
  return out;
}

function lossQuantity(span: Span): Quantity {
  return { value: -1, unit: 'count', text: span.text, start: span.start, end: span.end };
}

function located(parsed: Parsed, q: Quantity): Located & { quantity: Quantity } {
  return { text: q.text, span: { text: q.text, start: q.start, end: q.end, from: -1, to: -1 }, quantity: q };
}

/** The metric a noun phrase names: its owned part after a possessive, without determiners. */
function metricOf(parsed: Parsed, phrase: NounPhrase, subject: SubjectReading | undefined): Located | undefined {
  const { terms } = parsed;
  const from = phrase.possessiveAt !== undefined ? phrase.possessiveAt + 1 : phrase.from;
  const head = headIndex(parsed, { from, to: phrase.to });
  if (head === undefined) return undefined;
  const headWord = terms[head]!.root;
  if (TIME_NOUNS.has(headWord) || has(terms[head]!, 'Pronoun')) return undefined;
  if (subject && terms[head]!.start >= subject.span.start && terms[head]!.end <= subject.span.end + 2) return undefined;
  if (ORGANISATION_NOUNS.has(headWord) && !METRIC_NOUNS.has(headWord)) return undefined;
  let start = from;
  while (start < head && (/^(?:a|an|the|its|their|our)$/.test(terms[start]!.normal) || has(terms[start]!, 'Value')))
    start += 1;
  // "emissions per tonne": the measure keeps its denominator.
  const end = terms[head + 1]?.normal === 'per' && head + 2 <= phrase.to ? phrase.to : head;
  return { text: textBetween(parsed, start, end), span: spanOf(parsed.text, terms, start, end) };
}

/**
 * Words between two terms as they read mid-sentence, as written (hyphens kept): the first word of a sentence
 * loses its capital unless it is a name or an acronym; everything else keeps the statement's case.
 */
export function textBetween(parsed: Parsed, from: number, to: number): string {
  const { terms, text } = parsed;
  let out = '';
  for (let i = from; i <= to; i += 1) {
    const term = terms[i]!;
    let word = text.slice(term.start, term.end);
    if (i === to) word = word.replace(/['’]s?$/, '');
    const sentenceStart = i === 0 || terms[i - 1]!.sentence !== term.sentence;
    if (sentenceStart && !has(term, 'ProperNoun') && !/^[A-Z0-9]{2,}/.test(word) && !/[a-z][A-Z]/.test(word))
      word = word.charAt(0).toLowerCase() + word.slice(1);
    out += word;
    if (i < to) out += text.slice(term.end, terms[i + 1]!.start).replace(/\s+/g, ' ');
  }
  return out.replace(/[\s,;:.!?]+$/, '');
}

/** Terms of the clause that starts at `from`, up to the next full stop or semicolon. */
function followingClause(terms: readonly Term[], from: number): Term[] {
  const out: Term[] = [];
  for (let i = from; i < terms.length && out.length < 12; i += 1) {
    out.push(terms[i]!);
    if (/[.;!?]/.test(terms[i]!.post)) break;
  }
  return out;
}

function previousVerb(terms: readonly Term[], at: number): Term | undefined {
  for (let i = at - 1; i >= 0 && i >= at - 3; i -= 1) {
    const term = terms[i]!;
    if (has(term, 'Verb')) return term;
    if (!has(term, 'Adverb') && term.normal !== 'only' && term.normal !== 'just') return undefined;
  }
  return undefined;
}

/** "within 5 minutes" after "calls": the qualifier of a share, up to a comma or "against". */
function qualifierOf(terms: readonly Term[], from: number): number {
  let end = from - 1;
  for (let i = from; i < terms.length && i < from + 5; i += 1) {
    const term = terms[i]!;
    if (/^(?:against|and|but|while|versus|vs|compared)$/.test(term.normal) || has(term, 'Verb')) break;
    end = i;
    if (/[,.;!?]/.test(term.post)) break;
  }
  return end;
}

function pastParticiple(verb: Term): string {
  const root = verb.root;
  const irregular: Record<string, string> = {
    make: 'made',
    take: 'taken',
    send: 'sent',
    pay: 'paid',
    hold: 'held',
    meet: 'met',
    keep: 'kept',
    win: 'won',
    sell: 'sold',
    find: 'found',
  };
  if (irregular[root]) return irregular[root];
  if (root.endsWith('e')) return `${root}d`;
  if (/[^aeiou]y$/.test(root)) return `${root.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(root)) return `${root}${root.slice(-1)}ed`;
  return `${root}ed`;
}

function findLoss(parsed: Parsed): { unit: string; span: Span } | undefined {
  const { terms } = parsed;
  for (let i = 0; i < terms.length - 3; i += 1) {
    if (terms[i]!.root !== 'lose' || terms[i + 1]!.normal !== 'money') continue;
    const on = terms[i + 2]!;
    const every = terms[i + 3];
    if (on.normal === 'on' && every && /^(?:every|each)$/.test(every.normal) && terms[i + 4]) {
      const unitTerm = terms[i + 4]!;
      return { unit: unitTerm.root.replace(/['’]s?$/, ''), span: spanOf(parsed.text, terms, i, i + 4) };
    }
  }
  return undefined;
}

function readGoal(
  parsed: Parsed,
  out: MetricReading,
  phrases: NounPhrase[],
  subject: SubjectReading | undefined,
  quantities: Quantity[],
): void {
  const { terms, text } = parsed;
  // "against a target of 90%", "a target of 500 new members".
  for (let i = 0; i < terms.length - 2; i += 1) {
    if (!/^(?:target|goal|ambition|aim)$/.test(terms[i]!.normal) || terms[i + 1]!.normal !== 'of') continue;
    const q = quantities.find((x) => x.start >= terms[i + 2]!.start && x.start <= terms[i + 2]!.end);
    if (q) {
      out.target = { ...located(parsed, q), kind: 'level' };
      break;
    }
  }
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    const root = term.root;
    const isGoalVerb = GOAL_DOWN.has(root) || GOAL_UP.has(root) || GOAL_REACH.has(root) || root === 'break';
    if (!isGoalVerb || !has(term, 'Verb')) continue;
    const prev = terms[i - 1]?.normal ?? '';
    // Only a goal: after a modal, "to", "how can it", or as an imperative question.
    const inGoal =
      /^(?:to|must|can|could|should|will|would|needs|need|wants|aims|plans|hopes|has|have|it|they|we|and|or)$/.test(
        prev,
      ) || parsed.sentences[term.sentence]!.question;
    if (!inGoal) continue;
    if (root === 'break') {
      if (terms[i + 1]?.normal === 'even') {
        out.target = { text: 'break-even', span: spanOf(text, terms, i, i + 1), kind: 'break-even' };
        out.goal = { text: 'break even', span: spanOf(text, terms, i, i + 1), verb: 'break' };
        out.direction ??= 'up';
      }
      continue;
    }
    const clause = followingClause(terms, i + 1);
    const end = clause.length > 0 ? clause[clause.length - 1]!.i : i;
    // The object: the phrase right after the verb ("its leakage", "an 8% margin", "it").
    const object = phrases.find((p) => p.from === i + 1 || (p.from === i + 2 && terms[i + 1]!.normal === 'back'));
    let objectEnd = object ? object.to : i;
    const pronoun = terms[i + 1] && /^(?:it|them|this)$/.test(terms[i + 1]!.normal);
    if (pronoun) objectEnd = i + 1;
    const breakEven = clause.some(
      (t) => t.normal === 'break-even' || (t.normal === 'break' && terms[t.i + 1]?.normal === 'even'),
    );
    if (breakEven) {
      out.target = { text: 'break-even', span: spanOf(text, terms, i, end), kind: 'break-even' };
      out.goal = { text: textBetween(parsed, i, end), span: spanOf(text, terms, i, end), verb: root };
      out.direction ??= 'up';
      return;
    }
    if (object && !out.metric) {
      const metric = metricOf(parsed, object, subject);
      const headTerm = terms[headIndex(parsed, object) ?? object.to]!;
      if (metric && (METRIC_NOUNS.has(headTerm.root) || METRIC_NOUNS.has(headTerm.normal))) out.metric = metric;
    }
    // The amount: "by 15%", "to 8%", "below 15%", or a number inside the object ("an 8% margin").
    let amountEnd = objectEnd;
    let kind: NonNullable<MetricReading['target']>['kind'] | undefined;
    let q: Quantity | undefined;
    for (let j = objectEnd + 1; j <= end && j <= objectEnd + 6; j += 1) {
      const word = terms[j]!.normal;
      if (/^(?:by|to|below|under|above|over|at|from)$/.test(word)) {
        const next = terms[j + 1];
        const found = next ? quantities.find((x) => x.start >= next.start && x.start <= next.end) : undefined;
        if (!found || found.unit === 'year' || found.unit === 'duration') continue;
        if (word === 'from') continue;
        q = found;
        kind = word === 'by' ? 'change' : word === 'to' || word === 'at' ? 'level' : 'bound';
        amountEnd = terms.findIndex((t) => t.end >= found.end);
        if (kind === 'bound') q = { ...found, text: `${word} ${found.text}` };
        break;
      }
    }
    if (!q && object) {
      q = quantities.find(
        (x) => x.start >= terms[object.from]!.start && x.end <= terms[object.to]!.end && x.unit !== 'year',
      );
      if (q) kind = 'level';
    }
    const down = GOAL_DOWN.has(root) || (kind === 'bound' && /^(?:below|under)/.test(q?.text ?? ''));
    if (!q && (root === 'double' || root === 'triple' || root === 'halve')) {
      kind = 'multiple';
      q = {
        value: root === 'double' ? 2 : root === 'triple' ? 3 : 0.5,
        unit: 'multiple',
        text: root,
        start: term.start,
        end: term.end,
      };
    }
    const goalText = textBetween(parsed, i, Math.max(objectEnd, amountEnd));
    out.goal = { text: goalText, span: spanOf(text, terms, i, Math.max(objectEnd, amountEnd)), verb: root };
    if (GOAL_DOWN.has(root)) out.direction = 'down';
    else if (GOAL_UP.has(root)) out.direction = 'up';
    if (q && kind && !out.target) {
      const span = { text: text.slice(q.start, q.end), start: q.start, end: q.end, from: -1, to: -1 };
      const changeText =
        kind === 'change'
          ? `${q.text} ${down ? (q.unit === 'currency' ? 'less' : 'lower') : q.unit === 'currency' ? 'more' : 'higher'}`
          : kind === 'multiple'
            ? root
            : q.text;
      out.target = { text: changeText, span, quantity: q, kind };
    }
    if (out.goal) return;
  }
}

const AHEAD = /^(?:within|in|by|before|until|over|during|inside)$/;

/** By when: "within 24 months", "by 2030", "in three years", "over the next two years", "by Q3 2027". */
function readDeadline(parsed: Parsed, out: MetricReading, quantities: Quantity[]): void {
  const { terms, text } = parsed;
  const candidates: Located[] = [];
  const consider = (first: number, last: number) => {
    // Walk back over "the next", "the end of" to the preposition that decides: ahead, or a look back.
    let p = first - 1;
    while (p >= 0 && p >= first - 4 && /^(?:the|next|coming|end|of|a)$/.test(terms[p]!.normal)) p -= 1;
    if (p < 0 || !AHEAD.test(terms[p]!.normal)) return;
    const between = terms.slice(p, last + 2).map((t) => t.normal);
    if (between.some((w) => /^(?:last|past|previous|ago|since)$/.test(w))) return;
    if (/^(?:over|during)$/.test(terms[p]!.normal) && !between.includes('next') && !between.includes('coming')) return;
    const start = terms[p]!.start;
    const end = terms[last]!.end;
    const written = text.slice(start, end).replace(/[\s,;:.!?]+$/, '');
    candidates.push({ text: written, span: { text: written, start, end: start + written.length, from: p, to: last } });
  };
  for (const q of quantities) {
    if (q.unit !== 'duration' && q.unit !== 'year') continue;
    if (q.unit === 'duration' && /^(?:minutes?|seconds?|hours?)$/.test(q.noun ?? '')) continue;
    const first = terms.findIndex((t) => t.start >= q.start);
    const last = terms.findIndex((t) => t.end >= q.end);
    if (first >= 0 && last >= 0) consider(first, last);
  }
  // "within a year", "in a month": a duration without a number.
  for (let i = 0; i + 2 < terms.length; i += 1) {
    if (
      AHEAD.test(terms[i]!.normal) &&
      /^(?:a|one)$/.test(terms[i + 1]!.normal) &&
      /^(?:year|month|quarter|week)$/.test(terms[i + 2]!.root)
    )
      consider(i + 1, i + 2);
  }
  // What the numbers miss: "by Q3 2027", "next year", "this year".
  for (const date of dateSpans(parsed)) {
    const first = terms.findIndex((t) => t.start >= date.offset.start);
    const last = terms.findIndex((t) => t.end >= date.offset.start + date.offset.length);
    if (
      first < 0 ||
      last < 0 ||
      candidates.some((c) => c.span.start <= terms[first]!.start && terms[last]!.end <= c.span.end)
    )
      continue;
    if (terms.slice(first, last + 1).some((t) => /^(?:minutes?|seconds?|hours?)$/.test(t.normal))) continue;
    if (AHEAD.test(terms[first]!.normal)) consider(first + 1, last);
    else if (/^(?:next|this)$/.test(terms[first]!.normal)) {
      const written = text.slice(terms[first]!.start, terms[last]!.end).replace(/[\s,;:.!?]+$/, '');
      candidates.push({
        text: written,
        span: {
          text: written,
          start: terms[first]!.start,
          end: terms[first]!.start + written.length,
          from: first,
          to: last,
        },
      });
    }
  }
  // The deadline of the goal: the first one at or after the goal verb, else the first one.
  const goalStart = out.goal?.span.start ?? 0;
  candidates.sort((a, b) => a.span.start - b.span.start);
  const best = candidates.find((c) => c.span.start >= goalStart) ?? candidates[0];
  if (best) out.deadline = best;
}
