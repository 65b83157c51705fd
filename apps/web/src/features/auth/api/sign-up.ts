import type { SignUpRequest, SignUpResponse } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Applies for the beta; the answer is the same whatever the address, and an e-mail follows. */
export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return apiFetch<SignUpResponse>('/api/v1/auth/sign-up', { method: 'POST', body });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
