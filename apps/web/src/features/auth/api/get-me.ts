import type { SessionState, User } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * The signed-in user, or null for an anonymous visitor. Asks /auth/session, which answers a visitor
 * with `user: null` rather than a 401 the browser would log as a failed request on every page.
 */
export async function getMe(): Promise<User | null> {
  const { user } = await apiFetch<SessionState>('/api/v1/auth/session');
  return user;
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQueryOptions());
