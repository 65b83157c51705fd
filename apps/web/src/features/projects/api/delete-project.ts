import type { ProjectList } from '@caseboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';
import { toast } from '@/lib/toast';
import { errorText } from '../error-text';

export const deleteProject = (id: number) => apiFetch<undefined>(`/api/v1/projects/${id}`, { method: 'DELETE' });

/** Deletes a project: it leaves the list at once and comes back, with a toast, if the server refuses. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['projects', 'common']);
  return useMutation({
    mutationKey: [...projectKeys.all, 'delete'],
    mutationFn: (project: { id: number; name: string }) => deleteProject(project.id),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.own() });
      const previous = queryClient.getQueryData<ProjectList>(projectKeys.own());
      if (previous) {
        queryClient.setQueryData<ProjectList>(projectKeys.own(), {
          results: previous.results.filter((p) => p.id !== id),
          total: Math.max(0, previous.total - 1),
        });
      }
      return { previous };
    },
    onError: (error, _project, context) => {
      if (context?.previous) queryClient.setQueryData(projectKeys.own(), context.previous);
      console.error('Deleting the project failed; it was put back.', error);
      toast.error(t('toast.deleteFailed'), errorText(error));
    },
    onSuccess: (_data, { id, name }) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      queryClient.removeQueries({ queryKey: projectKeys.membersAll(id) });
      toast.success(t('toast.deleted', { name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.own() }),
  });
}
