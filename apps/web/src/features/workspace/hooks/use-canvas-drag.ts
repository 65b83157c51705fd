import { findNode, type Tree } from '@caseboard/domain';
import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { useReactFlow, type Node, type OnNodeDrag } from '@xyflow/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Placement } from '../lib/tree-layout';
import type { TreeViewStore } from '../store/tree-view-store';
import type { TreeCommands } from './use-tree-commands';

type AnyNode = TreeNode | HypothesisNode;

/**
 * A drag must travel this far (screen pixels) before it starts: a click that slips a little never
 * moves a node (docs/decisions/027-presentable-trees-and-mouse-editing.md).
 */
export const DRAG_THRESHOLD = 12;

/**
 * Drag and drop on the canvas: the card under the pointer is the drop target (shown while dragging),
 * a drop on it moves the dragged node, or the whole selection when the node is part of it, under it,
 * and a toast offers to undo the move. A drop anywhere else puts the card back.
 */
export function useCanvasDrag<N extends AnyNode>({
  tree,
  view,
  edits,
  placements,
  onUndo,
}: {
  tree: Tree<N>;
  view: TreeViewStore;
  edits: TreeCommands;
  placements: readonly Placement[] | null;
  onUndo: () => void;
}) {
  const { t } = useTranslation('tree');
  const flow = useReactFlow();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const target = useRef<string | null>(null);

  const moving = (dragged: string) => {
    const selection = view.getState().selection;
    return selection.has(dragged) ? [...selection] : [dragged];
  };

  const onNodeDrag: OnNodeDrag<Node> = (event, dragged) => {
    const point = 'clientX' in event ? { x: event.clientX, y: event.clientY } : null;
    if (!point || !placements) return;
    const at = flow.screenToFlowPosition(point);
    const ids = moving(dragged.id);
    const under = placements.find(
      (p) => !ids.includes(p.id) && at.x >= p.x && at.x <= p.x + p.width && at.y >= p.y && at.y <= p.y + p.height,
    );
    const next = under && edits.canMove(ids, under.id) ? under.id : null;
    if (next !== target.current) {
      target.current = next;
      setDropTarget(next);
    }
  };

  const onNodeDragStop: OnNodeDrag<Node> = (_event, dragged) => {
    const parentId = target.current;
    target.current = null;
    setDropTarget(null);
    const ids = moving(dragged.id);
    if (parentId && edits.move(ids, parentId)) {
      const parent = findNode(tree, parentId)?.label ?? '';
      const first = findNode(tree, dragged.id)?.label ?? '';
      toast.show({
        id: 'tree-move', // the latest move's toast replaces the one before
        severity: 'info',
        summary:
          ids.length > 1
            ? t('moved.many', { count: ids.length, parent: short(parent) })
            : t('moved.one', { label: short(first), parent: short(parent) }),
        life: 8_000,
        action: { label: t('moved.undo'), onClick: onUndo },
      });
    } else {
      flow.setNodes((current) => [...current]); // snap back to the layout
    }
  };

  return { dropTarget, onNodeDrag, onNodeDragStop };
}

/** A label short enough for a toast. */
function short(label: string): string {
  const trimmed = label.trim();
  return trimmed.length > 48 ? `${trimmed.slice(0, 47)}…` : trimmed;
}
