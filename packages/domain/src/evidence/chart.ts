import type { ChartType, DatasetCell, DatasetColumn, EvidenceChart } from '@caseboard/contracts';
import { isNumericColumn, type TableData } from './dataset.js';

/** Most categories a bar, stacked bar, waterfall or Pareto shows; the rest are summed as one "other". */
export const MAX_CHART_CATEGORIES = 40;
/** Most points a line or scatter draws; beyond, every n-th is kept, first and last always. */
export const MAX_CHART_POINTS = 1_000;
export const OTHER_CATEGORY = '\u2026';

export interface ChartSeries {
  key: string;
  label: string;
  unit: string;
  values: number[];
}

export interface PreparedChart {
  type: ChartType;
  xLabel: string;
  /** Categories (bar, stacked bar, line, waterfall, Pareto); the last is OTHER_CATEGORY when folded. */
  labels: string[];
  series: ChartSeries[];
  /** Pareto: the cumulative share of the total, in percent, per category. */
  cumulativeShare?: number[];
  /** Waterfall: each step from its start to its end; the last step is the total. */
  steps?: Array<{ label: string; start: number; end: number; kind: 'up' | 'down' | 'total' }>;
  /** Scatter: the points of x against the first series. */
  points?: Array<{ x: number; y: number }>;
  /** True when categories were folded into "other" or points sampled. */
  reduced: boolean;
}

/** Why a chart cannot be drawn from the chosen columns. */
export type ChartProblem = 'missing_column' | 'not_numeric' | 'no_values';

const cellLabel = (cell: DatasetCell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : cell);

function sample<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)]!);
}

/** Columns that fit a chart: what may go on x, and the numeric ones for series. */
export function chartableColumns(columns: DatasetColumn[]) {
  return { x: columns, y: columns.filter(isNumericColumn) };
}

/** A first chart for a data set: the first text or date column against the first numeric one. */
export function defaultChart(columns: DatasetColumn[]): EvidenceChart | undefined {
  const y = columns.find(isNumericColumn);
  if (!y) return undefined;
  const x = columns.find((c) => c.type === 'date') ?? columns.find((c) => c.type === 'text') ?? columns[0]!;
  const type: ChartType = x.type === 'date' ? 'line' : 'bar';
  return { type, x: x.key, y: [y.key] };
}

/**
 * What a chart draws, from the whole data set: rows grouped by the x column with every series summed
 * per group, then bounded (categories folded, points sampled), so 50,000 rows reach the browser's
 * chart as at most a thousand points. Pure: the bench and the browser run the same code.
 */
export function prepareChart(table: TableData, chart: EvidenceChart): PreparedChart | ChartProblem {
  const index = new Map(table.columns.map((column, i) => [column.key, i]));
  const xIndex = index.get(chart.x);
  const xColumn = xIndex === undefined ? undefined : table.columns[xIndex];
  const yColumns = chart.y.map((key) => table.columns[index.get(key) ?? -1]);
  if (!xColumn || yColumns.some((c) => !c)) return 'missing_column';
  const ys = yColumns as DatasetColumn[];
  if (!ys.every(isNumericColumn)) return 'not_numeric';
  const yIndexes = ys.map((c) => index.get(c.key)!);
  const seriesOf = (values: number[][]): ChartSeries[] =>
    ys.map((c, s) => ({ key: c.key, label: c.label, unit: c.unit, values: values[s]! }));

  if (chart.type === 'scatter') {
    if (!isNumericColumn(xColumn)) return 'not_numeric';
    const points: Array<{ x: number; y: number }> = [];
    for (const row of table.rows) {
      const x = row[xIndex!];
      const y = row[yIndexes[0]!];
      if (typeof x === 'number' && typeof y === 'number') points.push({ x, y });
    }
    if (points.length === 0) return 'no_values';
    const kept = sample(points, MAX_CHART_POINTS);
    return {
      type: 'scatter',
      xLabel: xColumn.label,
      labels: [],
      series: seriesOf([kept.map((p) => p.y)]).slice(0, 1),
      points: kept,
      reduced: kept.length < points.length,
    };
  }

  // Group by x, summing each series.
  const groups = new Map<string, number[]>();
  const order: string[] = [];
  for (const row of table.rows) {
    const label = cellLabel(row[xIndex!] ?? null);
    let sums = groups.get(label);
    if (!sums) {
      sums = new Array<number>(ys.length).fill(0);
      groups.set(label, sums);
      order.push(label);
    }
    for (let s = 0; s < yIndexes.length; s += 1) {
      const cell = row[yIndexes[s]!];
      if (typeof cell === 'number' && Number.isFinite(cell)) sums[s]! += cell;
    }
  }
  if (order.length === 0) return 'no_values';
  let labels = order;
  if (chart.type === 'line' && (xColumn.type === 'date' || isNumericColumn(xColumn))) {
    labels = [...order].sort((a, b) =>
      xColumn.type === 'date' ? (a < b ? -1 : a > b ? 1 : 0) : Number(a) - Number(b),
    );
  }
  if (chart.type === 'pareto') {
    labels = [...order].sort((a, b) => groups.get(b)![0]! - groups.get(a)![0]!);
  }
  let reduced = false;
  if (chart.type === 'line') {
    const kept = sample(labels, MAX_CHART_POINTS);
    reduced = kept.length < labels.length;
    labels = kept;
  } else if (labels.length > MAX_CHART_CATEGORIES) {
    // Keep the largest categories in their order; fold the rest into one.
    const keep = new Set(
      [...labels]
        .sort((a, b) => Math.abs(groups.get(b)![0]!) - Math.abs(groups.get(a)![0]!))
        .slice(0, MAX_CHART_CATEGORIES - 1),
    );
    const other = new Array<number>(ys.length).fill(0);
    for (const label of labels) {
      if (keep.has(label)) continue;
      groups.get(label)!.forEach((v, s) => (other[s]! += v));
    }
    labels = [...labels.filter((label) => keep.has(label)), OTHER_CATEGORY];
    groups.set(OTHER_CATEGORY, other);
    reduced = true;
  }
  const values = ys.map((_, s) => labels.map((label) => Number(groups.get(label)![s]!.toPrecision(12))));
  const prepared: PreparedChart = {
    type: chart.type,
    xLabel: xColumn.label,
    labels,
    series: seriesOf(values),
    reduced,
  };
  if (chart.type === 'pareto') {
    const first = values[0]!;
    const total = first.reduce((a, b) => a + b, 0);
    let running = 0;
    prepared.cumulativeShare = first.map((v) => {
      running += v;
      return total === 0 ? 0 : Number(((running / total) * 100).toFixed(2));
    });
  }
  if (chart.type === 'waterfall') {
    let running = 0;
    prepared.steps = values[0]!.map((v, i) => {
      const start = running;
      running += v;
      return { label: labels[i]!, start, end: running, kind: v >= 0 ? ('up' as const) : ('down' as const) };
    });
    prepared.steps.push({ label: 'total', start: 0, end: running, kind: 'total' });
  }
  return prepared;
}
