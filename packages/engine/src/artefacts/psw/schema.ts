import { WorkplanSchema, type GenerationRequest, type Workplan } from '@caseboard/contracts';
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
