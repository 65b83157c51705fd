import type { HypothesisNode, HypothesisStatus, TreeNode } from '@caseboard/contracts';
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
import { StatusChipView } from './status-chip';

type AnyNode = TreeNode | HypothesisNode;

interface CardText {
  untitled: string;
  collapse: string;
  findings(count: number): string;
  expand(count: number): string;
  status(status: HypothesisStatus): string;
}

interface CardData extends Record<string, unknown> {
  node: AnyNode;
  selected: boolean;
  onPath: boolean;
  hasChildren: boolean;
  collapsed: boolean;
  findingSeverity: 'error' | 'warning' | 'info' | undefined;
  findingCount: number;
  childCount: number;
  onToggle: (id: string) => void;
  /** Translated once for all cards: a subscription to the translations per card costs more than the card. */
  text: CardText;
}

type CardNode = Node<CardData, 'card'>;

const NodeCard = memo(function NodeCard({ data }: NodeProps<CardNode>) {
  const { node, selected, onPath, findingSeverity, findingCount, hasChildren, collapsed, childCount, onToggle, text } =
    data;
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
        {node.label.trim() === '' ? text.untitled : node.label}
      </p>
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
    const element = frame.current;
    if (!element) return undefined;
    const bounds = element.getBoundingClientRect();
    setSize({ width: bounds.width, height: bounds.height });
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
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

  const { t } = useTranslation('workspace');
  const text = useMemo<CardText>(
    () => ({
      untitled: t('tree.untitled'),
      collapse: t('tree.collapse'),
      findings: (count) => t('tree.findings', { count }),
      expand: (count) => t('tree.expand', { count }),
      status: (status) => t(`status.${status}`),
    }),
    [t],
  );

  // React Flow's own labels and screen-reader descriptions, in the reader's language.
  const ariaLabelConfig = useMemo(
    () => ({
      'controls.ariaLabel': t('tree.canvas.controls'),
      'controls.zoomIn.ariaLabel': t('tree.canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('tree.canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('tree.canvas.fitView'),
      'node.a11yDescription.default': t('tree.canvas.node'),
      'node.a11yDescription.keyboardDisabled': t('tree.canvas.node'),
      'node.a11yDescription.ariaLiveMessage': () => t('tree.canvas.nodeMoved'),
      'edge.a11yDescription.default': t('tree.canvas.edge'),
      'handle.ariaLabel': t('tree.canvas.handle'),
    }),
    [t],
  );

  // Cards and edges are kept from one render to the next when nothing about them changed, so an edit
  // re-renders only the cards it touched (React Flow skips nodes whose object is the same).
  const [cache] = useState(() => new ElementCache());
  const { nodes, edges } = useMemo(() => {
    if (!placements) return { nodes: [] as CardNode[], edges: [] as Edge[] };
    const path = new Set(selectedId ? pathTo(tree, selectedId) : []);
    const next = { nodes: new Map<string, CardNode>(), edges: new Map<string, Edge>() };
    const nodes: CardNode[] = [];
    const edges: Edge[] = [];
    for (const p of placements) {
      // Placements from the worker can lag one edit behind the tree: a node just deleted has none to show.
      const node = byId.get(p.id);
      if (!node || (p.parentId !== null && !byId.has(p.parentId))) continue;
      const finding = findings?.get(p.id);
      const data: CardData = {
        node,
        selected: p.id === selectedId,
        onPath: path.has(p.id),
        hasChildren: node.children.length > 0,
        collapsed: collapsed.has(p.id),
        childCount: node.children.length,
        findingSeverity: finding?.severity,
        findingCount: finding?.count ?? 0,
        onToggle,
        text,
      };
      const draggable = !readOnly && p.parentId !== null;
      const old = cache.node(p.id);
      const card: CardNode =
        old &&
        old.position.x === p.x &&
        old.position.y === p.y &&
        old.draggable === draggable &&
        sameData(old.data, data)
          ? old
          : { id: p.id, type: 'card', position: { x: p.x, y: p.y }, draggable, selectable: true, data };
      next.nodes.set(p.id, card);
      nodes.push(card);
      if (p.parentId === null) continue;
      const id = `${p.parentId}->${p.id}`;
      const stroke = path.has(p.id) ? 'var(--color-accent)' : 'var(--color-line-strong)';
      const oldEdge = cache.edge(id);
      const edge: Edge =
        oldEdge && oldEdge.style?.stroke === stroke
          ? oldEdge
          : ({
              id,
              source: p.parentId,
              target: p.id,
              type: 'smoothstep',
              pathOptions: { borderRadius: 6 },
              style: { stroke, strokeWidth: 1.25 },
            } as Edge);
      next.edges.set(id, edge);
      edges.push(edge);
    }
    cache.keep(next);
    return { nodes, edges };
  }, [placements, byId, tree, selectedId, collapsed, findings, readOnly, onToggle, text, cache]);

  // Bring the selected card into view when the selection comes from the outline.
  // The frame's size comes from the resize observer: asking the DOM here would force a layout.
  const sizeNow = useRef(size);
  useEffect(() => {
    sizeNow.current = size;
  }, [size]);
  useEffect(() => {
    const bounds = sizeNow.current;
    if (!selectedId || !bounds) return;
    const node = flow.getNode(selectedId);
    if (!node) return;
    const { x, y, zoom } = flow.getViewport();
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
          ariaLabelConfig={ariaLabelConfig}
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

function sameData(a: CardData, b: CardData): boolean {
  return (Object.keys(b) as Array<keyof CardData>).every((key) => a[key] === b[key]);
}

/** The cards and edges of the last render, by id. */
class ElementCache {
  private nodes = new Map<string, CardNode>();
  private edges = new Map<string, Edge>();
  node(id: string) {
    return this.nodes.get(id);
  }
  edge(id: string) {
    return this.edges.get(id);
  }
  keep(next: { nodes: Map<string, CardNode>; edges: Map<string, Edge> }) {
    this.nodes = next.nodes;
    this.edges = next.edges;
  }
}
