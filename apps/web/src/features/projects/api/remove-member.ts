import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const removeMember = ({ projectId, memberId }: { projectId: number; memberId: number }) =>
  apiFetch<undefined>(`/api/v1/projects/${projectId}/members/${memberId}`, { method: 'DELETE' });

/** Removes a member (owner) or leaves the project (the member themself, `leaving`). */
export function useRemoveMember(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...projectKeys.membersAll(projectId), 'remove'],
    mutationFn: ({ memberId }: { memberId: number; leaving?: boolean }) => removeMember({ projectId, memberId }),
    onSuccess: async (_data, { leaving }) => {
      if (leaving) {
        queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
        await queryClient.invalidateQueries({ queryKey: projectKeys.sharedAll() });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.membersAll(projectId) }),
  });
}
