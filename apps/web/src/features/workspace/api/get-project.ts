import type { Project } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const getProject = (id: number) => apiFetch<Project>(`/api/v1/projects/${id}`);

/** Same key as the project list's store, so a rename there shows here at once. */
export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });

/** A project that does not exist (or is not the caller's to see) goes to the route's not-found page. */
export const useProject = (id: number) =>
  useQuery({ ...projectQueryOptions(id), throwOnError: (error) => isApiError(error, 'not_found') });
