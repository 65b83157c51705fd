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
import { outcomeFor, simulate, SIMULATION_DISCLAIMER } from '../../offline/simulation.js';

/**
 * Offline simulated results for every analysis of the work plan, clearly labelled as simulated. The
 * outcome is drawn once per hypothesis, so its analyses agree; a second analysis may come out weaker.
 */
export function simulationsFor(r: Reasoning): AnalysisSimulations {
  return once(r, 'simulations', () => simulateAll(r));
}

function simulateAll(r: Reasoning): AnalysisSimulations {
  const tree = hypothesisTreeFrom(r);
  const seen = new Set<string>();
  const simulations = workplanFrom(r).rows.map((row) => {
    const hypothesis = hypothesisById(tree, row.hypothesisId);
    const claim = hypothesis?.label ?? row.analysis;
    const type = (row.analysisType && analysisType(row.analysisType)) || analysesFor(r, `${row.analysis} ${claim}`)[0]!;
    let outcome = outcomeFor(r, row.hypothesisId, claim, hypothesis?.priority?.impact ?? 3);
    if (seen.has(row.hypothesisId) && outcome !== 'inconclusive') {
      // A second angle on the same claim: occasionally it only partly confirms the first.
      if (outcomeFor(r, `${row.id}:second`, claim, 3) === 'inconclusive') outcome = 'inconclusive';
    }
    seen.add(row.hypothesisId);
    return simulate(r, row, type, claim, outcome);
  });
  return { simulations, disclaimer: SIMULATION_DISCLAIMER };
}

export function offlineSimulations(request: GenerationRequest): AnalysisSimulations {
  return simulationsFor(reason(request));
}
