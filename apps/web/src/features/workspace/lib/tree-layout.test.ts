import type { TreeNode } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLayoutOptions, initialViewport, layoutTree, type Placement } from './tree-layout';

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

  it('opens on the whole tree when it fits legibly, else on the root at the left edge', () => {
    const small = layoutTree(n('r', 'Root', n('a', 'A'), n('b', 'B')), {
      ...defaultLayoutOptions,
      collapsed: new Set(),
    });
    const whole = initialViewport(small, { width: 1000, height: 600 });
    expect(whole).toMatchObject({ zoom: 1, whole: true });
    // Centred: as much room left of the tree as right of it.
    const right = 1000 - (whole.x + Math.max(...small.map((p) => p.x + p.width)) * whole.zoom);
    expect(whole.x).toBeCloseTo(right);

    const large = layoutTree(wide(3, 6), { ...defaultLayoutOptions, collapsed: new Set() });
    const view = initialViewport(large, { width: 800, height: 600 });
    expect(view).toMatchObject({ zoom: 0.55, whole: false });
    const root = large.find((p) => p.parentId === null)!;
    expect(view.x + root.x * view.zoom).toBe(24);
    expect(view.y + (root.y + root.height / 2) * view.zoom).toBeCloseTo(300);
  });
});
