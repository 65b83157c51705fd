import type { HypothesisNode, HypothesisStatus, TreeNode } from '@caseboard/contracts';
import { Handle, NodeToolbar, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { ItemCommentBadge } from '../lib/review-mount';
import type { LayoutDirection } from '../lib/tree-layout';
import { NodeToolbarButtons, useNodeActions, type NodeActionContext } from './tree-node-actions';
import { EditingInitials } from './presence';
import { StatusChipView } from './status-chip';

type AnyNode = TreeNode | HypothesisNode;

export interface CardText {
  untitled: string;
  collapse: string;
  toolbar: string;
  dropHere: string;
  findings(count: number): string;
  expand(count: number): string;
  status(status: HypothesisStatus): string;
}

export interface CardData extends Record<string, unknown> {
  node: AnyNode;
  /** In the selection (Shift/Ctrl/Cmd-click selects several). */
  selected: boolean;
  /** The node the toolbar belongs to (the last one clicked). */
  primary: boolean;
  onPath: boolean;
  /** A dragged card would land under this one if dropped now. */
  dropTarget: boolean;
  hasChildren: boolean;
  collapsed: boolean;
  findingSeverity: 'error' | 'warning' | 'info' | undefined;
  findingCount: number;
  childCount: number;
  direction: LayoutDirection;
  onToggle: (id: string) => void;
  /** Null when the tree is read-only: no toolbar. */
  actions: NodeActionContext | null;
  onMore: (id: string, anchor: { x: number; y: number }) => void;
  /** Translated once for all cards: a subscription to the translations per card costs more than the card. */
  text: CardText;
}

export type CardNode = Node<CardData, 'card'>;

export const NodeCard = memo(function NodeCard({ data }: NodeProps<CardNode>) {
  const { node, selected, primary, onPath, dropTarget, findingSeverity, findingCount, hasChildren, collapsed } = data;
  const { childCount, onToggle, text, direction } = data;
  const horizontal = direction === 'horizontal';
  return (
    <div
      className={cn(
        'relative w-[248px] rounded-md border bg-surface px-3 py-2.5 text-sm leading-5 text-ink transition-[border-color,box-shadow] duration-150',
        dropTarget
          ? 'border-accent shadow-[0_0_0_3px_var(--color-accent)]'
          : selected
            ? 'border-accent shadow-[0_0_0_2px_var(--color-accent-soft)]'
            : onPath
              ? 'border-accent/50'
              : 'border-line',
      )}
    >
      {primary && data.actions ? <CardToolbar data={data} /> : null}
      {dropTarget ? (
        <span className="pointer-events-none absolute -top-7 left-0 rounded-sm bg-accent px-2 py-0.5 text-xs font-medium whitespace-nowrap text-accent-ink">
          {text.dropHere}
        </span>
      ) : null}
      <Handle
        type="target"
        position={horizontal ? Position.Left : Position.Top}
        className="!size-1.5 !min-h-0 !min-w-0 !border-0 !bg-line-strong"
      />
      <span className="absolute -top-2.5 right-2">
        <EditingInitials itemId={node.id} />
      </span>
      <p className={cn('line-clamp-6 break-words', node.label.trim() === '' && 'text-ink-subtle italic')}>
        {node.label.trim() === '' ? text.untitled : node.label}
      </p>
      <ItemCommentBadge kind="node" id={node.id} className="absolute -top-2.5 right-2" />
      {'status' in node || findingSeverity || hasChildren ? (
        <div className="mt-1.5 flex items-center gap-1.5">
          {'status' in node ? <StatusChipView status={node.status} label={text.status(node.status)} /> : null}
          {findingSeverity ? (
            <span
              className={cn(
                'rounded-sm px-1.5 py-0.5 text-xs font-medium',
                findingSeverity === 'error' ? 'bg-refuted-soft text-refuted' : 'bg-inconclusive-soft text-inconclusive',
              )}
            >
              {text.findings(findingCount)}
            </span>
          ) : null}
          {hasChildren ? (
            <button
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                onToggle(node.id);
              }}
              className="nodrag ml-auto rounded-sm px-1.5 py-0.5 text-xs text-ink-muted tabular-nums hover:bg-surface-muted"
              aria-label={collapsed ? text.expand(childCount) : text.collapse}
            >
              {collapsed ? `+${childCount}` : '−'}
            </button>
          ) : null}
        </div>
      ) : null}
      <Handle
        type="source"
        position={horizontal ? Position.Right : Position.Bottom}
        className="!size-1.5 !min-h-0 !min-w-0 !border-0 !bg-line-strong"
      />
    </div>
  );
});

/**
 * The selected card's toolbar, in the gap between its level and the next (right of the card left to
 * right, below it top down), where it covers edges but never a neighbouring card. React Flow keeps it
 * unscaled, and the gap is wide enough for it down to the readable zoom.
 */
function CardToolbar({ data }: { data: CardData }) {
  const actions = useNodeActions(data.actions, data.node.id);
  const horizontal = data.direction === 'horizontal';
  return (
    <NodeToolbar isVisible position={horizontal ? Position.Right : Position.Bottom} offset={4} align="start">
      <NodeToolbarButtons
        actions={actions}
        label={data.text.toolbar}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        onMore={(anchor) => data.onMore(data.node.id, anchor)}
      />
    </NodeToolbar>
  );
}
