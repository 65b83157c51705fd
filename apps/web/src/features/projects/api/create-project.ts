import type { CreateProject, Project } from '@caseboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const createProject = (input: CreateProject) =>
  apiFetch<Project>('/api/v1/projects', { method: 'POST', body: input });

/** Creates a project; the own list is fetched again afterwards (spec section 4). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...projectKeys.all, 'create'],
    mutationFn: createProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectKeys.own(), refetchType: 'all' });
    },
  });
}
