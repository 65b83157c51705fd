/**
 * Answers to calls the page started before the app's code arrived (src/early/start.ts), by path.
 * `apiFetch` takes each one once instead of asking again; whatever the first screen did not take is
 * forgotten when the app first navigates elsewhere, so a later call never gets a stale answer.
 */
export type EarlyResponses = Map<string, Promise<Response>>;

declare global {
  interface Window {
    __caseboardEarly?: EarlyResponses;
  }
}

/** The answer started early for a plain GET of `path`, once; undefined when there is none (left). */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const responses = typeof window === 'undefined' ? undefined : window.__caseboardEarly;
  const response = responses?.get(path);
  if (response) responses!.delete(path);
  return response;
}

/** Drops the answers nothing took: from now on every call asks the server. */
export function forgetEarlyResponses(): void {
  if (typeof window !== 'undefined') delete window.__caseboardEarly;
}
