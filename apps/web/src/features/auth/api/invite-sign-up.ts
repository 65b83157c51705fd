import type { InviteSignUpRequest, SessionResponse } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { meQueryOptions } from './get-me';

/** Creates an active account from an invitation and signs it in. */
export function inviteSignUp(body: InviteSignUpRequest): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/v1/auth/invites/sign-up', { method: 'POST', body });
}

export const useInviteSignUp = () =>
  useMutation({
    mutationFn: inviteSignUp,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
