import type { TreeNode } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { outlineRows, rowAt, rowTops, scrollToReveal, windowItems, windowRange } from './outline-window';

const leaf = (id: string): TreeNode => ({ id, label: id, children: [] });

describe('the outline window', () => {
  it('places each row below the heights above it and ends with the total height', () => {
    expect([...rowTops([32, 48, 32])]).toEqual([0, 32, 80, 112]);
    expect([...rowTops([])]).toEqual([0]);
  });

  it('stands a spacer of their height for each run of rows not rendered, so the list keeps its height', () => {
    const tops = rowTops([32, 48, 32, 32, 64]);
    expect(windowItems(tops, [1, 2, 4])).toEqual([
      { gap: 0, height: 32 },
      { row: 1 },
      { row: 2 },
      { gap: 3, height: 32 },
      { row: 4 },
    ]);
    expect(windowItems(tops, [0, 1])).toEqual([{ row: 0 }, { row: 1 }, { gap: 2, height: 128 }]);
    expect(windowItems(tops, [0, 1, 2, 3, 4])).toEqual([0, 1, 2, 3, 4].map((row) => ({ row })));
    expect(windowItems(rowTops([]), [])).toEqual([]);
  });

  it('finds the row that covers a point, clamped to the rows there are', () => {
    const tops = rowTops([32, 48, 32]);
    expect(rowAt(tops, 0)).toBe(0);
    expect(rowAt(tops, 31.9)).toBe(0);
    expect(rowAt(tops, 32)).toBe(1);
    expect(rowAt(tops, 79)).toBe(1);
    expect(rowAt(tops, 80)).toBe(2);
    expect(rowAt(tops, 10_000)).toBe(2);
    expect(rowAt(tops, -5)).toBe(0);
  });

  it('renders the rows that meet the view and the overscan around it, never beyond the list', () => {
    const tops = rowTops(Array.from({ length: 1000 }, () => 32));
    // A 320 px view scrolled to row 100 shows rows 100-109; 64 px of overscan adds two on each side.
    expect(windowRange(tops, 3200, 320, 64)).toEqual({ start: 98, end: 113 });
    expect(windowRange(tops, 0, 320, 64)).toEqual({ start: 0, end: 13 });
    expect(windowRange(tops, 32_000 - 320, 320, 64)).toEqual({ start: 988, end: 1000 });
    expect(windowRange(rowTops([]), 0, 320, 64)).toEqual({ start: 0, end: 0 });
  });

  it('keeps the window small however long the list is', () => {
    const tops = rowTops(Array.from({ length: 1000 }, (_, i) => (i % 3 === 0 ? 52 : 32)));
    const { start, end } = windowRange(tops, 12_000, 800, 480);
    expect(end - start).toBeLessThan(70);
    expect(tops[start]!).toBeLessThanOrEqual(12_000 - 480);
    expect(tops[end]!).toBeGreaterThanOrEqual(12_000 + 800 + 480);
  });

  it('scrolls the least distance that shows a row, and not at all when it is in view', () => {
    const tops = rowTops(Array.from({ length: 100 }, () => 32));
    const view = { scrollTop: 320, height: 320, offset: 8 };
    expect(scrollToReveal(tops, 12, view)).toBeNull();
    // Above the view: its top meets the view's top.
    expect(scrollToReveal(tops, 2, view)).toBe(8 + 64);
    // Below: its bottom meets the view's bottom.
    expect(scrollToReveal(tops, 30, view)).toBe(8 + 31 * 32 - 320);
    expect(scrollToReveal(tops, 30, view, 8)).toBe(8 + 31 * 32 - 320 + 8);
    expect(scrollToReveal(tops, 0, { ...view, scrollTop: 1 }, 8)).toBe(0);
    expect(scrollToReveal(tops, 100, view)).toBeNull();
  });

  it('shows a row taller than the view from its top', () => {
    const tops = rowTops([32, 600, 32]);
    expect(scrollToReveal(tops, 1, { scrollTop: 0, height: 300, offset: 0 })).toBe(32);
  });

  it('says each row’s level and place among its siblings, and skips collapsed branches', () => {
    const tree = {
      root: {
        ...leaf('root'),
        children: [{ ...leaf('a'), children: [leaf('a1'), leaf('a2')] }, leaf('b'), leaf('c')],
      },
    };
    const shape = (collapsed: Set<string>) =>
      outlineRows(tree, collapsed).map((row) => `${row.node.id} ${row.depth} ${row.posInSet}/${row.setSize}`);
    expect(shape(new Set())).toEqual(['root 0 1/1', 'a 1 1/3', 'a1 2 1/2', 'a2 2 2/2', 'b 1 2/3', 'c 1 3/3']);
    expect(shape(new Set(['a']))).toEqual(['root 0 1/1', 'a 1 1/3', 'b 1 2/3', 'c 1 3/3']);
  });
});
