import type { HypothesisNode, TreeNode } from '@caseboard/contracts';

type AnyNode = TreeNode | HypothesisNode;

export interface Placement {
  id: string;
  parentId: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export type LayoutDirection = 'horizontal' | 'vertical';

export interface LayoutOptions {
  nodeWidth: number;
  /** Between levels: columns when horizontal, rows when vertical. */
  columnGap: number;
  /** Between neighbours on one level. */
  rowGap: number;
  collapsed: ReadonlySet<string>;
  /** Left to right (the default, levels in columns) or top down (levels in rows). */
  direction?: LayoutDirection;
  /** Nodes whose card shows a finding badge (a row of its own, as a status or the collapse button). */
  flagged?: ReadonlySet<string>;
}

export const defaultLayoutOptions: Omit<LayoutOptions, 'collapsed'> = { nodeWidth: 248, columnGap: 56, rowGap: 14 };

/** Top down, levels need room for the elbows and siblings sit side by side. */
const VERTICAL_GAPS = { columnGap: 56, rowGap: 16 };

/**
 * Card height from the label length and the card's second row (status chip, finding badge or collapse
 * button); no DOM needed, so it can run in a worker.
 */
export function estimateHeight(node: AnyNode, nodeWidth: number, flagged = false): number {
  const charsPerLine = Math.max(12, Math.floor((nodeWidth - 24) / 7.2));
  const words = node.label.trim().split(/\s+/);
  let lines = 1;
  let current = 0;
  for (const word of words) {
    if (current > 0 && current + 1 + word.length > charsPerLine) {
      lines += 1;
      current = word.length;
    } else current += (current > 0 ? 1 : 0) + word.length;
  }
  const chipRow = 'status' in node || node.children.length > 0 || flagged ? 26 : 0;
  return 20 + Math.min(lines, 6) * 20 + chipRow;
}

/**
 * A tidy tree: levels align (in columns left to right, or in rows top down), every subtree owns a band
 * across the levels, a parent sits centred on its children, and nothing overlaps. O(n) apart from rare
 * subtree shifts; deterministic. The band runs down the page when horizontal and across it when vertical.
 */
export function layoutTree(root: AnyNode, options: LayoutOptions): Placement[] {
  const { nodeWidth, collapsed, direction = 'horizontal', flagged } = options;
  const vertical = direction === 'vertical';
  const { columnGap, rowGap } = vertical ? VERTICAL_GAPS : options;
  const placements = new Map<string, Placement>();
  const childrenOf = new Map<string, string[]>();
  // Along the band: y when horizontal, x when vertical. `span` is a card's size along the band.
  const along = new Map<string, number>();
  const span = (p: Placement) => (vertical ? p.width : p.height);
  let cursor = 0;

  const shift = (id: string, delta: number) => {
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      along.set(current, along.get(current)! + delta);
      stack.push(...(childrenOf.get(current) ?? []));
    }
  };

  const place = (node: AnyNode, depth: number, parentId: string | null): { bottom: number } => {
    const height = estimateHeight(node, nodeWidth, flagged?.has(node.id));
    const placement: Placement = { id: node.id, parentId, x: 0, y: 0, width: nodeWidth, height, depth };
    placements.set(node.id, placement);
    const size = span(placement);
    const visibleChildren = collapsed.has(node.id) ? [] : node.children;
    if (visibleChildren.length === 0) {
      along.set(node.id, cursor);
      cursor += size + rowGap;
      return { bottom: cursor - rowGap };
    }
    const bandTop = cursor;
    childrenOf.set(
      node.id,
      visibleChildren.map((child) => child.id),
    );
    let bottom = bandTop;
    const centres: number[] = [];
    for (const child of visibleChildren) {
      const band = place(child as AnyNode, depth + 1, node.id);
      bottom = Math.max(bottom, band.bottom);
      centres.push(along.get(child.id)! + span(placements.get(child.id)!) / 2);
    }
    let at = (centres[0]! + centres[centres.length - 1]!) / 2 - size / 2;
    if (at < bandTop) {
      // The parent is larger than its children's span: move the children along, under it.
      const delta = bandTop - at;
      at = bandTop;
      for (const child of visibleChildren) shift(child.id, delta);
      bottom += delta;
      cursor += delta;
    }
    along.set(node.id, at);
    bottom = Math.max(bottom, at + size);
    cursor = Math.max(cursor, bottom + rowGap);
    return { bottom };
  };

  place(root, 0, null);

  // Across the levels: fixed columns when horizontal; rows as tall as their tallest card when vertical.
  const levelStart: number[] = [0];
  if (vertical) {
    const tallest: number[] = [];
    for (const p of placements.values()) tallest[p.depth] = Math.max(tallest[p.depth] ?? 0, p.height);
    for (let depth = 1; depth < tallest.length; depth += 1)
      levelStart[depth] = levelStart[depth - 1]! + tallest[depth - 1]! + columnGap;
  }
  for (const p of placements.values()) {
    const position = along.get(p.id)!;
    if (vertical) {
      p.x = position;
      p.y = levelStart[p.depth]!;
    } else {
      p.x = p.depth * (nodeWidth + columnGap);
      p.y = position;
    }
  }
  return [...placements.values()];
}

/** The smallest zoom at which a card's 14 px text stays readable (10.5 px): no view goes below it. */
export const READABLE_ZOOM = 0.75;

export interface FitOptions {
  /** `whole`: the whole tree if it fits readably, else as `width`. `width`: the levels across the view. */
  mode?: 'whole' | 'width';
  padding?: number;
  maxZoom?: number;
}

/**
 * A viewport on a laid-out tree for a canvas of `size`. The whole tree, centred, when it fits at a
 * readable zoom; otherwise the tree's width at the largest zoom between READABLE_ZOOM and `maxZoom`,
 * starting at its top left edge (the reader scrolls for the rest), unless that would hide the root:
 * then the root is centred on that axis, so the question the tree answers is always in view.
 */
export function fitViewport(
  placements: readonly Placement[],
  size: { width: number; height: number },
  { mode = 'whole', padding = 32, maxZoom = 1 }: FitOptions = {},
): { x: number; y: number; zoom: number; whole: boolean } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of placements) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x + p.width);
    maxY = Math.max(maxY, p.y + p.height);
  }
  const width = maxX - minX;
  const height = maxY - minY;
  const room = { width: Math.max(1, size.width - 2 * padding), height: Math.max(1, size.height - 2 * padding) };
  const fit = Math.min(room.width / width, room.height / height, maxZoom);
  if (mode === 'whole' && fit >= READABLE_ZOOM) {
    return {
      zoom: fit,
      x: (size.width - width * fit) / 2 - minX * fit,
      y: (size.height - height * fit) / 2 - minY * fit,
      whole: true,
    };
  }
  const zoom = Math.min(maxZoom, Math.max(READABLE_ZOOM, room.width / width));
  const root = placements.find((p) => p.parentId === null) ?? placements[0]!;
  const axis = (from: number, extent: number, view: number, rootFrom: number, rootExtent: number) => {
    if (extent * zoom <= view - 2 * padding) return (view - extent * zoom) / 2 - from * zoom;
    const start = padding - from * zoom;
    const rootEnd = start + (rootFrom + rootExtent) * zoom;
    return rootEnd <= view - padding ? start : view / 2 - (rootFrom + rootExtent / 2) * zoom;
  };
  return {
    zoom,
    x: axis(minX, width, size.width, root.x, root.width),
    y: axis(minY, height, size.height, root.y, root.height),
    whole: false,
  };
}
