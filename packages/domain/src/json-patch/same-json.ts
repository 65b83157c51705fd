/**
 * Whether two values serialise to the same JSON text: `sameJson(a, b)` is
 * `JSON.stringify(a) === JSON.stringify(b)`, without building either text. Key order counts, as it
 * does in the text; a property whose value is undefined (or a function) is left out, and such an
 * array element reads as null, as JSON.stringify does. A value with `toJSON` (a Date) is compared by
 * its text (a BigInt, which JSON.stringify refuses, is equal to itself). The history's summary
 * compares whole trees this way on every save (docs/decisions/035-cheap-saves.md).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return textOf(a) === textOf(b);
  if (hasToJson(a) || hasToJson(b)) return textOf(a) === textOf(b);
  const arrayA = Array.isArray(a);
  if (arrayA !== Array.isArray(b)) return false;
  if (arrayA) {
    const left = a as unknown[];
    const right = b as unknown[];
    if (left.length !== right.length) return false;
    for (let i = 0; i < left.length; i += 1) {
      if (!sameJson(asElement(left[i]), asElement(right[i]))) return false;
    }
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keysA = Object.keys(left);
  const keysB = Object.keys(right);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < keysA.length && !serialised(left[keysA[i]!])) i += 1;
    while (j < keysB.length && !serialised(right[keysB[j]!])) j += 1;
    if (i === keysA.length || j === keysB.length) return i === keysA.length && j === keysB.length;
    const key = keysA[i]!;
    if (key !== keysB[j] || !sameJson(left[key], right[key])) return false;
    i += 1;
    j += 1;
  }
}

/** What JSON.stringify leaves out of an object. */
const serialised = (value: unknown) => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';

/** What JSON.stringify writes as null in an array. */
const asElement = (value: unknown) => (serialised(value) ? value : null);

/** Values JSON.stringify does not write as their own properties: `toJSON`, and boxed primitives. */
const hasToJson = (value: object) =>
  typeof (value as { toJSON?: unknown }).toJSON === 'function' ||
  value instanceof Number ||
  value instanceof String ||
  value instanceof Boolean;

const textOf = (value: unknown) => JSON.stringify(value);
