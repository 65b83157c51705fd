import type { AnalysisInstruction, AnalysisInstructions, GenerationRequest } from '@caseboard/contracts';
import { analysesFor, hypothesisById, hypothesisTreeFrom, reason, wordsOf, workplanFrom } from '../../offline/chain.js';
import { analysisType, fill } from '../../offline/analyses/library.js';
import { capitalise } from '../../offline/text.js';

/**
 * Offline instructions: for each analysis of the work plan, what it must establish (tied to its hypothesis
 * and the rule that decides it), the data in the client's own systems, the steps a junior consultant can
 * follow, the method, the expected output and the usual mistakes.
 */
export function offlineInstructions(request: GenerationRequest): AnalysisInstructions {
  const r = reason(request);
  const tree = hypothesisTreeFrom(r);
  const words = wordsOf(r);
  const instructions: AnalysisInstruction[] = workplanFrom(r).rows.map((row) => {
    const claim = hypothesisById(tree, row.hypothesisId)?.label ?? row.analysis;
    const type = (row.analysisType && analysisType(row.analysisType)) || analysesFor(r, `${row.analysis} ${claim}`)[0]!;
    const deadline = r.frame.deadline ? ` The answer matters for the goal ${r.frame.deadline}.` : '';
    const decides = row.decisionRule
      ? ` ${row.decisionRule.text}`
      : ' Write down before starting which result would support it and which would refute it.';
    return {
      analysisId: row.id,
      objective: `Establish whether this holds: "${claim}".${decides}${deadline}`,
      dataNeeded: type.dataNeeded.map((d) => capitalise(fill(d, words))),
      steps: [
        ...type.steps.map((s) => capitalise(fill(s, words))),
        row.decisionRule
          ? `Compute ${row.decisionRule.measure} and compare it with the threshold; record the value as the result.`
          : `State the result in one sentence: does it support, refute or leave open "${claim}"?`,
      ],
      method: fill(type.method, words),
      expectedOutput: fill(type.expectedOutput, words),
      pitfalls: type.pitfalls.map((p) => capitalise(fill(p, words))),
    };
  });
  return { instructions };
}
