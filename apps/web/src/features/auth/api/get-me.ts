import type { MeResponse, User } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

/** The signed-in user, or null for an anonymous visitor. */
export async function getMe(): Promise<User | null> {
  try {
    const { user } = await apiFetch<MeResponse>('/api/v1/auth/me', { quietUnauthorized: true });
    return user;
  } catch (error) {
    if (isApiError(error, 'unauthorized')) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQueryOptions());
