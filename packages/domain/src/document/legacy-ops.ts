import {
  MAX_CHILDREN,
  MAX_TREE_DEPTH,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  MAX_TREE_NODES,
  type LegacyDocument,
  type LegacyNode,
  type TreeDiff,
  type TreeNode,
} from '@caseboard/contracts';
import { diffTrees } from '../tree-diff/index.js';
import {
  freshNodeId,
  insertNode,
  insertSiblingAfter,
  nodeIds,
  removeNode,
  renameNode,
  reorderNode,
  visibleNodes,
  type Tree,
} from './tree-ops.js';

/**
 * Pure edits of an unversioned 1.0 document, for the classic single-page editor. Like the tree
 * operations they return a new document, or the very same one when nothing changed or a limit
 * forbids the edit, so the store can skip no-ops. The issue tree goes through the shared tree
 * operations (titles become labels and back); ids come from the caller (`freshLegacyId`).
 */
export type LegacyHypothesis = NonNullable<LegacyDocument['hypotheses']>[number];
export type LegacyHypothesisStatus = LegacyHypothesis['status'];
export type LegacyStoryline = NonNullable<LegacyDocument['storyline']>;

export const LEGACY_HYPOTHESIS_STATUSES = ['open', 'confirmed', 'rejected'] as const satisfies LegacyHypothesisStatus[];

/**
 * What a 1.0 document may hold: the same tree limits as a 1.1 document (MAX_TREE_NODES nodes,
 * MAX_TREE_DEPTH levels), which the API enforces on every save of either version, so its upgrade
 * always fits. A document stored before the API enforced them may be larger: the editor still opens
 * it (collapsed) and offers no additions until it is back within the limits.
 */
export const LEGACY_LIMITS = {
  problemStatement: MAX_TEXT_LENGTH,
  title: MAX_LABEL_LENGTH,
  children: MAX_CHILDREN,
  nodes: MAX_TREE_NODES,
  depth: MAX_TREE_DEPTH,
  hypotheses: MAX_LIST_ITEMS,
  hypothesisText: MAX_LABEL_LENGTH,
  governingThought: MAX_TEXT_LENGTH,
  points: MAX_CHILDREN,
  point: MAX_LABEL_LENGTH,
} as const;

/** The 1.0 issue tree in the shape the tree operations work on. */
export function legacyToTree(root: LegacyNode): Tree {
  const convert = (node: LegacyNode): TreeNode => ({
    id: node.id,
    label: node.title,
    children: (node.children ?? []).map(convert),
  });
  return { root: convert(root) };
}

/** Back to 1.0 nodes; leaves carry no `children`, as the classic editor wrote them. */
function treeToLegacy(tree: Tree): { root: LegacyNode } {
  const convert = (node: TreeNode): LegacyNode =>
    node.children.length > 0
      ? { id: node.id, title: node.label, children: node.children.map(convert) }
      : { id: node.id, title: node.label };
  return { root: convert(tree.root) };
}

function editIssueTree(document: LegacyDocument, operation: (tree: Tree) => Tree): LegacyDocument {
  if (!document.issueTree) return document;
  const tree = legacyToTree(document.issueTree.root);
  const next = operation(tree);
  return next === tree ? document : { ...document, issueTree: treeToLegacy(next) };
}

/** One line of the issue-tree outline, in display order, with what may be done to it. */
export interface LegacyIssueRow {
  id: string;
  title: string;
  depth: number;
  /** Outline number such as "2.1.3"; empty for the key question at the root. */
  number: string;
  parentId: string | null;
  /** Nodes under this one (children, their children, ...). */
  descendants: number;
  canAddChild: boolean;
  canAddSibling: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
}

export function legacyIssueRows(document: LegacyDocument): LegacyIssueRow[] {
  if (!document.issueTree) return [];
  const tree = legacyToTree(document.issueTree.root);
  const order = visibleNodes(tree);
  const full = order.length >= LEGACY_LIMITS.nodes;
  const numbers = new Map<string, string>([[tree.root.id, '']]);
  const sizes = new Map<string, number>();
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const { node } = order[i]!;
    sizes.set(
      node.id,
      node.children.reduce((sum, child) => sum + 1 + sizes.get(child.id)!, 0),
    );
  }
  return order.map(({ node, parent, index, depth }) => {
    const prefix = parent ? numbers.get(parent.id)! : '';
    const number = parent ? (prefix ? `${prefix}.${index + 1}` : `${index + 1}`) : '';
    numbers.set(node.id, number);
    return {
      id: node.id,
      title: node.label,
      depth,
      number,
      parentId: parent?.id ?? null,
      descendants: sizes.get(node.id)!,
      canAddChild: !full && node.children.length < LEGACY_LIMITS.children && depth < LEGACY_LIMITS.depth,
      canAddSibling: !full && parent !== null && parent.children.length < LEGACY_LIMITS.children,
      canMoveUp: parent !== null && index > 0,
      canMoveDown: parent !== null && index < parent.children.length - 1,
      canRemove: parent !== null,
    };
  });
}

/** Every id in use (issues and hypotheses), so a fresh one collides with neither. */
export function freshLegacyId(document: LegacyDocument, prefix: string): string {
  const used = new Set<string>(document.issueTree ? nodeIds(legacyToTree(document.issueTree.root)) : []);
  for (const hypothesis of document.hypotheses ?? []) used.add(hypothesis.id);
  return freshNodeId(used, prefix);
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function setLegacyProblemStatement(document: LegacyDocument, text: string): LegacyDocument {
  const problemStatement = clip(text, LEGACY_LIMITS.problemStatement);
  return document.problemStatement === problemStatement ? document : { ...document, problemStatement };
}

/** Starts the issue tree with its key question; a document that has one keeps it. */
export function startLegacyIssueTree(document: LegacyDocument, rootId: string, title = ''): LegacyDocument {
  if (document.issueTree) return document;
  return { ...document, issueTree: { root: { id: rootId, title: clip(title, LEGACY_LIMITS.title) } } };
}

export function renameLegacyIssue(document: LegacyDocument, id: string, title: string): LegacyDocument {
  return editIssueTree(document, (tree) => renameNode(tree, id, clip(title, LEGACY_LIMITS.title)));
}

function rowOf(document: LegacyDocument, id: string) {
  return legacyIssueRows(document).find((row) => row.id === id);
}

/** Adds an empty issue as the last child of `parentId`, unless a limit is reached. */
export function addLegacyIssueChild(document: LegacyDocument, parentId: string, id: string): LegacyDocument {
  if (!rowOf(document, parentId)?.canAddChild) return document;
  return editIssueTree(document, (tree) => insertNode(tree, parentId, { id, label: '', children: [] }));
}

/** Adds an empty issue right after `siblingId`, unless a limit is reached (the root has no siblings). */
export function addLegacyIssueAfter(document: LegacyDocument, siblingId: string, id: string): LegacyDocument {
  if (!rowOf(document, siblingId)?.canAddSibling) return document;
  return editIssueTree(document, (tree) => insertSiblingAfter(tree, siblingId, { id, label: '', children: [] }));
}

/**
 * Removes an issue with its sub-issues (never the key question). Hypotheses linked to a removed
 * issue stay, unlinked, so no claim is lost and none points at nothing.
 */
export function removeLegacyIssue(document: LegacyDocument, id: string): LegacyDocument {
  const row = rowOf(document, id);
  if (!row?.canRemove) return document;
  const tree = legacyToTree(document.issueTree!.root);
  const next = removeNode(tree, id);
  const kept = nodeIds(next);
  const hypotheses = document.hypotheses?.map((hypothesis) => {
    if (hypothesis.issueId === undefined || kept.has(hypothesis.issueId)) return hypothesis;
    const { issueId: _removed, ...rest } = hypothesis;
    return rest;
  });
  return {
    ...document,
    issueTree: treeToLegacy(next),
    ...(hypotheses ? { hypotheses } : {}),
  };
}

/** Swaps an issue with its previous (-1) or next (+1) sibling. */
export function moveLegacyIssue(document: LegacyDocument, id: string, direction: -1 | 1): LegacyDocument {
  return editIssueTree(document, (tree) => reorderNode(tree, id, direction));
}

/** Adds an empty open hypothesis at the end, linked to `issueId` when given, unless the list is full. */
export function addLegacyHypothesis(document: LegacyDocument, id: string, issueId?: string): LegacyDocument {
  const hypotheses = document.hypotheses ?? [];
  if (hypotheses.length >= LEGACY_LIMITS.hypotheses || hypotheses.some((h) => h.id === id)) return document;
  const added: LegacyHypothesis = { id, text: '', status: 'open', ...(issueId ? { issueId } : {}) };
  return { ...document, hypotheses: [...hypotheses, added] };
}

/** Changes a hypothesis's text, status or linked issue (`issueId: null` unlinks it). */
export function updateLegacyHypothesis(
  document: LegacyDocument,
  id: string,
  patch: { text?: string; status?: LegacyHypothesisStatus; issueId?: string | null },
): LegacyDocument {
  let changed = false;
  const hypotheses = document.hypotheses?.map((hypothesis) => {
    if (hypothesis.id !== id) return hypothesis;
    let next: LegacyHypothesis = hypothesis;
    if (patch.text !== undefined) {
      const text = clip(patch.text, LEGACY_LIMITS.hypothesisText);
      if (text !== next.text) next = { ...next, text };
    }
    if (patch.status !== undefined && patch.status !== next.status) next = { ...next, status: patch.status };
    if (patch.issueId === null && next.issueId !== undefined) {
      const { issueId: _unlinked, ...rest } = next;
      next = rest;
    } else if (typeof patch.issueId === 'string' && patch.issueId !== next.issueId) {
      next = { ...next, issueId: patch.issueId };
    }
    if (next !== hypothesis) changed = true;
    return next;
  });
  return changed && hypotheses ? { ...document, hypotheses } : document;
}

export function removeLegacyHypothesis(document: LegacyDocument, id: string): LegacyDocument {
  const hypotheses = document.hypotheses ?? [];
  const next = hypotheses.filter((hypothesis) => hypothesis.id !== id);
  return next.length === hypotheses.length ? document : { ...document, hypotheses: next };
}

function editStoryline(
  document: LegacyDocument,
  update: (storyline: LegacyStoryline) => LegacyStoryline,
): LegacyDocument {
  const storyline = document.storyline ?? { governingThought: '', points: [] };
  const next = update(storyline);
  return next === storyline ? document : { ...document, storyline: next };
}

export function setLegacyGoverningThought(document: LegacyDocument, text: string): LegacyDocument {
  const governingThought = clip(text, LEGACY_LIMITS.governingThought);
  return editStoryline(document, (storyline) =>
    storyline.governingThought === governingThought ? storyline : { ...storyline, governingThought },
  );
}

/** Adds a point at the end of the storyline, unless it holds the most points a 1.0 storyline may. */
export function addLegacyStorylinePoint(document: LegacyDocument, text = ''): LegacyDocument {
  return editStoryline(document, (storyline) =>
    storyline.points.length >= LEGACY_LIMITS.points
      ? storyline
      : { ...storyline, points: [...storyline.points, clip(text, LEGACY_LIMITS.point)] },
  );
}

export function setLegacyStorylinePoint(document: LegacyDocument, index: number, text: string): LegacyDocument {
  const value = clip(text, LEGACY_LIMITS.point);
  return editStoryline(document, (storyline) =>
    index < 0 || index >= storyline.points.length || storyline.points[index] === value
      ? storyline
      : { ...storyline, points: storyline.points.map((point, i) => (i === index ? value : point)) },
  );
}

export function removeLegacyStorylinePoint(document: LegacyDocument, index: number): LegacyDocument {
  return editStoryline(document, (storyline) =>
    index < 0 || index >= storyline.points.length
      ? storyline
      : { ...storyline, points: storyline.points.filter((_, i) => i !== index) },
  );
}

/** Swaps a point with the one before (-1) or after (+1) it. */
export function moveLegacyStorylinePoint(document: LegacyDocument, index: number, direction: -1 | 1): LegacyDocument {
  return editStoryline(document, (storyline) => {
    const target = index + direction;
    if (index < 0 || index >= storyline.points.length || target < 0 || target >= storyline.points.length) {
      return storyline;
    }
    const points = [...storyline.points];
    [points[index], points[target]] = [points[target]!, points[index]!];
    return { ...storyline, points };
  });
}

export type LegacyPart = 'problemStatement' | 'issueTree' | 'hypotheses' | 'storyline';

/** Which parts of two 1.0 versions differ; the issue tree says how (for the conflict dialog). */
export function compareLegacyDocuments(
  before: { problemStatement: string; document: LegacyDocument },
  after: { problemStatement: string; document: LegacyDocument },
): Array<{ part: LegacyPart; issueTree?: TreeDiff }> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const out: Array<{ part: LegacyPart; issueTree?: TreeDiff }> = [];
  if (before.problemStatement !== after.problemStatement) out.push({ part: 'problemStatement' });
  const a = before.document.issueTree;
  const b = after.document.issueTree;
  if (!same(a, b)) {
    out.push(
      a && b
        ? { part: 'issueTree', issueTree: diffTrees(legacyToTree(a.root), legacyToTree(b.root)) }
        : { part: 'issueTree' },
    );
  }
  if (!same(before.document.hypotheses ?? [], after.document.hypotheses ?? [])) out.push({ part: 'hypotheses' });
  if (!same(before.document.storyline, after.document.storyline)) out.push({ part: 'storyline' });
  return out;
}
