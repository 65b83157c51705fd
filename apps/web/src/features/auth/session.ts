import { onUnauthorized } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { emitSessionEnded } from '@/lib/session-events';
import { toast } from '@/lib/toast';
import { meQueryOptions } from './api/get-me';

/**
 * Forgets the signed-in user and everything cached for them (projects and all other server data),
 * then tells features with their own stores. The cookie itself is HttpOnly: the server clears it.
 */
export function endSession(): void {
  void queryClient.cancelQueries();
  queryClient.clear();
  queryClient.setQueryData(meQueryOptions().queryKey, null);
  emitSessionEnded();
}

/**
 * Wires the spec's rule "a 401 on any call signs the user out and goes to /" (from there the guard
 * sends a visitor on to sign-in). Only `unauthorized` counts: a wrong password's 401 is a form error.
 * Unlike the original, the failing call still rejects (decision 004), so no caller mistakes
 * "signed out" for an empty answer. Returns the unsubscribe function.
 */
export function handleSessionExpiry(navigate: (path: string) => unknown): () => void {
  return onUnauthorized((error) => {
    if (error.code !== 'unauthorized') return;
    const wasSignedIn = Boolean(queryClient.getQueryData(meQueryOptions().queryKey));
    endSession();
    // One notice however many calls fail at once.
    if (wasSignedIn)
      toast.show({ id: 'session-ended', severity: 'info', summary: i18n.t('errors.unauthorized'), life: 6_000 });
    void navigate('/');
  });
}
