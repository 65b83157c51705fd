import type {
  GenerationRequest,
  HypothesisNode,
  HypothesisTree,
  IssueTree,
  TreeNode,
  Workplan,
  WorkplanRow,
} from '@caseboard/contracts';
import { analysisType, ANALYSIS_LIBRARY, fill, type AnalysisType } from './analyses/library.js';
import { contextOf, decompose, type Ctx, type Spec } from './frameworks/index.js';
import { questionToClaim } from './frameworks/generic.js';
import { findSpec } from './frameworks/match.js';
import { analyseProblem } from './problem/analyse.js';
import { lowerFirst } from './problem/tokens.js';
import type { ProblemFrame } from './problem/types.js';
import { frameNote, hypothesisIdFor, specToIssueNode } from './trees.js';

/**
 * The problem-solving chain, offline: every artefact starts from what the request's context already holds
 * (the team's own, possibly edited, issue tree, hypotheses and plan) and derives only what is missing.
 * `Reasoning` is computed once per request and shared by the steps.
 */
export interface Reasoning {
  request: GenerationRequest;
  frame: ProblemFrame;
  ctx: Ctx;
  spec: Spec;
}

export function reason(request: GenerationRequest): Reasoning {
  const frame = analyseProblem(request.problemStatement);
  return { request, frame, ctx: contextOf(frame), spec: decompose(frame) };
}

/** Steps of the chain computed once per request: the storyline needs the plan, simulations and statuses. */
const memo = new WeakMap<Reasoning, Map<string, unknown>>();

export function once<T>(r: Reasoning, key: string, compute: () => T): T {
  let cache = memo.get(r);
  if (!cache) {
    cache = new Map();
    memo.set(r, cache);
  }
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

export function issueTreeFrom(r: Reasoning): IssueTree {
  if (r.request.context?.issueTree) return r.request.context.issueTree;
  const root = specToIssueNode(r.spec, 'i');
  root.notes = frameNote(r.frame);
  return { root };
}

/** Keeps a claim within one readable sentence (160 characters): cut at a clause boundary, else at a word. */
export function fitLabel(text: string, max = 160): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' mainly '));
  if (clause > max / 2) return head.slice(0, clause);
  return `${head.slice(0, head.lastIndexOf(' '))}…`;
}

/** How deep hypotheses go below the governing one; deeper questions become notes for the analysts. */
const HYPOTHESIS_DEPTH = 2;

export function hypothesisNodeFor(r: Reasoning, issue: TreeNode, depth: number): HypothesisNode {
  const known = findSpec(r.spec, issue.label);
  const tests = known?.tests ?? [];
  const impact = depth === 0 ? 5 : (known?.impact ?? 3);
  const ease = tests.length > 0 ? Math.max(...tests.map((t) => analysisType(t)?.ease ?? 3)) : 3;
  const node: HypothesisNode = {
    id: hypothesisIdFor(issue.id),
    label: fitLabel(known ? known.claim : questionToClaim(issue.label)),
    kind: 'hypothesis',
    status: 'untested',
    evidence: [],
    priority: { impact, ease },
    children: [],
  };
  if (issue.dimension && depth < HYPOTHESIS_DEPTH && issue.children.length > 0) node.dimension = issue.dimension;
  const deeper = depth >= HYPOTHESIS_DEPTH ? issue.children : [];
  node.notes = [
    `Answers: ${issue.label}`,
    ...(deeper.length > 0 ? [`Sub-questions for the analysis: ${deeper.map((c) => c.label).join(' ')}`] : []),
  ].join('\n');
  if (depth < HYPOTHESIS_DEPTH) node.children = issue.children.map((child) => hypothesisNodeFor(r, child, depth + 1));
  return node;
}

export function hypothesisTreeFrom(r: Reasoning): HypothesisTree {
  if (r.request.context?.hypothesisTree) return r.request.context.hypothesisTree;
  return once(r, 'hypothesis-tree', () => ({ root: hypothesisNodeFor(r, issueTreeFrom(r).root, 0) }));
}

/** Analyses that test a hypothesis: the library's choice for claims it wrote, else the best keyword matches. */
export function analysesFor(r: Reasoning, claim: string): AnalysisType[] {
  const known = findSpec(r.spec, claim);
  const chosen = (known?.tests ?? []).map((id) => analysisType(id)).filter((a): a is AnalysisType => a !== undefined);
  if (chosen.length > 0) return chosen;
  const scored = ANALYSIS_LIBRARY.map((a, index) => {
    const hits = claim.match(new RegExp(a.keywords.source, 'gi'))?.length ?? 0;
    return { a: a as AnalysisType, score: hits * 10 + a.ease, index, hits };
  })
    .filter((s) => s.hits > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index);
  const best = scored.slice(0, 2).map((s) => s.a);
  return best.length > 0 ? best : [analysisType('expert-interviews')!];
}

export function leaves(root: HypothesisNode): HypothesisNode[] {
  const out: HypothesisNode[] = [];
  const visit = (node: HypothesisNode, depth: number) => {
    if (node.children.length === 0 && depth > 0) out.push(node);
    for (const child of node.children) visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}

export function flatten(root: HypothesisNode): HypothesisNode[] {
  const out: HypothesisNode[] = [];
  const visit = (node: HypothesisNode) => {
    out.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  return out;
}

/** The claim without its leading subject, for naming an analysis: "the cost of fuel per passenger has risen". */
function topicOf(claim: string, names: ReadonlySet<string>): string {
  const topic = claim.replace(/\.$/, '');
  return lowerFirst(topic.length > 90 ? `${topic.slice(0, 87).replace(/\s+\S*$/, '')}…` : topic, names);
}

function priorityOf(node: HypothesisNode): WorkplanRow['priority'] {
  const score = (node.priority?.impact ?? 3) * (node.priority?.ease ?? 3);
  return score >= 15 ? 'high' : score >= 9 ? 'medium' : 'low';
}

const START_WEEK: Record<WorkplanRow['priority'], number> = { high: 1, medium: 2, low: 3 };

export function workplanFrom(r: Reasoning): Workplan {
  if (r.request.context?.workplan) return { rows: r.request.context.workplan };
  return once(r, 'workplan', () => planFor(r));
}

function planFor(r: Reasoning): Workplan {
  const tree = hypothesisTreeFrom(r);
  const words = { S: r.ctx.S, U: r.ctx.U, u: r.ctx.u, M: r.ctx.M };
  const rows: WorkplanRow[] = [];
  for (const hypothesis of leaves(tree.root)) {
    const priority = priorityOf(hypothesis);
    // High-impact hypotheses get a second, independent analysis: two angles on the same claim.
    const picks = analysesFor(r, hypothesis.label).slice(0, (hypothesis.priority?.impact ?? 3) >= 4 ? 2 : 1);
    for (const type of picks) {
      const due = START_WEEK[priority] + type.weeks - 1;
      rows.push({
        id: `a.${rows.length + 1}`,
        hypothesisId: hypothesis.id,
        analysis: `${type.name}: ${topicOf(hypothesis.label, r.frame.names)}`,
        analysisType: type.id,
        dataSources: [...type.dataSources],
        method: fill(type.method, words),
        owner: type.owner,
        due: `Week ${due}`,
        status: 'planned',
        priority,
      });
    }
  }
  return { rows };
}

/** Finds a hypothesis by id in the tree of the request (or the derived one). */
export function hypothesisById(tree: HypothesisTree, id: string): HypothesisNode | undefined {
  return flatten(tree.root).find((node) => node.id === id);
}
