import type { IssueTree, TreeNode } from '@caseboard/contracts';
import { countBySeverity, lintTree } from '@caseboard/domain';
import type { EvalCase } from './cases.js';

/**
 * How good an issue tree is, in numbers a reviewer can hold a generator to: shape (top branches, depth,
 * nodes), MECE lint findings, coverage of the words a relevant tree would use, and how much of the
 * statement's own vocabulary the tree speaks.
 */
export interface TreeScore {
  topBranches: number;
  depth: number;
  nodes: number;
  lint: { error: number; warning: number; info: number };
  duplicateSiblings: number;
  /** Share of the case's expectTerms found in the tree's labels (0-1). */
  coverage: number;
  missingTerms: string[];
  /** Share of the statement's content words (4+ letters) that the labels use (0-1). */
  ownTerms: number;
}

export function labelsOf(root: TreeNode): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node.label);
    stack.push(...node.children);
  }
  return out;
}

function depthOf(root: TreeNode): number {
  let max = 0;
  const stack: Array<[TreeNode, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    max = Math.max(max, depth);
    for (const child of node.children) stack.push([child, depth + 1]);
  }
  return max;
}

const STOP = new Set(
  'that this with from have what which their there about into over while when where would could should must than then them they will been being does other after before within without every each only also such much many more most some'.split(
    ' ',
  ),
);

/** Content words of a statement: 4+ letters, not function words, lower case, digits dropped. */
export function statementWords(statement: string): string[] {
  const words = statement.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w)))];
}

export function scoreTree(tree: IssueTree, evalCase: EvalCase): TreeScore {
  const text = labelsOf(tree.root).join('\n').toLowerCase();
  const findings = lintTree(tree, { treeKind: 'issue' });
  const missingTerms = evalCase.expectTerms.filter((term) => !text.includes(term.toLowerCase()));
  const own = statementWords(evalCase.problemStatement);
  const used = own.filter((w) => text.includes(w.replace(/s$/, '')));
  return {
    topBranches: tree.root.children.length,
    depth: depthOf(tree.root),
    nodes: labelsOf(tree.root).length,
    lint: countBySeverity(findings),
    duplicateSiblings: findings.filter((f) => f.code === 'duplicate_siblings').length,
    coverage: evalCase.expectTerms.length === 0 ? 1 : 1 - missingTerms.length / evalCase.expectTerms.length,
    missingTerms,
    ownTerms: own.length === 0 ? 1 : used.length / own.length,
  };
}

/** The bars every issue tree must clear; returns what it misses (empty when it passes). */
export function missedBars(score: TreeScore): string[] {
  const missed: string[] = [];
  if (score.topBranches < 3 || score.topBranches > 7) missed.push(`top branches ${score.topBranches} not in 3-7`);
  if (score.depth < 2) missed.push(`depth ${score.depth} < 2`);
  if (score.duplicateSiblings > 0) missed.push(`${score.duplicateSiblings} duplicate sibling groups`);
  if (score.lint.error > 0) missed.push(`${score.lint.error} lint errors`);
  if (score.missingTerms.length > 0) missed.push(`missing terms: ${score.missingTerms.join(', ')}`);
  return missed;
}

/** Pairs of cases whose trees are too alike: same root, or mostly the same labels (Jaccard above `max`). */
export function similarPairs(trees: ReadonlyArray<{ id: string; tree: IssueTree }>, max = 0.8): string[] {
  const sets = trees.map(({ id, tree }) => ({ id, root: tree.root.label, labels: new Set(labelsOf(tree.root)) }));
  const pairs: string[] = [];
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      const a = sets[i]!;
      const b = sets[j]!;
      let shared = 0;
      for (const label of a.labels) if (b.labels.has(label)) shared += 1;
      const jaccard = shared / (a.labels.size + b.labels.size - shared);
      if (a.root === b.root || jaccard > max) pairs.push(`${a.id} ~ ${b.id} (${jaccard.toFixed(2)})`);
    }
  }
  return pairs;
}
