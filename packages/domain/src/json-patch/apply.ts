import type { JsonPatch } from '@caseboard/contracts';

/** Why an operation did not apply: the API answers these as 422 `patch_invalid` (docs/decisions/035-cheap-saves.md). */
export type PatchFailure =
  'path_not_found' | 'from_not_found' | 'bad_index' | 'test_failed' | 'move_into_itself' | 'forbidden_key';

export type PatchResult =
  { ok: true; value: unknown } | { ok: false; index: number; reason: PatchFailure; path: string };

/** RFC 6901: "" is the whole document; "/a/b~1c" is ["a", "b/c"]. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The JSON pointer of a path of keys. */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

class Failure extends Error {
  constructor(readonly reason: PatchFailure) {
    super(reason);
  }
}

/** An array index token: "0", "12" (no leading zeros, no signs); `-` only where `end` allows it. */
function arrayIndex(token: string, length: number, { end }: { end: boolean }): number {
  if (end && token === '-') return length;
  if (!/^(0|[1-9]\d{0,8})$/.test(token)) throw new Failure('bad_index');
  const index = Number(token);
  if (index > (end ? length : length - 1)) throw new Failure(end ? 'bad_index' : 'path_not_found');
  return index;
}

function hasKey(container: Container, token: string): boolean {
  if (Array.isArray(container)) return /^(0|[1-9]\d{0,8})$/.test(token) && Number(token) < container.length;
  return Object.hasOwn(container, token);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => deepEqual(item, other[i]));
  }
  const keysA = Object.keys(a);
  const objectB = b as Record<string, unknown>;
  return (
    keysA.length === Object.keys(objectB).length &&
    keysA.every((key) => Object.hasOwn(objectB, key) && deepEqual(a[key], objectB[key]))
  );
}

/**
 * Applies RFC 6902 operations in order, without touching `document`: every container on a changed
 * path is copied once (copy on write), the rest is shared, so a small patch on a large document costs
 * little and the input (a cached revision) stays as it was. Stops at the first operation that does not
 * apply and names it.
 */
export function applyJsonPatch(document: unknown, patch: JsonPatch): PatchResult {
  const owned = new WeakSet<object>();
  const root = { value: document } as Record<string, unknown>;
  owned.add(root);

  /** The container holding `tokens`' last key, with every container on the way copied for writing. */
  const parentForWrite = (tokens: string[]): { parent: Container; key: string } => {
    let current: Container = root;
    const path = ['value', ...tokens];
    for (let i = 0; i < path.length - 1; i += 1) {
      const token = path[i]!;
      if (!hasKey(current, token)) throw new Failure('path_not_found');
      const key = Array.isArray(current) ? Number(token) : token;
      const child: unknown = (current as Record<string | number, unknown>)[key];
      if (!isContainer(child)) throw new Failure('path_not_found');
      let writable: Container = child;
      if (!owned.has(child)) {
        writable = Array.isArray(child) ? [...child] : { ...child };
        owned.add(writable);
        (current as Record<string | number, unknown>)[key] = writable;
      }
      current = writable;
    }
    return { parent: current, key: path.at(-1)! };
  };

  const read = (tokens: string[], missing: PatchFailure): unknown => {
    let current: unknown = root.value;
    for (const token of tokens) {
      if (!isContainer(current) || !hasKey(current, token)) throw new Failure(missing);
      current = Array.isArray(current) ? current[Number(token)] : current[token];
    }
    return current;
  };

  const add = (tokens: string[], value: unknown) => {
    const { parent, key } = parentForWrite(tokens);
    if (Array.isArray(parent)) parent.splice(arrayIndex(key, parent.length, { end: true }), 0, value);
    else parent[key] = value;
  };

  const remove = (tokens: string[]): unknown => {
    if (tokens.length === 0) throw new Failure('path_not_found');
    const { parent, key } = parentForWrite(tokens);
    if (!hasKey(parent, key)) throw new Failure('path_not_found');
    if (Array.isArray(parent)) return parent.splice(arrayIndex(key, parent.length, { end: false }), 1)[0];
    const value = parent[key];
    Reflect.deleteProperty(parent, key);
    return value;
  };

  for (const [index, operation] of patch.entries()) {
    try {
      const tokens = parsePointer(operation.path);
      const from = 'from' in operation ? parsePointer(operation.from) : [];
      if ([...tokens, ...from].some((token) => token === '__proto__')) throw new Failure('forbidden_key');
      switch (operation.op) {
        case 'add':
          add(tokens, operation.value);
          break;
        case 'remove':
          remove(tokens);
          break;
        case 'replace':
          read(tokens, 'path_not_found');
          if (tokens.length === 0) root.value = operation.value;
          else {
            const { parent, key } = parentForWrite(tokens);
            if (Array.isArray(parent)) parent[arrayIndex(key, parent.length, { end: false })] = operation.value;
            else parent[key] = operation.value;
          }
          break;
        case 'move': {
          if (operation.from === operation.path) {
            read(from, 'from_not_found');
            break;
          }
          if (operation.path.startsWith(`${operation.from}/`)) throw new Failure('move_into_itself');
          read(from, 'from_not_found');
          add(tokens, remove(from));
          break;
        }
        case 'copy':
          add(tokens, read(from, 'from_not_found'));
          break;
        case 'test':
          if (!deepEqual(read(tokens, 'path_not_found'), operation.value)) throw new Failure('test_failed');
          break;
      }
    } catch (error) {
      if (error instanceof Failure) return { ok: false, index, reason: error.reason, path: operation.path };
      throw error;
    }
  }
  return { ok: true, value: root.value };
}
