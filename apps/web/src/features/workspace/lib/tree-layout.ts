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

export interface LayoutOptions {
  nodeWidth: number;
  columnGap: number;
  rowGap: number;
  collapsed: ReadonlySet<string>;
}

export const defaultLayoutOptions: Omit<LayoutOptions, 'collapsed'> = { nodeWidth: 248, columnGap: 56, rowGap: 14 };

/** Card height from the label length (no DOM needed, so it can run in a worker). */
export function estimateHeight(node: AnyNode, nodeWidth: number): number {
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
  const chipRow = 'status' in node ? 24 : 0;
  return 20 + Math.min(lines, 6) * 20 + chipRow;
}

/**
 * A left-to-right tidy tree: levels align in columns, every subtree owns a vertical band, a parent sits
 * centred on its children, and nothing overlaps. O(n) apart from rare subtree shifts; deterministic.
 */
export function layoutTree(root: AnyNode, options: LayoutOptions): Placement[] {
  const { nodeWidth, columnGap, rowGap, collapsed } = options;
  const placements = new Map<string, Placement>();
  const childrenOf = new Map<string, string[]>();
  let cursor = 0;

  const shift = (id: string, dy: number) => {
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      placements.get(current)!.y += dy;
      stack.push(...(childrenOf.get(current) ?? []));
    }
  };

  const place = (node: AnyNode, depth: number, parentId: string | null): { top: number; bottom: number } => {
    const height = estimateHeight(node, nodeWidth);
    const placement: Placement = {
      id: node.id,
      parentId,
      x: depth * (nodeWidth + columnGap),
      y: 0,
      width: nodeWidth,
      height,
      depth,
    };
    placements.set(node.id, placement);
    const visibleChildren = collapsed.has(node.id) ? [] : node.children;
    if (visibleChildren.length === 0) {
      placement.y = cursor;
      cursor += height + rowGap;
      return { top: placement.y, bottom: placement.y + height };
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
      const childPlacement = placements.get(child.id)!;
      centres.push(childPlacement.y + childPlacement.height / 2);
    }
    const centre = (centres[0]! + centres[centres.length - 1]!) / 2;
    placement.y = centre - height / 2;
    if (placement.y < bandTop) {
      // The parent is taller than its children's span: move the children down under it.
      const dy = bandTop - placement.y;
      placement.y = bandTop;
      for (const child of visibleChildren) shift(child.id, dy);
      bottom += dy;
      cursor += dy;
    }
    bottom = Math.max(bottom, placement.y + height);
    cursor = Math.max(cursor, bottom + rowGap);
    return { top: bandTop, bottom };
  };

  place(root, 0, null);
  return [...placements.values()];
}

/**
 * Where a canvas of `size` opens on a laid-out tree: the whole tree, centred, when it fits at a
 * legible zoom (at least `minZoom`, at most 1); otherwise legible first: `minZoom`, with the root
 * at the left edge and centred vertically, so the question the tree answers is always in view.
 */
export function initialViewport(
  placements: readonly Placement[],
  size: { width: number; height: number },
  { padding = 0.15, minZoom = 0.55, maxZoom = 1, inset = 24 } = {},
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
  const fit = Math.min(size.width / (width * (1 + 2 * padding)), size.height / (height * (1 + 2 * padding)), maxZoom);
  if (fit >= minZoom) {
    return {
      zoom: fit,
      x: (size.width - width * fit) / 2 - minX * fit,
      y: (size.height - height * fit) / 2 - minY * fit,
      whole: true,
    };
  }
  const root = placements.find((p) => p.parentId === null) ?? placements[0]!;
  return {
    zoom: minZoom,
    x: inset - root.x * minZoom,
    y: size.height / 2 - (root.y + root.height / 2) * minZoom,
    whole: false,
  };
}
