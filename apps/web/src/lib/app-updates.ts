/**
 * Watches for a new deploy: polls /build.json every 5 minutes and when the window regains focus,
 * and calls `onUpdate` once per new build id.
 */
export const UPDATE_POLL_MS = 5 * 60_000;
/** Focus events come in bursts (alt-tab); one check per 10 seconds is enough. */
const MIN_GAP_MS = 10_000;

interface UpdateWatchOptions {
  currentBuildId: string;
  onUpdate: (buildId: string) => void;
  fetchBuildId?: () => Promise<string | null>;
  pollMs?: number;
  now?: () => number;
}

export async function fetchBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null; // offline or deploying: try again later
  }
}

/** Starts watching; returns a function that stops it. The dev server has no build id and is not watched. */
export function watchForUpdates({
  currentBuildId,
  onUpdate,
  fetchBuildId: fetchId = fetchBuildId,
  pollMs = UPDATE_POLL_MS,
  now = Date.now,
}: UpdateWatchOptions): () => void {
  if (!currentBuildId || currentBuildId === 'dev') return () => undefined;
  let lastCheck = 0;
  let announced = currentBuildId;
  const check = async (force = false) => {
    if (!force && now() - lastCheck < MIN_GAP_MS) return;
    lastCheck = now();
    const latest = await fetchId();
    if (latest && latest !== announced && latest !== 'dev') {
      announced = latest;
      onUpdate(latest);
    }
  };
  const timer = window.setInterval(() => void check(true), pollMs);
  const onFocus = () => void check();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
