import type { AcceptedResponse } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<AcceptedResponse> {
  return apiFetch<AcceptedResponse>('/api/v1/passwords/reset', { method: 'POST', body: { email } });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
