import fc from 'fast-check';
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

describe('diffTrees compares priority and evidence as before', () => {
  /** The rule the diff had always used: stable JSON, keys sorted, absent and undefined alike. */
  function canonical(value: unknown): string {
    if (value === undefined || value === null) return 'null';
    if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
    if (typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
  }

  const values: unknown[] = [
    undefined,
    null,
    '',
    'high',
    0,
    1,
    true,
    [],
    [null],
    [undefined],
    ['a', 'b'],
    ['b', 'a'],
    {},
    { a: undefined },
    { a: null },
    { a: 1, b: [2, { c: 'x' }] },
    { b: [2, { c: 'x' }], a: 1 },
    { b: [2, { c: 'x', d: undefined }], a: 1 },
    { b: [2, { c: 'y' }], a: 1 },
    [{ a: 1 }],
    [{ a: 1, z: undefined }],
    { 0: 'a' },
    ['a'],
  ];

  it('reports a change of a field exactly when its stable JSON differs', () => {
    for (const before of values) {
      for (const after of values) {
        const diff = diffTrees(
          { root: n('r', 'Root', [n('a', 'A', [], { priority: before, evidence: after })]) },
          { root: n('r', 'Root', [n('a', 'A', [], { priority: after, evidence: before })]) },
        );
        const fields = diff.changed.flatMap((entry) => entry.changes.map((change) => change.field));
        const differs = canonical(before) !== canonical(after);
        expect(fields, JSON.stringify([before, after])).toEqual(differs ? ['priority', 'evidence'] : []);
      }
    }
  });

  it('reports a change of a field exactly when its stable JSON differs, on generated values', () => {
    const value = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(undefined, null, '', 'a', 0, 1, true),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', '0'), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    // Pairs that are often equal in stable JSON: a value and a reordered, partly undefined copy of it.
    const reordered = (input: unknown): unknown => {
      if (Array.isArray(input)) return input.map(reordered);
      if (typeof input !== 'object' || input === null) return input;
      const copy: Record<string, unknown> = { z: undefined };
      for (const key of Object.keys(input).reverse()) copy[key] = reordered((input as Record<string, unknown>)[key]);
      return copy;
    };
    let same = 0;
    fc.assert(
      fc.property(value, value, fc.boolean(), (before, other, twin) => {
        const after = twin ? reordered(before) : other;
        const diff = diffTrees(
          { root: n('r', 'Root', [n('a', 'A', [], { priority: before })]) },
          { root: n('r', 'Root', [n('a', 'A', [], { priority: after })]) },
        );
        const differs = canonical(before) !== canonical(after);
        if (!differs) same += 1;
        expect(diff.changed.length > 0, JSON.stringify([before, after])).toBe(differs);
      }),
      { numRuns: 3_000 },
    );
    expect(same).toBeGreaterThan(500);
  });

  it('gives every entry the labels from the root to its node', () => {
    const after = base();
    after.children[0]!.children[1]!.label = 'Fleet burns much more fuel';
    after.children[2]!.children.push(n('c1', 'Landing fees rose'));
    const moved = after.children[0]!.children.shift()!;
    after.children[1]!.children.push(moved);
    const diff = diffTrees({ root: base() }, { root: after });
    expect(diff.changed.map((entry) => entry.path)).toEqual([
      ['Margins fell because costs rose', 'Fuel cost per passenger rose', 'Fleet burns much more fuel'],
    ]);
    expect(diff.added.map((entry) => entry.path)).toEqual([
      ['Margins fell because costs rose', 'Airport charges rose', 'Landing fees rose'],
    ]);
    expect(diff.moved.map((entry) => entry.path)).toEqual([
      ['Margins fell because costs rose', 'Crew cost rose', 'Fuel price rose'],
    ]);
    // Each entry holds a path of its own.
    diff.changed[0]!.path.push('changed by a reader');
    expect(diff.added[0]!.path).toHaveLength(3);
  });
});
