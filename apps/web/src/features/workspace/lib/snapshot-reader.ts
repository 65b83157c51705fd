import {
  LegacyDocumentSchema,
  ProjectDocumentSchema,
  parseJsonText,
  parseProjectDocumentFast,
  type ProjectSnapshot,
} from '@caseboard/contracts';
import type { ParsedSnapshot } from './snapshot';

/**
 * Reads any snapshot body with the document schemas (zod): a 1.1 document, an unversioned 1.0 document,
 * or neither. The workspace loads this only for a body the server did not check (lib/snapshot.ts); the
 * classic pages, which read 1.0 documents, import it directly.
 */
export function parseSnapshot(snapshot: Pick<ProjectSnapshot, 'body'>): ParsedSnapshot {
  const parsed = parseJsonText(snapshot.body);
  if (!parsed.ok) return { format: 'unreadable' };
  // The trees checked by hand, the rest by the schema: the same answer as the schema's, at a fraction
  // of its cost on a large tree (packages/contracts/src/document-fast-path.ts); null leaves it to the schema.
  const fast = parseProjectDocumentFast(parsed.value);
  if (fast) return { format: '1.1', document: fast };
  const current = ProjectDocumentSchema.safeParse(parsed.value);
  if (current.success) return { format: '1.1', document: current.data };
  const legacy = LegacyDocumentSchema.safeParse(parsed.value);
  return legacy.success ? { format: '1.0', document: legacy.data } : { format: 'unreadable' };
}
