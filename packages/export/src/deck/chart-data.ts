import type { AnalysisSimulation, DecisionRule, EvidenceChart } from '@caseboard/contracts';
import { OTHER_CATEGORY, prepareChart, type TableData } from '@caseboard/domain';
import type { ChartElement } from './model.js';

export type ChartData = Pick<ChartElement, 'type' | 'categories' | 'xValues' | 'series' | 'unit'>;

const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/**
 * The chart of a simulated analysis from its data set. Office has no waterfall among the charts a
 * file can carry for every version, so a waterfall is shown as bars of its signed steps; a scatter
 * needs numeric x values and is a line chart otherwise.
 */
export function simulationChart(simulation: AnalysisSimulation): ChartData | null {
  const { dataset, chart } = simulation;
  const columns = new Map(dataset.columns.map((column) => [column.key, column]));
  const keys = chart.y.filter((key) => columns.has(key));
  if (dataset.rows.length === 0 || keys.length === 0) return null;
  const series = keys.map((key) => ({
    name: columns.get(key)!.label || key,
    values: dataset.rows.map((row) => {
      const value = toNumber(row[key]);
      return Number.isFinite(value) ? value : 0;
    }),
  }));
  const categories = dataset.rows.map((row) => String(row[chart.x] ?? '').trim() || '—');
  const unit = chart.unit ?? columns.get(keys[0]!)?.unit;
  if (chart.type === 'scatter') {
    const xValues = dataset.rows.map((row) => toNumber(row[chart.x]));
    if (xValues.every(Number.isFinite)) return { type: 'scatter', categories, xValues, series, unit };
    return { type: 'line', categories, series, unit };
  }
  const type = chart.type === 'line' ? 'line' : chart.type === 'stacked-bar' ? 'stacked-bar' : 'bar';
  return { type, categories, series, unit };
}

/** The team's measured value beside the threshold its decision rule set. */
export function resultChart(
  value: number,
  rule: DecisionRule | undefined,
  words: { measured: string; threshold: string },
): ChartData {
  if (!rule) return { type: 'bar', categories: [words.measured], series: [{ name: words.measured, values: [value] }] };
  return {
    type: 'bar',
    categories: [words.measured, words.threshold],
    series: [{ name: rule.measure, values: [value, rule.threshold] }],
    unit: rule.unit || undefined,
  };
}

/**
 * The chart the team chose for its own data, prepared as the browser prepares it (grouped, bounded).
 * As with simulations, a waterfall shows its signed steps as bars and a Pareto its sorted bars.
 */
export function dataChart(table: TableData, chart: EvidenceChart, otherLabel: string): ChartData | null {
  const prepared = prepareChart(table, chart);
  if (typeof prepared === 'string') return null;
  const unit = prepared.series[0]?.unit || undefined;
  if (prepared.type === 'scatter') {
    const points = prepared.points ?? [];
    return {
      type: 'scatter',
      categories: points.map((p) => String(p.x)),
      xValues: points.map((p) => p.x),
      series: [{ name: prepared.series[0]!.label, values: points.map((p) => p.y) }],
      unit,
    };
  }
  const categories = prepared.labels.map((label) => (label === OTHER_CATEGORY ? otherLabel : label || '—'));
  const series = prepared.series.map((s) => ({ name: s.label, values: s.values }));
  const type = prepared.type === 'line' ? 'line' : prepared.type === 'stacked-bar' ? 'stacked-bar' : 'bar';
  return {
    type,
    categories,
    series: prepared.type === 'waterfall' || prepared.type === 'pareto' ? series.slice(0, 1) : series,
    unit,
  };
}
