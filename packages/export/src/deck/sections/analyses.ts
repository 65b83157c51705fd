import type { AnalysisEntry, HypothesisNode, WorkplanRow } from '@caseboard/contracts';
import { findNode } from '@caseboard/domain';
import { fill } from '../../labels.js';
import { dataChart, resultChart, simulationChart, type ChartData } from '../chart-data.js';
import { LAYOUT, type DeckContext } from '../context.js';
import { contentSlide } from '../frame.js';
import { SLIDE, type DeckSlide, type Element, type Paragraph } from '../model.js';
import { paragraphsBox, textBox } from '../text-box.js';
import { sourceLine } from '../../sources.js';

const CHART = { x: LAYOUT.marginX, w: 7.5 };
const PANEL_X = 8.35;

function formatValue(value: number, unit: string | undefined, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
  return unit ? `${number} ${unit}` : number;
}

/** The finding the slide states: the team's result first, then their written findings, then the simulation's (marked). */
function finding(
  ctx: DeckContext,
  entry: AnalysisEntry,
  row: WorkplanRow | undefined,
): { heading: string; text: string; simulated: boolean } | null {
  const words = ctx.labels.analysis;
  const result = entry.result;
  if (result && (result.value !== undefined || result.verdict)) {
    const parts = [
      result.verdict ? `${words.verdict[result.verdict]}.` : '',
      result.value !== undefined
        ? `${fill(words.resultValue, { value: formatValue(result.value, row?.decisionRule?.unit, ctx.locale) })}.`
        : '',
      result.reason.trim(),
    ];
    return { heading: words.finding, text: parts.filter(Boolean).join(' '), simulated: false };
  }
  if (entry.findings.trim()) return { heading: words.teamFindings, text: entry.findings.trim(), simulated: false };
  if (entry.simulation)
    return {
      heading: `${words.simulatedFinding} (${words.illustrative})`,
      text: entry.simulation.finding,
      simulated: true,
    };
  return null;
}

/** One slide per analysis: a native chart of its data (the team's result, or a simulation marked as such) and the finding. */
export function analysisSlide(ctx: DeckContext, entry: AnalysisEntry): DeckSlide {
  const { theme, labels, document } = ctx;
  const words = labels.analysis;
  const row = document.workplan.find((r) => r.id === entry.id);
  const hypothesis: HypothesisNode | undefined = document.hypothesisTree
    ? findNode(document.hypothesisTree, entry.hypothesisId)
    : undefined;
  const body: Element[] = [];

  let chart: ChartData | null = null;
  let illustrative = false;
  const evidence = entry.evidence;
  const table = evidence?.dataset ? ctx.datasets.get(evidence.dataset.id) : undefined;
  if (table && evidence?.chart) chart = dataChart(table, evidence.chart, labels.analysis.other);
  if (chart) {
    // The team's own data, charted as the team chose.
  } else if (entry.result?.value !== undefined) {
    chart = resultChart(entry.result.value, row?.decisionRule, {
      measured: words.measured,
      threshold: words.threshold,
    });
  } else if (entry.simulation) {
    chart = simulationChart(entry.simulation);
    illustrative = chart !== null;
  }

  let chartTop = LAYOUT.bodyY;
  if (illustrative && entry.simulation) {
    body.push({
      kind: 'text',
      x: CHART.x,
      y: chartTop,
      w: 2.4,
      h: 0.32,
      paragraphs: [{ text: words.illustrative }],
      style: { size: 10, bold: true, color: theme.warn, align: 'center', valign: 'middle' },
      inset: 0.04,
      fill: 'FFF7ED',
      border: { color: theme.warn, width: 1 },
      name: 'Illustrative marker',
    });
    body.push(
      textBox(ctx, entry.simulation.chart.title, {
        x: CHART.x + 2.55,
        y: chartTop,
        w: CHART.w - 2.55,
        h: 0.5,
        maxSize: 10,
        minSize: 8,
        color: theme.muted,
      }),
    );
    chartTop += 0.6;
  }
  if (chart) {
    body.push({
      kind: 'chart',
      x: CHART.x,
      y: chartTop,
      w: CHART.w,
      h: LAYOUT.bodyBottom - chartTop,
      ...chart,
      colors: theme.series,
      font: theme.font,
    });
  } else {
    body.push({
      kind: 'rect',
      x: CHART.x,
      y: chartTop,
      w: CHART.w,
      h: LAYOUT.bodyBottom - chartTop,
      fill: theme.panel,
    });
    const found = finding(ctx, entry, row);
    // A finding without data to chart: the slide shows how the analysis was done instead.
    const plan: Paragraph[] = [{ text: found ? words.method : words.noResult, bold: true, color: theme.muted }];
    if (entry.instructions?.objective) plan.push({ text: `${words.objective}: ${entry.instructions.objective}` });
    const method = entry.instructions?.method || row?.method;
    if (method) plan.push({ text: found ? method : `${words.method}: ${method}` });
    if (entry.instructions?.expectedOutput) plan.push({ text: entry.instructions.expectedOutput });
    body.push(
      paragraphsBox(ctx, plan, {
        x: CHART.x + 0.3,
        y: chartTop + 0.3,
        w: CHART.w - 0.6,
        h: LAYOUT.bodyBottom - chartTop - 0.6,
        maxSize: 14,
        minSize: 9,
        color: theme.ink,
      }),
    );
  }

  const found = finding(ctx, entry, row);
  const panel: Paragraph[] = [
    { text: words.hypothesis, bold: true, color: theme.accent },
    hypothesis
      ? {
          text: hypothesis.label,
          lead: { text: labels.status[hypothesis.status], color: theme.status[hypothesis.status] },
        }
      : { text: entry.hypothesisId },
  ];
  if (row?.decisionRule)
    panel.push({ text: words.decisionRule, bold: true, color: theme.accent }, { text: row.decisionRule.text });
  if (found)
    panel.push(
      { text: found.heading, bold: true, color: found.simulated ? theme.warn : theme.accent },
      { text: found.text },
    );
  body.push(
    paragraphsBox(ctx, panel, {
      x: PANEL_X,
      y: LAYOUT.bodyY,
      w: SLIDE.width - LAYOUT.marginX - PANEL_X,
      h: LAYOUT.bodyBottom - LAYOUT.bodyY,
      maxSize: 14,
      minSize: 8,
      fill: theme.panel,
      inset: 0.15,
    }),
  );

  // The sources the team cited come first; else where the result says it comes from, else the plan's.
  const sources =
    sourceLine(entry.sources, labels) || entry.result?.source.trim() || (row?.dataSources ?? []).join('; ');
  const notes = [
    entry.instructions?.objective ? `${words.objective}: ${entry.instructions.objective}` : '',
    `${labels.notes.method}: ${entry.instructions?.method || row?.method || '—'}`,
    `${labels.notes.sources}: ${sources || '—'}`,
    row?.decisionRule ? `${words.decisionRule}: ${row.decisionRule.text}` : '',
    hypothesis ? `${labels.notes.restsOn}: ${hypothesis.label} (${labels.status[hypothesis.status]})` : '',
    illustrative ? labels.notes.simulated : '',
  ].filter(Boolean);
  return contentSlide(ctx, {
    section: 'analyses',
    title: entry.title.trim() || row?.analysis || entry.id,
    body,
    notes: notes.join('\n'),
    source: illustrative && !entry.result ? `${words.illustrative}${sources ? `; ${sources}` : ''}` : sources,
  });
}
