import {
  findNode,
  indentNode,
  isDescendant,
  moveNode,
  outdentNode,
  removeNode,
  type Tree,
} from '../document/tree-ops.js';
import { command, type AnyTreeNode, type EditorContent, type TreeKey } from './types.js';

type AnyTree = Tree<AnyTreeNode>;

/**
 * The nodes among `ids` that are not inside another of them, in tree order, without the root: what an
 * operation on a selection acts on (a selected child moves with its selected parent, not on its own).
 */
export function topmostNodes(tree: AnyTree, ids: readonly string[]): string[] {
  const chosen = new Set(ids);
  const out: string[] = [];
  const walk = (node: AnyTreeNode, covered: boolean) => {
    const mine = chosen.has(node.id) && node.id !== tree.root.id;
    if (mine && !covered) out.push(node.id);
    for (const child of node.children) walk(child, covered || mine);
  };
  walk(tree.root, false);
  return out;
}

/** Whether the nodes may move under `parentId`: never the root, never into their own subtree. */
export function canMoveNodes(tree: AnyTree, ids: readonly string[], parentId: string): boolean {
  const moving = topmostNodes(tree, ids);
  return (
    moving.length > 0 &&
    findNode(tree, parentId) !== undefined &&
    moving.every((id) => id !== parentId && !isDescendant(tree, id, parentId))
  );
}

/** Runs `step` for each of the selection's topmost nodes on one tree; a refused step leaves that node alone. */
function onSelection(
  content: EditorContent,
  key: TreeKey,
  ids: readonly string[],
  step: (tree: AnyTree, id: string) => AnyTree,
  order: 'tree' | 'reverse' = 'tree',
): EditorContent {
  const tree = content.document[key] as AnyTree | null;
  if (!tree) return content;
  const moving = topmostNodes(tree, ids);
  if (order === 'reverse') moving.reverse();
  const next = moving.reduce((current, id) => {
    try {
      return step(current, id);
    } catch {
      return current;
    }
  }, tree);
  return next === tree ? content : { ...content, document: { ...content.document, [key]: next } };
}

/**
 * Commands on several nodes at once (a multi-selection from the mouse), each one undo step
 * (docs/decisions/027-presentable-trees-and-mouse-editing.md).
 */
export const selectionCommands = {
  deleteNodes: command<{ tree: TreeKey; ids: string[] }>({
    apply: (content, args) => onSelection(content, args.tree, args.ids, removeNode),
  }),
  /** Moves the nodes, in tree order, to the end of `parentId`'s children; nothing moves if one may not. */
  moveNodes: command<{ tree: TreeKey; ids: string[]; parentId: string }>({
    apply: (content, args) => {
      const tree = content.document[args.tree] as AnyTree | null;
      if (!tree || !canMoveNodes(tree, args.ids, args.parentId)) return content;
      return onSelection(content, args.tree, args.ids, (current, id) => moveNode(current, id, args.parentId));
    },
  }),
  indentNodes: command<{ tree: TreeKey; ids: string[] }>({
    apply: (content, args) => onSelection(content, args.tree, args.ids, indentNode),
  }),
  /** Bottom up, so the nodes land after their old parents in their original order. */
  outdentNodes: command<{ tree: TreeKey; ids: string[] }>({
    apply: (content, args) => onSelection(content, args.tree, args.ids, outdentNode, 'reverse'),
  }),
};
