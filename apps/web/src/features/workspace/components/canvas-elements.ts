import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import type { Edge } from '@xyflow/react';
import type { LayoutDirection, Placement } from '../lib/tree-layout';
import type { NodeActionContext } from './tree-node-actions';
import type { CardData, CardNode, CardText } from './tree-node-card';

type AnyNode = TreeNode | HypothesisNode;

/** What the canvas's cards show besides their node: selection, path, drop target, badges, layout. */
export interface CardState {
  rootId: string;
  /** The ids from the root to the selected node. */
  path: ReadonlySet<string>;
  selectedId: string | null;
  selection: ReadonlySet<string>;
  dropTarget: string | null;
  collapsed: ReadonlySet<string>;
  findings: ReadonlyMap<string, { severity: 'error' | 'warning' | 'info'; count: number }> | undefined;
  readOnly: boolean;
  direction: LayoutDirection;
  onToggle: (id: string) => void;
  actions: NodeActionContext | null;
  onMore: (id: string, anchor: { x: number; y: number }) => void;
  text: CardText;
}

/**
 * React Flow's cards and edges for a layout. A card or edge whose content is unchanged keeps the object
 * of the last render (from `cache`), so an edit re-renders only the cards it touched.
 */
export function buildElements(
  placements: readonly Placement[],
  byId: ReadonlyMap<string, AnyNode>,
  cache: ElementCache,
  state: CardState,
): { nodes: CardNode[]; edges: Edge[] } {
  const { path, selectedId, selection, dropTarget, collapsed, findings } = state;
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
      selected: selection.has(p.id),
      primary: p.id === selectedId,
      onPath: path.has(p.id),
      dropTarget: p.id === dropTarget,
      hasChildren: node.children.length > 0,
      collapsed: collapsed.has(p.id),
      childCount: node.children.length,
      findingSeverity: finding?.severity,
      findingCount: finding?.count ?? 0,
      direction: state.direction,
      onToggle: state.onToggle,
      actions: state.actions,
      onMore: state.onMore,
      text: state.text,
    };
    const draggable = !state.readOnly && node.id !== state.rootId;
    const old = cache.node(p.id);
    const card: CardNode =
      old && old.position.x === p.x && old.position.y === p.y && old.draggable === draggable && sameData(old.data, data)
        ? old
        : {
            id: p.id,
            type: 'card',
            position: { x: p.x, y: p.y },
            // The layout's size until React Flow measures the card: a new card object never waits,
            // hidden, for a measurement (React Flow hides cards it has no size for).
            initialWidth: p.width,
            initialHeight: p.height,
            draggable,
            selectable: true,
            data,
          };
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
}

function sameData(a: CardData, b: CardData): boolean {
  return (Object.keys(b) as Array<keyof CardData>).every((key) => a[key] === b[key]);
}

/** The cards and edges of the last render, by id. */
export class ElementCache {
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
