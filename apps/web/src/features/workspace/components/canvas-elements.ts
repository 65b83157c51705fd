import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { Position, type Edge, type NodeHandle } from '@xyflow/react';
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
    // The card's size as React Flow last measured it, else the layout's estimate.
    const size = cache.measured(p.id) ?? p;
    const card: CardNode =
      old && old.position.x === p.x && old.position.y === p.y && old.draggable === draggable && sameData(old.data, data)
        ? old
        : {
            id: p.id,
            type: 'card',
            position: { x: p.x, y: p.y },
            // The card's size and where its handles sit, known before React Flow measures it: a card
            // it has no handles for is rendered wherever it is, so without these the first render put
            // every card of the tree in the page (to be measured, then removed) instead of those in view;
            // a new card object would also wait, hidden, for a measurement.
            initialWidth: size.width,
            initialHeight: size.height,
            handles: cardHandles(state.direction, size.width, size.height),
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

/** The side of a handle (`!size-1.5` in tree-node-card.tsx), in pixels. */
const HANDLE = 6;
/** The card's border: React Flow's handles sit on the padding box's edge (its base.css), 1 px inside. */
const BORDER = 1;

/**
 * Where React Flow would measure a card's two handles (tree-node-card.tsx: target before, source after,
 * centred on the edge, as React Flow's base.css places them), relative to the card's top left.
 */
export function cardHandles(direction: LayoutDirection, width: number, height: number): NodeHandle[] {
  const horizontal = direction === 'horizontal';
  const half = HANDLE / 2;
  const target = horizontal
    ? { position: Position.Left, x: BORDER - half, y: height / 2 - half }
    : { position: Position.Top, x: width / 2 - half, y: BORDER - half };
  const source = horizontal
    ? { position: Position.Right, x: width - BORDER - half, y: height / 2 - half }
    : { position: Position.Bottom, x: width / 2 - half, y: height - BORDER - half };
  return [
    { type: 'target', id: null, width: HANDLE, height: HANDLE, ...target },
    { type: 'source', id: null, width: HANDLE, height: HANDLE, ...source },
  ];
}

/** The cards and edges of the last render, by id, and the cards' sizes as React Flow measured them. */
export class ElementCache {
  private nodes = new Map<string, CardNode>();
  private edges = new Map<string, Edge>();
  private sizes = new Map<string, { width: number; height: number }>();
  measured(id: string) {
    return this.sizes.get(id);
  }
  /** React Flow measured a card (its `dimensions` node change): a new object for it starts from this size. */
  setMeasured(id: string, size: { width: number; height: number }) {
    this.sizes.set(id, size);
  }
  node(id: string) {
    return this.nodes.get(id);
  }
  edge(id: string) {
    return this.edges.get(id);
  }
  keep(next: { nodes: Map<string, CardNode>; edges: Map<string, Edge> }) {
    this.nodes = next.nodes;
    this.edges = next.edges;
    // Only the cards laid out now: a deleted or folded-away card is measured again if it comes back.
    for (const id of this.sizes.keys()) if (!next.nodes.has(id)) this.sizes.delete(id);
  }
}
