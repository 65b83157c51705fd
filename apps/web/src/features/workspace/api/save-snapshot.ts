import type { LegacyDocument, ProjectDocument, SavedSnapshot } from '@caseboard/contracts';
import { apiFetch } from '@/lib/api-client';
import type { SnapshotContent } from '../store/document-store';

/**
 * Replaces the snapshot as a whole, guarded by its revision: a stale `If-Match` gets 412
 * `revision_conflict` and the server keeps what it has. Autosaves may fold into the last revision.
 * The answer is the new revision and its time: the caller holds what it sent
 * (docs/decisions/035-cheap-saves.md).
 */
export function saveSnapshot({
  projectId,
  snapshotId,
  content,
  revision,
  autosave,
}: {
  projectId: number;
  snapshotId: number;
  /** A 1.1 document from the workspace, or a 1.0 one from the classic screen. */
  content: SnapshotContent<ProjectDocument | LegacyDocument>;
  revision: number;
  autosave: boolean;
}) {
  return apiFetch<SavedSnapshot>(`/api/v1/projects/${projectId}/snapshots/${snapshotId}`, {
    method: 'PUT',
    headers: { 'If-Match': `"${revision}"` },
    body: { problemStatement: content.problemStatement, body: JSON.stringify(content.document), autosave },
  });
}
