import type {
  AnalysisEntry,
  DecisionRule,
  GenerationRequest,
  HypothesisNode,
  HypothesisStatus,
  HypothesisStatusResult,
  HypothesisStatusResults,
  WorkplanRow,
} from '@caseboard/contracts';
import { flatten, hypothesisTreeFrom, once, reason, workplanFrom, type Reasoning } from '../../offline/chain.js';

/**
 * Offline statuses from the team's own results only: a measured value compared with the work plan's decision
 * rule, or the team's verdict with its reason. A simulated result is an illustration and never decides; free
 * text alone does not either (it is not read for keywords). Parents roll up from their children by a stated
 * rule, and every rationale names the analysis that decided.
 */
type Direction = 'supports' | 'refutes' | 'inconclusive';

interface Vote {
  direction: Direction;
  analysisId: string;
  /** "a.3 measured 14% against the rule 'above 10%'" or "a.3: the team judged it supports the claim (reason)". */
  because: string;
}

const COMPARATOR = { above: 'above', 'at-least': 'at least', below: 'below', 'at-most': 'at most' } as const;

/** What a measured value says under a decision rule. */
export function verdictOf(
  value: number,
  decisionRule: Pick<DecisionRule, 'comparator' | 'threshold'>,
): 'supports' | 'refutes' {
  const { comparator, threshold } = decisionRule;
  const holds =
    comparator === 'above'
      ? value > threshold
      : comparator === 'at-least'
        ? value >= threshold
        : comparator === 'below'
          ? value < threshold
          : value <= threshold;
  return holds ? 'supports' : 'refutes';
}

function unitText(unit: string): string {
  return unit === '%' ? '%' : unit ? ` ${unit}` : '';
}

/** The vote an analysis casts, or none when the team has not recorded a result. */
export function voteOf(entry: AnalysisEntry, row: WorkplanRow | undefined): Vote | undefined {
  const result = entry.result;
  if (!result) return undefined;
  const reason = result.reason?.trim();
  if (result.verdict) {
    return {
      direction: result.verdict,
      analysisId: entry.id,
      because: `${entry.id}: the team judged that it ${result.verdict === 'inconclusive' ? 'leaves the claim open' : `${result.verdict} the claim`}${reason ? ` (${reason})` : ''}`,
    };
  }
  const rule = row?.decisionRule;
  if (result.value !== undefined && rule) {
    const direction = verdictOf(result.value, rule);
    return {
      direction,
      analysisId: entry.id,
      because: `${entry.id} measured ${result.value}${unitText(rule.unit)} for ${rule.measure}, against the rule "${COMPARATOR[rule.comparator]} ${rule.threshold}${unitText(rule.unit)}"`,
    };
  }
  return undefined;
}

function votesByHypothesis(r: Reasoning): Map<string, Vote[]> {
  const rows = new Map(workplanFrom(r).rows.map((row) => [row.id, row]));
  const votes = new Map<string, Vote[]>();
  for (const entry of r.request.context?.analyses ?? []) {
    const vote = voteOf(entry, rows.get(entry.id));
    if (vote) votes.set(entry.hypothesisId, [...(votes.get(entry.hypothesisId) ?? []), vote]);
  }
  return votes;
}

function judgeLeaf(node: HypothesisNode, votes: Vote[], pending: boolean): HypothesisStatusResult {
  if (votes.length === 0) {
    return {
      hypothesisId: node.id,
      status: node.status === 'parked' ? 'parked' : 'untested',
      rationale: pending
        ? 'No result yet: enter the measured value or the team’s verdict for its analyses.'
        : 'No analysis in the work plan tests this hypothesis yet.',
      confidence: 0,
      evidenceUsed: [],
    };
  }
  const supports = votes.filter((v) => v.direction === 'supports');
  const refutes = votes.filter((v) => v.direction === 'refutes');
  let status: HypothesisStatus = 'inconclusive';
  if (supports.length > refutes.length) status = 'supported';
  else if (refutes.length > supports.length) status = 'refuted';
  const agreeing = status === 'supported' ? supports.length : status === 'refuted' ? refutes.length : 0;
  const disagreeing = status === 'supported' ? refutes.length : status === 'refuted' ? supports.length : 0;
  const confidence =
    status === 'inconclusive'
      ? 0.3
      : Math.round(Math.max(0.1, Math.min(0.9, 0.6 + 0.15 * (agreeing - 1) - 0.2 * disagreeing)) * 100) / 100;
  const verdict =
    status === 'supported'
      ? 'Supported'
      : status === 'refuted'
        ? 'Refuted'
        : 'Not decided: the results point different ways';
  return {
    hypothesisId: node.id,
    status,
    rationale: `${verdict}: ${votes.map((v) => v.because).join('; ')}.`,
    confidence,
    evidenceUsed: votes.map((v) => v.analysisId),
  };
}

/** A parent holds when at least half of its tested children hold and none is refuted that outweighs them. */
function rollUp(node: HypothesisNode, children: HypothesisStatusResult[]): HypothesisStatusResult {
  const tested = children.filter((c) => c.status !== 'untested' && c.status !== 'parked');
  const supported = children.filter((c) => c.status === 'supported');
  const refuted = children.filter((c) => c.status === 'refuted');
  let status: HypothesisStatus = 'untested';
  if (tested.length > 0) {
    if (supported.length * 2 >= tested.length && supported.length > refuted.length) status = 'supported';
    else if (refuted.length * 2 > tested.length) status = 'refuted';
    else status = 'inconclusive';
  }
  const ids = (list: HypothesisStatusResult[]) => list.map((c) => c.hypothesisId).join(', ');
  const parts = [
    `${supported.length} of ${children.length} sub-hypotheses supported${supported.length ? ` (${ids(supported)})` : ''}`,
  ];
  if (refuted.length) parts.push(`${refuted.length} refuted (${ids(refuted)})`);
  const untested = children.length - tested.length;
  if (untested) parts.push(`${untested} without results yet`);
  const agreeing = status === 'supported' ? supported : status === 'refuted' ? refuted : [];
  const confidence =
    agreeing.length > 0
      ? Math.round((agreeing.reduce((a, c) => a + c.confidence, 0) / agreeing.length) * 0.9 * 100) / 100
      : 0.2;
  return {
    hypothesisId: node.id,
    status,
    rationale: `${parts.join('; ')}. Rule: a hypothesis holds when at least half of its tested sub-hypotheses hold and more hold than fail.`,
    confidence: status === 'untested' ? 0 : confidence,
    evidenceUsed: children.filter((c) => c.status !== 'untested').map((c) => c.hypothesisId),
  };
}

export function statusesFor(r: Reasoning): HypothesisStatusResults {
  return once(r, 'statuses', () => judgeAll(r));
}

function judgeAll(r: Reasoning): HypothesisStatusResults {
  const tree = hypothesisTreeFrom(r);
  const votes = votesByHypothesis(r);
  const planned = new Set(workplanFrom(r).rows.map((row) => row.hypothesisId));
  const results: HypothesisStatusResult[] = [];
  const visit = (node: HypothesisNode): HypothesisStatusResult => {
    const own = votes.get(node.id) ?? [];
    const childResults = node.children.map(visit);
    const result =
      node.children.length === 0 || own.length > 0
        ? judgeLeaf(node, own, planned.has(node.id))
        : rollUp(node, childResults);
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
