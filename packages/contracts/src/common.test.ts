import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOversizedTree } from './common.js';

/** `findOversizedTree` as it was, building every path as it walks: the answers to keep. */
function reference(
  value: unknown,
  { maxNodes, maxDepth = Number.POSITIVE_INFINITY }: { maxNodes: number; maxDepth?: number },
): { path: string; nodes: number; depth: number } | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (!Array.isArray(current)) {
      const root = (current as Record<string, unknown>).root;
      if (typeof root === 'object' && root !== null) {
        let nodes = 0;
        let depth = 0;
        const nodesLeft: Array<[unknown, number]> = [[root, 0]];
        while (nodesLeft.length > 0) {
          const [node, level] = nodesLeft.pop()!;
          if (typeof node !== 'object' || node === null) continue;
          nodes += 1;
          if (level > depth) depth = level;
          if (nodes > maxNodes || depth > maxDepth) break;
          const children = (node as { children?: unknown }).children;
          if (Array.isArray(children)) for (const child of children) nodesLeft.push([child, level + 1]);
        }
        if (nodes > maxNodes || depth > maxDepth) return { path: path ? `${path}.root` : 'root', nodes, depth };
      }
    }
    for (const [key, child] of Object.entries(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** Trees (nodes with `children`, now and then a leaf that is not an object) and values holding several. */
const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ id: fc.string({ maxLength: 2 }) }),
    fc.record({ id: fc.string({ maxLength: 2 }), children: fc.array(tie('node'), { maxLength: 4 }) }),
    fc.record({ id: fc.string({ maxLength: 2 }), children: fc.constantFrom(null, 'x', {}) }),
    fc.constantFrom(null, 3, 'leaf'),
  ),
})).node;
const holder: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ root: node }),
    fc.record({ root: node, more: tie('value') }),
    fc.dictionary(fc.constantFrom('a', 'b', 'root', 'issueTree', 'x.y'), tie('value'), { maxKeys: 3 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.constantFrom(null, 1, 'root'),
  ),
})).value;

describe('findOversizedTree', () => {
  it('answers as the walk that builds every path, on generated values and limits', () => {
    const seen = { found: 0, none: 0 };
    fc.assert(
      fc.property(
        holder,
        fc.integer({ min: 0, max: 8 }),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        (value, maxNodes, maxDepth) => {
          const limits = maxDepth === undefined ? { maxNodes } : { maxNodes, maxDepth };
          const answer = findOversizedTree(value, limits);
          expect(answer).toEqual(reference(value, limits));
          seen[answer ? 'found' : 'none'] += 1;
        },
      ),
      { numRuns: 5_000 },
    );
    expect(seen.found).toBeGreaterThan(500);
    expect(seen.none).toBeGreaterThan(500);
  });
});
