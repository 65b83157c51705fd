import {
  MAX_PATCH_BYTES,
  MAX_PATCH_OPERATIONS,
  type LegacyDocument,
  type ProjectDocument,
  type SavedSnapshot,
} from '@caseboard/contracts';
import { diffJson } from '@caseboard/domain';
import { apiFetch, isApiError } from '@/lib/api-client';
import type { SnapshotContent } from '../store/document-store';

/** A patch is sent instead of the document when it is at most this share of the document's size. */
const PATCH_SHARE = 0.25;

/**
 * Saves the snapshot, guarded by its revision: a stale `If-Match` gets 412 `revision_conflict` and
 * the server keeps what it has. Autosaves may fold into the last revision. With `base` (the content
 * the server holds at `revision`) and an unchanged problem statement, a JSON patch goes instead of the
 * whole document when it is much smaller; should the server find that it does not apply (422
 * `patch_invalid`), the whole document follows. The answer is the new revision and its time: the
 * caller holds what it sent (docs/decisions/035-cheap-saves.md).
 */
export async function saveSnapshot({
  projectId,
  snapshotId,
  content,
  base,
  revision,
  autosave,
}: {
  projectId: number;
  snapshotId: number;
  /** A 1.1 document from the workspace, or a 1.0 one from the classic screen. */
  content: SnapshotContent<ProjectDocument | LegacyDocument>;
  base?: SnapshotContent<ProjectDocument | LegacyDocument> | undefined;
  revision: number;
  autosave: boolean;
}): Promise<SavedSnapshot> {
  const url = `/api/v1/projects/${projectId}/snapshots/${snapshotId}`;
  const headers = { 'If-Match': `"${revision}"` };
  const body = JSON.stringify(content.document);
  const patch = base ? patchFor(base, content, body.length) : null;
  if (patch) {
    try {
      return await apiFetch<SavedSnapshot>(`${url}?autosave=${autosave}`, {
        method: 'PATCH',
        headers,
        rawBody: { data: patch, type: 'application/json-patch+json' },
      });
    } catch (error) {
      if (!isApiError(error, 'patch_invalid')) throw error;
    }
  }
  return apiFetch<SavedSnapshot>(url, {
    method: 'PUT',
    headers,
    body: { problemStatement: content.problemStatement, body, autosave },
  });
}

/** The JSON patch from `base` to `content` as text, or null when the whole document is the better send. */
function patchFor(
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
