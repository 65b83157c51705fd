import type { SnapshotRevisionDetail, SnapshotRevisionList } from '@caseboard/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

const PAGE_SIZE = 20;
const base = (projectId: number, snapshotId: number) =>
  `/api/v1/projects/${projectId}/snapshots/${snapshotId}/revisions`;

/** The saved revisions of a snapshot, newest first, page by page. */
export const revisionsQueryOptions = (projectId: number, snapshotId: number) =>
  infiniteQueryOptions({
    queryKey: [...projectKeys.detail(projectId), 'revisions', snapshotId],
    // Keyset pages: each asks for the revisions below the last one shown (docs/decisions/035-cheap-saves.md).
    queryFn: ({ pageParam }) =>
      apiFetch<SnapshotRevisionList>(
        `${base(projectId, snapshotId)}?pageSize=${PAGE_SIZE}${pageParam === null ? '' : `&before=${pageParam}`}`,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextBefore : undefined),
  });

/** One revision with its full body; revisions never change, so they are cached for good. */
export const revisionQueryOptions = (projectId: number, snapshotId: number, revision: number) =>
  queryOptions({
    queryKey: [...projectKeys.detail(projectId), 'revision', snapshotId, revision],
    queryFn: () => apiFetch<SnapshotRevisionDetail>(`${base(projectId, snapshotId)}/${revision}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
