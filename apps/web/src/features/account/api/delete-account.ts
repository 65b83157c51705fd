import type { DeleteAccountRequest } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiFetch<undefined>('/api/v1/account', { method: 'DELETE', body }),
  });
