/**
 * After a deploy, an open tab may ask for a code chunk the server no longer has. Reloading fetches
 * the new build; the guard stops a reload loop when the chunk is missing for another reason.
 */
export const CHUNK_RELOAD_KEY = 'caseboard:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

let reloading = false;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

interface ReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/** Whether a reload is allowed: none ran within the last 10 seconds (and storage can record this one). */
export function canReloadForChunks({
  now = Date.now(),
  storage = window.sessionStorage,
}: Omit<ReloadDeps, 'reload'> = {}): boolean {
  if (reloading) return true;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    return !(Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS);
  } catch {
    return false; // without storage the guard cannot work: never risk a reload loop
  }
}

/** Reloads the page once; false (and no reload) when it already did so within the last 10 seconds. */
export function reloadForNewChunks({
  now = Date.now(),
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  if (reloading) return true;
  if (!canReloadForChunks({ now, storage })) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  reload();
  return true;
}

/** True while a reload for new chunks is under way (error pages then stay blank instead of flashing). */
export function isReloadingForChunks(): boolean {
  return reloading;
}

/**
 * Vite reports a failed lazy chunk with this event. The error still reaches the route's error
 * boundary (which stays blank while the reload runs, and shows the error page when the guard holds).
 */
export function installChunkReload() {
  window.addEventListener('vite:preloadError', () => {
    reloadForNewChunks();
  });
}

/** For tests. */
export function resetChunkReload() {
  reloading = false;
}
