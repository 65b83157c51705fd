import type { ProblemReading } from '@caseboard/contracts';
import { industryProfile } from './industries/index.js';
import type { IndustryProfile } from './industries/types.js';
import { readDecision } from './reading/decision.js';
import { readMetric } from './reading/metric.js';
import { has, parse } from './reading/nlp.js';
import { quantitiesOf, type Quantity } from './reading/quantities.js';
import { readSubject } from './reading/subject.js';
import { capitalise, listText, lowerFirst, possessive, tidy } from './text.js';

/**
 * The words every generator writes with, read once per request from the reading (confirmed by the
 * consultant, or proposed by the reader) and the statement: who (S), what is measured (M), the gap from
 * baseline to target by the deadline, the options and constraints, and the industry's own vocabulary.
 * Templates never read the statement themselves, so editing the reading changes what they write.
 */
export interface Target {
  text: string;
  kind: 'level' | 'change' | 'bound' | 'multiple' | 'break-even' | 'other';
  quantity?: Quantity;
}

export interface Gap {
  /** "6 points", "£9m", "28 points": how far the metric must move. */
  text: string;
  value: number;
  /** The unit of `value`: "pp" for points of a percentage, "%" for a relative change, else as the metric. */
  unit: string;
}

export interface Frame {
  reading: ProblemReading;
  statement: string;
  industry: IndustryProfile;
  /** Names and acronyms the statement uses mid-sentence: they keep their capitals in generated text. */
  names: ReadonlySet<string>;
  /** "Generate again" asks for another way to split the problem. */
  variant: number;
  /** The client mid-sentence ("the airline") and its possessive ("the airline's"). */
  S: string;
  Sp: string;
  /** The metric as it reads mid-sentence; the archetype's default when the reading names none. */
  M: string;
  hasMetric: boolean;
  direction: 'up' | 'down';
  baseline?: Quantity;
  /** Where the metric was before it moved ("8%" of "fell from 8% to 2%"). */
  previous?: Quantity;
  target?: Target;
  deadline?: string;
  gap?: Gap;
  options: readonly string[];
  constraints: readonly string[];
  decisionMakers: readonly string[];
  /** The move the statement weighs, as a verb phrase: "enter the Indian market". */
  decision?: string;
  /** Money at stake: the first amount of the statement ("$400M", "EUR 2bn"). */
  amount?: string;
  /** A place the statement names ("India", "Chile", "the North Sea"). */
  place?: string;
  /** What the statement asks for when it names no measure, as a verb phrase: "design an organisation that ...". */
  aim?: string;
  /** The statement's own question with the client named, when it asks one answerable question. */
  asked?: string;
  /** Customers and the counted unit in the industry's words. */
  c: string;
  C: string;
  u: string;
  U: string;
}

const METRIC_DEFAULTS: Partial<Record<ProblemReading['archetype'], string>> = {
  profitability: 'operating margin',
  'revenue-growth': 'revenue',
  'cost-reduction': 'costs',
  pricing: 'revenue',
  'service-operations': 'service level',
  'process-operations': 'throughput',
  'supply-chain': 'product availability',
  'unit-economics': 'contribution per unit',
  fundraising: 'fundraising income',
  'public-service': 'service outcomes',
  'churn-retention': 'churn',
  'channel-shift': 'channel profitability',
  organisation: 'staff retention',
  'digital-transformation': 'cost to serve',
  'regulation-carbon': 'emissions',
  turnaround: 'cash position',
};

export function frameOf(reading: ProblemReading, options: { variant?: number | undefined } = {}): Frame {
  const statement = reading.statement;
  const parsed = parse(statement);
  const industry = industryProfile(reading.industry);
  const names = namesOf(
    parsed.terms.map((t) => ({
      text: t.text,
      first: t.i === 0 || parsed.terms[t.i - 1]!.sentence !== t.sentence,
      proper: has(t, 'ProperNoun'),
    })),
  );
  // The client's own name and the options the statement names keep their capitals too.
  for (const word of `${reading.subject} ${reading.options.join(' ')}`.split(/[\s,]+/)) {
    const bare = word.replace(/['’]s?$/, '');
    if (/^[A-Z][a-z]/.test(bare)) names.add(bare);
  }
  const quantities = quantitiesOf(parsed);
  const metricReading = readMetric(parsed, readSubject(parsed, names), quantities);
  const S = reading.subject.trim() || 'the organisation';
  const hasMetric = reading.metric.trim().length > 0;
  const M = hasMetric
    ? lowerFirst(reading.metric.trim(), names)
    : (METRIC_DEFAULTS[reading.archetype] ?? 'performance');
  const frame: Frame = {
    reading,
    statement,
    industry,
    names,
    variant: options.variant ?? 0,
    S,
    Sp: possessive(S),
    M,
    hasMetric,
    direction: reading.direction ?? 'up',
    options: reading.options,
    constraints: reading.constraints,
    decisionMakers: reading.decisionMakers,
    c: industry.customer.one,
    C: industry.customer.many,
    u: industry.unit.one,
    U: industry.unit.many,
  };
  const baseline = reading.baseline ? quantitiesOf(parse(reading.baseline))[0] : undefined;
  if (baseline) frame.baseline = baseline;
  if (metricReading.previous && reading.baseline === metricReading.baseline?.text)
    frame.previous = metricReading.previous.quantity;
  if (reading.target) frame.target = targetOf(reading.target);
  if (reading.deadline) frame.deadline = reading.deadline;
  const gap = gapOf(frame);
  if (gap) frame.gap = gap;
  const decision = readDecision(parsed);
  if (decision) frame.decision = decision;
  const amount = quantities.find((q) => q.unit === 'currency');
  if (amount) frame.amount = amount.text;
  const place = placeOf(parsed);
  if (place) frame.place = place;
  const asked = askedOf(parsed, S);
  if (asked) frame.asked = asked;
  const aim = hasMetric || frame.target ? undefined : aimOf(parsed);
  if (aim) frame.aim = aim;
  return frame;
}

/**
 * The aim of a statement without a measure: an instruction ("Design an organisation that serves clients as
 * one firm.") or what someone wants to do ("The board wants to simplify its operating model.").
 */
function aimOf(parsed: ReturnType<typeof parse>): string | undefined {
  for (const sentence of parsed.sentences) {
    if (sentence.question) continue;
    const first = parsed.terms[sentence.from]!;
    let from: number | undefined;
    if (has(first, 'Infinitive') && has(first, 'Verb') && !has(first, 'Noun')) from = sentence.from;
    for (let i = sentence.from; from === undefined && i < sentence.to; i += 1) {
      const term = parsed.terms[i]!;
      if (
        /^(?:wants?|needs?|aims?|plans?|hopes?|seeks?|intends?|wishes)$/.test(term.normal) &&
        parsed.terms[i + 1]?.normal === 'to'
      )
        from = i + 2;
    }
    if (from === undefined || from > sentence.to) continue;
    const text = parsed.text.slice(parsed.terms[from]!.start, sentence.end).replace(/[.!;\s]+$/, '');
    if (text.split(/\s+/).length >= 3 && text.length <= 160) return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return undefined;
}

const AUXILIARY = /\b(can|could|should|must|will|would|does|do|did|is|are|has|have|may|might)\s+(it|they)\b/i;

/**
 * The statement's one question in its own words, the client named where a pronoun stood: "What price
 * increase can it pass on to its 300 largest customers?" -> "... can the packaging manufacturer pass on
 * ...". None when the statement asks several questions, a bare one ("Should it enter?"), one in the first
 * person, or one that never names the client.
 */
function askedOf(parsed: ReturnType<typeof parse>, S: string): string | undefined {
  const questions = parsed.sentences.filter((s) => s.question);
  if (questions.length !== 1) return undefined;
  const text = questions[0]!.text.trim().replace(/\s+/g, ' ');
  if (text.split(' ').length < 7 || text.length > 200 || /\b(?:we|our|us|I|my)\b/.test(text)) return undefined;
  // "reduce that dependence to 25%": a phrase that points back to an earlier sentence does not stand alone.
  if (/\b(?:this|that|these|those)\s+(?!the\b|a\b|an\b|its?\b|they\b|their\b)[a-z]+/i.test(text)) return undefined;
  const named = text.replace(AUXILIARY, (_m, aux: string) => `${aux} ${S}`);
  // "bring them below 2 hours": an object pronoun leaves the measure unsaid.
  if (/\b(?:it|them)\b/i.test(named)) return undefined;
  const head = S.replace(/^the\s+/i, '')
    .split(/\s+/)
    .pop()!
    .toLowerCase();
  if (named === text && !named.toLowerCase().includes(head)) return undefined;
  return tidy(`${capitalise(named).replace(/[?.!\s]+$/, '')}?`);
}

function namesOf(terms: ReadonlyArray<{ text: string; first: boolean; proper: boolean }>): Set<string> {
  const names = new Set<string>();
  for (const term of terms) {
    const word = term.text.replace(/['’]s?$/, '');
    if (/^[A-Z][a-z]/.test(word) && (!term.first || term.proper)) names.add(word);
    if (/^[A-Z0-9]{2,}$/.test(word)) names.add(word);
  }
  return names;
}

function placeOf(parsed: ReturnType<typeof parse>): string | undefined {
  const { terms, text } = parsed;
  for (let i = 0; i < terms.length; i += 1) {
    if (!has(terms[i]!, 'Place') && !has(terms[i]!, 'Country')) continue;
    let end = i;
    while (end + 1 < terms.length && has(terms[end + 1]!, 'Place') && !/[,.;]/.test(terms[end]!.post)) end += 1;
    const the = terms[i - 1]?.normal === 'the' ? 'the ' : '';
    return `${the}${text.slice(terms[i]!.start, terms[end]!.end).replace(/['’]s?$/, '')}`;
  }
  return undefined;
}

/** Reads the target field: "8%", "12% lower", "below 15%", "double", "break-even", "£50m". */
const NAMED_TARGET = /\b(?:standard|target|pledge|limit|commitment|requirement)s?$/;

export function targetOf(text: string): Target {
  const clean = text.trim();
  const quantity = quantitiesOf(parse(clean))[0];
  const lower = clean.toLowerCase();
  let kind: Target['kind'] = 'other';
  if (/break-?\s?even/.test(lower)) kind = 'break-even';
  // "the 30-minute standard": a standard met as a whole, whatever the measure it is judged on.
  else if (NAMED_TARGET.test(lower)) kind = 'other';
  else if (/^(?:double|triple|halve|quadruple)\b/.test(lower)) kind = 'multiple';
  else if (quantity && /\b(?:below|under|above|over|at least|at most|no more than|less than|more than)\b/.test(lower))
    kind = 'bound';
  else if (quantity && /\b(?:lower|less|fewer|higher|more|up|down|reduction|increase|cut|growth)\b/.test(lower))
    kind = 'change';
  else if (quantity) kind = 'level';
  const target: Target = { text: clean, kind };
  if (quantity) target.quantity = quantity;
  return target;
}

function gapOf(frame: Frame): Gap | undefined {
  const target = frame.target;
  const q = target?.quantity;
  if (!target || !q) return undefined;
  if (target.kind === 'change') {
    return {
      text: q.text,
      value: q.value,
      unit: q.unit === 'currency' ? (q.currency ?? '') : q.unit === 'pp' ? 'pp' : '%',
    };
  }
  const base = frame.baseline;
  if (!base || base.unit !== q.unit || (target.kind !== 'level' && target.kind !== 'bound')) return undefined;
  const diff = Math.abs(q.value - base.value);
  if (diff === 0) return undefined;
  if (q.unit === '%') return { text: `${round(diff)} percentage points`, value: round(diff), unit: 'pp' };
  if (q.unit === 'currency') return { text: money(diff, q), value: diff, unit: q.currency ?? '' };
  return { text: `${round(diff)}${q.noun ? ` ${q.noun}` : ''}`, value: diff, unit: q.noun ?? '' };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** An amount in the statement's own currency and magnitude: 9e6 with "£40m" -> "£9m". */
export function money(value: number, like: Quantity): string {
  const symbol = like.currency ?? '';
  const code = /^[A-Z]{3}$/.test(symbol);
  const [scaled, suffix] =
    Math.abs(value) >= 1e9
      ? [value / 1e9, 'bn']
      : Math.abs(value) >= 1e6
        ? [value / 1e6, 'm']
        : Math.abs(value) >= 1e3
          ? [value / 1e3, 'k']
          : [value, ''];
  const number = `${round(scaled)}${suffix}`;
  return code ? `${symbol} ${number}` : `${symbol}${number}`;
}

/** A clause that reads after the goal: "customer bills cannot rise" -> "without customer bills rising". */
export function constraintClause(constraint: string): string {
  const text = constraint.trim().replace(/[.;]+$/, '');
  const negated = /^(.+?)\s+(?:cannot|can't|must not|mustn't|may not|should not|will not|won't)\s+(\w+)(.*)$/i.exec(
    text,
  );
  if (negated) {
    const verb = negated[2]!.toLowerCase();
    const ing = verb.endsWith('e') && verb !== 'be' ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
    return tidy(`without ${negated[1]} ${ing}${negated[3]}`);
  }
  if (/^(?:without|while|whilst|with|within|under|at no|keeping|protecting)\b/i.test(text)) return text;
  return `while respecting that ${text}`;
}

/** The metric with the client: "the airline's operating margin". */
export function metricOf(f: Frame): string {
  return `${f.Sp} ${f.M}`;
}

/** Where the metric must get to, said after a verb: "to 8%", "by 12%", "below 15%", "to break-even". */
export function targetPhrase(f: Frame): string {
  const t = f.target;
  if (!t) return '';
  switch (t.kind) {
    case 'level':
      return `to ${t.text}`;
    case 'change':
      return `by ${t.quantity?.text ?? t.text}`;
    case 'bound':
      return t.text;
    case 'break-even':
      return 'to break-even';
    default:
      return '';
  }
}

/**
 * The key question when the team has not written one: the subject, the metric from baseline to target by
 * the deadline, and the first constraint, or the decision the statement weighs. Always one grammatical
 * question that carries the target or the decision.
 */
export function keyQuestion(f: Frame, decision: boolean): string {
  const deadline = f.deadline ? ` ${f.deadline}` : '';
  const constraint = f.constraints[0] ? `, ${constraintClause(f.constraints[0])}` : '';
  let question: string;
  if (f.options.length >= 2) {
    // The aim the choice serves, when the statement sets a target: "... to cut its carbon intensity by 40%".
    const aim = f.target ? ` to ${movePhrase(f)}${deadline}` : deadline;
    question = /\b(?:mix|combination|blend)\s+of\b/i.test(f.statement)
      ? `Which mix of ${listText(f.options)} should ${f.S} choose${aim}`
      : `Which option should ${f.S} choose${aim}: ${optionList(f.options)}`;
  } else if (decision && f.decision) {
    question = `Should ${f.S} ${f.decision}${deadline}, and if so, how`;
  } else if (f.target) {
    question = `How can ${f.S} ${movePhrase(f)}${deadline}`;
  } else if (f.hasMetric) {
    question = `How can ${f.S} ${f.direction === 'down' ? 'reduce' : 'improve'} its ${f.M}${f.baseline ? ` from ${f.baseline.text} today` : ''}${deadline}`;
  } else {
    question = `What should ${f.S} do${deadline}`;
  }
  const full = tidy(`${capitalise(question)}${constraint}?`);
  return full.length <= 200 ? full : tidy(`${capitalise(question)}?`);
}

/** "raise its operating margin from 2% to 8%", "cut its leakage by 15%", "double its revenue". */
export function movePhrase(f: Frame): string {
  const t = f.target!;
  const from = f.baseline ? ` from ${f.baseline.text}` : '';
  switch (t.kind) {
    case 'level': {
      const restore = f.previous && f.target?.quantity && f.previous.value === f.target.quantity.value;
      const verb = restore ? 'restore' : f.direction === 'down' ? 'bring down' : 'raise';
      return restore ? `restore its ${f.M}${from} to ${t.text}` : `${verb} its ${f.M}${from} to ${t.text}`;
    }
    case 'change':
      return `${f.direction === 'down' ? 'cut' : /\b(?:margin|rate|share|score|yield|price|level)s?$/i.test(f.M) ? 'raise' : 'grow'} its ${f.M} by ${t.quantity?.text ?? t.text}`;
    case 'bound':
      // "from 5 hours to below 2 hours"; without a baseline, "below 2 hours".
      return `bring its ${f.M}${from}${from ? ' to' : ''} ${t.text}`;
    case 'multiple':
      return `${t.text.toLowerCase()} its ${f.M}${f.baseline ? ` from ${f.baseline.text}` : ''}`;
    case 'break-even':
      return `bring its ${f.M} to break-even`;
    default:
      return NAMED_TARGET.test(t.text.toLowerCase())
        ? `meet ${/^(?:the|its|a|an)\b/i.test(t.text) ? t.text : `the ${t.text}`}`
        : `reach its target of ${t.text} for ${f.M}`;
  }
}

export function optionList(options: readonly string[]): string {
  if (options.length <= 1) return options[0] ?? '';
  return `${options.slice(0, -1).join(', ')}${options.length > 2 ? ',' : ''} or ${options[options.length - 1]}`;
}
