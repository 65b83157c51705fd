import type { GenerationRequest, HypothesisNode, WorkplanRow } from '@caseboard/contracts';
import { briefText, pathTo, treeOutline } from '../../llm/context.js';
import type { ListShape } from '../../llm/list-parts.js';
import type { ObjectShape } from '../../llm/object-parts.js';
import {
  answerShape,
  assemble,
  example,
  fence,
  guidance,
  problemData,
  systemPrompt,
  task,
} from '../../llm/prompt-kit.js';
import { readingDigest, type ReadingDigest } from '../../llm/reading.js';
import { isRecord, listOf, rowId, text } from '../../llm/rekey.js';
import type { LlmShape } from '../../llm/shapes.js';
import { ANALYSIS_LIBRARY } from '../../offline/analyses/library.js';
import { ModelRowsSchema, readDecisionRule } from './schema.js';

export const PROMPT_VERSION = 'psw/2';

const EXAMPLE_PROBLEM =
  'A bakery chain’s operating margin fell from 9% to 4% in two years. How can it get back to 9% by 2027?';

const EXAMPLE_ROW = {
  hypothesisId: 'h.2.1',
  analysis: 'Flour and butter cost per loaf, 2021-2024',
  analysisType: 'cost-baseline',
  dataSources: ['Purchase ledger', 'Recipe cards'],
  method: 'Cost per loaf by ingredient and month, indexed to 2021, against the price per loaf.',
  owner: 'Finance analyst',
  due: 'Week 1',
  priority: 'high',
  decisionRule: {
    measure: 'growth in ingredient cost per loaf since 2021',
    comparator: 'above',
    threshold: 15,
    unit: '%',
    text: 'Supported if ingredient cost per loaf rose more than 15% since 2021.',
  },
};

const ROW_RULES = [
  'One or two analyses per hypothesis that would prove or kill it; name the hypothesis by its id in "hypothesisId", exactly as listed.',
  'Name each analysis as a consultant would, and set "analysisType" to a library id below when one fits.',
  'A "decisionRule" for every analysis: the measure it produces, the comparator (above, at-least, below, at-most), the threshold and its unit, and the rule in one sentence ("Supported if ..."). Size the threshold against the gap to close.',
  'Concrete data sources, the method in a sentence, an owner role, a due week ("Week 1", "Week 2"...) and a priority (high for the hypotheses that matter most and are quick to test).',
];

/**
 * The work plan in batches: analyses for each hypothesis at the bottom of the team's tree, a few
 * hypotheses per call, each row with the decision rule that settles its hypothesis. Without a tree in the
 * context, the plan is asked in one go.
 */
export function pswShape(request: GenerationRequest): LlmShape {
  const digest = readingDigest(request);
  const tree = request.context?.hypothesisTree;
  if (!tree) return wholePlan(request, digest);
  const leaves: HypothesisNode[] = [];
  const visit = (node: HypothesisNode) =>
    node.children.length === 0 ? leaves.push(node) : node.children.forEach(visit);
  visit(tree.root);
  const topOf = (node: HypothesisNode) => pathTo(tree.root, node.id)[1]?.id ?? tree.root.id;
  const shape: ListShape<HypothesisNode, Omit<WorkplanRow, 'id'>> = {
    type: 'list',
    system: systemPrompt(request.locale),
    units: leaves,
    unitId: (node) => node.id,
    unitLabel: (node) => node.label,
    itemKeys: ['rows', 'analyses', 'workplan'],
    refOf: (item) => item['hypothesisId'] ?? item['hypothesis_id'] ?? item['hypothesis'],
    hintOf: (item) => text(item['analysis']),
    tokensPerUnit: 400,
    maxBatch: 6,
    maxPerUnit: 3,
    groupOf: topOf,
    what: 'analyses for',
    ask: (batch) => ({
      prompt: assemble([
        context(request, digest),
        fence('hypothesis tree', treeOutline(tree.root, 6_000)),
        fence(
          'hypotheses to plan now',
          batch.map((h) => `${h.id}: ${h.label}${h.notes ? ` (decides: ${h.notes})` : ''}`).join('\n'),
        ),
        guidance(digest, ['claims', 'analyses']),
        task(
          'Plan the analyses for each hypothesis listed in <project_content name="hypotheses to plan now">.',
          ROW_RULES,
        ),
        library(batch.map((h) => h.label)),
        example(EXAMPLE_PROBLEM, { rows: [EXAMPLE_ROW] }),
        answerShape({ rows: [{ ...EXAMPLE_ROW, hypothesisId: batch[0]!.id, analysis: '...', method: '...' }] }),
      ]),
      schema: ModelRowsSchema,
    }),
    read: (item, unit) => readRow(item, unit.id),
    assemble: (done) => ({
      rows: leaves.flatMap((leaf) => done.get(leaf.id) ?? []).map((row, i) => ({ id: rowId(i), ...row })),
    }),
  };
  return shape;
}

function context(request: GenerationRequest, digest: ReadingDigest): string {
  const brief = request.context?.brief;
  return assemble([
    problemData(request, digest),
    brief && briefText(brief) && fence('project brief', briefText(brief)),
  ]);
}

/** The library entries that fit the hypotheses at hand (by their keywords), so the list stays short. */
function library(labels: readonly string[]): string {
  const fitting = ANALYSIS_LIBRARY.filter((a) => labels.some((label) => a.keywords.test(label)));
  const chosen = [...fitting, ...ANALYSIS_LIBRARY.filter((a) => !fitting.includes(a))].slice(
    0,
    Math.max(8, Math.min(14, fitting.length)),
  );
  return `## Analysis library (id: name)\n${chosen.map((a) => `${a.id}: ${a.name}`).join('\n')}`;
}

const LIBRARY_IDS = new Set<string>(ANALYSIS_LIBRARY.map((a) => a.id));

function strings(value: unknown, max: number): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .map((v) => text(v, 300))
    .filter((v): v is string => v !== undefined)
    .slice(0, max);
}

/** A usable row: an analysis name at least; the rest made valid (enums, lists, the decision rule). */
export function readRow(item: Record<string, unknown>, hypothesisId: string): Omit<WorkplanRow, 'id'> | undefined {
  const analysis = text(item['analysis'] ?? item['name'] ?? item['title'], 500);
  if (!analysis) return undefined;
  const type = text(item['analysisType'], 100);
  const priority = text(item['priority'])?.toLowerCase();
  const row: Omit<WorkplanRow, 'id'> = {
    hypothesisId,
    analysis,
    dataSources: strings(item['dataSources'] ?? item['data_sources'], 20),
    method: text(item['method']) ?? '',
    owner: text(item['owner'], 200) ?? '',
    due: text(item['due'], 40) ?? '',
    status: 'planned',
    priority: priority === 'high' || priority === 'low' ? priority : 'medium',
  };
  if (type && LIBRARY_IDS.has(type)) row.analysisType = type;
  const rule = readDecisionRule(item['decisionRule'] ?? item['decision_rule']);
  if (rule) row.decisionRule = rule;
  return row;
}

/** Without a hypothesis tree: the plan in one object; rows keep the hypothesis id the model gave. */
function wholePlan(request: GenerationRequest, digest: ReadingDigest): ObjectShape {
  return {
    type: 'object',
    system: systemPrompt(request.locale),
    groups: [{ part: 'whole', fields: ['rows'] }],
    what: 'a work plan with rows',
    ask: () => ({
      prompt: assemble([
        context(request, digest),
        guidance(digest, ['claims', 'analyses']),
        task('Write the problem-solving work plan: the analyses that would prove or kill the likely hypotheses.', [
          'Give each row a short hypothesis id ("h.1", "h.2", ...) in "hypothesisId".',
          ...ROW_RULES.slice(1),
        ]),
        library([request.problemStatement]),
        answerShape({ rows: [EXAMPLE_ROW] }),
      ]),
      schema: ModelRowsSchema,
    }),
    read: (_field, value) => {
      const rows = (listOf(value, ['rows']) ?? [])
        .filter(isRecord)
        .map((item) => {
          const id = text(item['hypothesisId'], 64)?.replace(/[^A-Za-z0-9_.:-]+/g, '.');
          return id ? readRow(item, id) : undefined;
        })
        .filter((row): row is Omit<WorkplanRow, 'id'> => row !== undefined);
      return rows.length > 0 ? rows : undefined;
    },
    assemble: (sofar) => ({
      rows: ((sofar['rows'] as Array<Omit<WorkplanRow, 'id'>> | undefined) ?? []).map((row, i) => ({
        id: rowId(i),
        ...row,
      })),
    }),
  };
}
