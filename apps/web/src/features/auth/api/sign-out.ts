import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { endSession } from '../session';

/** Ends the session on the server (the cookie is cleared by the answer). */
export function signOut(): Promise<undefined> {
  return apiFetch<undefined>('/api/v1/auth/sign-out', { method: 'POST', quietUnauthorized: true });
}

/**
 * Signs out on the server, then forgets the user and every cached piece of their data, then calls
 * `afterSignOut` (e.g. to go to the sign-in page). This runs even if the menu that started it is gone.
 */
export const useSignOut = ({ afterSignOut }: { afterSignOut?: () => void } = {}) =>
  useMutation({
    mutationFn: signOut,
    // Even if the server cannot be reached, the person asked to leave: forget everything here.
    onSettled: () => {
      endSession();
      afterSignOut?.();
    },
  });
