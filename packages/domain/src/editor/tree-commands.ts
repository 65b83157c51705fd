import type { HypothesisNode, HypothesisStatus } from '@caseboard/contracts';
import {
  findNode,
  indentNode,
  insertNode,
  insertSiblingAfter,
  moveNode,
  outdentNode,
  removeNode,
  reorderNode,
  updateNode,
  type Tree,
} from '../document/tree-ops.js';
import { command, type AnyTreeNode, type EditorContent, type TreeKey } from './types.js';

/** The fields of a node the team edits in place (never its id or children). */
export type NodeFields = Partial<Omit<AnyTreeNode, 'id' | 'children'> & Omit<HypothesisNode, 'id' | 'children'>>;

type AnyTree = Tree<AnyTreeNode>;

/**
 * Runs a tree operation on one of the document's trees. A missing tree or an id the tree does not hold is
 * a no-op; so is an operation tree-ops refuses (removing the root, moving a node into its own subtree).
 */
function onTree(content: EditorContent, key: TreeKey, operation: (tree: AnyTree) => AnyTree): EditorContent {
  const tree = content.document[key] as AnyTree | null;
  if (!tree) return content;
  let next: AnyTree;
  try {
    next = operation(tree);
  } catch {
    return content;
  }
  return next === tree ? content : { ...content, document: { ...content.document, [key]: next } };
}

/** A node the team adds is theirs: no generator flag, so regeneration keeps it (document/team-work.ts). */
function teamNode<N extends AnyTreeNode>(node: N): N {
  if (!('generated' in node)) return node;
  const { generated: _generated, ...rest } = node;
  return rest as N;
}

export const treeCommands = {
  /** Starts an empty step's tree with its root (the team's); a tree already there is left as it is. */
  startTree: command<{ tree: TreeKey; root: AnyTreeNode }>({
    apply: (content, args) =>
      content.document[args.tree]
        ? content
        : { ...content, document: { ...content.document, [args.tree]: { root: teamNode(args.root) } } },
  }),
  addNode: command<{ tree: TreeKey; parentId: string; node: AnyTreeNode; index?: number }>({
    apply: (content, args) =>
      onTree(content, args.tree, (tree) =>
        findNode(tree, args.parentId) ? insertNode(tree, args.parentId, teamNode(args.node), args.index) : tree,
      ),
  }),
  addSiblingNode: command<{ tree: TreeKey; siblingId: string; node: AnyTreeNode }>({
    apply: (content, args) =>
      onTree(content, args.tree, (tree) => insertSiblingAfter(tree, args.siblingId, teamNode(args.node))),
  }),
  renameNode: command<{ tree: TreeKey; id: string; label: string }>({
    apply: (content, args) => onTree(content, args.tree, (tree) => updateNode(tree, args.id, { label: args.label })),
    mergeKey: (args) => `${args.tree}.${args.id}.label`,
  }),
  setNodeFields: command<{ tree: TreeKey; id: string; fields: NodeFields }>({
    apply: (content, args) =>
      onTree(content, args.tree, (tree) =>
        updateNode(tree, args.id, args.fields as Partial<Omit<AnyTreeNode, 'id' | 'children'>>),
      ),
    mergeKey: (args) => `${args.tree}.${args.id}.${Object.keys(args.fields).sort().join(',')}`,
  }),
  setNodeStatus: command<{ id: string; status: HypothesisStatus }>({
    apply: (content, args) =>
      onTree(content, 'hypothesisTree', (tree) =>
        updateNode(tree as Tree<HypothesisNode>, args.id, { status: args.status }),
      ),
  }),
  moveNode: command<{ tree: TreeKey; id: string; parentId: string; index?: number }>({
    apply: (content, args) =>
      onTree(content, args.tree, (tree) =>
        findNode(tree, args.parentId) ? moveNode(tree, args.id, args.parentId, args.index) : tree,
      ),
  }),
  indentNode: command<{ tree: TreeKey; id: string }>({
    apply: (content, args) => onTree(content, args.tree, (tree) => indentNode(tree, args.id)),
  }),
  outdentNode: command<{ tree: TreeKey; id: string }>({
    apply: (content, args) => onTree(content, args.tree, (tree) => outdentNode(tree, args.id)),
  }),
  reorderNode: command<{ tree: TreeKey; id: string; direction: -1 | 1 }>({
    apply: (content, args) => onTree(content, args.tree, (tree) => reorderNode(tree, args.id, args.direction)),
  }),
  deleteNode: command<{ tree: TreeKey; id: string }>({
    apply: (content, args) => onTree(content, args.tree, (tree) => removeNode(tree, args.id)),
  }),
  /** Takes one node a proposal adds, under its proposed parent (when both make sense in the tree). */
  acceptProposedNode: command<{ tree: TreeKey; parentId: string; node: AnyTreeNode }>({
    apply: (content, args) =>
      onTree(content, args.tree, (tree) =>
        findNode(tree, args.parentId) && !findNode(tree, args.node.id)
          ? insertNode(tree, args.parentId, args.node)
          : tree,
      ),
  }),
  /** Takes a proposal's wording and fields for one node the proposal changes. */
  acceptProposedChange: command<{ tree: TreeKey; node: AnyTreeNode }>({
    apply: (content, args) => {
      const { id, children: _children, ...fields } = args.node;
      return onTree(content, args.tree, (tree) =>
        updateNode(tree, id, fields as Partial<Omit<AnyTreeNode, 'id' | 'children'>>),
      );
    },
  }),
};
