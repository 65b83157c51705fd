import type { AnalysisSimulations, GenerationRequest } from '@caseboard/contracts';
import { analysisType } from '../../offline/analyses/library.js';
import {
  analysesFor,
  hypothesisById,
  hypothesisTreeFrom,
  once,
  reason,
  workplanFrom,
  type Reasoning,
} from '../../offline/chain.js';
import { simulate, SIMULATION_DISCLAIMER } from '../../offline/simulation.js';

/**
 * Offline illustrations for every analysis of the work plan: what the chart would look like if the data
 * supported the hypothesis, marked as illustrations. They never decide a status (see hypothesis-status).
 */
export function simulationsFor(r: Reasoning): AnalysisSimulations {
  return once(r, 'simulations', () => illustrateAll(r));
}

function illustrateAll(r: Reasoning): AnalysisSimulations {
  const tree = hypothesisTreeFrom(r);
  const simulations = workplanFrom(r).rows.map((row) => {
    const claim = hypothesisById(tree, row.hypothesisId)?.label ?? row.analysis;
    const type = (row.analysisType && analysisType(row.analysisType)) || analysesFor(r, `${row.analysis} ${claim}`)[0]!;
    return simulate(r, row, type, claim, 'supports');
  });
  return { simulations, disclaimer: SIMULATION_DISCLAIMER };
}

export function offlineSimulations(request: GenerationRequest): AnalysisSimulations {
  return simulationsFor(reason(request));
}
