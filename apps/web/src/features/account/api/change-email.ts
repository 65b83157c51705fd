import type { ChangeEmailRequest } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { accountKeys } from './get-account';

/** Asks for an address change: the link goes to the new address; the account shows it as pending. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmailRequest) => apiFetch<unknown>('/api/v1/account/email', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.account }),
  });
