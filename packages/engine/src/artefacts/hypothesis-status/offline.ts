import type {
  AnalysisEntry,
  GenerationRequest,
  HypothesisNode,
  HypothesisStatus,
  HypothesisStatusResult,
  HypothesisStatusResults,
} from '@caseboard/contracts';
import { flatten, hypothesisTreeFrom, once, reason, type Reasoning } from '../../offline/chain.js';
import { simulationsFor } from '../analysis-simulation/offline.js';

/**
 * Offline statuses: each hypothesis at the bottom of the tree is judged on its evidence, real findings
 * first (the team's own text in the context), simulated results otherwise; parents roll up from their
 * children. Confidence is capped lower when the evidence is only simulated.
 */
type Direction = 'supports' | 'refutes' | 'inconclusive';

interface Vote {
  direction: Direction;
  source: string;
  simulated: boolean;
}

const REFUTING =
  /\b(?:refut\w*|reject\w*|not (?:supported|true|the case|confirmed)|no evidence|disprov\w*|false|does not hold|doesn't hold|did not|didn't|contrary)\b/i;
const SUPPORTING = /\b(?:confirm\w*|support\w*|true|holds|validated|proven|shows that|evidence that|clear(?:ly)?)\b/i;

/** Reads a team's free-text finding: refuting words win over supporting ones ("not confirmed"). */
export function directionOfFinding(text: string): Direction | undefined {
  if (!text.trim()) return undefined;
  if (REFUTING.test(text)) return 'refutes';
  if (SUPPORTING.test(text)) return 'supports';
  return 'inconclusive';
}

function votesByHypothesis(r: Reasoning, entries: readonly AnalysisEntry[] | undefined): Map<string, Vote[]> {
  const votes = new Map<string, Vote[]>();
  const add = (id: string, vote: Vote) => votes.set(id, [...(votes.get(id) ?? []), vote]);
  const covered = new Set<string>();
  for (const entry of entries ?? []) {
    const real = directionOfFinding(entry.findings);
    if (real) {
      add(entry.hypothesisId, { direction: real, source: entry.id, simulated: false });
      covered.add(entry.id);
    } else if (entry.simulation) {
      add(entry.hypothesisId, { direction: entry.simulation.implication.direction, source: entry.id, simulated: true });
      covered.add(entry.id);
    }
  }
  if (!entries || entries.length === 0) {
    for (const s of simulationsFor(r).simulations) {
      add(s.hypothesisId, { direction: s.implication.direction, source: s.analysisId, simulated: true });
    }
  }
  return votes;
}

function judgeLeaf(node: HypothesisNode, votes: Vote[]): HypothesisStatusResult {
  if (votes.length === 0) {
    return {
      hypothesisId: node.id,
      status: node.status === 'parked' ? 'parked' : 'untested',
      rationale: 'No analysis has reported on this hypothesis yet.',
      confidence: 0,
      evidenceUsed: [],
    };
  }
  const count = (d: Direction) => votes.filter((v) => v.direction === d).length;
  const supports = count('supports');
  const refutes = count('refutes');
  const simulatedOnly = votes.every((v) => v.simulated);
  let status: HypothesisStatus = 'inconclusive';
  if (supports > refutes && supports > 0) status = 'supported';
  else if (refutes > supports) status = 'refuted';
  const agreeing = status === 'supported' ? supports : status === 'refuted' ? refutes : 0;
  const disagreeing = status === 'supported' ? refutes : status === 'refuted' ? supports : 0;
  let confidence = status === 'inconclusive' ? 0.3 : 0.55 + 0.15 * (agreeing - 1) - 0.2 * disagreeing;
  if (simulatedOnly) confidence = Math.min(confidence, 0.6);
  confidence = Math.round(Math.max(0.1, Math.min(0.9, confidence)) * 100) / 100;
  const sources = votes.map((v) => v.source);
  const kind = simulatedOnly ? 'simulated ' : '';
  const rationale =
    status === 'supported'
      ? `${supports} of ${votes.length} ${kind}analyses support the claim${refutes ? `, ${refutes} speak against it` : ''}.`
      : status === 'refuted'
        ? `${refutes} of ${votes.length} ${kind}analyses speak against the claim${supports ? `, ${supports} support it` : ''}.`
        : `The ${kind}analyses do not decide the claim (${supports} for, ${refutes} against, ${votes.length - supports - refutes} open).`;
  return {
    hypothesisId: node.id,
    status,
    rationale: simulatedOnly ? `${rationale} Evidence is simulated; confirm with real data.` : rationale,
    confidence,
    evidenceUsed: sources,
  };
}

function rollUp(node: HypothesisNode, children: HypothesisStatusResult[]): HypothesisStatusResult {
  const tested = children.filter((c) => c.status !== 'untested' && c.status !== 'parked');
  const supported = children.filter((c) => c.status === 'supported');
  const refuted = children.filter((c) => c.status === 'refuted');
  let status: HypothesisStatus = 'untested';
  if (tested.length > 0) {
    if (supported.length * 2 >= tested.length && supported.length > 0) status = 'supported';
    else if (refuted.length * 2 > tested.length) status = 'refuted';
    else status = 'inconclusive';
  }
  const ids = (list: HypothesisStatusResult[]) => list.map((c) => c.hypothesisId).join(', ');
  const parts = [
    `${supported.length} of ${children.length} sub-hypotheses supported${supported.length ? ` (${ids(supported)})` : ''}`,
  ];
  if (refuted.length) parts.push(`${refuted.length} refuted (${ids(refuted)})`);
  const agreeing = status === 'supported' ? supported : status === 'refuted' ? refuted : [];
  const confidence =
    agreeing.length > 0
      ? Math.round((agreeing.reduce((a, c) => a + c.confidence, 0) / agreeing.length) * 0.9 * 100) / 100
      : 0.2;
  return {
    hypothesisId: node.id,
    status,
    rationale: `${parts.join('; ')}.`,
    confidence: status === 'untested' ? 0 : confidence,
    evidenceUsed: children.map((c) => c.hypothesisId),
  };
}

export function statusesFor(r: Reasoning): HypothesisStatusResults {
  return once(r, 'statuses', () => judgeAll(r));
}

function judgeAll(r: Reasoning): HypothesisStatusResults {
  const tree = hypothesisTreeFrom(r);
  const votes = votesByHypothesis(r, r.request.context?.analyses);
  const results: HypothesisStatusResult[] = [];
  const visit = (node: HypothesisNode): HypothesisStatusResult => {
    const own = votes.get(node.id) ?? [];
    const childResults = node.children.map(visit);
    const result = node.children.length === 0 || own.length > 0 ? judgeLeaf(node, own) : rollUp(node, childResults);
    results.push(result);
    return result;
  };
  visit(tree.root);
  const byId = new Map(results.map((result) => [result.hypothesisId, result]));
  return { results: flatten(tree.root).map((node) => byId.get(node.id)!) };
}

export function offlineStatuses(request: GenerationRequest): HypothesisStatusResults {
  return statusesFor(reason(request));
}
