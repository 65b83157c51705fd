import type { SessionState, User } from '@caseboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user as the rest of the app caches it (the auth feature's session query, same key). */
const SIGNED_IN_USER_KEY = ['auth', 'me'] as const;

export function useMyUserId(): number | null {
  const me = useQuery({
    queryKey: SIGNED_IN_USER_KEY,
    queryFn: () => apiFetch<SessionState>('/api/v1/auth/session').then((state): User | null => state.user),
    staleTime: 5 * 60_000,
  });
  return me.data?.id ?? null;
}
