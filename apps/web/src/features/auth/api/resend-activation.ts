import type { AcceptedResponse } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Asks for a new activation link; the answer is the same whether or not one is sent. */
export function resendActivation(email: string): Promise<AcceptedResponse> {
  return apiFetch<AcceptedResponse>('/api/v1/auth/activate/resend', { method: 'POST', body: { email } });
}

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
