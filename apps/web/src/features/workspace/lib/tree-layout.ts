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
