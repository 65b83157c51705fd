import type { AccountResponse, UpdateAccountRequest } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { accountKeys } from './get-account';

/** The signed-in user as the rest of the app caches it (the auth feature's session query). */
const SIGNED_IN_USER_KEY = ['auth', 'me'] as const;

/** Changes name, language or notification settings; the user menu picks up a new name at once. */
export const useUpdateAccount = () =>
  useMutation({
    mutationFn: (body: UpdateAccountRequest) =>
      apiFetch<AccountResponse>('/api/v1/account', { method: 'PATCH', body }).then((res) => res.account),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.account, account);
      void queryClient.invalidateQueries({ queryKey: SIGNED_IN_USER_KEY });
    },
  });
