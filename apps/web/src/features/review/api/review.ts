import type {
  Comment,
  CreateReview,
  CreateThread,
  ProjectPeople,
  ReviewDecision,
  ReviewList,
  ReviewRequest,
  ThreadDetail,
  ThreadList,
  ThreadStateFilter,
} from '@caseboard/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

const base = (projectId: number) => `/api/v1/projects/${projectId}`;
// Under the project's key, so signing out forgets comments with every other project data.
const reviewKey = projectKeys.review;
export const reviewKeys = {
  all: reviewKey,
  threads: (projectId: number, state: ThreadStateFilter) => [...reviewKey(projectId), 'threads', state] as const,
  thread: (projectId: number, threadId: number) => [...reviewKey(projectId), 'thread', threadId] as const,
  summary: (projectId: number) => [...reviewKey(projectId), 'summary'] as const,
  people: (projectId: number) => [...reviewKey(projectId), 'people'] as const,
  reviews: (projectId: number) => [...reviewKey(projectId), 'reviews'] as const,
};

const PAGE = 50;
/** Comments change while the panel is open; a minute-old list is refreshed when looked at again. */
const FRESH_MS = 15_000;

export const threadsQueryOptions = (projectId: number, state: ThreadStateFilter) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.threads(projectId, state),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ThreadList>(
        `${base(projectId)}/threads?state=${state}&limit=${PAGE}${pageParam ? `&cursor=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FRESH_MS,
  });

/** The first page of open threads: counts per item (badges) and the unread total. */
export function useThreadSummary(projectId: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.summary(projectId),
    queryFn: ({ signal }) => apiFetch<ThreadList>(`${base(projectId)}/threads?state=open&limit=1`, { signal }),
    staleTime: FRESH_MS,
    enabled,
  });
}

export const threadQueryOptions = (projectId: number, threadId: number) =>
  queryOptions({
    queryKey: reviewKeys.thread(projectId, threadId),
    queryFn: ({ signal }) => apiFetch<ThreadDetail>(`${base(projectId)}/threads/${threadId}`, { signal }),
    staleTime: FRESH_MS,
  });

export function usePeople(projectId: number) {
  return useQuery({
    queryKey: reviewKeys.people(projectId),
    queryFn: ({ signal }) => apiFetch<ProjectPeople>(`${base(projectId)}/people`, { signal }),
    staleTime: 60_000,
  });
}

export function useReviews(projectId: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.reviews(projectId),
    queryFn: ({ signal }) => apiFetch<ReviewList>(`${base(projectId)}/reviews`, { signal }),
    staleTime: FRESH_MS,
    enabled,
  });
}

/** Every write refreshes the lists and the thread it touched. */
function useReviewMutation<Input, Output>(projectId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(projectId) }),
  });
}

export const useCreateThread = (projectId: number) =>
  useReviewMutation(projectId, (input: CreateThread) =>
    apiFetch<ThreadDetail>(`${base(projectId)}/threads`, { method: 'POST', body: input }),
  );

export const useReply = (projectId: number, threadId: number) =>
  useReviewMutation(projectId, (body: string) =>
    apiFetch<Comment>(`${base(projectId)}/threads/${threadId}/comments`, { method: 'POST', body: { body } }),
  );

export const useEditComment = (projectId: number) =>
  useReviewMutation(projectId, ({ commentId, body }: { commentId: number; body: string }) =>
    apiFetch<Comment>(`${base(projectId)}/comments/${commentId}`, { method: 'PATCH', body: { body } }),
  );

export const useDeleteComment = (projectId: number) =>
  useReviewMutation(projectId, (commentId: number) =>
    apiFetch<undefined>(`${base(projectId)}/comments/${commentId}`, { method: 'DELETE' }),
  );

export const useResolve = (projectId: number, threadId: number) =>
  useReviewMutation(projectId, (resolved: boolean) =>
    apiFetch<ThreadDetail>(`${base(projectId)}/threads/${threadId}/${resolved ? 'resolve' : 'reopen'}`, {
      method: 'POST',
    }),
  );

export const useMarkRead = (projectId: number) =>
  useReviewMutation(projectId, (threadId: number) =>
    apiFetch<undefined>(`${base(projectId)}/threads/${threadId}/read`, { method: 'POST' }),
  );

export const useRequestReview = (projectId: number) =>
  useReviewMutation(projectId, (input: CreateReview) =>
    apiFetch<ReviewRequest>(`${base(projectId)}/reviews`, { method: 'POST', body: input }),
  );

export const useDecideReview = (projectId: number) =>
  useReviewMutation(projectId, ({ reviewId, ...input }: ReviewDecision & { reviewId: number }) =>
    apiFetch<ReviewRequest>(`${base(projectId)}/reviews/${reviewId}/decision`, { method: 'POST', body: input }),
  );
