import type { PaginationQuery } from '@caseboard/contracts';

/**
 * Query keys of the project store, shared by every feature that reads projects, so an update made
 * in one screen (an optimistic rename, a save) shows in the others. Sign-out removes `projectKeys.all`.
 */
export const projectKeys = {
  all: ['projects'] as const,
  own: () => ['projects', 'own'] as const,
  sharedAll: () => ['projects', 'shared'] as const,
  shared: (page: PaginationQuery) => ['projects', 'shared', page] as const,
  demo: () => ['projects', 'demo'] as const,
  invitations: () => ['projects', 'invitations'] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  membersAll: (id: number) => ['projects', 'members', id] as const,
  members: (id: number, page: PaginationQuery) => ['projects', 'members', id, page] as const,
  /** Comment threads and step reviews of a project (features/review). */
  review: (id: number) => ['projects', 'detail', id, 'review'] as const,
};
