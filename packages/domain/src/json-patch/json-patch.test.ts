import { describe, expect, it } from 'vitest';
import { applyJsonPatch, diffJson, parsePointer, toPointer } from './index.js';

const document = () => ({
  version: '1.1',
  brief: { keyQuestion: 'Why?', decisionMakers: ['CFO'] },
  tree: { root: { id: 'r', label: 'Root', children: [{ id: 'a', label: 'A', children: [] }] } },
});

describe('JSON pointers', () => {
  it('escape and unescape ~ and / as RFC 6901 says', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
  });
});

describe('applying a JSON patch', () => {
  it('applies add, remove, replace, move, copy and test in order without touching the input', () => {
    const input = document();
    const frozen = JSON.stringify(input);
    const result = applyJsonPatch(input, [
      { op: 'test', path: '/brief/keyQuestion', value: 'Why?' },
      { op: 'replace', path: '/brief/keyQuestion', value: 'Why now?' },
      { op: 'add', path: '/brief/decisionMakers/-', value: 'CEO' },
      { op: 'add', path: '/brief/decisionMakers/0', value: 'Board' },
      { op: 'add', path: '/tree/root/children/0/children/0', value: { id: 'b', label: 'B', children: [] } },
      { op: 'copy', from: '/tree/root/children/0/children/0', path: '/tree/root/children/-' },
      { op: 'move', from: '/tree/root/children/1', path: '/tree/root/children/0' },
      { op: 'remove', path: '/tree/root/children/1/children/0' },
    ]);
    expect(JSON.stringify(input)).toBe(frozen);
    expect(result).toEqual({
      ok: true,
      value: {
        version: '1.1',
        brief: { keyQuestion: 'Why now?', decisionMakers: ['Board', 'CFO', 'CEO'] },
        tree: {
          root: {
            id: 'r',
            label: 'Root',
            children: [
              { id: 'b', label: 'B', children: [] },
              { id: 'a', label: 'A', children: [] },
            ],
          },
        },
      },
    });
    // Untouched branches are shared, not copied.
    if (result.ok) expect((result.value as ReturnType<typeof document>).version).toBe('1.1');
  });

  it('names the first operation that does not apply and why', () => {
    const cases = [
      [{ op: 'replace', path: '/brief/missing/x', value: 1 }, 'path_not_found'],
      [{ op: 'remove', path: '/brief/nothing' }, 'path_not_found'],
      [{ op: 'add', path: '/brief/decisionMakers/5', value: 'x' }, 'bad_index'],
      [{ op: 'add', path: '/brief/decisionMakers/01', value: 'x' }, 'bad_index'],
      [{ op: 'test', path: '/version', value: '1.0' }, 'test_failed'],
      [{ op: 'move', from: '/tree', path: '/tree/root/x' }, 'move_into_itself'],
      [{ op: 'copy', from: '/nowhere', path: '/x' }, 'from_not_found'],
      [{ op: 'add', path: '/__proto__/polluted', value: true }, 'forbidden_key'],
      [{ op: 'replace', path: '/brief/constructor', value: 1 }, 'path_not_found'],
    ] as const;
    for (const [operation, reason] of cases) {
      const result = applyJsonPatch(document(), [{ op: 'test', path: '', value: document() }, operation]);
      expect(result, JSON.stringify(operation)).toEqual({ ok: false, index: 1, reason, path: operation.path });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('diffing two documents', () => {
  it('gives a patch that turns one into the other, small for a small edit', () => {
    const before = document();
    const after = document();
    after.tree.root.children[0]!.label = 'A renamed';
    after.brief.decisionMakers.push('CEO');
    delete (after as Partial<ReturnType<typeof document>>).version;
    const patch = diffJson(before, after);
    expect(patch).toEqual([
      { op: 'remove', path: '/version' },
      { op: 'replace', path: '/brief/decisionMakers', value: ['CFO', 'CEO'] },
      { op: 'replace', path: '/tree/root/children/0/label', value: 'A renamed' },
    ]);
    expect(applyJsonPatch(before, patch)).toEqual({ ok: true, value: after });
    expect(diffJson(before, document())).toEqual([]);
  });
});
