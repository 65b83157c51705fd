import type { AnalysisInstruction, GenerationRequest, WorkplanRow } from '@caseboard/contracts';
import { rowLine, treeOutline } from '../../llm/context.js';
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
import { readingDigest } from '../../llm/reading.js';
import { isRecord, listOf, text } from '../../llm/rekey.js';
import type { LlmShape } from '../../llm/shapes.js';
import { ModelInstructionsSchema } from './schema.js';

export const PROMPT_VERSION = 'analysis-instructions/2';

const EXAMPLE = {
  analysisId: 'a.3',
  objective: 'Establish whether ingredient cost per loaf rose more than 15% since 2021 (the rule for h.2.1).',
  dataNeeded: ['Monthly purchase ledger 2021-2024 by ingredient', 'Loaves baked per month by store'],
  steps: [
    'Extract purchases by ingredient and month',
    'Divide by loaves baked',
    'Index to 2021 and compare with the price index',
  ],
  method: 'Cost-per-unit trend with an index against price.',
  expectedOutput:
    'A line chart of cost and price per loaf (2021 = 100); the number that decides is the cost growth in %.',
  pitfalls: ['Counting waste as sales volume: use loaves sold, not baked'],
};

const RULES = [
  'Name each analysis in "analysisId" exactly as listed.',
  'Objective: what the analysis must establish, tied to its hypothesis and to its decision rule.',
  'Data needed: specific fields, periods and granularity. Steps: in order, so a junior consultant can follow them.',
  'Method, expected output (the chart or table and the number that decides the rule), and the common pitfalls with how to avoid them.',
];

/**
 * Instructions in batches: the analyses of one hypothesis at a time (or fewer when the cap is small),
 * each batch with the hypothesis it tests and the rows' decision rules.
 */
export function instructionsShape(request: GenerationRequest): LlmShape {
  const digest = readingDigest(request);
  const rows = request.context?.workplan ?? [];
  const tree = request.context?.hypothesisTree;
  const system = systemPrompt(request.locale);
  const data = assemble([
    problemData(request, digest),
    tree && fence('hypothesis tree', treeOutline(tree.root, 4_000)),
  ]);
  if (rows.length === 0) return wholeInstructions(system, data);
  const shape: ListShape<WorkplanRow, AnalysisInstruction> = {
    type: 'list',
    system,
    units: rows,
    unitId: (row) => row.id,
    unitLabel: (row) => row.analysis,
    itemKeys: ['instructions'],
    refOf: (item) => item['analysisId'] ?? item['analysis_id'] ?? item['id'],
    hintOf: (item) => text(item['objective']),
    tokensPerUnit: 400,
    maxBatch: 4,
    groupOf: (row) => row.hypothesisId,
    what: 'instructions for',
    ask: (batch) => ({
      prompt: assemble([
        data,
        fence('analyses to write now', batch.map(rowLine).join('\n')),
        guidance(digest, ['analyses']),
        task('Write instructions for each analysis listed in <project_content name="analyses to write now">.', RULES),
        example('A bakery chain’s margin fell from 9% to 4%', { instructions: [EXAMPLE] }),
        answerShape({ instructions: [{ ...EXAMPLE, analysisId: batch[0]!.id, objective: '...' }] }),
      ]),
      schema: ModelInstructionsSchema,
    }),
    read: (item, row) => readInstruction(item, row.id),
    assemble: (done) => ({ instructions: rows.flatMap((row) => done.get(row.id) ?? []) }),
  };
  return shape;
}

function strings(value: unknown, max = 30): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .map((v) => text(v, 1_000))
    .filter((v): v is string => v !== undefined)
    .slice(0, max);
}

/** An instruction with an objective and at least one step; anything less is asked for again. */
export function readInstruction(item: Record<string, unknown>, analysisId: string): AnalysisInstruction | undefined {
  const objective = text(item['objective']);
  const steps = strings(item['steps']);
  if (!objective || steps.length === 0) return undefined;
  return {
    analysisId,
    objective,
    dataNeeded: strings(item['dataNeeded'] ?? item['data_needed']),
    steps,
    method: text(item['method']) ?? '',
    expectedOutput: text(item['expectedOutput'] ?? item['expected_output']) ?? '',
    pitfalls: strings(item['pitfalls']),
  };
}

/** Without a work plan there is nothing to batch by: the instructions in one object. */
function wholeInstructions(system: string, data: string): ObjectShape {
  return {
    type: 'object',
    system,
    groups: [{ part: 'whole', fields: ['instructions'] }],
    what: 'instructions',
    ask: () => ({
      prompt: assemble([
        data,
        task(
          'Write instructions for the three to five analyses that would settle the problem fastest; give them ids "a.1", "a.2", ...',
          RULES.slice(1),
        ),
        answerShape({ instructions: [EXAMPLE] }),
      ]),
      schema: ModelInstructionsSchema,
    }),
    read: (_field, value) => {
      const list = (listOf(value, ['instructions']) ?? []).filter(isRecord);
      const read = list
        .map((item, i) =>
          readInstruction(item, text(item['analysisId'], 64)?.replace(/[^A-Za-z0-9_.:-]+/g, '.') ?? `a.${i + 1}`),
        )
        .filter((i): i is AnalysisInstruction => i !== undefined);
      const seen = new Set<string>();
      const unique = read.filter((i) => !seen.has(i.analysisId) && seen.add(i.analysisId));
      return unique.length > 0 ? unique : undefined;
    },
    assemble: (sofar) => ({ instructions: (sofar['instructions'] as AnalysisInstruction[] | undefined) ?? [] }),
  };
}
