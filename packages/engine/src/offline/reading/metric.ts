import nlp from 'compromise';
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
const CHANGE_FLAT = new Set(['plateau', 'stagnate', 'stall', 'flatline', 'hit', 'stand', 'remain', 'stay', 'stick']);
/** The dictionary form of a change word, whatever compromise tagged it: "declining" -> "decline". */
function changeRoot(term: Term): string {
  const known = (word: string) => CHANGE_UP.has(word) || CHANGE_DOWN.has(word) || CHANGE_FLAT.has(word);
  if (known(term.root)) return term.root;
  const stem = term.normal.replace(/(?:ing|ed|s)$/, '');
  for (const candidate of [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')]) if (known(candidate)) return candidate;
  return term.root;
}

const GOAL_DOWN = new Set([
  'cut',
  'save',
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
  'recruit',
  'hire',
  'train',
  'enrol',
  'attract',
  'connect',
  'onboard',
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
  /\b(?:costs?|expenses?|spend\w*|overheads?|churn|attrition|turnover|delays?|waiting|wait|(?<!on-)times?|backlogs?|minutes lost|layers|abandon\w*|scrap|rework|errors?|transit|emissions?|co2|carbon|defects?|complaints?|stock-?outs?|leakages?|congestion|losses|loss|debt|absenteeism|sickness|arrears|fraud|readmissions?|mortality|incidents?|accidents?|outages?|waste|days|lead time|intensity|footprint|price of|queue\w*)\b/i;

export function readMetric(parsed: Parsed, subject: SubjectReading | undefined, quantities: Quantity[]): MetricReading {
  const out: MetricReading = {};
  const { terms } = parsed;
  const quantityAt = (i: number) => quantities.find((q) => q.start <= terms[i]!.start && terms[i]!.end <= q.end);
  const phrases = nounPhrases(parsed);

  // "answers calls in 9 seconds, but 18% of patients wait longer than 40 minutes": after a contrast, the
  // share of people the statement worries about is the measure, whatever the first clause counted.
  for (let i = 0; i + 3 < terms.length && !out.metric; i += 1) {
    if (!/^(?:but|yet|however|whereas|although)$/.test(terms[i]!.normal)) continue;
    const at = /^(?:only|just|about|around|nearly|almost|some)$/.test(terms[i + 1]!.normal) ? i + 2 : i + 1;
    const share = shareAt(parsed, quantities, at, parsed.sentences[terms[i]!.sentence]!.to);
    if (!share) continue;
    out.metric = share.metric;
    out.baseline = share.baseline;
    out.direction =
      BAD_WHEN_HIGH.test(share.metric.text) || /\b(?:wait|late|longer|miss|fail)/.test(share.metric.text)
        ? 'down'
        : 'up';
  }

  // Change clauses: "<metric> fell from 8% to 2%", "saw donations fall from £40m to £31m".
  for (let i = 0; i < terms.length && !out.metric; i += 1) {
    const term = terms[i]!;
    const flatAdjective =
      /^(?:flat|stuck)$/.test(term.normal) && /^(?:been|remained|is|are|stayed|was)$/.test(terms[i - 1]?.normal ?? '');
    const root = changeRoot(term);
    const up = CHANGE_UP.has(root);
    const down = CHANGE_DOWN.has(root);
    const flat = CHANGE_FLAT.has(root) || flatAdjective;
    // compromise may tag "declining" an adjective or "halve" a noun: the context says it is the verb of a change.
    // "a £75m loan falls due in March": a date, not a change.
    if (terms[i + 1]?.normal === 'due') continue;
    // "Customer bills cannot rise": a change that must not happen is a constraint, not the measure.
    if (/^(?:not|cannot|can't|never|won't|mustn't)$/.test(terms[i - 1]?.normal ?? '')) continue;
    const movesOn =
      /^(?:from|to|by|sharply|steadily|again|fast|quickly)$/.test(terms[i + 1]?.normal ?? '') ||
      has(terms[i + 1], 'Value');
    const progressive = /^(?:is|are|was|were|been|keeps?|kept)$/.test(terms[i - 1]?.normal ?? '');
    const afterNoun = has(terms[i - 1], 'Noun') && !has(terms[i - 1], 'Determiner') && !has(terms[i + 1], 'Noun');
    if (!((up || down || flat) && (has(term, 'Verb') || flatAdjective || movesOn || progressive || afterNoun)))
      continue;
    let before = i - 1;
    while (before >= 0 && (AUXILIARIES.has(terms[before]!.normal) || has(terms[before]!, 'Adverb'))) before -= 1;
    if (terms[before]?.normal === 'to' && has(term, 'Verb')) before -= 1;
    // The measure is the phrase right before the verb ("... mobile churn rose"), or the sentence's opening
    // phrase when a prepositional phrase sits in between ("Employee attrition at a firm's analyst level has risen").
    const containing = phrases.find((p) => p.from <= before && p.to >= before);
    const phrase = containing ? { ...containing, to: before } : undefined;
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
      (!metric || !measured(metric)) &&
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
    // Which way is better depends on the measure, not on where it moved: churn is better down, margin up.
    out.direction = BAD_WHEN_HIGH.test(metric.text) ? 'down' : 'up';
    // "wants bus punctuality to rise from 72% to 90%": in a goal, "from" is today and "to" is the target.
    if (terms[i - 1]?.normal === 'to' && fromQ && toQ) {
      out.baseline = located(parsed, fromQ);
      out.target = { ...located(parsed, toQ), kind: 'level' };
      delete out.previous;
    }
  }

  // "Only 64% of pupils reach the expected standard in reading": the share of them who do.
  if (!out.metric) {
    for (const sentence of parsed.sentences) {
      let at = sentence.from;
      if (/^(?:only|just|about|around|nearly|almost|some)$/.test(terms[at]!.normal)) at += 1;
      const share = shareAt(parsed, quantities, at, sentence.to);
      if (!share) continue;
      out.metric = share.metric;
      out.baseline = share.baseline;
      break;
    }
  }

  // "relies on legacies for 40% of its income": the share of the income from that source, better lower
  // when the statement speaks of reliance ("reduce that dependence to 25%").
  if (!out.metric) {
    for (let i = 0; i + 5 < terms.length; i += 1) {
      const verb = terms[i]!;
      const reliance = /^(?:rel(?:y|ies|ied|ying)|depends?|depended|depending|dependent|reliant)$/.test(verb.normal);
      if (!reliance && !/^(?:gets?|draws?|earns?|makes?|receives?)$/.test(verb.normal)) continue;
      const on = reliance ? terms.findIndex((t, k) => k > i && k <= i + 2 && /^(?:on|upon)$/.test(t.normal)) : i;
      const forAt = terms.findIndex((t, k) => k > on + 1 && k <= on + 8 && t.normal === 'for');
      if (on < 0 || forAt < 0 || terms[forAt]!.sentence !== verb.sentence) continue;
      const q = quantities.find((x) => x.unit === '%' && x.start === terms[forAt + 1]?.start);
      const of = q ? terms.findIndex((t) => t.start >= q.end) : -1;
      if (!q || terms[of]?.normal !== 'of') continue;
      const whole = /^(?:its|their|the)$/.test(terms[of + 1]?.normal ?? '') ? of + 2 : of + 1;
      const end = clauseEndOf(terms, whole);
      out.metric = {
        text: `share of ${textBetween(parsed, whole, end)} from ${textBetween(parsed, on + 1, forAt - 1)}`,
        span: spanOf(parsed.text, terms, i, end),
      };
      out.baseline = located(parsed, q);
      out.direction = reliance ? 'down' : 'up';
      break;
    }
  }

  // "11 weeks of cash left": the runway.
  if (!out.metric) {
    for (const q of quantities) {
      if (q.unit !== 'duration') continue;
      const last = terms.findIndex((t) => t.end >= q.end);
      if (
        terms[last + 1]?.normal === 'of' &&
        /^(?:cash|liquidity|runway|funding)$/.test(terms[last + 2]?.normal ?? '')
      ) {
        out.metric = { text: 'cash runway', span: spanOf(parsed.text, terms, last - 1, last + 2) };
        out.baseline = located(parsed, q);
        out.direction = 'up';
        break;
      }
    }
  }

  // "raised £31m last year": money raised, earned or spent is where the measure stands.
  if (!out.baseline) {
    for (let i = 0; i + 1 < terms.length; i += 1) {
      if (!/^(?:raised|earned|generated|collected|made|turned over|spent)$/.test(terms[i]!.normal)) continue;
      const q = quantities.find((x) => x.unit === 'currency' && x.start === terms[i + 1]!.start);
      if (!q) continue;
      out.baseline = located(parsed, q);
      if (!out.metric && terms[i]!.normal === 'raised')
        out.metric = { text: 'income raised', span: spanOf(parsed.text, terms, i, i + 1) };
      break;
    }
  }

  // "a defect rate of 4.2%", "an A&E four-hour performance of 71%": a measure, "of", a number.
  if (!out.metric) {
    for (const q of quantities) {
      const at = terms.findIndex((t) => t.start >= q.start);
      if (at < 2 || terms[at - 1]!.normal !== 'of') continue;
      const phrase = phrases.find((p) => p.to === at - 2);
      const head = phrase ? headIndex(parsed, phrase) : undefined;
      if (!phrase || head === undefined || !isMeasure(terms[head]!)) continue;
      const metric = metricOf(parsed, phrase, subject);
      if (!metric || /^(?:target|goal|standard|ambition|aim)$/.test(terms[head]!.normal)) continue;
      out.metric = metric;
      out.baseline = located(parsed, q);
      break;
    }
  }

  // "runs at 78% of its nameplate throughput": the measure is the share of that capacity.
  // "produces 18% fewer pizzas per labour hour than the group's best plant": a gap to a comparator.
  if (!out.metric) readCapacityAndGap(parsed, out, phrases, quantities);

  // "Guests wait an average of 25 minutes to check in": the average wait for what follows "to".
  if (!out.metric) {
    for (const q of quantities) {
      if (q.unit !== 'duration') continue;
      const at = terms.findIndex((t) => t.start >= q.start);
      const last = terms.findIndex((t) => t.end >= q.end);
      if (
        terms[at - 1]?.normal !== 'of' ||
        terms[at - 2]?.normal !== 'average' ||
        !/^(?:wait|waits|queue|queues|spend|spends|take|takes)$/.test(
          terms[at - 4]?.normal ?? terms[at - 3]?.normal ?? '',
        )
      )
        continue;
      const verb = terms[at - 4]!;
      const to = terms[last + 1]?.normal === 'to' ? last + 1 : -1;
      const end = to > 0 ? clauseEndOf(terms, to + 1) : last;
      const purpose = to > 0 ? ` to ${textBetween(parsed, to + 1, end)}` : '';
      const noun = /^(?:wait|waits|queue|queues)$/.test(verb.normal) ? 'wait' : 'time';
      out.metric = { text: `average ${noun}${purpose}`, span: spanOf(parsed.text, terms, verb.i, end) };
      out.baseline = located(parsed, q);
      break;
    }
  }

  // "takes 14 minutes on average to reach emergency calls", "processes permits in 84 days on average".
  if (!out.metric) {
    for (const q of quantities) {
      if (q.unit !== 'duration') continue;
      const at = terms.findIndex((t) => t.start >= q.start);
      const last = terms.findIndex((t) => t.end >= q.end);
      const window = terms.slice(Math.max(0, at - 6), last + 4).map((t) => t.normal);
      if (!window.includes('average') && terms[at - 1]?.normal !== 'takes') continue;
      if (terms[at - 1]?.normal === 'takes' || terms[at - 1]?.normal === 'take') {
        const to = terms.findIndex((t, k) => k > last && t.normal === 'to');
        if (to < 0) continue;
        const end = clauseEndOf(terms, to + 1);
        out.metric = {
          text: `average time to ${textBetween(parsed, to + 1, end)}`,
          span: spanOf(parsed.text, terms, at - 1, end),
        };
        out.baseline = located(parsed, q);
        break;
      }
      const verb = terms.find(
        (t) =>
          t.i < at &&
          t.sentence === terms[at]!.sentence &&
          has(t, 'Verb') &&
          !/^(?:is|are|was|were|has|have)$/.test(t.normal),
      );
      if (!verb) continue;
      const objectEnd = at - 2 >= verb.i + 1 ? at - 2 : verb.i;
      out.metric = {
        text: `average time to ${verb.root}${objectEnd > verb.i ? ` ${textBetween(parsed, verb.i + 1, objectEnd)}` : ''}`,
        span: spanOf(parsed.text, terms, verb.i, last),
      };
      out.baseline = located(parsed, q);
      break;
    }
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
        // "wants 90% of returns to be filed online": the participle after "to be" says what is counted.
        const wanted =
          /^(?:wants?|needs?|expects?|aims?)$/.test(verb.normal) &&
          terms[phrase.to + 1]?.normal === 'to' &&
          terms[phrase.to + 2]?.normal === 'be';
        if (wanted) {
          const participleAt = phrase.to + 3;
          const rest = qualifierOf(terms, participleAt + 1);
          let start = phrase.from;
          while (start < phrase.to && /^(?:its|their|our|the)$/.test(terms[start]!.normal)) start += 1;
          out.metric = {
            text: `share of ${textBetween(parsed, start, phrase.to)} ${terms[participleAt]?.normal ?? ''}${rest > participleAt ? ` ${textBetween(parsed, participleAt + 1, rest)}` : ''}`.trim(),
            span: spanOf(parsed.text, terms, verb.i, Math.max(rest, participleAt)),
          };
          out.target = { ...located(parsed, q), kind: 'level' };
          break;
        }
        const qualifierEnd = qualifierOf(terms, phrase.to + 1);
        let from = phrase.from;
        while (from < phrase.to && /^(?:its|their|our|the)$/.test(terms[from]!.normal)) from += 1;
        const thing = textBetween(parsed, from, phrase.to);
        const participle = pastParticiple(verb, parsed);
        const qualifier = qualifierEnd > phrase.to ? ` ${textBetween(parsed, phrase.to + 1, qualifierEnd)}` : '';
        // "losing 4% of its members every month": the period the share is counted over.
        const period =
          /^(?:every|each|a|per)$/.test(terms[phrase.to + 1]?.normal ?? '') &&
          /^(?:day|week|month|quarter|year)$/.test(terms[phrase.to + 2]?.normal ?? '')
            ? ` per ${terms[phrase.to + 2]!.normal}`
            : '';
        out.metric = {
          text: `share of ${thing} ${participle}${qualifier}${period}`
            .replace(/\s+/g, ' ')
            .replace(/\b(?:its|their) /g, ''),
          span: spanOf(parsed.text, terms, verb.i, qualifierEnd),
        };
        // "wants to move 60% of its policy sales ...": in a goal the number is where it must get to.
        const goalVerb = /^(?:to|must|should|can|will)$/.test(terms[verb.i - 1]?.normal ?? '');
        if (goalVerb) out.target = { ...located(parsed, q), kind: 'level' };
        else out.baseline = located(parsed, q);
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
    const text = loss.amount ? `a loss of ${loss.amount} on every ${loss.unit}` : `a loss on every ${loss.unit}`;
    out.baseline = { text, span: loss.span, quantity: lossQuantity(loss.span) };
    out.direction = 'up';
  }

  readGoal(parsed, out, phrases, subject, quantities);
  readDeadline(parsed, out, quantities);
  if (!out.direction && out.metric) out.direction = BAD_WHEN_HIGH.test(out.metric.text) ? 'down' : 'up';
  return out;
}

/** "64% of pupils reach the expected standard" at `at`: the share of the people who do, and where it stands. */
function shareAt(
  parsed: Parsed,
  quantities: Quantity[],
  at: number,
  last: number,
): { metric: Located; baseline: Located & { quantity: Quantity } } | undefined {
  const { terms } = parsed;
  const q = quantities.find((x) => x.unit === '%' && x.start === terms[at]?.start);
  if (!q || terms[at + 1]?.normal !== 'of') return undefined;
  const verb = terms.findIndex((t, k) => k > at + 2 && k <= last && has(t, 'Verb') && !has(t, 'Auxiliary'));
  if (verb < 0) return undefined;
  let thingEnd = verb - 1;
  // "of pupils in a local education authority reach": the people are the head, the place a qualifier.
  const inAt = terms.findIndex((t, k) => k > at + 2 && k < verb && /^(?:in|at|across|from)$/.test(t.normal));
  if (inAt > 0) thingEnd = inAt - 1;
  const end = clauseEndOf(terms, verb);
  // compromise says "is waiting" for "wait": the gerund alone reads after the people.
  const gerund = (nlp(terms[verb]!.text).verbs().toGerund().text() || terms[verb]!.text).replace(
    /^(?:is|are|am)\s+/i,
    '',
  );
  return {
    metric: {
      text: `share of ${textBetween(parsed, at + 2, thingEnd)} ${gerund.toLowerCase()}${end > verb ? ` ${textBetween(parsed, verb + 1, end)}` : ''}`,
      span: spanOf(parsed.text, terms, at, end),
    },
    baseline: located(parsed, q),
  };
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
  // "emissions per tonne", "time from discovery to trial": the measure keeps its denominator or its span.
  const end =
    /^(?:per|from|of|to)$/.test(terms[head + 1]?.normal ?? '') ||
    has(terms[head + 1], 'Participle') ||
    has(terms[head + 1], 'PastTense')
      ? Math.max(head, phrase.to)
      : head;
  return { text: textBetween(parsed, start, end), span: spanOf(parsed.text, terms, start, end) };
}

/**
 * The rest of a measure after its head: "the share of returns filed online", "the number of young people not in
 * education, employment or training", "income from individual donors", "customer minutes lost".
 */
function extendObject(parsed: Parsed, phrase: NounPhrase): NounPhrase {
  const { terms } = parsed;
  const head = headIndex(parsed, phrase);
  if (head === undefined) return phrase;
  let end = phrase.to;
  const next = terms[end + 1];
  const headWord = terms[head]!.normal;
  if (
    next?.normal === 'of' &&
    /^(?:share|number|proportion|percentage|rate|level|volume|amount|count)$/.test(headWord)
  ) {
    end += 1;
    // Up to an amount or a deadline ("by 2030", "from 70%"), or a clause of its own ("while ...").
    const stops = (k: number) =>
      /^(?:while|whilst|without|although)$/.test(terms[k]!.normal) ||
      (/^(?:by|to|from|below|under|within|before|until|in|over)$/.test(terms[k]!.normal) &&
        (has(terms[k + 1], 'Value') || /^(?:the|next|a)$/.test(terms[k + 1]?.normal ?? '')));
    while (end + 1 < terms.length && !stops(end + 1) && terms[end + 1]!.sentence === terms[end]!.sentence) {
      end += 1;
      if (
        /[,.;!?]/.test(terms[end]!.post) &&
        !/^(?:or|and)$/.test(terms[end + 1]?.normal ?? '') &&
        !has(terms[end + 1], 'Noun')
      )
        break;
    }
    // "not in education, employment or training by 2030": keep the list, stop before the deadline.
    while (end > phrase.to && /^(?:by|to|from|in|within)$/.test(terms[end]!.normal)) end -= 1;
  } else if (
    next?.normal === 'to' &&
    /^(?:cost|time)$/.test(headWord) &&
    terms[end + 2] &&
    !has(terms[end + 2], 'Value') &&
    !has(terms[end + 2], 'Determiner')
  ) {
    // "cost to serve", "time to hire".
    end += 2;
  } else if (
    next?.normal === 'from' &&
    /^(?:income|revenue|revenues|donations|sales|gifts)$/.test(headWord) &&
    !has(terms[end + 2], 'Value')
  ) {
    end += 1;
    while (
      end + 1 < terms.length &&
      (has(terms[end + 1]!, 'Noun') || has(terms[end + 1]!, 'Adjective')) &&
      !has(terms[end + 1]!, 'Value') &&
      !/[,.;]/.test(terms[end]!.post)
    )
      end += 1;
  } else if (
    next &&
    (has(next, 'Participle') || has(next, 'PastTense')) &&
    /^(?:by|to|below)$/.test(terms[end + 2]?.normal ?? '')
  ) {
    end += 1;
  }
  return end === phrase.to ? phrase : { ...phrase, to: end };
}

/** A whole object phrase as a measure, without its determiners: "abandoned calls", "management layers". */
function wholeObject(parsed: Parsed, phrase: NounPhrase): Located | undefined {
  let from = phrase.from;
  while (
    from < phrase.to &&
    (/^(?:a|an|the|its|their|our)$/.test(parsed.terms[from]!.normal) || has(parsed.terms[from], 'Value'))
  )
    from += 1;
  if (has(parsed.terms[from], 'Value')) return undefined;
  return { text: textBetween(parsed, from, phrase.to), span: spanOf(parsed.text, parsed.terms, from, phrase.to) };
}

function readCapacityAndGap(parsed: Parsed, out: MetricReading, phrases: NounPhrase[], quantities: Quantity[]): void {
  const { terms, text } = parsed;
  for (const q of quantities) {
    if (q.unit !== '%') continue;
    const at = terms.findIndex((t) => t.start >= q.start);
    const last = terms.findIndex((t) => t.end >= q.end);
    const running = /^(?:runs|run|running|operates|operating|works|working)$/.test(terms[at - 2]?.normal ?? '');
    if (running && /^(?:at|to)$/.test(terms[at - 1]?.normal ?? '') && terms[last + 1]?.normal === 'of') {
      const phrase = phrases.find((p) => p.from === last + 2);
      const metric = phrase ? wholeObject(parsed, phrase) : undefined;
      if (metric) {
        out.metric = { ...metric, text: `share of ${metric.text} used` };
        out.baseline = located(parsed, q);
        return;
      }
    }
    const comparative = terms[last + 1];
    if (!comparative || !/^(?:fewer|less|more|lower|higher)$/.test(comparative.normal)) continue;
    const containing = phrases.find((p) => p.from <= last + 2 && p.to >= last + 2);
    const phrase = containing ? { ...containing, from: last + 2 } : undefined;
    const than = terms.findIndex((t, k) => k > last + 1 && t.normal === 'than' && t.sentence === comparative.sentence);
    if (!phrase || than < 0) continue;
    const metric = wholeObject(parsed, { ...phrase, to: Math.min(phrase.to, than - 1) });
    if (!metric) continue;
    out.metric = metric;
    const end = clauseEndOf(terms, than);
    const written = text.slice(q.start, terms[end]!.end).replace(/[\s,;:.!?]+$/, '');
    out.baseline = {
      text: `${q.text} ${comparative.normal} than ${textBetween(parsed, than + 1, end)}`,
      span: { text: written, start: q.start, end: q.start + written.length, from: at, to: end },
      quantity: q,
    };
    return;
  }
}

/** "the time from discovery to clinical trial": a measure of a span keeps the span it measures. */
function withSpan(parsed: Parsed, phrase: NounPhrase): NounPhrase {
  const { terms } = parsed;
  const head = headIndex(parsed, phrase);
  if (head === undefined || !/^(?:time|times|cost|distance|gap|journey)$/.test(terms[head]!.normal)) return phrase;
  if (terms[phrase.to + 1]?.normal !== 'from' || has(terms[phrase.to + 2], 'Value')) return phrase;
  const to = terms.findIndex((t, k) => k > phrase.to + 2 && t.normal === 'to');
  if (to < 0 || has(terms[to + 1], 'Value')) return phrase;
  let end = to + 1;
  while (
    end + 1 < terms.length &&
    (has(terms[end + 1]!, 'Noun') || has(terms[end + 1]!, 'Adjective')) &&
    !has(terms[end + 1]!, 'Value') &&
    !/[,.;]/.test(terms[end]!.post)
  )
    end += 1;
  return { ...phrase, to: end };
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
  for (let i = from; i < terms.length && out.length < 24; i += 1) {
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
  for (let i = from; i < terms.length && i < from + 8; i += 1) {
    const term = terms[i]!;
    if (term.sentence !== terms[from - 1]?.sentence) break;
    if (
      /^(?:against|and|but|while|versus|vs|compared|without|every|each|a|per|by)$/.test(term.normal) ||
      has(term, 'Verb')
    )
      break;
    // "within three years" is a deadline; "within 5 minutes" belongs to the measure.
    if (
      /^(?:within|by|before|until|in|over)$/.test(term.normal) &&
      /^(?:years?|months?|quarters?|weeks?|20\d\d)$/.test(terms[i + 2]?.normal ?? terms[i + 1]?.normal ?? '')
    )
      break;
    if (/^20\d\d$/.test(terms[i + 1]?.normal ?? '') && /^(?:by|before|until|in)$/.test(term.normal)) break;
    if (has(term, 'Duration') && !has(terms[i - 1], 'Value')) break;
    end = i;
    if (/[,.;!?]/.test(term.post)) break;
  }
  return end;
}

/** The end of a verb phrase after "to": up to punctuation or a conjunction. */
function clauseEndOf(terms: readonly Term[], from: number): number {
  let end = from;
  for (let i = from; i < terms.length && i < from + 8; i += 1) {
    if (i > from && /^(?:and|but|while|against|;)$/.test(terms[i]!.normal)) break;
    end = i;
    if (/[,.;!?]/.test(terms[i]!.post)) break;
  }
  return end;
}

function isMeasure(term: Term): boolean {
  return METRIC_NOUNS.has(term.root) || METRIC_NOUNS.has(term.normal);
}

function pastParticiple(verb: Term, parsed?: Parsed): string {
  // "free up": the particle follows the verb's participle ("freed up").
  if (parsed && has(verb, 'Particle')) {
    const main = parsed.terms[verb.i - 1];
    if (main) return `${pastParticiple(main)} ${verb.normal}`;
  }
  const root = verb.root;
  const irregular: Record<string, string> = {
    lose: 'lost',
    spend: 'spent',
    build: 'built',
    get: 'got',
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

/** "loses money on every order", "loses $4 on every box it ships": a loss per unit, with its amount when given. */
function findLoss(parsed: Parsed): { unit: string; amount?: string; span: Span } | undefined {
  const { terms } = parsed;
  for (let i = 0; i < terms.length - 3; i += 1) {
    if (terms[i]!.root !== 'lose') continue;
    const money = terms[i + 1]!;
    const amount = has(money, 'Value') || has(money, 'Money') ? money.text : undefined;
    if (money.normal !== 'money' && !amount) continue;
    const on = terms[i + 2];
    const every = terms[i + 3];
    if (on?.normal === 'on' && every && /^(?:every|each|each and every)$/.test(every.normal) && terms[i + 4]) {
      const unitTerm = terms[i + 4]!;
      const loss: { unit: string; amount?: string; span: Span } = {
        unit: unitTerm.root.replace(/['’]s?$/, ''),
        span: spanOf(parsed.text, terms, i, i + 4),
      };
      if (amount) loss.amount = amount;
      return loss;
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
  for (let i = 0; i < terms.length - 2 && !out.target; i += 1) {
    // "against the 95% promised", "versus the 98% agreed in the contract".
    if (!/^(?:against|versus|vs)$/.test(terms[i]!.normal)) continue;
    const at = /^(?:the|a|an)$/.test(terms[i + 1]!.normal) ? i + 2 : i + 1;
    const q = quantities.find((x) => x.start >= terms[at]!.start && x.start <= terms[at]!.end);
    const word = terms.find((t) => t.start >= (q?.end ?? Infinity))?.normal ?? '';
    if (q && /^(?:promised|agreed|committed|required|target|targeted|contracted|planned|budgeted)$/.test(word))
      out.target = { ...located(parsed, q), kind: 'level' };
  }
  for (let i = 0; i + 4 < terms.length && !out.target; i += 1) {
    // "Ministers want them back to three weeks": where the measure must return to.
    if (!/^(?:want|wants|need|needs|expect|expects)$/.test(terms[i]!.normal) || terms[i + 2]?.normal !== 'back')
      continue;
    const q = quantities.find((x) => x.start >= terms[i + 4]!.start && x.start <= terms[i + 4]!.end);
    if (q && /^(?:to|below|under)$/.test(terms[i + 3]!.normal)) out.target = { ...located(parsed, q), kind: 'level' };
  }
  for (let i = 0; i < terms.length - 2; i += 1) {
    // "a target of 90%", "a national standard of 95%", "the target is 10 minutes".
    if (
      !/^(?:target|goal|ambition|aim|standard|benchmark)$/.test(terms[i]!.normal) ||
      !/^(?:of|is|was)$/.test(terms[i + 1]!.normal)
    )
      continue;
    const q = quantities.find((x) => x.start >= terms[i + 2]!.start && x.start <= terms[i + 2]!.end);
    if (q) {
      out.target = { ...located(parsed, q), kind: 'level' };
      break;
    }
  }
  // "close the gap" to a comparator the statement gives: "compared with 73% nationally", "the best take 12".
  if (!out.target && /\bclose the gap\b|\bcatch up\b|\bmatch (?:the|its) (?:best|peers|competitors)\b/i.test(text)) {
    const base = out.baseline?.quantity;
    for (let i = 0; i < terms.length && !out.target; i += 1) {
      if (!/^(?:with|against|versus|vs|than|take|takes|achieve|achieves|reach|reaches)$/.test(terms[i]!.normal))
        continue;
      const from = terms[i + 1]?.start ?? Infinity;
      const q = quantities.find((x) => x.start >= from && x.start <= (terms[i + 2]?.end ?? -1));
      if (
        q &&
        q !== base &&
        q.start !== base?.start &&
        (q.unit === base?.unit || (base?.unit === 'duration' && q.unit === 'count'))
      ) {
        const text = base?.noun && !q.noun ? `${q.text} ${base.noun}` : q.text;
        out.target = { ...located(parsed, q), text, kind: 'level' };
      }
    }
  }
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    const root = term.root;
    const isGoalVerb = GOAL_DOWN.has(root) || GOAL_UP.has(root) || GOAL_REACH.has(root) || root === 'break';
    const sentence = parsed.sentences[term.sentence]!;
    // compromise may tag "to halve", "... and cut" or "How can the plant get ..." as nouns: in those places they
    // are the goal's verbs.
    const modalBefore = terms
      .slice(sentence.from, i)
      .some((t) => /^(?:can|could|should|must|will|would)$/.test(t.normal));
    const verbPlace =
      /^(?:to|and)$/.test(terms[i - 1]?.normal ?? '') || (sentence.question && modalBefore) || i === sentence.from;
    if (!isGoalVerb || !(has(term, 'Verb') || verbPlace)) continue;
    const prev = terms[i - 1]?.normal ?? '';
    // "takes 31 days to reach the port" is no goal: "to" must follow a word of wanting or needing.
    if (
      prev === 'to' &&
      !sentence.question &&
      !/^(?:wants?|needs?|plans?|aims?|has|have|hopes?|intends?|seeks?|looking|expects?|committed|able|how|must|trying|want|is|are|do)$/.test(
        terms[i - 2]?.normal ?? '',
      )
    )
      continue;
    // Only a goal: after a modal, "to", "how can it", or as an imperative question.
    const inGoal =
      /^(?:to|must|can|could|should|will|would|needs|need|wants|aims|plans|hopes|it|they|we|and|or)$/.test(prev) ||
      sentence.question ||
      i === sentence.from;
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
    // "raise $150m", "reach 92%": the object is the amount itself.
    const bare = quantities.find((x) => x.start === terms[i + 1]?.start && x.unit !== 'year' && x.unit !== 'duration');
    if (bare && !out.target) {
      const saved = /^(?:save|cut|reduce|trim|slash|recover|gain|shed)$/.test(root);
      out.target = saved
        ? {
            ...located(parsed, bare),
            text: `${bare.text} ${bare.unit === 'currency' ? 'less' : 'lower'}`,
            kind: 'change',
          }
        : { ...located(parsed, bare), kind: 'level' };
      if (saved) out.direction = 'down';
      out.goal = {
        text: textBetween(
          parsed,
          i,
          terms.findIndex((t) => t.end >= bare.end),
        ),
        span: spanOf(text, terms, i, i + 1),
        verb: root,
      };
      if (GOAL_UP.has(root) || GOAL_REACH.has(root)) out.direction ??= 'up';
      return;
    }
    const absorbed = phrases.find((p) => p.from === i && p.to > i);
    const found =
      phrases.find((p) => p.from === i + 1 || (p.from === i + 2 && terms[i + 1]!.normal === 'back')) ??
      (absorbed ? { ...absorbed, from: i + 1 } : undefined);
    const object = found ? extendObject(parsed, withSpan(parsed, found)) : undefined;
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
      const metric = metricOf(parsed, object, subject) ?? wholeObject(parsed, object);
      const headTerm = terms[headIndex(parsed, object) ?? object.to]!;
      // The object is the measure when its head names one, or when an amount follows it ("cut abandoned calls to 5%").
      const amountFollows =
        /^(?:by|to|below|under|from)$/.test(terms[object.to + 1]?.normal ?? '') && has(terms[object.to + 2], 'Value');
      if (metric && (METRIC_NOUNS.has(headTerm.root) || METRIC_NOUNS.has(headTerm.normal) || amountFollows))
        out.metric = metric;
    }
    // The amount: "by 15%", "to 8%", "below 15%", or a number inside the object ("an 8% margin").
    let amountEnd = objectEnd;
    let kind: NonNullable<MetricReading['target']>['kind'] | undefined;
    let q: Quantity | undefined;
    for (let j = objectEnd + 1; j <= end && j <= objectEnd + 12; j += 1) {
      const word = terms[j]!.normal;
      if (/^(?:by|to|below|under|above|over|at|from|of)$/.test(word)) {
        // "a margin of at least 8%": skip the qualifier to the number.
        const skip =
          /^(?:at|around|about|roughly|some)$/.test(terms[j + 1]?.normal ?? '') &&
          /^(?:least|most)$/.test(terms[j + 2]?.normal ?? '')
            ? 2
            : /^(?:around|about|roughly)$/.test(terms[j + 1]?.normal ?? '')
              ? 1
              : 0;
        const next = terms[j + 1 + skip];
        const found = next ? quantities.find((x) => x.start >= next.start && x.start <= next.end) : undefined;
        if (!found || found.unit === 'year') continue;
        // "by 18 months" is a deadline, "below 30 days" a target.
        if (found.unit === 'duration' && /^(?:by|within|in)$/.test(word)) continue;
        if (word === 'from') {
          // "grow legacy income from £12m to £20m": where it starts is today's level.
          if (!out.baseline) out.baseline = located(parsed, found);
          continue;
        }
        q = found;
        kind = word === 'by' ? 'change' : word === 'to' || word === 'at' || word === 'of' ? 'level' : 'bound';
        if (skip === 2 && /^(?:least)$/.test(terms[j + 2]!.normal)) kind = 'bound';
        amountEnd = terms.findIndex((t) => t.end >= found.end);
        if (kind === 'bound')
          q = { ...found, text: `${skip === 2 ? `at ${terms[j + 2]!.normal}` : word} ${found.text}` };
        break;
      }
    }
    if (!q && object) {
      q = quantities.find(
        (x) => x.start >= terms[object.from]!.start && x.end <= terms[object.to]!.end && x.unit !== 'year',
      );
      // "recover 150 bp", "save £20m": points and amounts gained or saved are changes, not levels.
      if (q) kind = q.unit === 'pp' || /^(?:recover|gain|add|save|shed|win|regain)$/.test(root) ? 'change' : 'level';
      // "recruit 300 qualified network engineers": the measure is how many.
      if (q && q.unit === 'count' && !out.metric) {
        const after = terms.findIndex((t) => t.start >= q!.end);
        if (after > 0 && after <= object.to)
          out.metric = {
            text: `number of ${textBetween(parsed, after, object.to)}`,
            span: spanOf(text, terms, after, object.to),
          };
      }
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
    // "from 60 to 20 days": the unit is written once, after the second number.
    const base = out.baseline?.quantity;
    if (q && base && base.unit === 'count' && !base.noun && q.noun && (q.unit === 'duration' || q.unit === 'count')) {
      const text = `${base.text} ${q.noun}`;
      out.baseline = { ...out.baseline!, text, quantity: { ...base, unit: q.unit, noun: q.noun, text } };
    }
    if (q && kind && !out.target) {
      const span = { text: text.slice(q.start, q.end), start: q.start, end: q.end, from: -1, to: -1 };
      const changeText =
        kind === 'change'
          ? `${q.text} ${down ? (q.unit === 'currency' ? 'less' : 'lower') : q.unit === 'currency' ? 'more' : 'higher'}`
          : kind === 'multiple'
            ? root
            : q.text;
      // "meet the 30-minute standard": a named standard is the target as written, not its number alone.
      const named =
        object &&
        /^(?:standard|target|pledge|limit|commitment|requirement)s?$/.test(terms[object.to]!.normal) &&
        q.start >= terms[object.from]!.start &&
        q.end <= terms[object.to]!.end;
      out.target = { text: named ? textBetween(parsed, object.from, object.to) : changeText, span, quantity: q, kind };
    }
    if (out.goal) return;
  }
}

const AHEAD = /^(?:within|in|by|before|until|over|during|inside)$/;
const GOAL_SENTENCE =
  /\b(?:must|wants?|needs?|has to|have to|aims?|plans?|hopes?|intends?|should|could|can|will|target|goal|ambition|committed|how|what|which|whether)\b|\?\s*$/i;

/** By when: "within 24 months", "by 2030", "in three years", "over the next two years", "by Q3 2027". */
function readDeadline(parsed: Parsed, out: MetricReading, quantities: Quantity[]): void {
  const { terms, text } = parsed;
  const start0 = (p: number) => terms[p]!.start;
  const candidates: Located[] = [];
  const consider = (first: number, last: number) => {
    // Walk back over "the next", "the end of" to the preposition that decides: ahead, or a look back.
    let p = first - 1;
    while (p >= 0 && p >= first - 4 && /^(?:the|next|coming|end|of|a)$/.test(terms[p]!.normal)) p -= 1;
    // "survive the next 12 months": looking ahead in so many words needs no preposition.
    if ((p < 0 || !AHEAD.test(terms[p]!.normal)) && /^(?:next|coming)$/.test(terms[first - 1]?.normal ?? ''))
      p = first - 2 >= 0 && terms[first - 2]!.normal === 'the' ? first - 2 : first - 1;
    else if (p < 0 || !AHEAD.test(terms[p]!.normal)) return;
    const between = terms.slice(p, last + 2).map((t) => t.normal);
    // "extend the mine's life by eight years" is an amount; "by 2030" is a date.
    if (
      terms[p]!.normal === 'by' &&
      !/^(?:20\d\d|19\d\d|q[1-4])$/.test(terms[first]!.normal) &&
      !between.includes('end') &&
      !between.includes('next')
    )
      return;
    // A deadline belongs to a goal: "dropped ... in three years" looks back, "must ... in three years" ahead.
    // (Unless it looks ahead in so many words: "over the next five years".)
    const ahead = between.includes('next') || between.includes('coming');
    if (!ahead && !GOAL_SENTENCE.test(parsed.sentences[terms[p]!.sentence]!.text)) return;
    const taken = [out.baseline?.quantity, out.target?.quantity].some(
      (q) => q && q.start >= start0(p) && q.start <= terms[last]!.end,
    );
    if (taken) return;
    if (between.some((w) => /^(?:last|past|previous|ago|since)$/.test(w))) return;
    if (/^(?:over|during)$/.test(terms[p]!.normal) && !between.includes('next') && !between.includes('coming')) return;
    // "in its next five-year campaign" names a campaign, not a deadline.
    if (has(terms[last + 1], 'Noun') && !has(terms[last + 1], 'Date')) return;
    const start = terms[p]!.start;
    const end = terms[last]!.end;
    const written = text.slice(start, end).replace(/[\s,;:.!?]+$/, '');
    candidates.push({ text: written, span: { text: written, start, end: start + written.length, from: p, to: last } });
  };
  for (const q of quantities) {
    if (q.unit !== 'duration' && q.unit !== 'year') continue;
    if (q.unit === 'duration' && /^(?:minutes?|seconds?|hours?)$/.test(q.noun ?? '')) continue;
    if (q.start === out.baseline?.quantity.start || q.start === out.target?.quantity?.start) continue;
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
    let last = terms.findIndex((t) => t.end >= date.offset.start + date.offset.length);
    // A date never runs into the next sentence ("next year. How ...").
    while (last > first && first >= 0 && terms[last]!.sentence !== terms[first]!.sentence) last -= 1;
    if (
      first < 0 ||
      last < 0 ||
      candidates.some((c) => c.span.start <= terms[first]!.start && terms[last]!.end <= c.span.end)
    )
      continue;
    if (terms.slice(first, last + 1).some((t) => /^(?:minutes?|seconds?|hours?)$/.test(t.normal))) continue;
    if (AHEAD.test(terms[first]!.normal)) consider(first + 1, last);
    else if (/^(?:next|this)$/.test(terms[first]!.normal) && !has(terms[last + 1], 'Noun')) {
      // "over the next five years": walk back to the preposition when there is one.
      const before = candidates.length;
      consider(first, last);
      if (candidates.length > before) continue;
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
  // "by next year", "before the end of this year".
  for (let i = 0; i + 2 < terms.length; i += 1) {
    if (
      AHEAD.test(terms[i]!.normal) &&
      /^(?:next|this|coming)$/.test(terms[i + 1]!.normal) &&
      /^(?:year|quarter|month|decade)$/.test(terms[i + 2]!.normal)
    )
      consider(i + 1, i + 2);
  }
  const goalStart = out.goal?.span.start ?? 0;
  candidates.sort((a, b) => a.span.start - b.span.start);
  const best = candidates.find((c) => c.span.start >= goalStart) ?? candidates[0];
  if (best) out.deadline = best;
}
