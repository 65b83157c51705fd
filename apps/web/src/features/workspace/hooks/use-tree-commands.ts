import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import {
  canMoveNodes,
  commands,
  isDescendant,
  locate,
  neighbourInOrder,
  topmostNodes,
  type EditorCommand,
  type Tree,
  type TreeKey,
} from '@caseboard/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { newNodeId } from '../lib/ids';
import type { TreeViewStore } from '../store/tree-view-store';

type AnyNode = TreeNode | HypothesisNode;

/**
 * The mouse's edits of one tree, shared by the node toolbar, the context menu and drag and drop. Each
 * runs one named editor command (one undo step), also on a selection of several nodes.
 */
export interface TreeCommands {
  addChild(id: string): void;
  addSibling(id: string): void;
  indent(ids: readonly string[]): void;
  outdent(ids: readonly string[]): void;
  remove(ids: readonly string[]): void;
  /** Moves the nodes under `parentId` (as its last children); false when the move is not allowed. */
  move(ids: readonly string[], parentId: string): boolean;
  /** Whether `ids` may move under `parentId` (never into their own subtree, never the root). */
  canMove(ids: readonly string[], parentId: string): boolean;
}

export function useTreeCommands<N extends AnyNode>(
  tree: Tree<N>,
  treeKey: TreeKey,
  view: TreeViewStore,
  run: (command: EditorCommand) => void,
  makeNode: (id: string) => N,
): TreeCommands {
  // The commands stay the same object across renders (memoised cards keep them); they read the latest
  // tree and callbacks through a ref.
  const latest = useRef({ tree, treeKey, run, makeNode });
  useLayoutEffect(() => {
    latest.current = { tree, treeKey, run, makeNode };
  });
  return useMemo<TreeCommands>(() => {
    const canMove = (ids: readonly string[], parentId: string) =>
      canMoveNodes(latest.current.tree as Tree<AnyNode>, ids, parentId);
    const add = (id: string, mode: 'child' | 'sibling') => {
      const { tree: current, treeKey: key, run: send, makeNode: make } = latest.current;
      const at = locate(current, id);
      if (!at) return;
      const node = make(newNodeId());
      if (mode === 'child' || !at.parent) {
        view.getState().toggle(id, true);
        send(commands.addNode({ tree: key, parentId: id, node }));
      } else {
        send(commands.addSiblingNode({ tree: key, siblingId: id, node }));
      }
      view.getState().startEditing(node.id, true);
    };
    return {
      addChild: (id) => add(id, 'child'),
      addSibling: (id) => add(id, 'sibling'),
      indent: (ids) => latest.current.run(commands.indentNodes({ tree: latest.current.treeKey, ids: [...ids] })),
      outdent: (ids) => latest.current.run(commands.outdentNodes({ tree: latest.current.treeKey, ids: [...ids] })),
      remove(ids) {
        const { tree: current, treeKey: key, run: send } = latest.current;
        const removing = topmostNodes(current as Tree<AnyNode>, ids);
        if (removing.length === 0) return;
        // The selection goes to the row above the first removed node that survives the removal.
        const collapsed = view.getState().collapsed;
        let next = neighbourInOrder(current, removing[0]!, -1, collapsed);
        while (next && removing.some((id) => next === id || isDescendant(current, id, next!))) {
          next = neighbourInOrder(current, next, -1, collapsed);
        }
        send(commands.deleteNodes({ tree: key, ids: removing }));
        view.getState().select(next ?? current.root.id);
      },
      move(ids, parentId) {
        if (!canMove(ids, parentId)) return false;
        view.getState().toggle(parentId, true);
        latest.current.run(commands.moveNodes({ tree: latest.current.treeKey, ids: [...ids], parentId }));
        return true;
      },
      canMove,
    };
  }, [view]);
}
