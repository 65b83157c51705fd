import { visibleNodes, type Tree } from '@caseboard/domain';
import type { HypothesisNode, TreeNode } from '@caseboard/contracts';

/**
 * The maths of the outline's window (components/tree-outline.tsx renders only the rows in view):
 * rows have measured heights (a label may wrap), so each row's top is the sum of the heights above it,
 * and each run of rows not rendered is a spacer of their summed height.
 * Pure functions over arrays, so they are tested without a browser.
 */

/** A row's height before it has been measured: one line of text (`min-h-8`). */
export const ESTIMATED_ROW_HEIGHT = 32;

/** One outline row: the node, its level (0 for the root) and its place among its siblings (for ARIA). */
export interface OutlineRow<N> {
  node: N;
  depth: number;
  /** aria-setsize: the number of siblings, itself included. */
  setSize: number;
  /** aria-posinset: 1-based position among them. */
  posInSet: number;
}

/** The rows the outline shows, in display order: the tree walked depth first, collapsed branches skipped. */
export function outlineRows<N extends TreeNode | HypothesisNode>(
  tree: Tree<N>,
  collapsed: ReadonlySet<string>,
): Array<OutlineRow<N>> {
  return visibleNodes(tree, collapsed).map(({ node, parent, index, depth }) => ({
    node,
    depth,
    setSize: parent ? parent.children.length : 1,
    posInSet: index + 1,
  }));
}

/** Each row's top, plus the total height as the last entry (`tops.length === heights.length + 1`). */
export function rowTops(heights: ArrayLike<number>): Float64Array {
  const tops = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i += 1) tops[i + 1] = tops[i]! + heights[i]!;
  return tops;
}

/** The index of the row that covers `y` (clamped to the rows that exist). */
export function rowAt(tops: Float64Array, y: number): number {
  const count = tops.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (tops[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The rows to render, `[start, end)`: those that meet the band from `top` to `top + height` (the
 * viewport in the list's own coordinates), widened by `overscan` pixels on each side so a scroll
 * shows rows that exist already.
 */
export function windowRange(
  tops: Float64Array,
  top: number,
  height: number,
  overscan: number,
): { start: number; end: number } {
  const count = tops.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = rowAt(tops, Math.max(0, top - overscan));
  const end = Math.min(count, rowAt(tops, Math.max(0, top + height + overscan)) + 1);
  return { start, end };
}

/** What the list holds, in order: a rendered row, or a spacer standing for the rows not rendered there. */
export type WindowItem = { row: number } | { gap: number; height: number };

/**
 * The rendered rows (`indexes`, ascending) with a spacer before each run of rows left out, and after
 * the last: the list is as tall as all its rows, and each rendered row sits below the heights above it.
 * A spacer is keyed by the first row it stands for.
 */
export function windowItems(tops: Float64Array, indexes: readonly number[]): WindowItem[] {
  const count = tops.length - 1;
  const items: WindowItem[] = [];
  let next = 0;
  for (const index of [...indexes, count]) {
    if (index > next) items.push({ gap: next, height: tops[index]! - tops[next]! });
    if (index < count) items.push({ row: index });
    next = index + 1;
  }
  return items;
}

/**
 * Where to scroll so that row `index` is fully in view, or null when it is already: the least
 * movement, as the browser's `scrollIntoView({ block: 'nearest' })` does, leaving `margin` pixels
 * around it. `offset` is the list's top within the scrolled content.
 */
export function scrollToReveal(
  tops: Float64Array,
  index: number,
  view: { scrollTop: number; height: number; offset: number },
  margin = 0,
): number | null {
  if (index < 0 || index >= tops.length - 1) return null;
  const rowTop = view.offset + tops[index]!;
  const rowBottom = view.offset + tops[index + 1]!;
  if (rowTop - margin < view.scrollTop) return Math.max(0, rowTop - margin);
  if (rowBottom + margin > view.scrollTop + view.height) {
    // A row taller than the view shows its top.
    return Math.max(0, Math.min(rowTop - margin, rowBottom + margin - view.height));
  }
  return null;
}
