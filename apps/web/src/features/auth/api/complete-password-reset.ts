import type { PasswordResetCompleteRequest } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Sets a new password with a reset link; every session of the account ends. */
export function completePasswordReset(body: PasswordResetCompleteRequest): Promise<undefined> {
  return apiFetch<undefined>('/api/v1/passwords/reset/complete', { method: 'POST', body });
}

export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
