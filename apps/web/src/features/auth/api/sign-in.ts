import type { SessionResponse, SignInRequest } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { meQueryOptions } from './get-me';

/** Signs in; the session travels in the HttpOnly cookie the answer sets. A 401 here means wrong credentials. */
export function signIn(body: SignInRequest): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/v1/auth/sign-in', { method: 'POST', body, quietUnauthorized: true });
}

export const useSignIn = () =>
  useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
