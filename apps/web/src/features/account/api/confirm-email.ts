import type { ConfirmEmailResponse } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Uses the link sent to the new address. */
export const useConfirmEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch<ConfirmEmailResponse>('/api/v1/account/email/confirm', { method: 'POST', body: { token } }),
    // The address shown anywhere (account page, user menu) is now another.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
