import {
  hasControlCharacters,
  LegacyDocumentSchema,
  MAX_JSON_DEPTH,
  MAX_SNAPSHOT_BODY_BYTES,
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
  oversizedDocumentTree,
  parseProjectDocumentFast,
  ProjectDocumentSchema,
  type FieldIssue,
  type SnapshotDocument,
} from '@caseboard/contracts';
import { documentVersion } from '@caseboard/domain';
import { AppError } from '../../lib/app-error.js';

export interface CheckedDocument {
  /** The document as stored: parsed, defaults filled, unknown fields dropped, serialised again. */
  text: string;
  /** The `version` it carries; null for an unversioned 1.0 document. */
  version: string | null;
  /** The stored document itself (the parse of `text`), for the revision summary: never parse `text` again. */
  value: SnapshotDocument;
}

const invalid = (message: string, details: FieldIssue[]) => new AppError('invalid_document', { message, details });
const NOT_A_DOCUMENT = 'The body is not a valid project document (JSON text of a 1.1 or 1.0 document).';

/**
 * Checks a snapshot body: at most 2 MiB of UTF-8, valid JSON, not nested too deeply, and a 1.1 or
 * 1.0 document by the contract schemas. Failures are 413 `payload_too_large` or 400 `invalid_document`
 * with the failing paths. The text is parsed once and validated once (docs/decisions/035-cheap-saves.md).
 */
export function checkDocument(text: string): CheckedDocument {
  assertDocumentSize(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(NOT_A_DOCUMENT, [{ path: 'body', message: 'is not valid JSON' }]);
  }
  return checkDocumentValue(value);
}

/** 413 `payload_too_large` for a document text over 2 MiB of UTF-8. */
export function assertDocumentSize(text: string): void {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: short texts skip the byte count.
  if (text.length * 3 > MAX_SNAPSHOT_BODY_BYTES && Buffer.byteLength(text, 'utf8') > MAX_SNAPSHOT_BODY_BYTES) {
    throw new AppError('payload_too_large', { message: 'The document is larger than 2 MiB.' });
  }
}

/** The same checks on a document already parsed (a JSON-patch result; its size is the caller's to check). */
export function checkDocumentValue(value: unknown): CheckedDocument {
  if (tooDeep(value)) throw invalid(NOT_A_DOCUMENT, [{ path: 'body', message: 'is nested too deeply' }]);
  // Counted before any schema walks it: an oversized tree costs a count, not thousands of issues.
  const tree = oversizedDocumentTree(value);
  if (tree) {
    const limit =
      tree.nodes > MAX_TREE_NODES ? `more than ${MAX_TREE_NODES} nodes` : `more than ${MAX_TREE_DEPTH} levels`;
    throw invalid(NOT_A_DOCUMENT, [{ path: `body.${tree.path}`, message: `holds ${limit}` }]);
  }
  // The version it claims picks the one schema to check against, so a failure names the fields. A 1.1
  // document takes the fast path first, which accepts only what the schema accepts and answers as it
  // does; whatever it leaves, the schema decides (packages/contracts/src/document-fast-path.ts).
  const version = documentVersion(value) ?? null;
  const fast = version === null ? null : parseProjectDocumentFast(value);
  const result =
    fast !== null
      ? { success: true as const, data: fast }
      : (version === null ? LegacyDocumentSchema : ProjectDocumentSchema).safeParse(value);
  if (!result.success) {
    throw invalid(
      NOT_A_DOCUMENT,
      result.error.issues.slice(0, 20).map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  const control = findControlCharacters(result.data);
  if (control) {
    throw invalid('The document holds control characters.', [
      { path: control, message: 'must not contain control characters' },
    ]);
  }
  return { text: JSON.stringify(result.data), version, value: result.data };
}

/** Nesting deeper than MAX_JSON_DEPTH, counted without recursion so hostile input cannot exhaust the stack. */
function tooDeep(value: unknown): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > MAX_JSON_DEPTH) return true;
    if (Array.isArray(current)) {
      for (const child of current) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    } else {
      for (const key in current) {
        const child = (current as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
      }
    }
  }
  return false;
}

/**
 * The path of the first string in a document that holds a control character (tab and line breaks
 * aside). The walk that finds out builds no paths (every save takes it); only a document that fails
 * is walked again, in the same order, for the path.
 */
function findControlCharacters(value: unknown): string | null {
  return holdsControlCharacters(value) ? controlCharacterPath(value) : null;
}

function holdsControlCharacters(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const key in current) stack.push((current as Record<string, unknown>)[key]);
    }
  }
  return false;
}

function controlCharacterPath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, 'body']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) stack.push([child, `${path}.${key}`]);
    }
  }
  return null;
}
