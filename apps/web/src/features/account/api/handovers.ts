import type { HandoverAccepted, HandoverList, HandoverOffer } from '@caseboard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';
import { queryClient } from '@/lib/query-client';

/** Handing projects over to an editor (docs/decisions/030-project-handover.md). */
const handoverKey = ['account', 'handovers'] as const;

export const useHandovers = () =>
  useQuery({ queryKey: handoverKey, queryFn: () => apiFetch<HandoverList>('/api/v1/account/handovers') });

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: handoverKey });
  // Who owns what changed: the project lists and pages read it again.
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
};

export const useOfferHandover = () =>
  useMutation({
    mutationFn: ({ projectId, userId }: { projectId: number; userId: number }) =>
      apiFetch<HandoverOffer>(`/api/v1/projects/${projectId}/handover`, { method: 'POST', body: { userId } }),
    onSettled: refresh,
  });

export const useCancelHandover = () =>
  useMutation({
    mutationFn: (projectId: number) =>
      apiFetch<undefined>(`/api/v1/projects/${projectId}/handover`, { method: 'DELETE' }),
    onSettled: refresh,
  });

export const useAnswerHandover = () =>
  useMutation({
    mutationFn: ({ projectId, answer }: { projectId: number; answer: 'accept' | 'decline' }) =>
      apiFetch<HandoverAccepted | undefined>(`/api/v1/projects/${projectId}/handover/${answer}`, { method: 'POST' }),
    onSettled: refresh,
  });
