import type { AnalysisSimulation, ChartSpec, Dataset, WorkplanRow } from '@caseboard/contracts';
import type { AnalysisTypeId } from './analyses/ids.js';
import { fill, type AnalysisType } from './analyses/library.js';
import { ruleText, type RuleSpec } from './archetypes/spec.js';
import { wordsOf, type Reasoning } from './chain.js';
import { parse } from './reading/nlp.js';
import { quantitiesOf } from './reading/quantities.js';
import { round, seeded, type Random } from './random.js';
import { capitalise, possessive, withUnit } from './text.js';

/**
 * Illustrations, to rehearse an analysis before the data arrives: what its chart would look like if the data
 * supported the hypothesis. The number that decides is drawn past the decision rule's threshold by a clear,
 * fixed margin, and the threshold is drawn beside it (a line, a bar or a reference curve); nothing is left to
 * chance, so an illustration never looks like a finding that happened to come out one way. The seed only
 * adds texture to the points in between. Every text says it is an illustration; an illustration never sets
 * a status and never appears in the storyline.
 */
export const SIMULATION_DISCLAIMER =
  'Illustrations only: what the chart of each analysis would look like if the data supported its hypothesis, drawn past the threshold of its decision rule and around the figures in the problem statement. They are not findings and decide nothing; enter the real results to test the hypotheses.';

interface Decision {
  rule: RuleSpec;
  /** The rule in one sentence, as the work plan states it. */
  text: string;
  /** The row states it (otherwise the illustration borrows the library's default). */
  planned: boolean;
  /**
   * The rule measures what the library's default rule for this analysis measures, so the analysis's own
   * picture applies (a pocket-price waterfall, retention curves); an archetype's own rule gets a picture
   * that fits any measure: its trend, its scenarios or a bar against the threshold.
   */
  standard: boolean;
  /** The value of the measure in data that supports the claim. */
  value: number;
}

interface Input {
  r: Reasoning;
  row: WorkplanRow;
  type: AnalysisType;
  claim: string;
  words: Readonly<Record<string, string>>;
  decision: Decision;
  rand: Random;
}

interface Shaped {
  dataset: Dataset;
  chart: Omit<ChartSpec, 'title'>;
  /** What the illustration shows, without the hypothesis, in the conditional: it is not a result. */
  finding: string;
}

/** One illustration: data, chart, what it shows and what it would mean for the hypothesis. */
export function simulate(
  r: Reasoning,
  row: WorkplanRow,
  type: AnalysisType,
  claim: string,
  // Illustrations only ever show data that supports the claim; the parameter stays for older callers.
  _shows: 'supports' = 'supports',
): AnalysisSimulation {
  const words = wordsOf(r);
  const decision = decisionOf(r, row, type, words);
  const rand = seeded(`${r.frame.statement}|${row.id}|${type.id}`);
  const shaped = draw({ r, row, type, claim, words, decision, rand });
  const rule = decision.planned
    ? decision.text
    : `The row states no decision rule; the illustration uses the library’s default for this analysis. ${decision.text}`;
  return {
    analysisId: row.id,
    hypothesisId: row.hypothesisId,
    simulated: true,
    dataset: shaped.dataset,
    chart: { ...shaped.chart, title: trim(`Illustration: ${shaped.finding.replace(/\.$/, '')}`, 300) },
    finding: trim(`Illustration, not data: ${shaped.finding}`, 4000),
    implication: {
      hypothesisId: row.hypothesisId,
      direction: 'inconclusive',
      text: trim(
        `Illustration only: this is what data that supports "${claim}" could look like. ${rule} It decides nothing until the team enters the real result.`,
        4000,
      ),
    },
  };
}

/** The rule that decides the row (the plan's, else the library's default) and the value that would support it. */
function decisionOf(
  r: Reasoning,
  row: WorkplanRow,
  type: AnalysisType,
  words: Readonly<Record<string, string>>,
): Decision {
  const standard = type.rule?.(words);
  const planned = row.decisionRule;
  const rule: RuleSpec = planned
    ? { measure: planned.measure, comparator: planned.comparator, threshold: planned.threshold, unit: planned.unit }
    : (standard ?? { measure: `the change in ${r.frame.M}`, comparator: 'above', threshold: 0, unit: '%' });
  return {
    rule,
    text: planned?.text ?? ruleText(rule),
    planned: planned !== undefined,
    standard: standard !== undefined && standard.measure === rule.measure && standard.unit === rule.unit,
    // A value in money is sized on the statement's amount; anything else on an index of 100.
    value: supportingValue(rule, moneyLike(rule) ? scaleOf(r).value : 100),
  };
}

/** The analysis's own picture when the rule is its default; otherwise one that fits any rule. */
function draw(input: Input): Shaped {
  const { type, decision } = input;
  if (decision.standard) return SHAPES[type.shape](input);
  if (type.shape === 'trend') return trend(input);
  if (type.shape === 'scenarios' && !isCount(decision.rule)) return scenarios(input);
  if (overTime(decision.rule.measure)) return trend(input);
  return againstThreshold(input);
}

/** A measure of how something moved over the period: drawn as a trend even when the analysis is not one. */
function overTime(measure: string): boolean {
  return /\b(?:growth|change|rise|fall|increase|decrease|minus|over the period|since)\b/i.test(measure);
}

const SHAPES: Record<AnalysisType['shape'], (input: Input) => Shaped> = {
  trend,
  bridge,
  comparison,
  pareto,
  curves,
  scatter,
  scenarios,
  funnel,
  split,
};

// ---------------------------------------------------------------------------------------------------------
// The value that supports a rule

/**
 * The value of a rule's measure in data that supports the claim: past the threshold by a clear margin, and
 * within what the measure can take (a share stays between 0% and 100%, a count is a whole number). `scale`
 * sizes the margin when the threshold is zero and has no unit (a net present value above 0).
 */
export function supportingValue(rule: RuleSpec, scale = 100): number {
  const { threshold: t, unit } = rule;
  const up = rule.comparator === 'above' || rule.comparator === 'at-least';
  if (isCount(rule)) {
    const step = Math.max(1, Math.round(Math.abs(t) * 0.5));
    return up ? Math.ceil(t) + step : Math.max(0, Math.floor(t) - step);
  }
  if (unit === '%' && ((up && t > 0 && t < 100) || (!up && t > 0 && t <= 100))) {
    const margin = Math.max(Math.min(t, 100 - t) * 0.3, 3, t * 0.05);
    return tidy(up ? Math.min(t + margin, (t + 100) / 2) : Math.max(t - margin, t / 2));
  }
  const floor = MIN_STEP[unit] ?? (unit.startsWith('point') ? 0.3 : 0);
  const step = t !== 0 ? Math.abs(t) * 0.25 : (ZERO_STEP[unit] ?? scale * 0.15);
  const margin = Math.max(step, floor);
  return tidy(up ? t + margin : t - margin);
}

const MIN_STEP: Partial<Record<string, number>> = { '%': 3, pp: 1, weeks: 2, months: 2, days: 2 };
const ZERO_STEP: Partial<Record<string, number>> = { '%': 5, pp: 2, weeks: 4, months: 2, days: 5, points: 0.5 };

/** A measure of value in money with no unit of its own: a net present value, the value of a case. */
function moneyLike(rule: RuleSpec): boolean {
  return rule.unit === '' && /\b(?:net present value|npv|value)\b/i.test(rule.measure);
}

function isCount(rule: RuleSpec): boolean {
  return /^the number of\b/i.test(rule.measure);
}

/** A measure of change or difference starts from zero; a level starts from where it was. */
function changeLike(measure: string): boolean {
  return /\b(?:growth|change|rise|fall|increase|decrease|gap|difference|minus|improvement|adjustment|premium|lead|saving|shortfall)\b/i.test(
    measure,
  );
}

function tidy(value: number): number {
  const abs = Math.abs(value);
  return round(value, abs < 10 ? 2 : abs < 100 ? 1 : 0);
}

function isUp(rule: RuleSpec): boolean {
  return rule.comparator === 'above' || rule.comparator === 'at-least';
}

/** The other side of the threshold, as far from it as the supporting value: where the measure would start. */
function mirrored(rule: RuleSpec, value: number): number {
  const start = 2 * rule.threshold - value;
  return tidy(rule.unit === '%' && rule.threshold >= 0 && rule.threshold <= 100 ? clamp(start, 0, 100) : start);
}

/** Values on the side of the threshold that does not support the claim: the comparators that do not cross it. */
function short(rule: RuleSpec, value: number, count: number): number[] {
  const gap = Math.max(Math.abs(value - rule.threshold), Math.abs(rule.threshold) * 0.1, 1);
  const side = isUp(rule) ? -1 : 1;
  return Array.from({ length: count }, (_, i) => {
    const v = rule.threshold + side * gap * (0.5 + 0.6 * i);
    if (isCount(rule)) return Math.max(0, Math.round(v));
    return tidy(rule.unit === '%' && rule.threshold >= 0 && rule.threshold <= 100 ? clamp(v, 0, 100) : v);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Shapes

/** The measure over the statement's periods (or the years ahead), ending past the threshold line. */
function trend(input: Input): Shaped {
  const { r, decision, rand } = input;
  const { rule, value } = decision;
  const ahead = decision.standard ? AHEAD[input.type.id] : undefined;
  const labels = ahead ?? history(r).labels;
  const start = changeLike(rule.measure) || isCount(rule) ? 0 : mirrored(rule, value);
  const wobble = Math.abs(value - start) * 0.08;
  const series = labels.map((_, i) => {
    const t = i / (labels.length - 1);
    const texture = i === 0 || i === labels.length - 1 ? 0 : (rand.next() - 0.5) * 2 * wobble;
    return tidy(start + (value - start) * t + texture);
  });
  const metric = ahead ? undefined : statedMetric(input, labels);
  const unit = unitOf(rule);
  const dataset: Dataset = {
    columns: [
      { key: 'period', label: ahead ? 'Year' : 'Period' },
      { key: 'measure', label: labelOf(input), ...(unit ? { unit } : {}) },
      { key: 'threshold', label: 'Decision threshold', ...(unit ? { unit } : {}) },
      ...(metric ? [metric.column] : []),
    ],
    rows: labels.map((period, i) => ({
      period,
      measure: series[i]!,
      threshold: rule.threshold,
      ...(metric ? { metric: metric.values[i]! } : {}),
    })),
  };
  const when = ahead ? 'over the years ahead' : 'over the period';
  const stated = metric ? ` Beside it, ${r.frame.M} as the statement gives it: ${metric.text}.` : '';
  return {
    dataset,
    chart: { type: 'line', x: 'period', y: ['measure', 'threshold'], ...(unit ? { unit } : {}) },
    finding: `${capital(rule.measure)} would go from ${show(start, rule.unit)} to ${shown(decision)}${/\bperiod\b/.test(rule.measure) ? '' : ` ${when}`}, ${versus(rule, value)}.${stated}`,
  };
}

/** Trends that look ahead: a forecast and a workforce plan end in the future, not today. */
const AHEAD: Partial<Record<AnalysisTypeId, string[]>> = {
  'demand-forecast': ['Today', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'],
  'workforce-planning': ['Today', 'Year 1', 'Year 2', 'Year 3'],
};

/** Bars for the analysis's categories, the first past the threshold, and the threshold as its own bar. */
function comparison(input: Input): Shaped {
  const build = BARS[input.type.id];
  if (!build) return againstThreshold(input);
  const bars = build(context(input));
  const unit = bars.unit === undefined ? unitOf(input.decision.rule) : bars.unit || undefined;
  const dataset: Dataset = {
    columns: [
      { key: 'category', label: 'Category' },
      { key: 'value', label: bars.label ?? labelOf(input), ...(unit ? { unit } : {}) },
    ],
    rows: [...bars.rows, bars.threshold].map(([category, value]) => ({ category: cell(category), value })),
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'category', y: ['value'], ...(unit ? { unit } : {}) },
    finding: bars.finding,
  };
}

/** When the analysis has no picture of its own for the rule: the supporting value against the threshold. */
function againstThreshold(input: Input): Shaped {
  const { decision, r } = input;
  const unit = unitOf(decision.rule);
  const dataset: Dataset = {
    columns: [
      { key: 'category', label: 'Category' },
      { key: 'value', label: cell(capital(decision.rule.measure)), ...(unit ? { unit } : {}) },
    ],
    rows: [
      { category: cell(`${capital(r.frame.S)} (illustrative)`), value: decision.value },
      { category: 'Decision threshold', value: decision.rule.threshold },
    ],
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'category', y: ['value'], ...(unit ? { unit } : {}) },
    finding: `${capital(decision.rule.measure)} would come out at ${shown(decision)}, ${versus(decision.rule, decision.value)}.`,
  };
}

/** Answers that add up to 100%: the first is the share the rule measures; the threshold is a bar of its own. */
function split(input: Input): Shaped {
  const { decision } = input;
  const categories = (ANSWERS[input.type.id] ?? ANSWERS.default!)(context(input));
  const first = clamp(decision.value, 1, 99);
  const weights = [0.55, 0.3, 0.15, 0.1].slice(0, categories.length - 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const rest = weights.map((w) => round(((100 - first) * w) / total));
  const dataset: Dataset = {
    columns: [
      { key: 'category', label: 'Category' },
      { key: 'share', label: labelOf(input), unit: '%' },
    ],
    rows: [
      ...categories.map((category, i) => ({ category: cell(category), share: i === 0 ? first : rest[i - 1]! })),
      { category: 'Decision threshold', share: decision.rule.threshold },
    ],
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'category', y: ['share'], unit: '%' },
    finding: `"${categories[0]}" would take ${show(first, '%')} of ${wholeOf(input)}, ${versus(decision.rule, first)}; the other categories would share the rest.`,
  };
}

/** What a split divides, from the library's label: "share of respondents (%)" -> "respondents". */
function wholeOf(input: Input): string {
  const whole = fill(input.type.measure, input.words)
    .replace(/^share of /i, '')
    .replace(/\s*\(%\)$/, '');
  return whole || 'the total';
}

/** Contributors ranked by size, the vital few making up the share the rule measures. */
function pareto(input: Input): Shaped {
  const { decision } = input;
  const { items, cut, few } = (RANKED[input.type.id] ?? RANKED.pareto!)(context(input));
  const target = clamp(decision.value, (100 * cut) / items.length, 99);
  const shares = geometricShares(items.length, cut, target);
  let cumulative = 0;
  const rows = items.map((item, i) => {
    cumulative += shares[i]!;
    return {
      item: cell(item),
      share: round(shares[i]!),
      cumulative: round(cumulative),
      threshold: decision.rule.threshold,
    };
  });
  const dataset: Dataset = {
    columns: [
      { key: 'item', label: 'Contributor' },
      { key: 'share', label: 'Share of the total', unit: '%' },
      { key: 'cumulative', label: 'Cumulative share', unit: '%' },
      { key: 'threshold', label: 'Decision threshold', unit: '%' },
    ],
    rows,
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'item', y: ['share', 'cumulative', 'threshold'], unit: '%' },
    finding: `${capital(few)} would make up ${show(round(target), '%')} of the total, ${versus(decision.rule, target)}.`,
  };
}

/** Retention, demand or service-level curves, with the curve the threshold implies beside them. */
function curves(input: Input): Shaped {
  const { decision, type } = input;
  if (type.id === 'willingness-to-pay') return demandCurve(input);
  if (type.id === 'service-level-model') return serviceCurve(input);
  const { rule, value } = decision;
  // The rule counts either those lost ("lost in their first year") or those kept ("give again").
  const lost = /\b(?:lost|leave|left|churn\w*|lapse\w*)\b/i.test(rule.measure);
  const kept = (share: number) => clamp(lost ? 100 - share : share, 1, 99) / 100;
  const months = [0, 1, 2, 3, 6, 9, 12, 18, 24];
  const curve = (share: number) => months.map((m) => round(100 * kept(share) ** (m / 12)));
  const focal = curve(value);
  const reference = curve(rule.threshold);
  const dataset: Dataset = {
    columns: [
      { key: 'month', label: 'Months since joining' },
      { key: 'focal', label: `Recent cohorts (${lost ? 'still active' : 'giving again'})`, unit: '%' },
      { key: 'threshold', label: 'Curve at the decision threshold', unit: '%' },
    ],
    rows: months.map((month, i) => ({ month, focal: focal[i]!, threshold: reference[i]! })),
  };
  return {
    dataset,
    chart: { type: 'line', x: 'month', y: ['focal', 'threshold'], unit: '%' },
    finding: `${capital(rule.measure)} would reach ${shown(decision)}, ${versus(rule, value)}.`,
  };
}

function demandCurve(input: Input): Shaped {
  const { decision, words } = input;
  const steps = [-10, 0, 5, 10, 15, 20, 30];
  const curve = (atTen: number) => {
    const k = -Math.log(clamp(atTen, 1, 99.9) / 100) / 10;
    return steps.map((p) => round(100 * Math.exp(-k * Math.max(p, 0))));
  };
  const focal = curve(decision.value);
  const reference = curve(decision.rule.threshold);
  const dataset: Dataset = {
    columns: [
      { key: 'price', label: `${capital(words.price ?? 'price')} against today` },
      { key: 'focal', label: `${capital(words.C ?? 'customers')} who would buy`, unit: '%' },
      { key: 'threshold', label: 'Curve at the decision threshold', unit: '%' },
    ],
    rows: steps.map((p, i) => ({
      price: p === 0 ? 'Today' : `${p > 0 ? '+' : ''}${p}%`,
      focal: focal[i]!,
      threshold: reference[i]!,
    })),
  };
  return {
    dataset,
    chart: { type: 'line', x: 'price', y: ['focal', 'threshold'], unit: '%' },
    finding: `At a ${words.price ?? 'price'} 10% higher, ${shown(decision)} of ${words.C ?? 'customers'} would still buy, ${versus(decision.rule, decision.value)}.`,
  };
}

function serviceCurve(input: Input): Shaped {
  const { decision } = input;
  const v = clamp(decision.value, 1, 95);
  const staffing = [80, 90, 100, 110, 120, 130];
  const k = Math.log((100 - v) / 4) / 30;
  const share = (x: number) => round(clamp(100 - (100 - v) * Math.exp(-k * (x - 100)), 0, 100));
  const dataset: Dataset = {
    columns: [
      { key: 'staffing', label: 'Staffing against today’s' },
      { key: 'share', label: labelOf(input), unit: '%' },
      { key: 'threshold', label: 'Decision threshold', unit: '%' },
    ],
    rows: staffing.map((x) => ({ staffing: `${x}%`, share: share(x), threshold: decision.rule.threshold })),
  };
  const needed = staffing.find((x) => share(x) >= decision.rule.threshold);
  const meets = needed ? ` The standard would be met at about ${needed}% of today’s staffing.` : '';
  return {
    dataset,
    chart: { type: 'line', x: 'staffing', y: ['share', 'threshold'], unit: '%' },
    finding: `At today’s staffing ${show(share(100), '%')} of demand would be handled within the standard, ${versus(decision.rule, share(100))}.${meets}`,
  };
}

/** A driver against the outcome: an elasticity, or a fit whose R² is the rule's value. */
function scatter(input: Input): Shaped {
  const { decision, words, r } = input;
  if (/elasticit/i.test(decision.rule.measure)) {
    const xs = Array.from({ length: 16 }, (_, i) => round(-8 + (20 * i) / 15));
    const residual = (i: number) => round(1.2 * Math.sin(i * 2.1), 2);
    const dataset: Dataset = {
      columns: [
        { key: 'x', label: `Change in ${words.price ?? 'price'}`, unit: '%' },
        { key: 'y', label: `Change in ${words.U ?? 'volume'}`, unit: '%' },
        { key: 'threshold', label: 'At the threshold elasticity', unit: '%' },
      ],
      rows: xs.map((x, i) => ({
        x,
        y: round(decision.value * x + residual(i)),
        threshold: round(decision.rule.threshold * x),
      })),
    };
    return {
      dataset,
      chart: { type: 'scatter', x: 'x', y: ['y', 'threshold'], unit: '%' },
      finding: `Each 1% rise in ${words.price ?? 'price'} would change volume by about ${fmt(decision.value)}%: an elasticity of ${fmt(decision.value)}, ${versus(decision.rule, decision.value)}.`,
    };
  }
  const target = clamp(decision.value, 5, 95) / 100;
  const xs = Array.from({ length: 20 }, (_, i) => 10 + 4 * i);
  const noise = orthogonal(
    xs.map((_, i) => Math.sin(i * 1.7) + 0.5 * Math.cos(i * 3.1)),
    xs,
  );
  const slope = 0.8;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const explained = slope ** 2 * xs.reduce((a, x) => a + (x - mean) ** 2, 0);
  const size = Math.sqrt((explained * (1 - target)) / (target * noise.reduce((a, z) => a + z * z, 0) || 1));
  const rows = xs.map((x, i) => ({ x, y: round(20 + slope * x + size * noise[i]!) }));
  const dataset: Dataset = {
    columns: [
      { key: 'x', label: 'Main driver (illustrative)' },
      { key: 'y', label: capital(r.frame.M) },
    ],
    rows,
  };
  const r2 = round(100 * rSquared(rows));
  return {
    dataset,
    chart: { type: 'scatter', x: 'x', y: ['y'] },
    finding: `The main driver would explain ${show(r2, '%')} of the variation in ${r.frame.M}, ${versus(decision.rule, r2)}.`,
  };
}

/** Cases side by side (low, base, high or expected and stressed), the deciding case past the threshold. */
function scenarios(input: Input): Shaped {
  const { decision, type, r } = input;
  const { rule, value } = decision;
  const scale = scaleOf(r);
  const unit = unitOf(rule) ?? (moneyLike(rule) ? (scale.unit ?? 'index') : undefined);
  const spread = Math.max(Math.abs(value - rule.threshold) * 1.5, scale.value * 0.1);
  // An index reads as a plain number in a sentence: "would be 15, above the threshold of 0".
  const spoken = unit === undefined || unit === 'index' ? '' : unit;
  let rows: Array<[string, number]>;
  let deciding: string;
  if (decision.standard && type.id === 'risk-modelling') {
    rows = [
      ['Expected loss', tidy(value * 0.3)],
      ['Stressed (1 in 20 years)', value],
      ['Severe (1 in 100 years)', tidy(value * 1.8)],
    ];
    deciding = 'stressed case';
  } else if (/\b(?:downside|low case|worst)\b/i.test(rule.measure)) {
    rows = [
      ['Downside', value],
      ['Base', tidy(value + spread)],
      ['Upside', tidy(value + 2 * spread)],
    ];
    deciding = 'downside';
  } else {
    rows = [
      ['Low case', tidy(value - spread)],
      ['Base case', value],
      ['High case', tidy(value + spread)],
    ];
    deciding = 'base case';
  }
  const dataset: Dataset = {
    columns: [
      { key: 'scenario', label: 'Scenario' },
      { key: 'value', label: labelOf(input), ...(unit ? { unit } : {}) },
    ],
    rows: [...rows, ['Decision threshold', rule.threshold] as [string, number]].map(([scenario, v]) => ({
      scenario,
      value: v,
    })),
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'scenario', y: ['value'], ...(unit ? { unit } : {}) },
    finding: `${/\b(?:scenario|case|stress\w*|1-in-)/i.test(rule.measure) ? capital(rule.measure) : `In the ${deciding}, ${rule.measure}`} would be ${show(value, spoken)}, ${versus({ ...rule, unit: spoken }, value)}.`,
  };
}

/** People at each step against the benchmark, the weakest step leaking past the threshold. */
function funnel(input: Input): Shaped {
  const { decision, r } = input;
  const c = r.frame.c;
  const steps = [
    `Aware of ${r.frame.S}`,
    `Considering ${r.frame.S}`,
    'Enquired',
    `Became ${article(c)} ${c}`,
    'Came back',
  ];
  const benchmark = [0.5, 0.4, 0.45, 0.5];
  const weakest = 2;
  const relative = decision.rule.unit === '%' ? clamp(decision.value, -90, 90) / 100 : -0.4;
  let actual = 10_000;
  let expected = 10_000;
  const rows = steps.map((step, i) => {
    if (i > 0) {
      actual *= benchmark[i - 1]! * (i - 1 === weakest ? 1 + relative : 1);
      expected *= benchmark[i - 1]!;
    }
    return { step: cell(step), count: Math.round(actual), benchmark: Math.round(expected) };
  });
  const dataset: Dataset = {
    columns: [
      { key: 'step', label: 'Step of the funnel' },
      { key: 'count', label: 'People (illustrative)' },
      { key: 'benchmark', label: 'At benchmark conversion' },
    ],
    rows,
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'step', y: ['count', 'benchmark'] },
    finding: `Conversion from "${steps[weakest]}" to "${steps[weakest + 1]}" would run ${show(Math.abs(relative * 100), '%')} ${relative < 0 ? 'below' : 'above'} its benchmark (${shown(decision)}, ${versus(decision.rule, decision.value)}).`,
  };
}

/** A waterfall: from a start, step by step, with the steps adding up to what the rule measures. */
function bridge(input: Input): Shaped {
  const plan = (WATERFALLS[input.type.id] ?? WATERFALLS['pvm-bridge']!)(context(input));
  const dataset: Dataset = {
    columns: [
      { key: 'step', label: 'Step' },
      { key: 'value', label: plan.label, ...(plan.unit ? { unit: plan.unit } : {}) },
    ],
    // The chart draws every row as a step from the running total, so the end is the last bar's top.
    rows: [
      { step: cell(plan.start[0]), value: tidy(plan.start[1]) },
      ...plan.steps.map(([step, value]) => ({ step: cell(step), value: tidy(value) })),
    ],
  };
  return {
    dataset,
    chart: { type: 'waterfall', x: 'step', y: ['value'], ...(plan.unit ? { unit: plan.unit } : {}) },
    finding: `${plan.finding}, ${versus(input.decision.rule, input.decision.value)}.`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// What each analysis draws, in the frame's words

interface Context {
  v: number;
  t: number;
  rule: RuleSpec;
  decision: Decision;
  words: Readonly<Record<string, string>>;
  S: string;
  C: string;
  c: string;
  u: string;
  price: string;
  input: Input;
}

function context(input: Input): Context {
  const { decision, words, r } = input;
  return {
    v: decision.value,
    t: decision.rule.threshold,
    rule: decision.rule,
    decision,
    words,
    S: capital(r.frame.S),
    C: r.frame.C,
    c: r.frame.c,
    u: r.frame.u,
    price: r.frame.industry.price,
    input,
  };
}

interface Bars {
  rows: Array<[string, number]>;
  threshold: [string, number];
  finding: string;
  label?: string;
  /** '' for no unit; undefined for the rule's. */
  unit?: string;
}

const thresholdBar = (x: Context): [string, number] => ['Decision threshold', x.t];

/** An index where the reference is 100 and the focal bar sits the rule's % away from it. */
function indexed(
  x: Context,
  [focal, focalText]: [string, string],
  [reference, referenceText]: [string, string],
  below: boolean,
  extra: Array<[string, number]>,
  what = 'a gap',
): Bars {
  const sign = below ? -1 : 1;
  return {
    rows: [[focal, tidy(100 + sign * x.v)], [reference, 100], ...extra],
    threshold: ['At the decision threshold', tidy(100 + sign * x.t)],
    label: capital(fill(x.input.type.measure, x.words)),
    unit: '',
    finding: `${capital(focalText)} would sit ${shown(x.decision)} ${below ? 'below' : 'above'} ${referenceText}, ${what} ${versus(x.rule, x.v)}.`,
  };
}

/** The focal bar past the threshold and the others short of it. */
function ladder(x: Context, categories: string[], subject = `the ${lowerFirst(categories[0]!)}`): Bars {
  const others = short(x.rule, x.v, categories.length - 1);
  const side = isUp(x.rule) ? 'below' : 'above';
  return {
    rows: categories.map((category, i) => [category, i === 0 ? x.v : others[i - 1]!]),
    threshold: thresholdBar(x),
    finding: `${capital(subject)} would come out at ${shown(x.decision)}, ${versus(x.rule, x.v)}, while the other bars stay ${side} it.`,
  };
}

const BARS: Partial<Record<AnalysisTypeId, (x: Context) => Bars>> = {
  'price-testing': (x) => ({
    rows: [
      [`Test cells (${x.price} changed)`, x.v],
      ['Control cells', 0],
    ],
    threshold: thresholdBar(x),
    finding: `Contribution per ${x.c} in the test cells would change by ${shown(x.decision)} against control, ${versus(x.rule, x.v)}.`,
  }),
  'pilot-test': (x) => ({
    rows: [
      ['Test group', x.v],
      ['Control group', 0],
    ],
    threshold: thresholdBar(x),
    finding: `The test group would improve ${x.input.r.frame.M} by ${shown(x.decision)} over the control group, ${versus(x.rule, x.v)}.`,
  }),
  'market-sizing': (x) =>
    ladder(
      x,
      ['Addressable market', 'Wider market', 'Economy as a whole'],
      'the annual growth of the addressable market',
    ),
  'competitor-profiling': (x) => ({
    rows: [
      [x.S, x.v],
      ['Largest competitor', tidy(-x.v * 0.55)],
      ['Second competitor', tidy(-x.v * 0.3)],
      ['Other competitors', tidy(-x.v * 0.15)],
    ],
    threshold: thresholdBar(x),
    finding: `${capital(possessive(x.input.r.frame.S))} market share would change by ${shown(x.decision)}, ${versus(x.rule, x.v)}, mostly to the benefit of the largest competitor.`,
  }),
  'customer-segmentation': (x) => {
    const [first, second] = x.input.r.frame.industry.segments;
    return {
      rows: [
        [capital(first), x.v],
        [capital(second), tidy(-x.v * 0.6)],
        [`Other ${x.C}`, tidy(-x.v * 0.3)],
      ],
      threshold: thresholdBar(x),
      finding: `The margin of ${first} would fall ${shown(x.decision)} below the average, a gap ${versus(x.rule, x.v)}, while the other segments sit above it.`,
    };
  },
  'channel-economics': (x) => {
    const [own, other] = x.input.r.frame.industry.channels.map((ch) => capital(ch.replace(/^its\b/, possessive(x.S))));
    return indexed(x, [other!, lowerFirst(other!)], [own!, lowerFirst(own!)], true, []);
  },
  benchmarking: (x) =>
    indexed(x, [x.S, x.input.r.frame.S], ['Peer median', 'the peer median'], true, [
      ['Best quartile', tidy(100 + x.v)],
    ]),
  'site-scoring': (x) =>
    indexed(
      x,
      ['Preferred site', 'the preferred site’s cost to serve'],
      ['Runner-up', 'the runner-up’s'],
      true,
      [['Third site', tidy(100 + x.v * 0.8)]],
      'a lead',
    ),
  'option-scoring': (x) => {
    const [top, runnerUp, third] = optionNames(x);
    return indexed(
      x,
      [top![0], `the weighted score of ${top![1]}`],
      [runnerUp![0], `that of ${runnerUp![1]}`],
      false,
      [[third![0], tidy(100 - x.v)]],
      'a lead',
    );
  },
  'pay-career-benchmark': (x) =>
    indexed(x, ['Hard-to-fill roles', 'pay for hard-to-fill roles'], ['Market median', 'the market median'], true, [
      [`Other roles in the ${x.words.workforce ?? 'workforce'}`, tidy(100 - x.v * 0.3)],
    ]),
  'valuation-multiples': (x) =>
    indexed(
      x,
      ['Asking price', 'the asking price'],
      ['Midpoint of the range', 'the midpoint of the valuation range'],
      false,
      [
        ['Top of the range', 115],
        ['Bottom of the range', 85],
      ],
      'a premium',
    ),
  'inventory-service-level': (x) =>
    ladder(x, ['Fast movers (A items)', 'B items', 'C items'], 'the availability of the fastest-moving items'),
  'supplier-performance': (x) => ({
    rows: [
      ['Key suppliers combined', x.v],
      ['Supplier A', tidy(clamp(x.v * 1.6, 0, 100))],
      ['Supplier B', tidy(x.v * 0.9)],
      ['Supplier C', tidy(x.v * 0.5)],
    ],
    threshold: thresholdBar(x),
    finding: `Late, short or defective deliveries from key suppliers would reach ${shown(x.decision)}, ${versus(x.rule, x.v)}, with supplier A the worst.`,
  }),
  'network-model': (x) => {
    const [second, third] = short(x.rule, x.v, 2);
    return {
      rows: [
        ['Best design', x.v],
        ['Second design', second!],
        ['Third design', third!],
        ['Today’s network', 0],
      ],
      threshold: thresholdBar(x),
      finding: `The best design would save ${shown(x.decision)} of today’s network cost at the same service level, ${versus(x.rule, x.v)}.`,
    };
  },
  'option-npv': (x) => {
    const [[preferred, preferredText], [next, nextText]] = optionNames(x) as [[string, string], [string, string]];
    const nextValue = tidy(Math.max(Math.abs(x.v) * 1.5, 10));
    const money = moneyLike(x.rule) ? scaleOf(x.input.r).unit : undefined;
    const rule = { ...x.rule, unit: x.rule.unit || (money ?? '') };
    return {
      rows: [
        [preferred, tidy(nextValue + x.v)],
        [next, nextValue],
        ['Doing nothing', 0],
      ],
      threshold: ['Bar to clear (next best plus threshold)', tidy(nextValue + x.t)],
      label: 'Net present value (illustrative)',
      unit: rule.unit || 'index',
      finding: `${capital(preferredText)} would be worth ${show(x.v, rule.unit)} more than ${nextText}, ${versus(rule, x.v)}.`,
    };
  },
  'capital-rationing': (x) => ({
    rows: [
      ['Shortlisted projects', x.v],
      ['All proposed projects', tidy(Math.max(x.v * 1.6, x.t * 1.3))],
    ],
    threshold: thresholdBar(x),
    finding: `The shortlist would need ${shown(x.decision)} of the capital available, ${versus(x.rule, x.v)}; all proposed projects together would not fit.`,
  }),
  'integration-plan-review': (x) =>
    ladder(
      x,
      ['This plan', 'Comparable programme A', 'Comparable programme B', 'Median of comparables'],
      'the one-off cost of this plan as a share of its annual benefit',
    ),
  'capability-assessment': (x) =>
    ladder(
      x,
      ['Most critical capability', 'Second capability', 'Third capability'],
      'the gap on the most critical capability',
    ),
  'digital-maturity': (x) =>
    ladder(
      x,
      [`Channels for ${x.C}`, 'Operations and automation', 'Data and analytics', 'Technology platform'],
      `the gap to the median of peers on channels for ${x.C}`,
    ),
  'regulatory-gap': (x) => {
    const areas = ['Service and safety standards', 'Reporting', 'Data and privacy', 'Licences and approvals'];
    const counts = areas.map((_, i) => Math.floor(x.v / areas.length) + (i < x.v % areas.length ? 1 : 0));
    return {
      rows: areas.map((area, i) => [area, counts[i]!]),
      threshold: ['Decision threshold (all areas)', x.t],
      label: 'High-risk gaps',
      unit: '',
      finding: `The review would find ${fmt(x.v)} high-risk gaps in all, ${versus(x.rule, x.v)}.`,
    };
  },
  'regulatory-review': (x) =>
    ladder(x, ['Longest approval', 'Planning and permits', 'Other approvals'], 'the time to the longest approval'),
  'fundraising-roi': (x) =>
    ladder(
      x,
      ['Channel under review', 'Other channels, average'],
      'the three-year income per unit of cost of the channel',
    ),
};

/** The options of the statement when it names them (as bar labels and mid-sentence), else neutral names. */
function optionNames(x: Context): Array<[string, string]> {
  const named = x.input.r.frame.options.slice(0, 3);
  const fallback = ['preferred option', 'next best option', 'third option'];
  return fallback.map((name, i) => {
    const option = named[i];
    return option ? [cell(capital(option)), option] : [capital(name), `the ${name}`];
  });
}

const ANSWERS: Partial<Record<AnalysisTypeId | 'default', (x: Context) => string[]>> = {
  'win-loss': (x) => [capital(x.price), 'Offer and features', 'Relationship and service', 'Other reasons'],
  'customer-survey': () => ['Rank the reason in their top three', 'Mention it lower down', 'Do not mention it'],
  'customer-interviews': () => ['Raise it unprompted', 'Agree when prompted', 'Do not recognise it'],
  'cost-to-serve': () => ['Served at a loss', 'Around break-even', 'Profitable'],
  'process-time-study': () => ['Waiting between steps', 'Hands-on work', 'Rework and checks'],
  'process-mining': () => ['Leave the standard path', 'Follow the standard path'],
  'attrition-drivers': () => ['Cite the hypothesised driver', 'Cite another driver first', 'Give no clear reason'],
  'spans-layers': () => ['Fewer than 5 reports', '5 to 8 reports', 'More than 8 reports'],
  'systems-review': () => ['End-of-life or duplicated', 'Fit but costly', 'Fit for purpose'],
  'asset-renewal': () => ['Past expected life or poor', 'Fair condition', 'Good condition'],
  'stakeholder-mapping': () => ['In favour', 'Neutral', 'Opposed'],
  'demand-study': () => ['Could move', 'Could partly move', 'Must stay at peak'],
  'funding-mix': () => ['Largest source', 'Second source', 'All other sources'],
  'expert-interviews': () => ['Agree, with evidence', 'Partly agree', 'Disagree'],
  default: () => ['Support the claim', 'Partly', 'Do not'],
};

const RANKED: Partial<Record<AnalysisTypeId, (x: Context) => { items: string[]; cut: number; few: string }>> = {
  pareto: () => ({
    items: ['Top 10% of contributors', 'Next 10%', 'Next 30%', 'Bottom 50%'],
    cut: 2,
    few: 'the top 20% of contributors',
  }),
  'root-cause': () => ({
    items: [
      'Methods and procedures',
      'Equipment',
      'Materials and inputs',
      'People and skills',
      'Measurement and checks',
      'Environment',
    ],
    cut: 3,
    few: 'the three most frequent causes',
  }),
  'emissions-baseline': () => ({
    items: [
      'Fuel burned',
      'Purchased electricity and heat',
      'Purchased goods and services',
      'Transport and distribution',
      'Business travel and commuting',
      'Other sources',
    ],
    cut: 3,
    few: 'the three largest sources',
  }),
  'abatement-cost-curve': () => ({
    items: [
      'Energy efficiency',
      'Renewable power',
      'Electrification',
      'Fuel switching',
      'Process change',
      'Carbon capture',
    ],
    cut: 3,
    few: 'the three levers below the carbon price',
  }),
};

interface Waterfall {
  label: string;
  unit?: string;
  start: [string, number];
  steps: Array<[string, number]>;
  finding: string;
}

/** Steps that add up to `total`, largest first. */
function parts(labels: string[], total: number): Array<[string, number]> {
  const weights = [0.5, 0.3, 0.2, 0.1].slice(0, labels.length);
  const sum = weights.reduce((a, b) => a + b, 0);
  return labels.map((label, i) => [label, (total * weights[i]!) / sum]);
}

/** From an index of 100 down (or up) by the rule's %: leakage, savings, adjustments, bill increases. */
function byShare(x: Context, start: string, labels: string[], what: string, sign = -1): Waterfall {
  return {
    label: capital(fill(x.input.type.measure, x.words)),
    start: [start, 100],
    steps: parts(labels, sign * x.v),
    finding: `${capital(what)} would come to ${shown(x.decision)}`,
  };
}

const WATERFALLS: Partial<Record<AnalysisTypeId, (x: Context) => Waterfall>> = {
  'pvm-bridge': (x) => {
    const { frame } = x.input.r;
    const anchored = frame.previous && frame.baseline && /\b(?:revenue|sales|income)\b/i.test(frame.M);
    const start = anchored ? frame.previous!.value : 100;
    const end = anchored ? frame.baseline!.value : 88;
    const change = end - start;
    const share = clamp(x.v, 0, 100) / 100;
    return {
      label: anchored ? capital(frame.M) : 'Revenue (index)',
      ...(anchored && frame.baseline!.unit === '%' ? { unit: '%' } : {}),
      start: ['Start of the period', start],
      steps: [
        [`${capital(x.price)} effect`, change * share],
        ['Volume effect', change * (1 - share) * 0.6],
        ['Mix effect', change * (1 - share) * 0.4],
      ],
      finding: `The ${x.price} effect would explain ${shown(x.decision)} of the change in revenue`,
    };
  },
  'discount-waterfall': (x) =>
    byShare(
      x,
      `List ${x.price}`,
      ['On-invoice discounts', 'Rebates and bonuses', 'Free services and payment terms'],
      `the leakage from list to pocket ${x.price}`,
    ),
  'spend-analysis': (x) =>
    byShare(
      x,
      'Addressable spend today',
      ['Price harmonisation', 'Renegotiated contracts', 'Demand and specification'],
      'the saving on addressable spend',
    ),
  'zero-based-review': (x) =>
    byShare(
      x,
      'Support costs today',
      ['Activities stopped', 'Service levels right-sized', 'Cheaper delivery'],
      'the gap to the zero-based budget',
    ),
  'loss-audit': (x) =>
    byShare(x, 'Revenue due', ['Unbilled', 'Under-billed', 'Written off'], 'the revenue lost to leaks'),
  'commercial-due-diligence': (x) =>
    byShare(
      x,
      'Management plan',
      ['Market growth', `Share and ${x.price}`, 'One-off items'],
      'the downward adjustment to year-three revenue',
    ),
  'bill-impact': (x) =>
    byShare(
      x,
      'Average bill today',
      ['Investment programme', 'Operating costs', 'Financing and other'],
      `the real increase in the average bill per ${x.c}`,
      1,
    ),
  'unit-economics': (x) => {
    const [first, second] = x.input.r.frame.industry.variableCosts;
    return {
      label: capital(fill(x.input.type.measure, x.words)),
      start: [`Revenue per ${x.u}`, 100],
      steps: parts([capital(first), capital(second), 'Other variable costs'], -(100 - x.v)),
      finding: `Contribution per ${x.u} would come to ${shown(x.decision)} of revenue`,
    };
  },
  'synergy-sizing': (x) => {
    const gross = tidy(x.v / 0.6);
    return {
      label: capital(fill(x.input.type.measure, x.words)),
      unit: '%',
      start: ['Gross synergies', gross],
      steps: parts(['Risk haircut', 'Dis-synergies', 'One-off costs, annualised'], -(gross - x.v)),
      finding: `Net synergies would come to ${shown(x.decision)} of the combined cost base`,
    };
  },
};

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** How many past periods the statement talks about, and whether they are months or years. */
function history(r: Reasoning): { labels: string[]; monthly: boolean } {
  const text = r.frame.statement;
  const monthly = /\bper month|\bmonthly|\ba month\b/i.test(text);
  if (monthly) return { labels: Array.from({ length: 12 }, (_, i) => `M${i + 1}`), monthly };
  const since = /\bsince (20\d\d)\b/i.exec(text);
  const over = /\b(?:over|in|during) the (?:last|past) (\w+) years\b/i.exec(text);
  const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
  const years = over ? (words[over[1]!.toLowerCase()] ?? Number(over[1])) : 3;
  if (since) {
    const start = Number(since[1]);
    return { labels: Array.from({ length: 4 }, (_, i) => String(start + i)), monthly };
  }
  const n = Number.isFinite(years) && years >= 2 && years <= 8 ? years : 3;
  return { labels: Array.from({ length: n + 1 }, (_, i) => (i === n ? 'Now' : `${n - i}y ago`)), monthly };
}

/**
 * The statement's own measure as it moved, from where it was to where it is (a margin from 8% to 2%), when
 * the claim is about it and the statement gives both figures: the context an illustration sits in.
 */
function statedMetric(
  input: Input,
  labels: string[],
): { column: Dataset['columns'][number]; values: number[]; text: string } | undefined {
  const { frame } = input.r;
  const from = frame.previous?.value;
  const to = frame.baseline?.value;
  if (from === undefined || to === undefined || !aboutMetric(input)) return undefined;
  const unit = frame.baseline?.unit === '%' ? '%' : undefined;
  const values = labels.map((_, i) => round(from + ((to - from) * i) / (labels.length - 1), 2));
  const suffix = unit ?? '';
  return {
    column: { key: 'metric', label: `${capital(frame.M)} (as stated)`, ...(unit ? { unit } : {}) },
    values,
    text: `${fmt(from)}${suffix} to ${fmt(to)}${suffix}`,
  };
}

/** Whether the analysis is about the statement's own measure (its head word appears in the claim). */
function aboutMetric(input: Input): boolean {
  const head = input.r.frame.hasMetric ? input.r.frame.M.split(' ').pop()?.toLowerCase() : undefined;
  return head !== undefined && head.length > 2 && input.claim.toLowerCase().includes(head);
}

/** The size of the decision in money, when the statement gives an amount; else an index of 100. */
function scaleOf(r: Reasoning): { value: number; unit: string | undefined } {
  const amount = r.frame.amount ? quantitiesOf(parse(r.frame.amount))[0] : undefined;
  if (!amount || amount.unit !== 'currency') return { value: 100, unit: undefined };
  return { value: amount.value / 1e6, unit: `${amount.currency ?? ''} m`.trim() };
}

/** The label of the illustrated measure: the library's short one when the rule is its default. */
function labelOf(input: Input): string {
  const { decision, type, words } = input;
  return cell(capital(decision.standard ? fill(type.measure, words) : decision.rule.measure));
}

function unitOf(rule: RuleSpec): string | undefined {
  return rule.unit ? rule.unit.slice(0, 40) : undefined;
}

/** "above the threshold of 10%": where a value stands against the rule's threshold. */
function versus(rule: RuleSpec, value: number): string {
  const side = value > rule.threshold ? 'above' : value < rule.threshold ? 'below' : 'at';
  return `${side} the threshold of ${show(rule.threshold, rule.unit)}`;
}

/** The decision's supporting value with its unit: "14%". */
function shown(decision: Pick<Decision, 'rule' | 'value'>): string {
  return show(decision.value, decision.rule.unit);
}

function show(value: number, unit: string): string {
  return withUnit(fmt(value), unit);
}

/** Sums of geometric shares: the first `cut` of `n` items make up `target`% of the total, largest first. */
function geometricShares(n: number, cut: number, target: number): number[] {
  const ratio = (q: number) => {
    const terms = Array.from({ length: n }, (_, i) => q ** i);
    return terms.slice(0, cut).reduce((a, b) => a + b, 0) / terms.reduce((a, b) => a + b, 0);
  };
  let low = 0.01;
  let high = 1;
  for (let i = 0; i < 50; i += 1) {
    const mid = (low + high) / 2;
    if (ratio(mid) > target / 100) low = mid;
    else high = mid;
  }
  const q = (low + high) / 2;
  const terms = Array.from({ length: n }, (_, i) => q ** i);
  const total = terms.reduce((a, b) => a + b, 0);
  return terms.map((term) => (100 * term) / total);
}

/** `values` with its mean and its correlation with `xs` removed: noise that leaves the fitted line as it is. */
function orthogonal(values: number[], xs: number[]): number[] {
  const n = values.length;
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / n;
  const mx = mean(xs);
  const centred = values.map((v) => v - mean(values));
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const beta = centred.reduce((a, v, i) => a + v * (xs[i]! - mx), 0) / sxx;
  return centred.map((v, i) => v - beta * (xs[i]! - mx));
}

function rSquared(rows: Array<{ x: number; y: number }>): number {
  const n = rows.length;
  const mx = rows.reduce((a, r) => a + r.x, 0) / n;
  const my = rows.reduce((a, r) => a + r.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const { x, y } of rows) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxx * syy === 0 ? 0 : (sxy * sxy) / (sxx * syy);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function capital(text: string): string {
  return capitalise(text);
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A table cell or label: at most 200 characters (the contract's limit). */
function cell(text: string): string {
  return trim(text, 120);
}

function fmt(value: number): string {
  const abs = Math.abs(value);
  return abs >= 100
    ? String(Math.round(value))
    : abs >= 10
      ? value.toFixed(1).replace(/\.0$/, '')
      : value.toFixed(2).replace(/0$/, '').replace(/\.0$/, '');
}

function trim(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
