import { MAX_PATCH_BYTES, MAX_PATCH_OPERATIONS, type LegacyDocument, type ProjectDocument } from '@caseboard/contracts';
import { diffJson } from '@caseboard/domain';
import type { SnapshotContent } from '../store/document-store';

/** A patch is sent instead of the document when it is at most this share of the document's size. */
const PATCH_SHARE = 0.25;

/** The JSON patch from `base` to `content` as text, or null when the whole document is the better send. */
export function patchFor(
  base: SnapshotContent<ProjectDocument | LegacyDocument>,
  content: SnapshotContent<ProjectDocument | LegacyDocument>,
  documentBytes: number,
): string | null {
  // The problem statement travels only with the whole document.
  if (base.problemStatement !== content.problemStatement) return null;
  const operations = diffJson(base.document, content.document);
  if (operations.length === 0 || operations.length > MAX_PATCH_OPERATIONS) return null;
  const text = JSON.stringify(operations);
  return text.length <= documentBytes * PATCH_SHARE && text.length < MAX_PATCH_BYTES / 2 ? text : null;
}
