import {
  DecisionRuleSchema,
  WorkplanPrioritySchema,
  WorkplanSchema,
  type DecisionRule,
  type GenerationRequest,
  type Workplan,
} from '@caseboard/contracts';
import { z } from 'zod';
import { isRecord, text } from '../../llm/rekey.js';
import { duplicates, hypothesisIds, unknownRefs } from '../checks.js';

export const schema = WorkplanSchema;

export function check(plan: Workplan, request: GenerationRequest): string[] {
  return [
    ...duplicates(
      'row id',
      plan.rows.map((row) => row.id),
    ),
    ...unknownRefs(
      'hypothesisId',
      plan.rows.map((row) => row.hypothesisId),
      hypothesisIds(request),
      'hypothesis tree',
    ),
  ];
}

/** A row as a model writes it: no row id (the engine numbers rows), the hypothesis by its listed id. */
export const ModelRowSchema = z.object({
  hypothesisId: z.string().describe('The id of the hypothesis this analysis tests, exactly as listed.'),
  analysis: z
    .string()
    .min(1)
    .describe('The analysis, named as a consultant would: "Price-volume-mix bridge 2021-2024".'),
  analysisType: z.string().optional().describe('The library id of the analysis type, when one fits.'),
  dataSources: z.array(z.string()).describe('Where the data comes from.'),
  method: z.string().describe('How the analysis is done.'),
  owner: z.string().describe('Who runs it: a role.'),
  due: z.string().describe('"Week 1", "Week 2", ...'),
  priority: WorkplanPrioritySchema,
  decisionRule: DecisionRuleSchema.describe(
    'The threshold that supports or refutes the hypothesis, fixed before the analysis runs.',
  ),
});

export const ModelRowsSchema = z.object({ rows: z.array(ModelRowSchema) });

const COMPARATORS: ReadonlyArray<[RegExp, DecisionRule['comparator']]> = [
  [/^(?:>=|≥|at[- ]least|min(?:imum)?|no less than|not below)$/i, 'at-least'],
  [/^(?:<=|≤|at[- ]most|max(?:imum)?|no more than|not above)$/i, 'at-most'],
  [/^(?:>|above|over|more than|greater(?: than)?|exceeds?|higher(?: than)?)$/i, 'above'],
  [/^(?:<|below|under|less than|lower(?: than)?|fewer than)$/i, 'below'],
];

const COMPARATOR_WORDS: Record<DecisionRule['comparator'], string> = {
  above: 'above',
  'at-least': 'at least',
  below: 'below',
  'at-most': 'at most',
};

/**
 * A decision rule as a model writes it, made valid where the intent is clear: "≥" or "at least" for the
 * comparator, "15%" for a threshold of 15 with unit "%", a sentence built when only the parts came.
 */
export function readDecisionRule(value: unknown): DecisionRule | undefined {
  if (!isRecord(value)) return undefined;
  const measure = text(value['measure'], 300);
  const said = text(value['comparator'], 40);
  const comparator = said ? COMPARATORS.find(([pattern]) => pattern.test(said))?.[1] : undefined;
  const rawThreshold = value['threshold'];
  const numeric =
    typeof rawThreshold === 'number' ? rawThreshold : Number(String(rawThreshold ?? '').replace(/[^\d.+-]/g, ''));
  const unitFromThreshold =
    typeof rawThreshold === 'string' ? rawThreshold.replace(/[\d.,+\-\s]/g, '').slice(0, 40) : '';
  const unit = text(value['unit'], 40) ?? unitFromThreshold;
  if (!measure || !comparator || rawThreshold === undefined || rawThreshold === '' || !Number.isFinite(numeric))
    return undefined;
  const sentence =
    text(value['text'], 500) ??
    `Supported if ${measure} is ${COMPARATOR_WORDS[comparator]} ${numeric}${unit ? ` ${unit}` : ''}.`;
  const parsed = DecisionRuleSchema.safeParse({ measure, comparator, threshold: numeric, unit, text: sentence });
  return parsed.success ? parsed.data : undefined;
}
