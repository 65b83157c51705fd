import type { AnalysisInstruction, AnalysisInstructions, GenerationRequest } from '@caseboard/contracts';
import { analysesFor, hypothesisById, hypothesisTreeFrom, reason, workplanFrom } from '../../offline/chain.js';
import { analysisType, fill } from '../../offline/analyses/library.js';

/**
 * Offline instructions: for each analysis of the work plan, what it must establish (tied to its
 * hypothesis and the number that decides it), the data, the steps a junior consultant can follow, the
 * method, the expected output and the usual mistakes.
 */
export function offlineInstructions(request: GenerationRequest): AnalysisInstructions {
  const r = reason(request);
  const tree = hypothesisTreeFrom(r);
  const words = { S: r.ctx.S, U: r.ctx.U, u: r.ctx.u, M: r.ctx.M };
  const instructions: AnalysisInstruction[] = workplanFrom(r).rows.map((row) => {
    const claim = hypothesisById(tree, row.hypothesisId)?.label ?? row.analysis;
    const type = (row.analysisType && analysisType(row.analysisType)) || analysesFor(r, `${row.analysis} ${claim}`)[0]!;
    const period = r.frame.timeFrame ? ` The answer matters for the goal ${r.frame.timeFrame}.` : '';
    return {
      analysisId: row.id,
      objective: `Establish whether this holds: "${claim}". Decide before starting which result would support it and which would refute it.${period}`,
      dataNeeded: type.dataNeeded.map((d) => fill(d, words)),
      steps: [
        ...type.steps.map((s) => fill(s, words)),
        `State the result in one sentence: does it support, refute or leave open "${claim}"?`,
      ],
      method: fill(type.method, words),
      expectedOutput: fill(type.expectedOutput, words),
      pitfalls: type.pitfalls.map((p) => fill(p, words)),
    };
  });
  return { instructions };
}
