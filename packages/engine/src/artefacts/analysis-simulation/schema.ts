import { AnalysisSimulationsSchema, type AnalysisSimulations, type GenerationRequest } from '@caseboard/contracts';
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
