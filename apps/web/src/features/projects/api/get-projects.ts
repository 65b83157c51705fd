import type { ProjectList } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

/** The caller's own projects (most recently changed first). */
export const getOwnProjects = (options: { quietUnauthorized?: boolean } = {}) =>
  apiFetch<ProjectList>('/api/v1/projects', options);

export const ownProjectsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.own(), queryFn: () => getOwnProjects() });

export const useOwnProjects = () => useQuery(ownProjectsQueryOptions());
