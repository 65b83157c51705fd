import type { AnalysisSimulation, DecisionRule } from '@caseboard/contracts';
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
