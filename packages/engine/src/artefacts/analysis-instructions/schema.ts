import { AnalysisInstructionsSchema, type AnalysisInstructions, type GenerationRequest } from '@caseboard/contracts';
import { duplicates, unknownRefs, workplanIds } from '../checks.js';

export const schema = AnalysisInstructionsSchema;

export function check(result: AnalysisInstructions, request: GenerationRequest): string[] {
  const ids = result.instructions.map((i) => i.analysisId);
  return [...duplicates('analysisId', ids), ...unknownRefs('analysisId', ids, workplanIds(request), 'work plan')];
}
