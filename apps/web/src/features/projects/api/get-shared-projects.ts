import type { PaginationQuery, ProjectList } from '@caseboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

/** The API's default page is one project (spec); a screen shows a useful page. */
export const SHARED_PAGE_SIZE = 10;

export const getSharedProjects = ({ pageNumber, pageSize }: PaginationQuery) =>
  apiFetch<ProjectList>(`/api/v1/projects/shared?pageNumber=${pageNumber}&pageSize=${pageSize}`);

export const sharedProjectsQueryOptions = (page: PaginationQuery = { pageNumber: 1, pageSize: SHARED_PAGE_SIZE }) =>
  queryOptions({ queryKey: projectKeys.shared(page), queryFn: () => getSharedProjects(page) });

export const useSharedProjects = (pageNumber: number) =>
  useQuery({
    ...sharedProjectsQueryOptions({ pageNumber, pageSize: SHARED_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
