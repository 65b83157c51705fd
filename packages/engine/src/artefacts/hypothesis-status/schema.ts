import {
  HypothesisStatusResultsSchema,
  type GenerationRequest,
  type HypothesisStatusResults,
} from '@caseboard/contracts';
import { duplicates, hypothesisIds, unknownRefs } from '../checks.js';

export const schema = HypothesisStatusResultsSchema;

export function check(result: HypothesisStatusResults, request: GenerationRequest): string[] {
  const ids = result.results.map((r) => r.hypothesisId);
  return [
    ...duplicates('hypothesisId', ids),
    ...unknownRefs('hypothesisId', ids, hypothesisIds(request), 'hypothesis tree'),
  ];
}
