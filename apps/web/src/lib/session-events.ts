/**
 * "The session ended" (sign-out, or a 401 from any call), for features that keep per-user state
 * outside TanStack Query (e.g. a project store): subscribe and reset. The auth feature emits it after
 * clearing the query cache.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEnded(): void {
  for (const listener of listeners) listener();
}
