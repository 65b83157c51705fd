import {
  hasControlCharacters,
  LegacyDocumentSchema,
  MAX_SNAPSHOT_BODY_BYTES,
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
  oversizedDocumentTree,
  parseJsonText,
  ProjectDocumentSchema,
  SnapshotBodyTextSchema,
  type FieldIssue,
} from '@caseboard/contracts';
import { documentVersion } from '@caseboard/domain';
import { AppError } from '../../lib/app-error.js';

export interface CheckedDocument {
  /** The document as stored: parsed, defaults filled, unknown fields dropped, serialised again. */
  text: string;
  /** The `version` it carries; null for an unversioned 1.0 document. */
  version: string | null;
}

/**
 * Checks a snapshot body: at most 2 MiB of UTF-8, valid JSON, not nested too deeply, and a 1.1 or
 * 1.0 document by the contract schemas. Failures are 413 `payload_too_large` or 400 `invalid_document`
 * with the failing paths.
 */
export function checkDocument(text: string): CheckedDocument {
  if (Buffer.byteLength(text, 'utf8') > MAX_SNAPSHOT_BODY_BYTES) {
    throw new AppError('payload_too_large', { message: 'The document is larger than 2 MiB.' });
  }
  const parsed = SnapshotBodyTextSchema.safeParse(text);
  if (!parsed.success) {
    throw new AppError('invalid_document', {
      message: 'The body is not a valid project document (JSON text of a 1.1 or 1.0 document).',
      details: explain(text),
    });
  }
  const control = findControlCharacters(parsed.data);
  if (control) {
    throw new AppError('invalid_document', {
      message: 'The document holds control characters.',
      details: [{ path: control, message: 'must not contain control characters' }],
    });
  }
  return { text: JSON.stringify(parsed.data), version: documentVersion(parsed.data) ?? null };
}

/** The path of the first string in a document that holds a control character (tab and line breaks aside). */
function findControlCharacters(value: unknown): string | null {
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

/** A union's failure says little; checking against the schema the body claims names the failing fields. */
function explain(text: string): FieldIssue[] {
  const json = parseJsonText(text);
  if (!json.ok) {
    return [{ path: 'body', message: json.reason === 'too_deep' ? 'is nested too deeply' : 'is not valid JSON' }];
  }
  const tree = oversizedDocumentTree(json.value);
  if (tree) {
    return [
      {
        path: `body.${tree.path}`,
        message: `holds ${tree.nodes > MAX_TREE_NODES ? `more than ${MAX_TREE_NODES} nodes` : `more than ${MAX_TREE_DEPTH} levels`}`,
      },
    ];
  }
  const schema = documentVersion(json.value) === undefined ? LegacyDocumentSchema : ProjectDocumentSchema;
  const result = schema.safeParse(json.value);
  const issues = result.success ? [] : result.error.issues;
  return issues.slice(0, 20).map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}
