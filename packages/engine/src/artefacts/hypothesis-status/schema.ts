import {
  HypothesisStatusResultsSchema,
  HypothesisStatusSchema,
  type GenerationRequest,
  type HypothesisStatusResults,
} from '@caseboard/contracts';
import { z } from 'zod';
import { duplicates, hypothesisIds, unknownRefs } from '../checks.js';

export const schema = HypothesisStatusResultsSchema;

export function check(result: HypothesisStatusResults, request: GenerationRequest): string[] {
  const ids = result.results.map((r) => r.hypothesisId);
  return [
    ...duplicates('hypothesisId', ids),
    ...unknownRefs('hypothesisId', ids, hypothesisIds(request), 'hypothesis tree'),
  ];
}

/** Statuses as a model writes them for one batch of hypotheses. */
export const ModelStatusesSchema = z.object({
  results: z.array(
    z.object({
      hypothesisId: z.string().describe('The id of the hypothesis, exactly as listed.'),
      status: HypothesisStatusSchema,
      rationale: z.string().describe('Why the team’s evidence leads to this status, in one or two sentences.'),
      confidence: z.number().min(0).max(1),
      evidenceUsed: z.array(z.string()).describe('The analysis ids whose findings the status rests on.'),
    }),
  ),
});
