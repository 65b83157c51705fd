import type { ProjectList } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const getDemoProjects = () => apiFetch<ProjectList>('/api/v1/projects/demo');

/** The worked examples change only with a deployment: fetched once per session (spec section 4). */
export const demoProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.demo(),
    queryFn: getDemoProjects,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useDemoProjects = () => useQuery(demoProjectsQueryOptions());
