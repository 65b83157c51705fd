import { TreeDiffSchema } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { diffTrees, type DiffableNode } from './diff.js';

/** A node the tests may edit in place. */
interface Node extends DiffableNode {
  children: Node[];
}

const n = (id: string, label: string, children: Node[] = [], extra: Partial<Omit<Node, 'children'>> = {}): Node => ({
  id,
  label,
  children,
  ...extra,
});

const base = () =>
  n('r', 'Margins fell because costs rose', [
    n('a', 'Fuel cost per passenger rose', [n('a1', 'Fuel price rose'), n('a2', 'Fleet burns more fuel')]),
    n('b', 'Crew cost rose', [], { status: 'untested' }),
    n('c', 'Airport charges rose'),
  ]);

describe('diffTrees', () => {
  it('finds no changes between equal trees', () => {
    const diff = diffTrees({ root: base() }, { root: base() });
    expect(diff.summary).toEqual({ added: 0, removed: 0, changed: 0, moved: 0, text: 'no changes' });
    expect(TreeDiffSchema.parse(diff)).toEqual(diff);
  });

  it('finds an added node with its parent and path, and a removed one', () => {
    const after = base();
    after.children[2]!.children.push(n('c1', 'Landing fees rose'));
    after.children[0]!.children.splice(1, 1);
    const diff = diffTrees(base(), after);
    expect(diff.added).toEqual([
      {
        id: 'c1',
        parentId: 'c',
        label: 'Landing fees rose',
        path: ['Margins fell because costs rose', 'Airport charges rose', 'Landing fees rose'],
      },
    ]);
    expect(diff.removed.map((r) => r.id)).toEqual(['a2']);
    expect(diff.summary.text).toBe('1 added, 1 removed');
  });

  it('reports changed label, status, notes and evidence with before and after values', () => {
    const after = base();
    after.children[1] = {
      ...after.children[1]!,
      label: 'Crew cost rose by 15%',
      status: 'supported',
      notes: 'HR data',
    };
    after.children[2] = { ...after.children[2]!, evidence: [{ id: 'e1', text: 'Fees up', direction: 'supports' }] };
    const diff = diffTrees(base(), after);
    expect(diff.changed.map((c) => [c.id, c.changes.map((x) => x.field)])).toEqual([
      ['b', ['label', 'status', 'notes']],
      ['c', ['evidence']],
    ]);
    expect(diff.changed[0]!.changes[1]).toEqual({ field: 'status', before: 'untested', after: 'supported' });
  });

  it('matches a node whose id changed by its label', () => {
    const after = base();
    after.children[0]!.children[0] = { ...after.children[0]!.children[0]!, id: 'new-id' };
    const diff = diffTrees(base(), after);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
  });

  it('reports a node moved to another parent', () => {
    const after = base();
    const [moved] = after.children[0]!.children.splice(0, 1);
    after.children[2]!.children.push(moved!);
    const diff = diffTrees(base(), after);
    expect(diff.moved).toEqual([
      expect.objectContaining({ id: 'a1', fromParentId: 'a', toParentId: 'c', fromIndex: 0, toIndex: 0 }),
    ]);
    expect(diff.summary.text).toBe('1 moved');
  });

  it('reports only the node that changed place among its siblings, not every sibling after it', () => {
    const after = base();
    const [first] = after.children.splice(0, 1);
    after.children.push(first!);
    const diff = diffTrees(base(), after);
    expect(diff.moved.map((m) => [m.id, m.fromIndex, m.toIndex])).toEqual([['a', 0, 2]]);
  });

  it('keeps inserted siblings from reading as moves of the ones after them', () => {
    const after = base();
    after.children.splice(0, 0, n('z', 'Maintenance cost rose'));
    const diff = diffTrees(base(), after);
    expect(diff.moved).toEqual([]);
    expect(diff.added.map((a) => a.id)).toEqual(['z']);
  });
});
