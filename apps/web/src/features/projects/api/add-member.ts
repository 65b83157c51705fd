import type { AddMember, ProjectMember } from '@caseboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const addMember = ({ projectId, member }: { projectId: number; member: AddMember }) =>
  apiFetch<ProjectMember>(`/api/v1/projects/${projectId}/members`, { method: 'POST', body: member });

export function useAddMember(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...projectKeys.membersAll(projectId), 'add'],
    mutationFn: (member: AddMember) => addMember({ projectId, member }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.membersAll(projectId) }),
  });
}
