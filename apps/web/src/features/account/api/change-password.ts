import type { ChangePasswordRequest, SignedOutSessions } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { accountKeys } from './get-account';

/** Changes the password; every other session ends, so the session list is read again. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiFetch<SignedOutSessions>('/api/v1/account/password', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
