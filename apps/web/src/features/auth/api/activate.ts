import type { ActivateResponse } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Uses an activation link once: `active`, or `waitlisted` when every beta seat is taken. */
export function activate(token: string): Promise<ActivateResponse> {
  return apiFetch<ActivateResponse>('/api/v1/auth/activate', { method: 'POST', body: { token } });
}

export const useActivate = () => useMutation({ mutationFn: activate });
