import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const answerInvitation = ({ memberId, accept }: { memberId: number; accept: boolean }) =>
  accept
    ? apiFetch<undefined>(`/api/v1/projects/invitations/${memberId}/accept`, { method: 'POST' })
    : apiFetch<undefined>(`/api/v1/projects/invitations/${memberId}`, { method: 'DELETE' });

/** Accepts (the project joins "Shared with me") or declines an invitation. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.sharedAll() }),
      ]),
  });
}
