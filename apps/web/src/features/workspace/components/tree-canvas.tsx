import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { walkTree } from '@caseboard/contracts';
import { isDescendant, moveNode, pathTo, type Tree } from '@caseboard/domain';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
  type OnNodeDrag,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/base.css';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { cn } from '@/lib/cn';
import { useTreeLayout } from '../hooks/use-tree-layout';
import { initialViewport } from '../lib/tree-layout';
import type { TreeViewStore } from '../store/tree-view-store';
import { StatusChip } from './status-chip';

type AnyNode = TreeNode | HypothesisNode;

interface CardData extends Record<string, unknown> {
  node: AnyNode;
  selected: boolean;
  onPath: boolean;
  hasChildren: boolean;
  collapsed: boolean;
  finding?: { severity: 'error' | 'warning' | 'info'; count: number };
  childCount: number;
  onToggle: (id: string) => void;
}

type CardNode = Node<CardData, 'card'>;

const NodeCard = memo(function NodeCard({ data }: NodeProps<CardNode>) {
  const { t } = useTranslation('workspace');
  const { node, selected, onPath, finding, hasChildren, collapsed, childCount, onToggle } = data;
  return (
    <div
      className={cn(
        'w-[248px] rounded-md border bg-surface px-3 py-2.5 text-sm leading-5 text-ink transition-[border-color,box-shadow] duration-150',
        selected
          ? 'border-accent shadow-[0_0_0_2px_var(--color-accent-soft)]'
          : onPath
            ? 'border-accent/50'
            : 'border-line',
      )}
    >
      <Handle
        type="target"
        position={Position.Left}
        className="!size-1.5 !min-h-0 !min-w-0 !border-0 !bg-line-strong"
      />
      <p className={cn('line-clamp-6 break-words', node.label.trim() === '' && 'text-ink-subtle italic')}>
        {node.label.trim() === '' ? t('tree.untitled') : node.label}
      </p>
      {'status' in node || finding || hasChildren ? (
        <div className="mt-1.5 flex items-center gap-1.5">
          {'status' in node ? <StatusChip status={node.status} /> : null}
          {finding ? (
            <span
              className={cn(
                'rounded-sm px-1.5 py-0.5 text-xs font-medium',
                finding.severity === 'error'
                  ? 'bg-refuted-soft text-refuted'
                  : 'bg-inconclusive-soft text-inconclusive',
              )}
            >
              {t('tree.findings', { count: finding.count })}
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
              aria-label={collapsed ? t('tree.expand', { count: childCount }) : t('tree.collapse')}
            >
              {collapsed ? `+${childCount}` : '−'}
            </button>
          ) : null}
        </div>
      ) : null}
      <Handle
        type="source"
        position={Position.Right}
        className="!size-1.5 !min-h-0 !min-w-0 !border-0 !bg-line-strong"
      />
    </div>
  );
});

const nodeTypes = { card: NodeCard };

export interface TreeCanvasProps<N extends AnyNode> {
  tree: Tree<N>;
  view: TreeViewStore;
  onEdit: (operation: (tree: Tree<N>) => Tree<N>) => void;
  readOnly?: boolean;
  findings?: ReadonlyMap<string, { severity: 'error' | 'warning' | 'info'; count: number }>;
  label: string;
}

/** The canvas view of a tree: laid out automatically, pan and zoom, select, drag a card onto another to re-parent it. */
export function TreeCanvas<N extends AnyNode>(props: TreeCanvasProps<N>) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas<N extends AnyNode>({ tree, view, onEdit, readOnly, findings, label }: TreeCanvasProps<N>) {
  const selectedId = useStore(view, (s) => s.selectedId);
  const collapsed = useStore(view, (s) => s.collapsed);
  const placements = useTreeLayout(tree.root, collapsed);
  const flow = useReactFlow();
  const onToggle = useCallback((id: string) => view.getState().toggle(id), [view]);
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const bounds = frame.current?.getBoundingClientRect();
    if (bounds) setSize({ width: bounds.width, height: bounds.height });
  }, []);
  // Where the canvas opens: the whole tree when it fits legibly, else the root at the left edge.
  // Computed once from the layout, so React Flow need not measure every card to fit the view.
  const [opening, setOpening] = useState<Viewport | null>(null);
  if (!opening && size && placements && placements.length > 0) setOpening(initialViewport(placements, size));
  // While the whole tree fits legibly and nobody has panned or zoomed, the view follows the tree as
  // it grows (a tree built from its root would otherwise grow off the edge).
  const userMoved = useRef(false);
  useEffect(() => {
    if (!opening || userMoved.current || !size || !placements || placements.length === 0) return;
    const next = initialViewport(placements, size);
    if (next.whole) void flow.setViewport(next, { duration: 150 });
  }, [placements, size, opening, flow]);

  const byId = useMemo(() => {
    const out = new Map<string, N>();
    walkTree(tree.root as AnyNode, (node) => out.set(node.id, node as N));
    return out;
  }, [tree]);

  const { nodes, edges } = useMemo(() => {
    if (!placements) return { nodes: [] as CardNode[], edges: [] as Edge[] };
    const path = new Set(selectedId ? pathTo(tree, selectedId) : []);
    const nodes: CardNode[] = placements.map((p) => {
      const node = byId.get(p.id)!;
      return {
        id: p.id,
        type: 'card',
        position: { x: p.x, y: p.y },
        draggable: !readOnly && p.parentId !== null,
        selectable: true,
        data: {
          node,
          selected: p.id === selectedId,
          onPath: path.has(p.id),
          hasChildren: node.children.length > 0,
          collapsed: collapsed.has(p.id),
          childCount: node.children.length,
          finding: findings?.get(p.id),
          onToggle,
        },
      };
    });
    const edges: Edge[] = placements
      .filter((p) => p.parentId)
      .map((p) => ({
        id: `${p.parentId}->${p.id}`,
        source: p.parentId!,
        target: p.id,
        type: 'smoothstep',
        pathOptions: { borderRadius: 6 },
        style: { stroke: path.has(p.id) ? 'var(--color-accent)' : 'var(--color-line-strong)', strokeWidth: 1.25 },
      }));
    return { nodes, edges };
  }, [placements, tree, byId, selectedId, collapsed, findings, readOnly, onToggle]);

  // Bring the selected card into view when the selection comes from the outline.
  useEffect(() => {
    if (!selectedId) return;
    const node = flow.getNode(selectedId);
    if (!node) return;
    const { x, y, zoom } = flow.getViewport();
    const bounds = document.querySelector('.react-flow')?.getBoundingClientRect();
    if (!bounds) return;
    const left = node.position.x * zoom + x;
    const top = node.position.y * zoom + y;
    if (left < 0 || top < 0 || left + 248 * zoom > bounds.width || top + 60 * zoom > bounds.height) {
      void flow.setCenter(node.position.x + 124, node.position.y + 30, { zoom, duration: 180 });
    }
  }, [selectedId, flow]);

  const onNodeDragStop: OnNodeDrag<CardNode> = (_event, dragged) => {
    const target = flow
      .getIntersectingNodes(dragged)
      .map((candidate) => candidate.id)
      .find((id) => id !== dragged.id && !isDescendant(tree, dragged.id, id));
    if (target) onEdit((current) => moveNode(current, dragged.id, target));
    else flow.setNodes((current) => [...current]); // snap back to the layout
  };

  return (
    <div ref={frame} className="h-full min-h-[420px] w-full" aria-label={label} role="group">
      {opening ? (
        <ReactFlow<CardNode>
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodeClick={(_event, node) => view.getState().select(node.id)}
          onNodeDragStop={onNodeDragStop}
          nodesConnectable={false}
          elementsSelectable
          defaultViewport={opening}
          onMoveStart={(event) => {
            if (event) userMoved.current = true; // a person's gesture, not our own setViewport
          }}
          minZoom={0.2}
          maxZoom={1.5}
          proOptions={{ hideAttribution: true }}
          onlyRenderVisibleElements
        >
          <Background gap={24} size={1} color="var(--color-line)" />
          <Controls
            showInteractive={false}
            position="bottom-right"
            className="overflow-hidden rounded-md border border-line bg-surface shadow-sm [&_button]:border-b [&_button]:border-line [&_button]:bg-surface [&_button]:text-ink-muted [&_button:hover]:bg-surface-muted [&_button:last-child]:border-b-0"
          />
        </ReactFlow>
      ) : null}
    </div>
  );
}
