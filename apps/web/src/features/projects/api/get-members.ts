import type { PaginationQuery, ProjectMemberList } from '@caseboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const MEMBERS_PAGE_SIZE = 8;

export const getMembers = (projectId: number, { pageNumber, pageSize }: PaginationQuery) =>
  apiFetch<ProjectMemberList>(`/api/v1/projects/${projectId}/members?pageNumber=${pageNumber}&pageSize=${pageSize}`);

export const membersQueryOptions = (projectId: number, page: PaginationQuery) =>
  queryOptions({
    queryKey: projectKeys.members(projectId, page),
    queryFn: () => getMembers(projectId, page),
    staleTime: 0,
  });

export const useMembers = (projectId: number, pageNumber: number) =>
  useQuery({
    ...membersQueryOptions(projectId, { pageNumber, pageSize: MEMBERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
