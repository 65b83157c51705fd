import type { JsonPatchOperation } from '@caseboard/contracts';
import { toPointer } from './apply.js';

/**
 * RFC 6902 operations that turn `before` into `after`: objects are compared key by key, arrays of the
 * same length item by item, and anything else (an array that grew or shrank, a changed scalar) is
 * replaced where it sits. Not the shortest patch, but a small edit of a large document gives a small
 * patch (a renamed node is one `replace`; an added child replaces its parent's `children`).
 */
export function diffJson(before: unknown, after: unknown): JsonPatchOperation[] {
  const operations: JsonPatchOperation[] = [];
  const walk = (a: unknown, b: unknown, path: Array<string | number>) => {
    if (a === b) return;
    const bothObjects =
      typeof a === 'object' &&
      a !== null &&
      typeof b === 'object' &&
      b !== null &&
      Array.isArray(a) === Array.isArray(b);
    if (!bothObjects) {
      if (b === undefined) operations.push({ op: 'remove', path: toPointer(path) });
      else if (JSON.stringify(a) !== JSON.stringify(b))
        operations.push({ op: 'replace', path: toPointer(path), value: b });
      return;
    }
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) {
        operations.push({ op: 'replace', path: toPointer(path), value: other });
        return;
      }
      a.forEach((item, i) => walk(item, other[i], [...path, i]));
      return;
    }
    const objectA = a as Record<string, unknown>;
    const objectB = b as Record<string, unknown>;
    for (const key of Object.keys(objectA)) {
      if (objectA[key] === undefined) continue;
      if (!Object.hasOwn(objectB, key) || objectB[key] === undefined)
        operations.push({ op: 'remove', path: toPointer([...path, key]) });
      else walk(objectA[key], objectB[key], [...path, key]);
    }
    for (const key of Object.keys(objectB)) {
      if (objectB[key] === undefined) continue;
      if (!Object.hasOwn(objectA, key) || objectA[key] === undefined) {
        operations.push({ op: 'add', path: toPointer([...path, key]), value: objectB[key] });
      }
    }
  };
  walk(before, after, []);
  return operations;
}
