import { describe, expect, it } from 'vitest';
import { planTree, rowsOf, type PlanNode } from './tree-plan.js';

let next = 0;
const node = (children: PlanNode[] = []): PlanNode => ({ id: `n${(next += 1)}`, children });
const fan = (count: number, make: () => PlanNode = node) => Array.from({ length: count }, make);

describe('planTree', () => {
  it('keeps a tree that fits on one page', () => {
    const root = node(fan(3, () => node(fan(3))));
    expect(rowsOf(root, 2)).toBe(9);
    const plan = planTree(root);
    expect(plan.pages).toHaveLength(1);
    expect(plan.pages[0]).toMatchObject({ depth: 2, part: null });
  });

  it('gives a bigger tree an overview and a page per branch, in reading order, each linked from the overview', () => {
    const branches = fan(4, () => node(fan(4, () => node(fan(2)))));
    const root = node(branches);
    const plan = planTree(root);
    expect(plan.pages[0]!.root).toBe(root);
    expect(plan.pages.slice(1).map((p) => p.root)).toEqual(branches);
    branches.forEach((branch, i) => expect(plan.continuation.get(branch.id)).toBe(i + 1));
    for (const page of plan.pages) expect(rowsOf(page.root, page.depth)).toBeLessThanOrEqual(10);
  });

  it('spreads more children than fit over several pages', () => {
    const root = node(fan(23));
    const plan = planTree(root);
    expect(plan.pages.map((p) => [p.children.length, p.part])).toEqual([
      [10, { index: 1, count: 3 }],
      [10, { index: 2, count: 3 }],
      [3, { index: 3, count: 3 }],
    ]);
  });

  it('plans a lone root', () => {
    expect(planTree(node()).pages).toHaveLength(1);
  });
});
