import type { GenerationRequest, IssueTree, TreeNode } from '@caseboard/contracts';
import { briefText, pathTo, treeOutline } from '../../llm/context.js';
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
import type { RawNode } from '../../llm/rekey.js';
import type { TreeShape } from '../../llm/tree-parts.js';
import { issueBranchSchema, IssueTopSchema } from './schema.js';

export const PROMPT_VERSION = 'issue-tree/2';

/** Three levels below the key question: what a team can split work on, and what the eval expects. */
const DEPTH = 3;

const EXAMPLE_PROBLEM =
  'A bakery chain’s operating margin fell from 9% to 4% in two years. How can it get back to 9% by 2027?';

/**
 * The issue tree in parts: the key question and its first level, then each first-level branch two levels
 * deep, each in its own call. The task names the part in plain words ("Write the sub-issues under branch
 * i.2"), so a small model knows exactly what to write and a test double can answer it.
 */
export function issueTreeShape(request: GenerationRequest): TreeShape<TreeNode> {
  const digest = readingDigest(request);
  const focusId = request.context?.focusNodeId;
  const existing = request.context?.issueTree;
  return {
    type: 'tree',
    system: systemPrompt(request.locale),
    depth: DEPTH,
    rootId: 'i',
    top: () => ({ prompt: topPrompt(request, digest), schema: IssueTopSchema }),
    branch: (tree, node, levels, have, replacing) => ({
      prompt: branchPrompt(request, digest, tree, node, levels, have, replacing),
      schema: issueBranchSchema(levels),
    }),
    toNode: toIssueNode,
    focus: focusId && existing ? { tree: existing.root, id: focusId } : undefined,
  };
}

function toIssueNode(raw: RawNode, id: string, isRoot: boolean): TreeNode {
  const node: TreeNode = { id, label: raw.label, children: [] };
  const kind = isRoot ? 'question' : raw.kind;
  if (kind) node.kind = kind;
  if (raw.dimension) node.dimension = raw.dimension;
  if (raw.notes) node.notes = raw.notes;
  return node;
}

function context(request: GenerationRequest, digest: ReadingDigest, tree?: IssueTree['root']): string {
  const brief = request.context?.brief;
  return assemble([
    problemData(request, digest),
    brief && briefText(brief) && fence('project brief', briefText(brief)),
    tree && fence('issue tree so far', treeOutline(tree, 6_000)),
  ]);
}

function topPrompt(request: GenerationRequest, digest: ReadingDigest): string {
  const current = request.context?.issueTree;
  const variant = request.context?.variant;
  return assemble([
    context(request, digest),
    current && fence('the team’s current issue tree', treeOutline(current.root, 6_000)),
    guidance(digest, ['split']),
    task('Write the top of the issue tree: the key question (the root) and its first-level sub-questions.', [
      'Root: the key question, specific, actionable and time-bound, in the statement’s own terms; with the gap from today to the target and the deadline when the statement gives them. If the brief has a key question that is not vague, use it.',
      'Three to five first-level sub-questions that together answer the root, mutually exclusive and collectively exhaustive; name the logic of the split in the root’s "dimension" (a formula, segments with an "other" branch, process stages, options, criteria).',
      'Each sub-question names its own driver and the subject; give each a "kind" (driver, segment, stage, option, criterion or issue) and the "dimension" you would split it by next.',
      'Only the first level now: the deeper levels are asked branch by branch afterwards.',
      current && variant
        ? 'Propose another way to split the problem than the team’s current tree: a different first-level logic.'
        : undefined,
    ]),
    example(EXAMPLE_PROBLEM, {
      root: {
        label: 'How can the bakery chain lift its operating margin from 4% back to 9% by 2027?',
        dimension: 'margin = revenue - cost',
        children: [
          { label: 'How can revenue per store grow?', kind: 'driver', dimension: 'revenue = customers x ticket' },
          { label: 'How can the cost of goods per loaf fall?', kind: 'driver', dimension: 'by ingredient' },
          { label: 'How can store operating cost fall?', kind: 'driver', dimension: 'by cost pool' },
        ],
      },
    }),
    answerShape({
      root: { label: '...?', dimension: '...', children: [{ label: '...?', kind: 'driver', dimension: '...' }] },
    }),
  ]);
}

function branchPrompt(
  request: GenerationRequest,
  digest: ReadingDigest,
  tree: TreeNode,
  node: TreeNode,
  levels: number,
  have: readonly TreeNode[],
  replacing: readonly TreeNode[],
): string {
  const deep =
    levels >= 2
      ? `${levels === 2 ? 'two levels' : `${levels} levels`} deep: 3 to 5 sub-questions, each with 2 to 4 sub-questions of its own`
      : 'one level deep: 3 to 5 sub-questions';
  return assemble([
    context(request, digest, tree),
    branchData(pathTo(tree, node.id), have, replacing),
    guidance(digest, ['split']),
    task(
      `Write the sub-issues under branch ${node.id} (its question is in <project_content name="branch">), ${deep}.`,
      [
        have.length > 0 &&
          `Branch ${node.id} already has the sub-issues in <project_content name="written so far">. Write only the sub-issues still missing to complete the split; answer {"children": []} if none are missing.`,
        replacing.length > 0 &&
          'The team wants a new split of this branch: do not repeat the sub-issues in <project_content name="to replace">.',
        'Siblings are mutually exclusive and together exhaustive for their parent; a segment split ends with an "other" branch.',
        'Phrase every sub-issue as a question, in the statement’s own words and numbers; stay inside this branch (its sibling branches cover the rest of the tree).',
        'Give each sub-issue a "kind" and, when it has sub-issues, the "dimension" that splits it.',
      ],
    ),
    example(EXAMPLE_PROBLEM, {
      children: [
        {
          label: 'Has the number of customers per store fallen?',
          kind: 'driver',
          dimension: 'by daypart',
          children: [
            { label: 'Have morning customers fallen?', kind: 'segment' },
            { label: 'Have lunch customers fallen?', kind: 'segment' },
            { label: 'Have customers at other times fallen?', kind: 'segment' },
          ],
        },
      ],
    }),
    answerShape({ children: [{ label: '...?', kind: 'driver', dimension: '...', children: [{ label: '...?' }] }] }),
  ]);
}
