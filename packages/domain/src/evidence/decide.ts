import type {
  DecisionRule,
  HypothesisNode,
  HypothesisStatus,
  ProjectDocument,
  WorkplanRow,
  AnalysisEntry,
} from '@caseboard/contracts';
import { setStatus, type Tree } from '../document/tree-ops.js';

/**
 * How findings decide hypotheses. Only the team's own results count: a measured value against the work
 * plan's decision rule, or the team's verdict with its reason (a verdict overrules the number). A
 * simulated result is an illustration and never decides. A hypothesis with findings of its own takes
 * the majority of them; a parent without findings rolls up from its children by a stated rule. The
 * offline "Validate hypotheses" (packages/engine, hypothesis-status) reads results by the same rules.
 */

export type Direction = 'supports' | 'refutes' | 'inconclusive';

/** A comparator's rule holds for the value: what the value says about the hypothesis. */
export function directionByRule(
  value: number,
  rule: Pick<DecisionRule, 'comparator' | 'threshold'>,
): 'supports' | 'refutes' {
  const { comparator, threshold } = rule;
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

export interface FindingVote {
  analysisId: string;
  title: string;
  direction: Direction;
  /** `rule`: the measured value against the decision rule; `verdict`: the team's judgement. */
  by: 'rule' | 'verdict';
  value?: number;
  rule?: Pick<DecisionRule, 'comparator' | 'threshold' | 'unit' | 'measure' | 'text'>;
  reason?: string;
  /** The data set the value was read from, when it was. */
  dataset?: { id: string; name: string };
}

export interface HypothesisDecision {
  hypothesisId: string;
  status: HypothesisStatus;
  /** `findings`: its own analyses decided; `roll-up`: its children did; `none`: nothing decides it. */
  basis: 'findings' | 'roll-up' | 'none';
  votes: FindingVote[];
  /** The finding that decided it: the first whose direction is the status. */
  decidedBy?: FindingVote;
  /** Roll-up: the children's ids by the status they count with. */
  children?: { supported: string[]; refuted: string[]; open: string[]; total: number };
}

/** The rule by which a parent rolls up, shown beside the roll-up. */
export const ROLL_UP_RULE = 'at-least-half-hold-and-more-hold-than-fail';

/** The vote an analysis casts, or none when the team has recorded no result that decides. */
export function voteOfEntry(entry: AnalysisEntry, row: WorkplanRow | undefined): FindingVote | undefined {
  const result = entry.result;
  if (!result) return undefined;
  const dataset =
    entry.evidence?.dataset && entry.evidence.measure
      ? { id: entry.evidence.dataset.id, name: entry.evidence.dataset.name }
      : undefined;
  const rule = row?.decisionRule;
  const base = {
    analysisId: entry.id,
    title: row?.analysis ?? entry.title,
    ...(result.value !== undefined ? { value: result.value } : {}),
    ...(rule ? { rule } : {}),
    ...(dataset ? { dataset } : {}),
  };
  if (result.verdict) {
    return { ...base, direction: result.verdict, by: 'verdict', ...(result.reason ? { reason: result.reason } : {}) };
  }
  if (result.value !== undefined && rule) {
    return { ...base, direction: directionByRule(result.value, rule), by: 'rule' };
  }
  return undefined;
}

function judge(votes: FindingVote[]): HypothesisStatus {
  const supports = votes.filter((v) => v.direction === 'supports').length;
  const refutes = votes.filter((v) => v.direction === 'refutes').length;
  if (supports > refutes) return 'supported';
  if (refutes > supports) return 'refuted';
  return 'inconclusive';
}

const DIRECTION_OF: Partial<Record<HypothesisStatus, Direction>> = {
  supported: 'supports',
  refuted: 'refutes',
  inconclusive: 'inconclusive',
};

/** Every hypothesis's decision, from the document's findings; a pure reading, nothing changes. */
export function decideHypotheses(document: ProjectDocument): Map<string, HypothesisDecision> {
  const decisions = new Map<string, HypothesisDecision>();
  const tree = document.hypothesisTree;
  if (!tree) return decisions;
  const rows = new Map(document.workplan.map((row) => [row.id, row]));
  const votes = new Map<string, FindingVote[]>();
  for (const entry of document.analyses) {
    const vote = voteOfEntry(entry, rows.get(entry.id));
    if (vote) votes.set(entry.hypothesisId, [...(votes.get(entry.hypothesisId) ?? []), vote]);
  }
  // Depth first without recursion: a parent is decided after its children.
  const order: HypothesisNode[] = [];
  const stack: HypothesisNode[] = [tree.root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    order.push(node);
    for (const child of node.children) stack.push(child);
  }
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const node = order[i]!;
    const own = votes.get(node.id) ?? [];
    if (own.length > 0) {
      const status = judge(own);
      const decidedBy = own.find((v) => v.direction === DIRECTION_OF[status]);
      decisions.set(node.id, {
        hypothesisId: node.id,
        status,
        basis: 'findings',
        votes: own,
        ...(decidedBy ? { decidedBy } : {}),
      });
      continue;
    }
    if (node.children.length > 0) {
      const counted = node.children.map((child) => {
        const decision = decisions.get(child.id)!;
        return { id: child.id, status: decision.basis === 'none' ? child.status : decision.status };
      });
      const supported = counted.filter((c) => c.status === 'supported').map((c) => c.id);
      const refuted = counted.filter((c) => c.status === 'refuted').map((c) => c.id);
      const tested = counted.filter((c) => c.status !== 'untested' && c.status !== 'parked');
      const anyDecided = node.children.some((child) => decisions.get(child.id)!.basis !== 'none');
      if (anyDecided && tested.length > 0) {
        let status: HypothesisStatus = 'inconclusive';
        if (supported.length * 2 >= tested.length && supported.length > refuted.length) status = 'supported';
        else if (refuted.length * 2 > tested.length) status = 'refuted';
        decisions.set(node.id, {
          hypothesisId: node.id,
          status,
          basis: 'roll-up',
          votes: [],
          children: {
            supported,
            refuted,
            open: counted.filter((c) => c.status !== 'supported' && c.status !== 'refuted').map((c) => c.id),
            total: counted.length,
          },
        });
        continue;
      }
    }
    decisions.set(node.id, { hypothesisId: node.id, status: 'untested', basis: 'none', votes: [] });
  }
  return decisions;
}

const signature = (d: HypothesisDecision | undefined) =>
  d ? `${d.basis}:${d.status}:${d.votes.map((v) => `${v.analysisId}/${v.direction}/${v.value ?? ''}`).join(',')}` : '';

/**
 * Lets the statuses follow an edit's findings: every hypothesis whose decision the edit changed takes
 * the status its findings (or children) now give; one that nothing decides any longer goes back to
 * untested. Hypotheses the edit did not touch keep their status, a status set by hand included.
 */
export function followFindings(before: ProjectDocument, after: ProjectDocument): ProjectDocument {
  if (!after.hypothesisTree) return after;
  const was = decideHypotheses(before);
  let current = after;
  // A parent rolls up from its children's new statuses: settle in a few rounds (the tree is at most 10 deep).
  for (let round = 0; round < 12; round += 1) {
    const now = decideHypotheses(current);
    let tree: Tree<HypothesisNode> = current.hypothesisTree!;
    for (const [id, decision] of now) {
      const previous = was.get(id);
      if (signature(previous) === signature(decision)) continue;
      if (decision.basis === 'none' && (!previous || previous.basis === 'none')) continue;
      tree = setStatus(tree, id, decision.status);
    }
    if (tree === current.hypothesisTree) return current;
    current = { ...current, hypothesisTree: tree };
  }
  return current;
}
