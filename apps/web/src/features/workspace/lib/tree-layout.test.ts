import type { TreeNode } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLayoutOptions, fitViewport, layoutTree, READABLE_ZOOM, type Placement } from './tree-layout';

const n = (id: string, label: string, ...children: TreeNode[]): TreeNode => ({ id, label, children });

function overlaps(a: Placement, b: Placement) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function wide(depth: number, breadth: number, prefix = 'n'): TreeNode {
  if (depth === 0) return n(prefix, `Leaf ${prefix}`);
  return n(
    prefix,
    `Node ${prefix} with a label long enough to wrap over two or three lines in a card`,
    ...Array.from({ length: breadth }, (_, i) => wide(depth - 1, breadth, `${prefix}.${i}`)),
  );
}

describe('the tree layout', () => {
  it('aligns levels in columns and centres parents on their children', () => {
    const placements = layoutTree(n('r', 'Root', n('a', 'A'), n('b', 'B')), {
      ...defaultLayoutOptions,
      collapsed: new Set(),
    });
    const byId = new Map(placements.map((p) => [p.id, p]));
    expect(byId.get('a')!.x).toBe(byId.get('b')!.x);
    expect(byId.get('a')!.x).toBeGreaterThan(byId.get('r')!.x);
    const centre = (p: Placement) => p.y + p.height / 2;
    expect(centre(byId.get('r')!)).toBeCloseTo((centre(byId.get('a')!) + centre(byId.get('b')!)) / 2);
  });

  it('never overlaps two cards, even with tall parents and uneven subtrees', () => {
    const tall = 'A very long parent label '.repeat(12);
    const tree = n('r', tall, n('a', tall, n('a1', 'x')), wide(3, 4, 'w'), n('c', 'C'));
    const placements = layoutTree(tree, { ...defaultLayoutOptions, collapsed: new Set() });
    for (let i = 0; i < placements.length; i += 1) {
      for (let j = i + 1; j < placements.length; j += 1) {
        expect(overlaps(placements[i]!, placements[j]!), `${placements[i]!.id} / ${placements[j]!.id}`).toBe(false);
      }
    }
  });

  it('hides the descendants of collapsed nodes', () => {
    const placements = layoutTree(wide(2, 3), { ...defaultLayoutOptions, collapsed: new Set(['n.0']) });
    expect(placements.map((p) => p.id)).not.toContain('n.0.0');
    expect(placements).toHaveLength(1 + 3 + 6);
  });

  it('places every node of a tree beyond the 300-node limit', () => {
    const placements = layoutTree(wide(4, 4), { ...defaultLayoutOptions, collapsed: new Set() });
    expect(new Set(placements.map((p) => p.id)).size).toBe(341);
  });

  it('lays a tree out top down: levels in rows, siblings side by side, nothing overlapping', () => {
    const tall = 'A very long parent label '.repeat(12);
    const tree = n('r', tall, n('a', tall, n('a1', 'x')), wide(3, 4, 'w'), n('c', 'C'));
    const placements = layoutTree(tree, { ...defaultLayoutOptions, collapsed: new Set(), direction: 'vertical' });
    const byId = new Map(placements.map((p) => [p.id, p]));
    expect(byId.get('a')!.y).toBe(byId.get('c')!.y);
    expect(byId.get('a')!.y).toBeGreaterThanOrEqual(byId.get('r')!.y + byId.get('r')!.height);
    expect(byId.get('c')!.x).toBeGreaterThan(byId.get('a')!.x);
    for (let i = 0; i < placements.length; i += 1) {
      for (let j = i + 1; j < placements.length; j += 1) {
        expect(overlaps(placements[i]!, placements[j]!), `${placements[i]!.id} / ${placements[j]!.id}`).toBe(false);
      }
    }
  });

  it('opens on the whole tree when it fits readably, else on its width at a readable zoom', () => {
    const small = layoutTree(n('r', 'Root', n('a', 'A'), n('b', 'B')), {
      ...defaultLayoutOptions,
      collapsed: new Set(),
    });
    const whole = fitViewport(small, { width: 1000, height: 600 });
    expect(whole).toMatchObject({ zoom: 1, whole: true });
    // Centred: as much room left of the tree as right of it.
    const right = 1000 - (whole.x + Math.max(...small.map((p) => p.x + p.width)) * whole.zoom);
    expect(whole.x).toBeCloseTo(right);

    const large = layoutTree(wide(3, 6), { ...defaultLayoutOptions, collapsed: new Set() });
    const view = fitViewport(large, { width: 1200, height: 600 });
    // Every level across the view (nothing cut off at the sides), never below the readable zoom,
    // starting at the top of the tree: the reader scrolls down for the rest.
    expect(view.whole).toBe(false);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    const right2 = view.x + Math.max(...large.map((p) => p.x + p.width)) * view.zoom;
    expect(view.x + Math.min(...large.map((p) => p.x)) * view.zoom).toBeGreaterThanOrEqual(0);
    expect(right2).toBeLessThanOrEqual(1200);
    // Too tall to show from its top with the root in view: the root is centred, the reader scrolls for the rest.
    const root = large.find((p) => p.parentId === null)!;
    expect(view.y + (root.y + root.height / 2) * view.zoom).toBeCloseTo(300);

    const shallow = layoutTree(wide(1, 14), { ...defaultLayoutOptions, collapsed: new Set() });
    const top = fitViewport(shallow, { width: 1200, height: 500 });
    expect(top.y + Math.min(...shallow.map((p) => p.y)) * top.zoom).toBe(32);
  });

  it('fits the width at no less than the readable zoom, even when a tree is too wide for it', () => {
    const large = layoutTree(wide(3, 6), { ...defaultLayoutOptions, collapsed: new Set(), direction: 'vertical' });
    const view = fitViewport(large, { width: 800, height: 600 }, { mode: 'width' });
    expect(view.zoom).toBe(READABLE_ZOOM);
    const root = large.find((p) => p.parentId === null)!;
    // The root sits mid-way along a wide top-down tree: the view centres on it, so it is in view.
    expect(view.x + (root.x + root.width / 2) * view.zoom).toBeCloseTo(400);
  });
});
