import type { HypothesisNode, HypothesisStatus, TreeNode } from '@caseboard/contracts';

/**
 * Pure, immutable operations on trees (issue trees and hypothesis trees share the node shape). Each
 * returns a new tree with structural sharing, or the same tree object when nothing changed, so a store
 * can push results onto its undo stack and a view can compare by reference. Ids come from the caller.
 */
export interface Tree<N extends TreeNode | HypothesisNode = TreeNode> {
  root: N;
}

type AnyNode = TreeNode | HypothesisNode;

export interface NodeLocation<N extends AnyNode> {
  node: N;
  parent: N | null;
  index: number;
  depth: number;
}

/** Finds a node with its parent, its index among its siblings and its depth (root = 0). */
export function locate<N extends AnyNode>(tree: Tree<N>, id: string): NodeLocation<N> | undefined {
  const stack: Array<NodeLocation<N>> = [{ node: tree.root, parent: null, index: 0, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.node.id === id) return current;
    const children = current.node.children as N[];
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ node: children[i]!, parent: current.node, index: i, depth: current.depth + 1 });
    }
  }
  return undefined;
}

export function findNode<N extends AnyNode>(tree: Tree<N>, id: string): N | undefined {
  return locate(tree, id)?.node;
}

/** Ids from the root to the node, both included; empty when the node is not in the tree. */
export function pathTo<N extends AnyNode>(tree: Tree<N>, id: string): string[] {
  const walk = (node: N, trail: string[]): string[] | undefined => {
    const here = [...trail, node.id];
    if (node.id === id) return here;
    for (const child of node.children as N[]) {
      const found = walk(child, here);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree.root, []) ?? [];
}

export function isDescendant<N extends AnyNode>(tree: Tree<N>, ancestorId: string, id: string): boolean {
  const ancestor = findNode(tree, ancestorId);
  if (!ancestor) return false;
  return findNode({ root: ancestor }, id) !== undefined && ancestorId !== id;
}

/** Rebuilds only the nodes on the path to `id`, replacing that node with `update(node)`. */
function replaceNode<N extends AnyNode>(tree: Tree<N>, id: string, update: (node: N) => N): Tree<N> {
  const rebuild = (node: N): N => {
    if (node.id === id) return update(node);
    const children = node.children as N[];
    let changed = false;
    const next = children.map((child) => {
      const rebuilt = rebuild(child);
      if (rebuilt !== child) changed = true;
      return rebuilt;
    });
    return changed ? ({ ...node, children: next } as N) : node;
  };
  const root = rebuild(tree.root);
  return root === tree.root ? tree : { ...tree, root };
}

/** Changes fields of one node (never its id or children). */
export function updateNode<N extends AnyNode>(
  tree: Tree<N>,
  id: string,
  patch: Partial<Omit<N, 'id' | 'children'>>,
): Tree<N> {
  return replaceNode(tree, id, (node) => {
    const keys = Object.keys(patch) as Array<keyof typeof patch>;
    if (keys.every((key) => node[key as keyof N] === patch[key])) return node;
    const next = { ...node, ...patch };
    // The team's wording makes the node theirs: "Generate again" keeps it (see the engine's regenerate.ts).
    if ('label' in patch && patch.label !== node.label && 'generated' in next) delete next.generated;
    return next;
  });
}

export function renameNode<N extends AnyNode>(tree: Tree<N>, id: string, label: string): Tree<N> {
  return updateNode(tree, id, { label } as Partial<Omit<N, 'id' | 'children'>>);
}

export function setStatus(tree: Tree<HypothesisNode>, id: string, status: HypothesisStatus): Tree<HypothesisNode> {
  return updateNode(tree, id, { status });
}

/** Inserts `node` as a child of `parentId` at `index` (end by default). */
export function insertNode<N extends AnyNode>(tree: Tree<N>, parentId: string, node: N, index?: number): Tree<N> {
  if (findNode(tree, node.id)) throw new Error(`A node with id ${node.id} already exists`);
  return replaceNode(tree, parentId, (parent) => {
    const children = [...(parent.children as N[])];
    const at = index === undefined ? children.length : Math.max(0, Math.min(index, children.length));
    children.splice(at, 0, node);
    return { ...parent, children } as N;
  });
}

/** Inserts `node` right after the sibling `siblingId`; the root has no siblings. */
export function insertSiblingAfter<N extends AnyNode>(tree: Tree<N>, siblingId: string, node: N): Tree<N> {
  const at = locate(tree, siblingId);
  if (!at?.parent) throw new Error('The root has no siblings');
  return insertNode(tree, at.parent.id, node, at.index + 1);
}

/** Removes a node and its subtree; the root cannot be removed. */
export function removeNode<N extends AnyNode>(tree: Tree<N>, id: string): Tree<N> {
  const at = locate(tree, id);
  if (!at) return tree;
  if (!at.parent) throw new Error('The root cannot be removed');
  return replaceNode(tree, at.parent.id, (parent) => ({
    ...parent,
    children: (parent.children as N[]).filter((child) => child.id !== id),
  }));
}

/**
 * Moves a node (with its subtree) under `parentId` so that it ends at `index` among that parent's
 * children (the end when absent). Moving a node into its own subtree is refused.
 */
export function moveNode<N extends AnyNode>(tree: Tree<N>, id: string, parentId: string, index?: number): Tree<N> {
  const at = locate(tree, id);
  if (!at) return tree;
  if (!at.parent) throw new Error('The root cannot be moved');
  if (id === parentId || isDescendant(tree, id, parentId)) throw new Error('A node cannot move into its own subtree');
  if (
    at.parent.id === parentId &&
    (index === undefined ? at.index === at.parent.children.length - 1 : index === at.index)
  ) {
    return tree;
  }
  const without = removeNode(tree, id);
  return insertNode(without, parentId, at.node, index);
}

/** Tab: the node becomes the last child of its previous sibling. No previous sibling: unchanged. */
export function indentNode<N extends AnyNode>(tree: Tree<N>, id: string): Tree<N> {
  const at = locate(tree, id);
  if (!at?.parent || at.index === 0) return tree;
  const previous = at.parent.children[at.index - 1] as N;
  return moveNode(tree, id, previous.id);
}

/** Shift+Tab: the node becomes the sibling right after its parent. Children of the root: unchanged. */
export function outdentNode<N extends AnyNode>(tree: Tree<N>, id: string): Tree<N> {
  const at = locate(tree, id);
  if (!at?.parent) return tree;
  const parentAt = locate(tree, at.parent.id)!;
  if (!parentAt.parent) return tree;
  return moveNode(tree, id, parentAt.parent.id, parentAt.index + 1);
}

/** Swaps a node with its previous (-1) or next (+1) sibling. */
export function reorderNode<N extends AnyNode>(tree: Tree<N>, id: string, direction: -1 | 1): Tree<N> {
  const at = locate(tree, id);
  if (!at?.parent) return tree;
  const target = at.index + direction;
  if (target < 0 || target >= at.parent.children.length) return tree;
  return moveNode(tree, id, at.parent.id, target);
}

/** Replaces the subtree under `id` (its children) keeping the node itself, e.g. for "expand this node". */
export function replaceChildren<N extends AnyNode>(tree: Tree<N>, id: string, children: N[]): Tree<N> {
  return replaceNode(tree, id, (node) => ({ ...node, children }) as N);
}

/** Every node in display order (depth first), skipping the children of collapsed nodes. */
export function visibleNodes<N extends AnyNode>(
  tree: Tree<N>,
  collapsed: ReadonlySet<string> = new Set(),
): Array<NodeLocation<N>> {
  const out: Array<NodeLocation<N>> = [];
  const walk = (node: N, parent: N | null, index: number, depth: number) => {
    out.push({ node, parent, index, depth });
    if (collapsed.has(node.id)) return;
    (node.children as N[]).forEach((child, i) => walk(child, node, i, depth + 1));
  };
  walk(tree.root, null, 0, 0);
  return out;
}

/** The node above or below in display order, for arrow-key navigation. */
export function neighbourInOrder<N extends AnyNode>(
  tree: Tree<N>,
  id: string,
  direction: -1 | 1,
  collapsed: ReadonlySet<string> = new Set(),
): string | undefined {
  const order = visibleNodes(tree, collapsed);
  const index = order.findIndex((entry) => entry.node.id === id);
  if (index === -1) return undefined;
  return order[index + direction]?.node.id;
}

/** All ids in the tree. */
export function nodeIds<N extends AnyNode>(tree: Tree<N>): Set<string> {
  const ids = new Set<string>();
  const stack: N[] = [tree.root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    ids.add(node.id);
    stack.push(...(node.children as N[]));
  }
  return ids;
}

/** A fresh id not used in the tree, from a prefix and a counter (pure; callers may pass their own). */
export function freshNodeId(existing: ReadonlySet<string>, prefix = 'n'): string {
  let counter = existing.size + 1;
  while (existing.has(`${prefix}${counter}`)) counter += 1;
  return `${prefix}${counter}`;
}
