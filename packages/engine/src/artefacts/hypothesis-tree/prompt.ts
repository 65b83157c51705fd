import type { GenerationRequest, HypothesisNode, TreeNode } from '@caseboard/contracts';
import { briefText, pathTo, treeOutline } from '../../llm/context.js';
import type { ListShape } from '../../llm/list-parts.js';
import {
  answerShape,
  assemble,
  branchData,
  example,
  fence,
  guidance,
  problemData,
  systemPrompt,
  task,
} from '../../llm/prompt-kit.js';
import { readingDigest, type ReadingDigest } from '../../llm/reading.js';
import { readRawNode, sameWordsKey, type RawNode } from '../../llm/rekey.js';
import type { LlmShape } from '../../llm/shapes.js';
import type { TreeShape } from '../../llm/tree-parts.js';
import { HypothesesForIssuesSchema, hypothesisBranchSchema, HypothesisTopSchema } from './schema.js';

export const PROMPT_VERSION = 'hypothesis-tree/2';

/** Two levels of sub-hypotheses below the governing one when no issue tree gives the shape. */
const DEPTH = 2;

const EXAMPLE_PROBLEM =
  'A bakery chain’s operating margin fell from 9% to 4% in two years. How can it get back to 9% by 2027?';

const CLAIM_RULES = [
  'Every node is a testable claim with a verb and, where it helps, a number ("Flour cost per loaf rose 25% since 2022"), never a question or a noun phrase.',
  'In "notes", the measure and the threshold that would prove or kill it ("supported if flour cost per loaf rose more than 15%").',
  'Give "priority" with impact and ease from 1 to 5.',
];

/**
 * The hypothesis tree in parts. With the team's issue tree, one hypothesis per issue, asked branch by
 * branch (the tree keeps the issue tree's shape, hypothesis "h.2.1" answering issue "i.2.1"). Without
 * one, the governing hypothesis and its first level, then each branch. Regenerating a focus node is one
 * branch call under it.
 */
export function hypothesisTreeShape(request: GenerationRequest): LlmShape {
  const digest = readingDigest(request);
  const issueTree = request.context?.issueTree;
  const focusId = request.context?.focusNodeId;
  const existing = request.context?.hypothesisTree;
  if (issueTree && !(focusId && existing)) return fromIssues(request, digest, issueTree.root);
  return freeTree(request, digest, focusId && existing ? { tree: existing.root, id: focusId } : undefined);
}

function toHypothesis(raw: RawNode, id: string): HypothesisNode {
  const node: HypothesisNode = { id, label: raw.label, status: 'untested', evidence: [], children: [] };
  if (raw.notes) node.notes = raw.notes;
  if (raw.priority) node.priority = raw.priority;
  return node;
}

function context(request: GenerationRequest, digest: ReadingDigest): string {
  const brief = request.context?.brief;
  return assemble([
    problemData(request, digest),
    brief && briefText(brief) && fence('project brief', briefText(brief)),
  ]);
}

function freeTree(
  request: GenerationRequest,
  digest: ReadingDigest,
  focus: { tree: HypothesisNode; id: string } | undefined,
): TreeShape<HypothesisNode> {
  return {
    type: 'tree',
    system: systemPrompt(request.locale),
    depth: DEPTH,
    rootId: 'h',
    top: () => ({
      prompt: assemble([
        context(request, digest),
        guidance(digest, ['claims']),
        task(
          'Write the top of the hypothesis tree: the governing hypothesis (the root) and its first-level sub-hypotheses.',
          [
            'Root: the governing hypothesis, the likely answer to the key question, as one claim sized against the gap.',
            'Three to five first-level sub-hypotheses that together would prove the root, mutually exclusive and collectively exhaustive.',
            ...CLAIM_RULES,
            'Only the first level now: the deeper levels are asked branch by branch afterwards.',
          ],
        ),
        example(EXAMPLE_PROBLEM, {
          root: {
            label: 'The chain can regain a 9% margin by 2027 by repricing and cutting ingredient waste',
            notes: 'Supported if the levers below add at least 5 points of margin.',
            children: [
              {
                label: 'Prices lag ingredient inflation by 8 points since 2022',
                notes: 'Supported if the price index trails the cost index by more than 5 points.',
                priority: { impact: 5, ease: 4 },
              },
            ],
          },
        }),
        answerShape({
          root: {
            label: '...',
            notes: '...',
            children: [{ label: '...', notes: '...', priority: { impact: 4, ease: 3 } }],
          },
        }),
      ]),
      schema: HypothesisTopSchema,
    }),
    branch: (tree, node, levels, have, replacing) => ({
      prompt: assemble([
        context(request, digest),
        fence('hypothesis tree so far', treeOutline(tree, 6_000)),
        branchData(pathTo(tree, node.id), have, replacing),
        guidance(digest, ['claims']),
        task(
          `Write the sub-hypotheses under branch ${node.id} (its claim is in <project_content name="branch">), ${levels >= 2 ? 'two levels deep: 2 to 4 sub-hypotheses, each with 2 to 3 of its own' : 'one level deep: 2 to 4 sub-hypotheses'}.`,
          [
            have.length > 0 &&
              `Branch ${node.id} already has the sub-hypotheses in <project_content name="written so far">. Write only the ones still missing; answer {"children": []} if none are missing.`,
            replacing.length > 0 &&
              'The team wants new sub-hypotheses here: do not repeat those in <project_content name="to replace">.',
            'Together they would prove the branch’s claim; each is narrower than it.',
            ...CLAIM_RULES,
          ],
        ),
        answerShape({ children: [{ label: '...', notes: '...', priority: { impact: 4, ease: 3 } }] }),
      ]),
      schema: hypothesisBranchSchema(levels),
    }),
    toNode: (raw, id) => toHypothesis(raw, id),
    focus,
  };
}

interface IssueUnit {
  issue: TreeNode;
  /** Position path in the issue tree: [] for the root, [2, 1] for its second branch's first child. */
  path: number[];
  /** The first-level branch it belongs to ("top" for the root and the first level). */
  group: string;
}

function fromIssues(
  request: GenerationRequest,
  digest: ReadingDigest,
  issueRoot: TreeNode,
): ListShape<IssueUnit, HypothesisNode> {
  const units: IssueUnit[] = [];
  const parentOf = new Map<string, string>();
  const childrenOf = (id: string) => units.filter((u) => parentOf.get(u.issue.id) === id).map((u) => u.issue.id);
  const visit = (issue: TreeNode, path: number[], group: string) => {
    units.push({ issue, path, group });
    for (const child of issue.children) parentOf.set(child.id, issue.id);
    issue.children.forEach((child, i) =>
      visit(child, [...path, i + 1], path.length === 0 ? 'top' : group === 'top' ? issue.id : group),
    );
  };
  visit(issueRoot, [], 'top');
  const idOf = (path: number[]) => ['h', ...path].join('.');
  return {
    type: 'list',
    system: systemPrompt(request.locale),
    units,
    unitId: (unit) => unit.issue.id,
    unitLabel: (unit) => unit.issue.label,
    itemKeys: ['hypotheses', 'children', 'nodes'],
    refOf: (item) => item['issueId'] ?? item['issue_id'] ?? item['id'],
    hintOf: (item) => (typeof item['label'] === 'string' ? item['label'] : undefined),
    tokensPerUnit: 90,
    maxBatch: 12,
    groupOf: (unit) => unit.group,
    what: 'a hypothesis for',
    ask: (batch, done) => ({
      prompt: assemble([
        context(request, digest),
        fence('the team’s issue tree', treeOutline(issueRoot, 8_000)),
        done.size > 0 &&
          fence(
            'hypotheses written so far',
            [...done.entries()].map(([id, [h]]) => `for ${id}: ${h!.label}`).join('\n'),
          ),
        fence('issues to answer now', batch.map((u) => `${u.issue.id}: ${u.issue.label}`).join('\n')),
        guidance(digest, ['claims']),
        task(
          'Write one hypothesis for each issue listed in <project_content name="issues to answer now">: the answer you expect to that issue, as a claim.',
          [
            batch.some((u) => u.path.length === 0) &&
              `For the key question (${issueRoot.id}): the governing hypothesis, the likely answer to the whole problem.`,
            'Name the issue in "issueId" exactly as listed; keep the order of the list.',
            'A hypothesis is narrower than its parent’s and, with its siblings, would prove it; it says something different from each of its siblings.',
            ...CLAIM_RULES,
          ],
        ),
        example(EXAMPLE_PROBLEM, {
          hypotheses: [
            {
              issueId: 'i.2',
              label: 'Ingredient cost per loaf rose 10 points faster than prices since 2022',
              notes: 'Supported if cost per loaf grew at least 10 points more than the price per loaf.',
              priority: { impact: 5, ease: 4 },
            },
          ],
        }),
        answerShape({
          hypotheses: [{ issueId: batch[0]!.issue.id, label: '...', notes: '...', priority: { impact: 4, ease: 3 } }],
        }),
      ]),
      schema: HypothesesForIssuesSchema,
    }),
    read: (item, unit, done) => {
      const raw = readRawNode(item);
      if (!raw) return undefined;
      // A claim that repeats a sibling's is no hypothesis of its own: the issue is asked for again.
      const parent = parentOf.get(unit.issue.id);
      const siblings = parent ? childrenOf(parent).filter((id) => id !== unit.issue.id) : [];
      const key = sameWordsKey(raw.label);
      if (siblings.some((id) => done.get(id)?.some((h) => sameWordsKey(h.label) === key))) return undefined;
      return toHypothesis(raw, idOf(unit.path));
    },
    assemble: (done) => {
      const build = (issue: TreeNode): HypothesisNode | undefined => {
        const node = done.get(issue.id)?.[0];
        if (!node) return undefined;
        const children = issue.children.map(build).filter((c): c is HypothesisNode => c !== undefined);
        return { ...node, children };
      };
      const root = build(issueRoot);
      return root ? { root } : undefined;
    },
  };
}
