import type { AccountSessionList, SignedOutSessions } from '@caseboard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { accountKeys } from './get-account';

export const useSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () => (await apiFetch<AccountSessionList>('/api/v1/account/sessions')).sessions,
  });

const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });

export const useEndSession = () =>
  useMutation({
    mutationFn: (id: number) => apiFetch<undefined>(`/api/v1/account/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });

export const useEndOtherSessions = () =>
  useMutation({
    mutationFn: () => apiFetch<SignedOutSessions>('/api/v1/account/sessions/sign-out-others', { method: 'POST' }),
    onSuccess: refresh,
  });
