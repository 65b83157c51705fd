import { AnalysisInstructionsSchema, type AnalysisInstructions, type GenerationRequest } from '@caseboard/contracts';
import { z } from 'zod';
import { duplicates, unknownRefs, workplanIds } from '../checks.js';

export const schema = AnalysisInstructionsSchema;

export function check(result: AnalysisInstructions, request: GenerationRequest): string[] {
  const ids = result.instructions.map((i) => i.analysisId);
  return [...duplicates('analysisId', ids), ...unknownRefs('analysisId', ids, workplanIds(request), 'work plan')];
}

/** Instructions as a model writes them for one batch of work-plan rows. */
export const ModelInstructionsSchema = z.object({
  instructions: z.array(
    z.object({
      analysisId: z.string().describe('The id of the analysis (work-plan row), exactly as listed.'),
      objective: z
        .string()
        .min(1)
        .describe('What the analysis must establish, tied to its hypothesis and decision rule.'),
      dataNeeded: z.array(z.string()).describe('Specific fields, periods and granularity.'),
      steps: z.array(z.string()).min(1).describe('The steps in order, so a junior consultant can follow them.'),
      method: z.string().describe('The analytical method.'),
      expectedOutput: z.string().describe('The chart or table, and the number that decides.'),
      pitfalls: z.array(z.string()).describe('Common mistakes and how to avoid them.'),
    }),
  ),
});
