import type { AnalysisSimulation, ChartSpec, GenerationRequest, WorkplanRow } from '@caseboard/contracts';
import { rowLine, treeOutline } from '../../llm/context.js';
import type { ListShape } from '../../llm/list-parts.js';
import type { ObjectShape } from '../../llm/object-parts.js';
import { answerShape, assemble, example, fence, problemData, systemPrompt, task } from '../../llm/prompt-kit.js';
import { readingDigest } from '../../llm/reading.js';
import { isRecord, listOf, text } from '../../llm/rekey.js';
import type { LlmShape } from '../../llm/shapes.js';
import { ModelSimulationsSchema } from './schema.js';

export const PROMPT_VERSION = 'analysis-simulation/2';

const DISCLAIMER = {
  en: 'Simulated results: synthetic data to rehearse the analyses and the storyline, not real findings.',
  de: 'Simulierte Ergebnisse: synthetische Daten, um Analysen und Storyline zu proben, keine echten Befunde.',
};

const SHAPE = {
  analysisId: 'a.1',
  dataset: {
    columns: [
      { key: 'year', label: 'Year' },
      { key: 'cost', label: 'Ingredient cost per loaf', unit: 'EUR' },
    ],
    rows: [
      { year: '2021', cost: 0.42 },
      { year: '2024', cost: 0.51 },
    ],
  },
  chart: { type: 'line', title: 'Ingredient cost per loaf rose 21% since 2021', x: 'year', y: ['cost'], unit: 'EUR' },
  finding: 'Ingredient cost per loaf rose 21% between 2021 and 2024.',
  implication: {
    direction: 'supports',
    text: 'Above the 15% threshold: the cost hypothesis holds in this simulation.',
  },
};

const RULES = [
  'This is synthetic data to rehearse the storyline before the real data arrives; never present it as a finding.',
  'A small data set (at most 8 rows) consistent with every number in the problem statement, with the measure of the analysis’s decision rule in it.',
  'A chart whose x and y are column keys of the data set, with an action title that states the simulated finding.',
  'The implication for the hypothesis (supports, refutes or inconclusive) judged against the decision rule. Not every hypothesis should be supported.',
  'Name each analysis in "analysisId" exactly as listed.',
];

/** Simulations in batches of one or two analyses: each data set is the largest item of the chain. */
export function simulationShape(request: GenerationRequest): LlmShape {
  const digest = readingDigest(request);
  const rows = request.context?.workplan ?? [];
  const tree = request.context?.hypothesisTree;
  const system = systemPrompt(request.locale);
  const disclaimer = DISCLAIMER[request.locale === 'de' ? 'de' : 'en'];
  const data = assemble([
    problemData(request, digest),
    tree && fence('hypothesis tree', treeOutline(tree.root, 4_000)),
  ]);
  if (rows.length === 0) return wholeSimulations(system, data, disclaimer);
  const shape: ListShape<WorkplanRow, AnalysisSimulation> = {
    type: 'list',
    system,
    units: rows,
    unitId: (row) => row.id,
    unitLabel: (row) => row.analysis,
    itemKeys: ['simulations'],
    refOf: (item) => item['analysisId'] ?? item['analysis_id'] ?? item['id'],
    hintOf: (item) => text(item['finding']),
    tokensPerUnit: 700,
    maxBatch: 3,
    what: 'a simulation for',
    ask: (batch) => ({
      prompt: assemble([
        data,
        fence('analyses to simulate now', batch.map(rowLine).join('\n')),
        task(
          'Simulate the result of each analysis listed in <project_content name="analyses to simulate now">.',
          RULES,
        ),
        example('A bakery chain’s margin fell from 9% to 4%', { simulations: [SHAPE] }),
        answerShape({
          simulations: [
            {
              analysisId: batch[0]!.id,
              dataset: { columns: [], rows: [] },
              chart: {},
              finding: '...',
              implication: {},
            },
          ],
        }),
      ]),
      schema: ModelSimulationsSchema,
    }),
    read: (item, row) => readSimulation(item, row.id, row.hypothesisId),
    assemble: (done) => ({ simulations: rows.flatMap((row) => done.get(row.id) ?? []), disclaimer }),
  };
  return shape;
}

const CHART_TYPES = new Set<ChartSpec['type']>(['bar', 'line', 'waterfall', 'scatter', 'stacked-bar']);
const DIRECTIONS = new Set(['supports', 'refutes', 'inconclusive'] as const);

/**
 * A simulation whose chart draws from its own data set: keys the data set lacks are dropped, a missing x
 * or y is taken from the columns. The hypothesis comes from the work plan, and `simulated` is always true.
 */
export function readSimulation(
  item: Record<string, unknown>,
  analysisId: string,
  hypothesisId: string,
): AnalysisSimulation | undefined {
  const dataset = isRecord(item['dataset']) ? item['dataset'] : {};
  const columns = (listOf(dataset, ['columns']) ?? [])
    .filter(isRecord)
    .map((c) => ({
      key: text(c['key'], 100),
      label: text(c['label'], 200) ?? text(c['key'], 200) ?? '',
      unit: text(c['unit'], 40),
    }))
    .filter((c): c is { key: string; label: string; unit: string | undefined } => c.key !== undefined)
    .slice(0, 12)
    .map(({ unit, ...c }) => (unit ? { ...c, unit } : c));
  const finding = text(item['finding']);
  if (columns.length === 0 || !finding) return undefined;
  const keys = columns.map((c) => c.key);
  const rows = (listOf(dataset, ['rows']) ?? [])
    .filter(isRecord)
    .slice(0, 100)
    .map((row) => {
      const cells: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(row)) {
        if (typeof value === 'number' && Number.isFinite(value)) cells[key] = value;
        else if (typeof value === 'string') cells[key] = value.slice(0, 200);
      }
      return cells;
    });
  const chart = isRecord(item['chart']) ? item['chart'] : {};
  const x = keys.includes(String(chart['x'])) ? String(chart['x']) : keys[0]!;
  const said = Array.isArray(chart['y']) ? chart['y'].map(String) : [];
  let y = said.filter((key) => keys.includes(key) && key !== x).slice(0, 6);
  if (y.length === 0)
    y = keys.filter((key) => key !== x && rows.some((row) => typeof row[key] === 'number')).slice(0, 1);
  if (y.length === 0) y = keys.filter((key) => key !== x).slice(0, 1);
  if (y.length === 0) return undefined;
  const type = CHART_TYPES.has(chart['type'] as ChartSpec['type']) ? (chart['type'] as ChartSpec['type']) : 'bar';
  const implication = isRecord(item['implication']) ? item['implication'] : {};
  const direction = DIRECTIONS.has(implication['direction'] as 'supports')
    ? (implication['direction'] as 'supports')
    : 'inconclusive';
  const spec: ChartSpec = { type, title: text(chart['title'], 300) ?? finding.slice(0, 300), x, y };
  const unit = text(chart['unit'], 40);
  if (unit) spec.unit = unit;
  return {
    analysisId,
    hypothesisId,
    simulated: true,
    dataset: { columns, rows },
    chart: spec,
    finding,
    implication: { hypothesisId, direction, text: text(implication['text']) ?? finding },
  };
}

/** Without a work plan: a few simulations in one object, their ids as the model gives them. */
function wholeSimulations(system: string, data: string, disclaimer: string): ObjectShape {
  return {
    type: 'object',
    system,
    groups: [{ part: 'whole', fields: ['simulations'] }],
    what: 'simulations',
    ask: () => ({
      prompt: assemble([
        data,
        task(
          'Simulate the results of the three analyses that would settle the problem fastest; give them ids "a.1", "a.2", "a.3".',
          RULES.slice(0, 4),
        ),
        answerShape({ simulations: [SHAPE] }),
      ]),
      schema: ModelSimulationsSchema,
    }),
    read: (_field, value) => {
      const list = (listOf(value, ['simulations']) ?? []).filter(isRecord);
      const read = list
        .map((item, i) =>
          readSimulation(item, cleanId(item['analysisId']) ?? `a.${i + 1}`, cleanId(item['hypothesisId']) ?? 'h'),
        )
        .filter((s): s is AnalysisSimulation => s !== undefined);
      return read.length > 0 ? read : undefined;
    },
    assemble: (sofar) => ({
      simulations: (sofar['simulations'] as AnalysisSimulation[] | undefined) ?? [],
      disclaimer,
    }),
  };
}

function cleanId(value: unknown): string | undefined {
  return text(value, 64)?.replace(/[^A-Za-z0-9_.:-]+/g, '.');
}
