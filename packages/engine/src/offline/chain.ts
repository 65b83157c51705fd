import type {
  GenerationRequest,
  HypothesisNode,
  HypothesisTree,
  IssueTree,
  ProblemReading,
  TreeNode,
  Workplan,
  WorkplanRow,
} from '@caseboard/contracts';
import { analysisType, ANALYSIS_LIBRARY, fill, type AnalysisType, type AnalysisTypeId } from './analyses/library.js';
import { ruleText, type Spec } from './archetypes/spec.js';
import { decompose, type Decomposition } from './decompose.js';
import { frameOf, type Frame } from './frame.js';
import { questionToClaim } from './generic.js';
import { findSpec } from './match.js';
import { readProblem } from './reading/read.js';
import { lowerFirst } from './text.js';
import { hypothesisIdFor, specToIssueNode } from './trees.js';

/**
 * The problem-solving chain, offline: every artefact starts from the reading (the consultant's confirmed
 * one in the request, or the reader's proposal) and from what the request's context already holds (the
 * team's own, possibly edited, issue tree, hypotheses and plan), and derives only what is missing.
 * `Reasoning` is computed once per request and shared by the steps.
 */
export interface Reasoning {
  request: GenerationRequest;
  reading: ProblemReading;
  frame: Frame;
  decomposition: Decomposition;
  spec: Spec;
}

export function readingOf(request: GenerationRequest): ProblemReading {
  return (
    request.context?.reading ??
    readProblem(request.problemStatement, { keyQuestion: request.context?.brief?.keyQuestion })
  );
}

export function reason(request: GenerationRequest): Reasoning {
  const reading = readingOf(request);
  const frame = frameOf(reading, { variant: request.context?.variant });
  const decomposition = decompose(frame, request.context?.brief?.keyQuestion);
  return { request, reading, frame, decomposition, spec: decomposition.root };
}

/** Steps of the chain computed once per request: the storyline needs the plan and the statuses. */
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

/** What the engine read, as a note on the root: the consultant sees what the tree was built on. */
export function readingNote(r: Reasoning): string {
  const { reading, frame } = r;
  const parts = [
    `Archetype: ${reading.archetype}${reading.confirmed ? ' (confirmed)' : ' (proposed, not yet confirmed)'}.`,
  ];
  if (frame.hasMetric) {
    const move = [
      frame.baseline ? `today ${frame.baseline.text}` : '',
      frame.target ? `target ${frame.target.text}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    parts.push(`Metric: ${frame.M}${move ? ` (${move})` : ''}.`);
  }
  if (frame.gap) parts.push(`Gap: ${frame.gap.text}.`);
  if (frame.deadline) parts.push(`Deadline: ${frame.deadline}.`);
  if (frame.options.length > 0) parts.push(`Options: ${frame.options.join('; ')}.`);
  if (frame.constraints.length > 0) parts.push(`Constraints: ${frame.constraints.join('; ')}.`);
  return parts.join(' ');
}

export function issueTreeFrom(r: Reasoning): IssueTree {
  if (r.request.context?.issueTree) return r.request.context.issueTree;
  return once(r, 'issue-tree', () => {
    const root = specToIssueNode(r.spec, 'i');
    root.notes = readingNote(r);
    return { root };
  });
}

/** How deep hypotheses go below the governing one; deeper questions become notes for the analysts. */
const HYPOTHESIS_DEPTH = 2;

/** The engine's spec for a label of any of the archetype's splits, so edited trees keep their logic. */
export function specFor(r: Reasoning, label: string): Spec | undefined {
  for (const root of [r.spec, ...r.decomposition.all]) {
    const found = findSpec(root, label);
    if (found) return found;
  }
  return undefined;
}

export function hypothesisNodeFor(r: Reasoning, issue: TreeNode, depth: number): HypothesisNode {
  const known = specFor(r, issue.label);
  const tests = known?.tests ?? [];
  const impact = depth === 0 ? 5 : (known?.impact ?? 3);
  const ease = tests.length > 0 ? Math.max(...tests.map((t) => analysisType(t)?.ease ?? 3)) : 3;
  const claim = known ? { text: known.claim, reworded: false } : questionToClaim(issue.label, r.frame);
  const node: HypothesisNode = {
    id: hypothesisIdFor(issue.id),
    label: claim.text,
    kind: 'hypothesis',
    status: 'untested',
    evidence: [],
    priority: { impact, ease },
    generated: true,
    children: [],
  };
  if (issue.dimension && depth < HYPOTHESIS_DEPTH && issue.children.length > 0) node.dimension = issue.dimension;
  const deeper = depth >= HYPOTHESIS_DEPTH ? issue.children : [];
  node.notes = [
    `Answers: ${issue.label}`,
    ...(claim.reworded ? ['Written from an open question: sharpen it into a claim the data can refute.'] : []),
    ...(deeper.length > 0 ? [`Sub-questions for the analysis: ${deeper.map((c) => c.label).join(' ')}`] : []),
  ].join('\n');
  if (depth < HYPOTHESIS_DEPTH) node.children = issue.children.map((child) => hypothesisNodeFor(r, child, depth + 1));
  return node;
}

export function hypothesisTreeFrom(r: Reasoning): HypothesisTree {
  if (r.request.context?.hypothesisTree) return r.request.context.hypothesisTree;
  return once(r, 'hypothesis-tree', () => ({ root: hypothesisNodeFor(r, issueTreeFrom(r).root, 0) }));
}

/** The words library texts are filled with: the frame's, in the industry's vocabulary. */
export function wordsOf(r: Reasoning): Record<string, string> {
  const f = r.frame;
  const i = f.industry;
  return {
    S: f.S,
    M: f.M,
    U: f.U,
    u: f.u,
    B: f.C,
    C: f.C,
    c: f.c,
    price: i.price,
    salesData: i.data.sales,
    costData: i.data.costs,
    customerData: i.data.customers,
    opsData: i.data.operations,
    workforce: i.workforce,
    capacity: i.capacity,
    competitors: i.competitors,
    regulator: i.regulator,
    kpi: i.kpis[0],
  };
}

/** What a client selling to people rather than organisations runs instead of a deal-based analysis. */
const CONSUMER_ALTERNATIVE: Partial<Record<string, AnalysisTypeId>> = {
  'discount-waterfall': 'price-testing',
  'win-loss': 'customer-survey',
};

/** Analyses that test a hypothesis: the archetype's choice for claims it wrote, else the best keyword matches. */
export function analysesFor(r: Reasoning, claim: string): AnalysisType[] {
  const known = specFor(r, claim);
  const fits = (a: AnalysisType) => a.audience !== 'b2b' || r.frame.industry.b2b;
  const chosen = (known?.tests ?? [])
    .map((id) =>
      fits(analysisType(id)!) ? analysisType(id) : analysisType(CONSUMER_ALTERNATIVE[id] ?? 'customer-survey'),
    )
    .filter((a): a is AnalysisType => a !== undefined)
    .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
  if (chosen.length > 0) return chosen;
  const scored = ANALYSIS_LIBRARY.filter(fits)
    .map((a, index) => {
      const hits = claim.match(new RegExp(a.keywords.source, 'gi'))?.length ?? 0;
      return { a, score: hits * 10 + a.ease, index, hits };
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

/** The claim without its full stop, shortened, to name an analysis: "fuel costs per passenger have risen". */
/** The claim as the topic of an analysis, whole: a name cut short reads as a fragment. */
function topicOf(claim: string, names: ReadonlySet<string>): string {
  return lowerFirst(claim.replace(/\.$/, ''), names);
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
  const words = wordsOf(r);
  const rows: WorkplanRow[] = [];
  for (const hypothesis of leaves(tree.root)) {
    const priority = priorityOf(hypothesis);
    const spec = specFor(r, hypothesis.label);
    // High-impact hypotheses get a second, independent analysis: two angles on the same claim.
    const picks = analysesFor(r, hypothesis.label).slice(0, (hypothesis.priority?.impact ?? 3) >= 4 ? 2 : 1);
    for (const type of picks) {
      const due = START_WEEK[priority] + type.weeks - 1;
      const row: WorkplanRow = {
        id: `a.${rows.length + 1}`,
        hypothesisId: hypothesis.id,
        analysis: `${type.name}: ${topicOf(hypothesis.label, r.frame.names)}`,
        analysisType: type.id,
        dataSources: type.dataSources.map((source) => fill(source, words)),
        method: fill(type.method, words),
        owner: type.owner,
        due: `Week ${due}`,
        status: 'planned',
        priority,
      };
      const decision = spec?.rule ?? type.rule?.(words);
      if (decision) row.decisionRule = { ...decision, text: ruleText(decision) };
      rows.push(row);
    }
  }
  return { rows };
}

/** Finds a hypothesis by id in the tree of the request (or the derived one). */
export function hypothesisById(tree: HypothesisTree, id: string): HypothesisNode | undefined {
  return flatten(tree.root).find((node) => node.id === id);
}
