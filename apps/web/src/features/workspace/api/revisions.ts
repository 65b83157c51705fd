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
    queryFn: ({ pageParam }) =>
      apiFetch<SnapshotRevisionList>(`${base(projectId, snapshotId)}?pageNumber=${pageParam}&pageSize=${PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

/** One revision with its full body; revisions never change, so they are cached for good. */
export const revisionQueryOptions = (projectId: number, snapshotId: number, revision: number) =>
  queryOptions({
    queryKey: [...projectKeys.detail(projectId), 'revision', snapshotId, revision],
    queryFn: () => apiFetch<SnapshotRevisionDetail>(`${base(projectId, snapshotId)}/${revision}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
