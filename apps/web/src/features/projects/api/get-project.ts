import type { Project } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const getProject = (id: number) => apiFetch<Project>(`/api/v1/projects/${id}`);

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });

export const useProject = (id: number) => useQuery(projectQueryOptions(id));
