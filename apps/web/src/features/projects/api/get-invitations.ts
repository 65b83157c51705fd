import type { PendingInvitationList } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';

export const getInvitations = () => apiFetch<PendingInvitationList>('/api/v1/projects/invitations');

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.invitations(), queryFn: getInvitations });

/** Projects shared with the signed-in person that wait for their answer. */
export const useInvitations = () => useQuery(invitationsQueryOptions());
