import type { ProjectTheme, UpdateTheme } from '@caseboard/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Under `projects`, so signing out forgets themes with every other project data.
export const themeKey = (projectId: number) => ['projects', 'theme', projectId] as const;

export const getTheme = (projectId: number) => apiFetch<ProjectTheme>(`/api/v1/projects/${projectId}/theme`);

export const themeQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: themeKey(projectId), queryFn: () => getTheme(projectId) });

export function useTheme(projectId: number, enabled = true) {
  return useQuery({ ...themeQueryOptions(projectId), enabled });
}

export const updateTheme = ({ projectId, changes }: { projectId: number; changes: UpdateTheme }) =>
  apiFetch<ProjectTheme>(`/api/v1/projects/${projectId}/theme`, { method: 'PATCH', body: changes });

export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onSuccess: (theme, { projectId }) => queryClient.setQueryData(themeKey(projectId), theme),
  });
}
