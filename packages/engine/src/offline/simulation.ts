import type { AnalysisSimulation, ChartSpec, Dataset, WorkplanRow } from '@caseboard/contracts';
import { fill, type AnalysisType, type SimulationShape } from './analyses/library.js';
import type { Reasoning } from './chain.js';
import { quantityText } from './problem/analyse.js';
import { metricIsBadWhenHigh } from './problem/extract.js';
import { round, seeded, type Random } from './random.js';

/**
 * Simulated results, to rehearse an analysis before the data arrives. Every number is synthetic but
 * seeded (same problem, same numbers) and anchored on the figures in the statement: a margin that fell from
 * 8% to 2% is simulated as falling from 8% to 2%. The outcome per hypothesis is drawn once, so two
 * analyses of one hypothesis tell the same story.
 */
export type Outcome = 'supports' | 'refutes' | 'inconclusive';

export const SIMULATION_DISCLAIMER =
  'Simulated results for rehearsal only: synthetic data generated from the figures in the problem statement with a fixed seed. They are not findings; replace them with the real analyses.';

/** The outcome the evidence will show for a hypothesis; likelier "supports" for high-impact claims. */
export function outcomeFor(r: Reasoning, hypothesisId: string, claim: string, impact: number): Outcome {
  const draw = seeded(`${r.frame.statement}|${hypothesisId}|${claim}`).next();
  const supports = 0.3 + 0.06 * impact;
  if (draw < supports) return 'supports';
  if (draw < supports + 0.3) return 'refutes';
  return 'inconclusive';
}

interface Shaped {
  dataset: Dataset;
  chart: Omit<ChartSpec, 'title'>;
  /** The finding without the hypothesis: what the numbers show. */
  finding: string;
}

interface Input {
  r: Reasoning;
  row: WorkplanRow;
  type: AnalysisType;
  claim: string;
  outcome: Outcome;
  rand: Random;
}

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

/** The statement's own measure as a series from where it was to where it is, when it says both. */
function metricSeries(r: Reasoning, labels: string[], rand: Random): number[] | undefined {
  const from = r.frame.metric?.from?.value;
  const to = r.frame.metric?.to?.value;
  if (from === undefined || to === undefined) return undefined;
  return labels.map((_, i) => {
    const t = i / (labels.length - 1);
    const noise = i === 0 || i === labels.length - 1 ? 0 : (rand.next() - 0.5) * Math.abs(to - from) * 0.15;
    return round(from + (to - from) * t + noise, 2);
  });
}

function unitOf(r: Reasoning): string | undefined {
  return r.frame.metric?.to?.unit === '%' ? '%' : undefined;
}

function trend(input: Input): Shaped {
  const { r, rand, outcome } = input;
  const { labels } = history(r);
  const anchored = aboutMetric(input) ? metricSeries(r, labels, rand) : undefined;
  const growth =
    outcome === 'supports'
      ? rand.between(0.18, 0.35)
      : outcome === 'refutes'
        ? rand.between(-0.03, 0.03)
        : rand.between(0.04, 0.09);
  const focal =
    anchored ?? labels.map((_, i) => round(100 * (1 + (growth * i) / (labels.length - 1)) + rand.between(-1.5, 1.5)));
  const reference = labels.map((_, i) => round(100 * (1 + (0.05 * i) / (labels.length - 1)) + rand.between(-1, 1)));
  const focalLabel = anchored ? capital(r.ctx.M) : capital(measureOf(input));
  // Every trend shows the statement's own measure alongside, as it moved (e.g. margin 8% -> 2%).
  const context = anchored ? undefined : metricSeries(r, labels, rand);
  const dataset: Dataset = {
    columns: [
      { key: 'period', label: 'Period' },
      { key: 'focal', label: focalLabel, ...(anchored && unitOf(r) ? { unit: unitOf(r)! } : {}) },
      { key: 'reference', label: anchored ? 'Plan' : `Volume (${r.ctx.U}, index)` },
      ...(context ? [{ key: 'metric', label: capital(r.ctx.M), ...(unitOf(r) ? { unit: unitOf(r)! } : {}) }] : []),
    ],
    rows: labels.map((period, i) => ({
      period,
      focal: focal[i]!,
      reference: reference[i]!,
      ...(context ? { metric: context[i]! } : {}),
    })),
  };
  const first = focal[0]!;
  const last = focal[focal.length - 1]!;
  const unit = unitOf(r) ?? '';
  const change = anchored ? `${fmt(first)}${unit} to ${fmt(last)}${unit}` : `${pct((last - first) / first)}`;
  const finding = anchored
    ? `${capital(r.ctx.M)} moved from ${change} over the period, the trajectory the problem statement describes.`
    : outcome === 'supports'
      ? `${capital(measureOf(input))} rose by ${change} over the period while volume grew about 5%.`
      : outcome === 'refutes'
        ? `${capital(measureOf(input))} stayed flat (${change}) and tracked volume.`
        : `${capital(measureOf(input))} rose by ${change}, too little to separate from normal variation.`;
  return {
    dataset,
    chart: {
      type: 'line',
      x: 'period',
      y: ['focal', 'reference'],
      ...(unitOf(r) && anchored ? { unit: unitOf(r)! } : {}),
    },
    finding,
  };
}

function bridge(input: Input): Shaped {
  const { r, rand, outcome, type } = input;
  const anchored = r.frame.metric?.from && r.frame.metric.to && (type.id === 'pvm-bridge' || aboutMetric(input));
  const start = anchored ? r.frame.metric!.from!.value : 100;
  const end = anchored
    ? r.frame.metric!.to!.value
    : round(start * (outcome === 'supports' ? rand.between(0.82, 0.9) : rand.between(0.97, 1.02)));
  const drivers = bridgeDrivers(type.id);
  const total = end - start;
  // The hypothesis's driver (the first) carries most of the change when the evidence supports it.
  const share =
    outcome === 'supports'
      ? rand.between(0.55, 0.7)
      : outcome === 'refutes'
        ? rand.between(0.02, 0.12)
        : rand.between(0.25, 0.4);
  const rest = drivers.length - 1;
  const steps = drivers.map((_, i) => (i === 0 ? total * share : (total * (1 - share)) / rest));
  const unit = anchored ? unitOf(r) : undefined;
  const dataset: Dataset = {
    columns: [
      { key: 'step', label: 'Step' },
      { key: 'value', label: anchored ? capital(r.ctx.M) : 'Index', ...(unit ? { unit } : {}) },
    ],
    rows: [
      { step: 'Start', value: round(start, 2) },
      ...drivers.map((d, i) => ({ step: d, value: round(steps[i]!, 2) })),
      { step: 'End', value: round(end, 2) },
    ],
  };
  const finding = `${drivers[0]} accounts for ${Math.round(share * 100)}% of the change from ${fmt(start)}${unit ?? ''} to ${fmt(end)}${unit ?? ''}.`;
  return { dataset, chart: { type: 'waterfall', x: 'step', y: ['value'], ...(unit ? { unit } : {}) }, finding };
}

function bridgeDrivers(id: string): string[] {
  switch (id) {
    case 'discount-waterfall':
      return ['On-invoice discounts', 'Rebates', 'Free services'];
    case 'unit-economics':
      return ['Variable costs', 'Fulfilment', 'Acquisition costs'];
    case 'synergy-sizing':
      return ['Purchasing', 'Sites and functions', 'Cross-selling'];
    case 'commercial-due-diligence':
      return ['One-off items', 'Customer concentration', 'Plan adjustments'];
    default:
      return ['Price', 'Volume', 'Mix'];
  }
}

const CATEGORIES: Partial<Record<string, (r: Reasoning) => string[]>> = {
  benchmarking: (r) => [capital(r.ctx.S), 'Peer A', 'Peer B', 'Peer C', 'Best quartile'],
  'pay-career-benchmark': () => ['Analyst', 'Consultant', 'Manager', 'Market median'],
  'competitor-profiling': (r) => [capital(r.ctx.S), 'Competitor A', 'Competitor B', 'Competitor C', 'Others'],
  'win-loss': (r) => [r.ctx.seg[0], r.ctx.seg[1], `Other ${r.ctx.B}`],
  'market-sizing': (r) => [r.ctx.seg[0], r.ctx.seg[1], `Other ${r.ctx.B}`],
  'customer-segmentation': (r) => [r.ctx.seg[0], r.ctx.seg[1], `Other ${r.ctx.B}`],
  'customer-survey': () => ['Strongly agree', 'Agree', 'Neutral', 'Disagree'],
  'customer-interviews': () => ['Said yes', 'Said partly', 'Said no'],
  'expert-interviews': () => ['Agree', 'Partly agree', 'Disagree'],
  'stakeholder-mapping': () => ['Residents', 'Businesses', 'Commuters', 'Council members'],
  'site-scoring': () => ['Site A', 'Site B', 'Site C', 'Site D'],
  'channel-economics': () => ['Stores', 'Online', 'Online (incremental only)'],
  'process-time-study': (r) => [...r.ctx.industry.stages],
  'capacity-utilisation': (r) => [...r.ctx.industry.stages],
  'inventory-service-level': () => ['A items', 'B items', 'C items'],
  'valuation-multiples': () => ['DCF', 'Trading multiples', 'Transaction multiples', 'Price paid'],
  'attrition-drivers': () => ['Workload', 'Career', 'Pay', 'Manager', 'Other'],
  'spans-layers': () => ['Layers', 'Average span', 'Managers with < 4 reports'],
  'capability-assessment': () => ['Required', 'In place today'],
  'regulatory-review': () => ['Licences', 'Product rules', 'Data and privacy', 'Other'],
  'pilot-test': () => ['Control group', 'Test group'],
  'mobility-demand-study': () => ['Commuting', 'Deliveries', 'Through traffic', 'Other trips'],
};

function comparison(input: Input): Shaped {
  const { r, rand, outcome, type } = input;
  const categories = (CATEGORIES[type.id] ?? (() => ['Today', 'Benchmark', 'Target']))(r);
  const gap =
    outcome === 'supports'
      ? rand.between(0.18, 0.35)
      : outcome === 'refutes'
        ? rand.between(-0.04, 0.04)
        : rand.between(0.06, 0.1);
  const [low, high] = type.range ?? [90, 110];
  const base = rand.between(low, high);
  const values = categories.map((_, i) =>
    round(
      i === 0 ? base * (1 + gap) : base * (1 + rand.between(-0.05, 0.05)) * (i === categories.length - 1 ? 0.95 : 1),
    ),
  );
  const dataset: Dataset = {
    columns: [
      { key: 'category', label: 'Category' },
      { key: 'value', label: capital(measureOf(input)) },
    ],
    rows: categories.map((category, i) => ({ category, value: values[i]! })),
  };
  const others = values.slice(1);
  const average = others.reduce((a, b) => a + b, 0) / others.length;
  const diff = (values[0]! - average) / average;
  const what = measureOf(input);
  const lead = `${capital(categories[0]!)} scores ${fmt(values[0]!)} on ${what}, against ${fmt(average)} for the others`;
  const finding =
    outcome === 'supports'
      ? `${lead}: a gap of ${pct(diff)}.`
      : outcome === 'refutes'
        ? `${lead}: no material gap (${pct(diff)}).`
        : `${lead}: a gap of ${pct(diff)}, within the margin of error.`;
  return { dataset, chart: { type: 'bar', x: 'category', y: ['value'] }, finding };
}

function pareto(input: Input): Shaped {
  const { r, rand, outcome, type } = input;
  const items =
    type.id === 'emissions-baseline' || type.id === 'abatement-cost-curve'
      ? ['Fuels', 'Process', 'Electricity', 'Transport', 'Other']
      : type.id === 'root-cause'
        ? ['Materials', 'Machines', 'Methods', 'People', 'Inspection', 'Other']
        : ['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 6', 'Other'];
  const steep = outcome === 'supports' ? 0.55 : outcome === 'refutes' ? 0.9 : 0.75;
  let weight = 100;
  const raw = items.map(() => {
    const w = weight * rand.between(0.9, 1.1);
    weight *= steep;
    return w;
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  const rows = items.map((item, i) => {
    const share = (raw[i]! / sum) * 100;
    cumulative += share;
    return { item, share: round(share), cumulative: round(cumulative) };
  });
  const top3 = rows[2]!.cumulative;
  const dataset: Dataset = {
    columns: [
      { key: 'item', label: 'Contributor' },
      { key: 'share', label: 'Share of total', unit: '%' },
      { key: 'cumulative', label: 'Cumulative share', unit: '%' },
    ],
    rows,
  };
  void r;
  return {
    dataset,
    chart: { type: 'bar', x: 'item', y: ['share', 'cumulative'], unit: '%' },
    finding: `The top three contributors make up ${fmt(top3)}% of the total.`,
  };
}

function curves(input: Input): Shaped {
  const { r, rand, outcome } = input;
  const months = [0, 1, 2, 3, 6, 9, 12];
  const monthlyChurn =
    r.frame.metric?.to?.unit === '%' && /churn/i.test(r.ctx.M) ? r.frame.metric.to.value / 100 : 0.03;
  const focal = outcome === 'supports' ? monthlyChurn * rand.between(1.6, 2.2) : monthlyChurn * rand.between(0.95, 1.1);
  const rows = months.map((m) => ({
    month: m,
    focal: round(100 * (1 - focal) ** m),
    rest: round(100 * (1 - monthlyChurn * 0.9) ** m),
  }));
  const dataset: Dataset = {
    columns: [
      { key: 'month', label: 'Months since start' },
      { key: 'focal', label: capital(r.ctx.seg[0]), unit: '%' },
      { key: 'rest', label: `Other ${r.ctx.B}`, unit: '%' },
    ],
    rows,
  };
  const after = rows[rows.length - 1]!;
  return {
    dataset,
    chart: { type: 'line', x: 'month', y: ['focal', 'rest'], unit: '%' },
    finding: `After 12 months ${fmt(after.focal)}% of ${r.ctx.seg[0]} remain, against ${fmt(after.rest)}% of other ${r.ctx.B}.`,
  };
}

function scatter(input: Input): Shaped {
  const { rand, outcome } = input;
  const slope =
    outcome === 'supports'
      ? rand.between(0.6, 0.9)
      : outcome === 'refutes'
        ? rand.between(-0.05, 0.05)
        : rand.between(0.15, 0.3);
  const noise = outcome === 'supports' ? 6 : 14;
  const rows = Array.from({ length: 20 }, (_, i) => {
    const x = round(10 + i * 4 + rand.between(-2, 2));
    return { x, y: round(20 + slope * x + rand.between(-noise, noise)) };
  });
  const dataset: Dataset = {
    columns: [
      { key: 'x', label: capital(focusOf(input)) },
      { key: 'y', label: capital(input.r.ctx.M) },
    ],
    rows,
  };
  return {
    dataset,
    chart: { type: 'scatter', x: 'x', y: ['y'] },
    finding: `Each step up in the driver moves ${input.r.ctx.M} by about ${fmt(slope)} (correlation ${correlation(rows)}).`,
  };
}

function scenarios(input: Input): Shaped {
  const { r, rand, outcome } = input;
  const amount = r.frame.quantities.find((q) => q.unit === 'currency');
  const scale = amount ? amount.value / 1e6 : 100;
  const currency = amount ? `${amount.currency ?? ''} m`.trim() : 'index';
  const baseShare =
    outcome === 'supports'
      ? rand.between(0.12, 0.25)
      : outcome === 'refutes'
        ? rand.between(-0.2, -0.08)
        : rand.between(-0.03, 0.04);
  const base = scale * baseShare;
  const rows = [
    { scenario: 'Low', npv: round(base - scale * rand.between(0.15, 0.25)) },
    { scenario: 'Base', npv: round(base) },
    { scenario: 'High', npv: round(base + scale * rand.between(0.15, 0.25)) },
  ];
  const dataset: Dataset = {
    columns: [
      { key: 'scenario', label: 'Scenario' },
      { key: 'npv', label: 'Net present value', unit: currency },
    ],
    rows,
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'scenario', y: ['npv'], unit: currency },
    finding: `Net present value is ${fmt(rows[1]!.npv)} ${currency} in the base case, ${fmt(rows[0]!.npv)} in the low and ${fmt(rows[2]!.npv)} in the high case.`,
  };
}

function funnel(input: Input): Shaped {
  const { rand, outcome } = input;
  const steps = ['Aware', 'Interested', 'Tried', 'Bought', 'Repeat'];
  let value = 1000;
  const weak = outcome === 'supports' ? 2 : -1;
  const rows = steps.map((step, i) => {
    if (i > 0) value *= i === weak ? rand.between(0.15, 0.25) : rand.between(0.45, 0.6);
    return { step, count: Math.round(value) };
  });
  const dataset: Dataset = {
    columns: [
      { key: 'step', label: 'Funnel step' },
      { key: 'count', label: 'Prospects' },
    ],
    rows,
  };
  const worst = rows.slice(1).reduce(
    (acc, row, i) => {
      const rate = row.count / rows[i]!.count;
      return rate < acc.rate ? { step: row.step, rate } : acc;
    },
    { step: '', rate: 1 },
  );
  return {
    dataset,
    chart: { type: 'bar', x: 'step', y: ['count'] },
    finding: `The weakest step is "${worst.step}", where only ${Math.round(worst.rate * 100)}% of prospects continue.`,
  };
}

/** Answers that add up to 100%: survey answers, interview verdicts, reasons for leaving, support. */
function split(input: Input): Shaped {
  const { rand, outcome, type } = input;
  const categories = (CATEGORIES[type.id] ?? (() => ['Agree', 'Partly', 'Disagree']))(input.r);
  const lead =
    outcome === 'supports'
      ? rand.between(0.55, 0.7)
      : outcome === 'refutes'
        ? rand.between(0.1, 0.25)
        : rand.between(0.35, 0.45);
  const rest = categories.slice(1).map(() => rand.between(0.5, 1.5));
  const restSum = rest.reduce((a, b) => a + b, 0);
  const shares = [lead, ...rest.map((w) => ((1 - lead) * w) / restSum)].map((x) => Math.round(x * 1000) / 10);
  const dataset: Dataset = {
    columns: [
      { key: 'category', label: 'Answer' },
      { key: 'share', label: capital(measureOf(input)), unit: '%' },
    ],
    rows: categories.map((category, i) => ({ category, share: shares[i]! })),
  };
  return {
    dataset,
    chart: { type: 'bar', x: 'category', y: ['share'], unit: '%' },
    finding: `${fmt(shares[0]!)}% answer "${categories[0]}".`,
  };
}

const SHAPES: Record<SimulationShape, (input: Input) => Shaped> = {
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

/** One simulated analysis: data, chart, finding and what it means for the hypothesis. */
export function simulate(
  r: Reasoning,
  row: WorkplanRow,
  type: AnalysisType,
  claim: string,
  outcome: Outcome,
): AnalysisSimulation {
  const rand = seeded(`${r.frame.statement}|${row.id}|${type.id}`);
  const input: Input = { r, row, type, claim, outcome, rand };
  const shaped = SHAPES[type.shape](input);
  const verdict =
    outcome === 'supports'
      ? 'supports the hypothesis'
      : outcome === 'refutes'
        ? 'does not support the hypothesis'
        : 'leaves the hypothesis open';
  const implication =
    outcome === 'supports'
      ? `Simulated: this supports "${claim}". Check it with the real data before acting on it.`
      : outcome === 'refutes'
        ? `Simulated: this speaks against "${claim}". If the real data agrees, drop or reframe the hypothesis.`
        : `Simulated: the result is too weak to decide "${claim}"; more data or a second analysis is needed.`;
  return {
    analysisId: row.id,
    hypothesisId: row.hypothesisId,
    simulated: true,
    dataset: shaped.dataset,
    chart: { ...shaped.chart, title: trim(`${shaped.finding.replace(/\.$/, '')}: ${verdict}`, 300) },
    finding: `Simulated result. ${shaped.finding}`,
    implication: {
      hypothesisId: row.hypothesisId,
      direction: outcome === 'inconclusive' ? 'inconclusive' : outcome,
      text: implication,
    },
  };
}

/** Whether the analysis is about the statement's own measure (its head word appears in the claim). */
function aboutMetric(input: Input): boolean {
  const head = input.r.frame.metric?.phrase.split(' ').pop()?.toLowerCase();
  return head !== undefined && head.length > 2 && input.claim.toLowerCase().includes(head);
}

function measureOf(input: Input): string {
  const { S, U, u, M, B } = input.r.ctx;
  return fill(input.type.measure, { S, U, u, M, B });
}

function focusOf(input: Input): string {
  return input.type.name.replace(/\s*\(.*\)$/, '').toLowerCase();
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fmt(value: number): string {
  const abs = Math.abs(value);
  return abs >= 100
    ? String(Math.round(value))
    : abs >= 10
      ? value.toFixed(1).replace(/\.0$/, '')
      : value.toFixed(2).replace(/0$/, '').replace(/\.0$/, '');
}

function pct(ratio: number): string {
  const sign = ratio > 0 ? '+' : '';
  return `${sign}${Math.round(ratio * 100)}%`;
}

function trim(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function correlation(rows: Array<{ x: number; y: number }>): string {
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
  return (sxy / Math.sqrt(sxx * syy || 1)).toFixed(2);
}

/** For notes and rationale: "8% → 2%". */
export function metricMove(r: Reasoning): string | undefined {
  const m = r.frame.metric;
  if (!m?.from || !m.to) return undefined;
  return `${quantityText(m.from)} → ${quantityText(m.to)}${metricIsBadWhenHigh(m.phrase) ? ' (worse)' : ''}`;
}
