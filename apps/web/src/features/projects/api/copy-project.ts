import type { Project } from '@caseboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

/** "Use as template": copies a worked example into the caller's own projects (counts against the limit). */
export const copyProject = ({ id, name }: { id: number; name?: string }) =>
  apiFetch<Project>(`/api/v1/projects/${id}/copy`, { method: 'POST', body: name ? { name } : {} });

export function useCopyProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...projectKeys.all, 'copy'],
    mutationFn: copyProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectKeys.own(), refetchType: 'all' });
    },
  });
}
