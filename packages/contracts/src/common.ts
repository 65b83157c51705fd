import { z } from 'zod';

/**
 * Text fields refuse control characters: a NUL cannot be stored by PostgreSQL at all, and escape
 * sequences have no place in names that end up in e-mails, terminals and logs. One-line fields refuse
 * every control character (C0, DEL, C1); multi-line fields allow tab, line feed and carriage return.
 * Refusals are 400 `validation_failed` naming the field, with this message.
 */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
const ONE_LINE = /^[^\p{Cc}]*$/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/u;

/** A string of one line: no control characters at all. Chain `.trim()`, `.min()`, `.max()` as usual. */
export const oneLineText = () => z.string().regex(ONE_LINE, CONTROL_CHARACTER_MESSAGE);

/** A string that may span lines (tab, CR and LF allowed) but holds no other control character. */
export const multiLineText = () => z.string().regex(MULTI_LINE, CONTROL_CHARACTER_MESSAGE);

/** A secret such as a password: anything a person can type, but never a NUL. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const secretText = () => z.string().regex(/^[^\u0000]*$/u, CONTROL_CHARACTER_MESSAGE);

/** True when a string holds a character `multiLineText` refuses (for text found inside documents). */
export function hasControlCharacters(text: string): boolean {
  return !MULTI_LINE.test(text);
}

/** Paginated lists take `pageNumber` and `pageSize`; the spec's defaults are 1 and 1. */
export const PaginationQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(1),
});

export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    total: z.number().int().min(0),
  });

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Finds the first tree (`{ root }` with nodes linked by `children` arrays, as every tree artefact and the
 * 1.0 issue tree are) that holds more than `maxNodes` nodes, or a node below level `maxDepth` (the root
 * is level 0), without
 * recursion and without walking past the limit. Run on raw JSON before a schema parses it, so an
 * oversized tree costs a count, not a full validation with thousands of issues.
 */
export function findOversizedTree(
  value: unknown,
  { maxNodes, maxDepth = Number.POSITIVE_INFINITY }: { maxNodes: number; maxDepth?: number },
): { path: string; nodes: number; depth: number } | null {
  // Every save's document takes this walk, and nearly none holds an oversized tree: the walk that
  // finds out builds no paths; only a value that holds one is walked again, in the same order, for the
  // path (common.test.ts holds the two walks to the same answers).
  return holdsOversizedTree(value, maxNodes, maxDepth) ? oversizedTreePath(value, maxNodes, maxDepth) : null;
}

/** Whether `oversizedTreePath` finds a tree: the same walk, in the same order, without paths. */
function holdsOversizedTree(value: unknown, maxNodes: number, maxDepth: number): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (!Array.isArray(current)) {
      const root = (current as Record<string, unknown>).root;
      if (typeof root === 'object' && root !== null) {
        const size = measureTree(root, maxNodes, maxDepth);
        if (size.nodes > maxNodes || size.depth > maxDepth) return true;
      }
    }
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return false;
}

/** The first oversized tree with its path (what `findOversizedTree` answers), or null. */
function oversizedTreePath(
  value: unknown,
  maxNodes: number,
  maxDepth: number,
): { path: string; nodes: number; depth: number } | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (!Array.isArray(current)) {
      const root = (current as Record<string, unknown>).root;
      if (typeof root === 'object' && root !== null) {
        const size = measureTree(root, maxNodes, maxDepth);
        if (size.nodes > maxNodes || size.depth > maxDepth) return { path: path ? `${path}.root` : 'root', ...size };
      }
    }
    for (const [key, child] of Object.entries(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

function measureTree(root: object, maxNodes: number, maxDepth: number): { nodes: number; depth: number } {
  let nodes = 0;
  let depth = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    nodes += 1;
    if (level > depth) depth = level;
    if (nodes > maxNodes || depth > maxDepth) break;
    const children = (node as { children?: unknown }).children;
    if (Array.isArray(children)) for (const child of children) stack.push([child, level + 1]);
  }
  return { nodes, depth };
}
