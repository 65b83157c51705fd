import type { InviteInfo } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Who invited the address of an invitation link to which project; 404 when the link is no longer valid. */
export function getInvite(token: string): Promise<InviteInfo> {
  return apiFetch<InviteInfo>(`/api/v1/auth/invites/${encodeURIComponent(token)}`);
}

export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invite', token],
    queryFn: () => getInvite(token),
    retry: false,
    staleTime: 60_000,
  });

export const useInvite = (token: string) => useQuery(inviteQueryOptions(token));
