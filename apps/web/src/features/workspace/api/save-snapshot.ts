import type { LegacyDocument, ProjectDocument, SavedSnapshot } from '@caseboard/contracts';
import { apiFetch, isApiError } from '@/lib/api-client';
import type { SnapshotContent } from '../store/document-store';

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
  // The diff loads with the first save, not with the workspace's first screen (scripts/budgets.mjs).
  const patch = base ? (await import('./save-patch')).patchFor(base, content, body.length) : null;
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
