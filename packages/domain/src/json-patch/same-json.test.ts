import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.js';

const byText = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function value(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 6 : 9));
  const keys = ['a', 'b', 'c', 'id', 'label'];
  switch (pick) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return next() < 0.5;
    case 3:
      return Math.floor(next() * 3);
    case 4:
      return ['x', 'y', ''][Math.floor(next() * 3)];
    case 5:
      return next() < 0.5 ? 0 : -0;
    case 6:
    case 7: {
      const object: Record<string, unknown> = {};
      for (const key of keys) if (next() < 0.4) object[key] = value(next, depth + 1);
      return object;
    }
    default:
      return Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth + 1));
  }
}

/** A copy that may differ in one place, or only in ways JSON text does not show. */
function variant(next: () => number, input: unknown): unknown {
  if (Array.isArray(input)) return input.map((item) => (next() < 0.2 ? variant(next, item) : item));
  if (typeof input === 'object' && input !== null) {
    const entries = Object.entries(input).map(([key, item]) => [key, next() < 0.2 ? variant(next, item) : item]);
    if (next() < 0.1) entries.reverse();
    if (next() < 0.1) entries.push(['extra', undefined]);
    return Object.fromEntries(entries);
  }
  return next() < 0.5 ? input : value(next, 4);
}

describe('sameJson', () => {
  it('agrees with comparing JSON.stringify texts on the cases JSON text treats specially', () => {
    const cases: Array<[unknown, unknown]> = [
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [{ a: 1, b: undefined }, { a: 1 }],
      [{ a: () => 1 }, {}],
      [[undefined], [null]],
      [[() => 1], [null]],
      [undefined, null],
      [undefined, undefined],
      [null, null],
      [0, -0],
      [Number.NaN, null],
      [[Number.NaN], [null]],
      [Number.POSITIVE_INFINITY, null],
      [new Date(0), new Date(0).toISOString()],
      [{ at: new Date(0) }, { at: '1970-01-01T00:00:00.000Z' }],
      [{ toJSON: () => 'x' }, 'x'],
      [Object(1) as unknown, 1],
      [Object('s') as unknown, 's'],
      [[], {}],
      [{ 0: 'a' }, ['a']],
      ['', null],
      [{ a: [1, { b: [] }] }, { a: [1, { b: [] }] }],
      [{ a: [1, { b: [] }] }, { a: [1, { b: [undefined] }] }],
      [{ a: 'x' }, { a: 'x', b: undefined, c: undefined }],
      [{ b: undefined, a: 'x' }, { a: 'x' }],
    ];
    for (const [a, b] of cases) {
      expect(sameJson(a, b), JSON.stringify([a, b])).toBe(byText(a, b));
      expect(sameJson(b, a), JSON.stringify([b, a])).toBe(byText(b, a));
    }
  });

  it('agrees with comparing JSON.stringify texts on thousands of generated pairs, equal and not', () => {
    let equal = 0;
    for (let seed = 1; seed <= 4000; seed += 1) {
      const next = random(seed);
      const a = value(next, 0);
      const b = variant(next, a);
      const expected = byText(a, b);
      if (expected) equal += 1;
      expect(sameJson(a, b), `seed ${seed}`).toBe(expected);
    }
    // Both outcomes are exercised, not only one.
    expect(equal).toBeGreaterThan(400);
    expect(equal).toBeLessThan(3600);
  });
});
