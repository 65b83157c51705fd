import { AnalysisSimulationsSchema, type AnalysisSimulations, type GenerationRequest } from '@caseboard/contracts';
import { z } from 'zod';
import { hypothesisIds, unknownRefs, workplanIds } from '../checks.js';

export const schema = AnalysisSimulationsSchema;

export function check(result: AnalysisSimulations, request: GenerationRequest): string[] {
  const issues = [
    ...unknownRefs(
      'analysisId',
      result.simulations.map((s) => s.analysisId),
      workplanIds(request),
      'work plan',
    ),
    ...unknownRefs(
      'hypothesisId',
      result.simulations.map((s) => s.hypothesisId),
      hypothesisIds(request),
      'hypothesis tree',
    ),
  ];
  for (const s of result.simulations) {
    if (s.implication.hypothesisId !== s.hypothesisId)
      issues.push(`simulation ${s.analysisId}: implication names another hypothesis`);
    const keys = new Set(s.dataset.columns.map((c) => c.key));
    for (const key of [s.chart.x, ...s.chart.y]) {
      if (!keys.has(key)) issues.push(`simulation ${s.analysisId}: chart column "${key}" is not in the data set`);
    }
  }
  return issues;
}

/** A simulation as a model writes it: the engine adds the hypothesis, the simulated flag and the disclaimer. */
export const ModelSimulationsSchema = z.object({
  simulations: z.array(
    z.object({
      analysisId: z.string().describe('The id of the analysis (work-plan row), exactly as listed.'),
      dataset: z.object({
        columns: z.array(z.object({ key: z.string(), label: z.string(), unit: z.string().optional() })).min(1),
        rows: z
          .array(z.record(z.string(), z.union([z.string(), z.number()])))
          .describe('At most 8 rows, keyed by column key.'),
      }),
      chart: z.object({
        type: z.enum(['bar', 'line', 'waterfall', 'scatter', 'stacked-bar']),
        title: z.string().describe('Action title: the simulated finding in one sentence.'),
        x: z.string().describe('Column key for the x axis.'),
        y: z.array(z.string()).min(1).describe('Column keys plotted as series.'),
        unit: z.string().optional(),
      }),
      finding: z.string().describe('What the simulated data shows.'),
      implication: z.object({
        direction: z.enum(['supports', 'refutes', 'inconclusive']),
        text: z.string().describe('What it would mean for the hypothesis, in one or two sentences.'),
      }),
    }),
  ),
});
