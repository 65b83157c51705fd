import { beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForNewChunks, resetChunkReload } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

beforeEach(() => resetChunkReload());

describe('reloading for a missing chunk', () => {
  it('recognises the errors browsers give for a missing module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, and not again within 10 seconds', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => (reloads += 1);
    expect(reloadForNewChunks({ now: 1_000_000, storage, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    resetChunkReload(); // the page reloaded
    expect(reloadForNewChunks({ now: 1_009_999, storage, reload })).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForNewChunks({ now: 1_010_000, storage, reload })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads when storage cannot record the attempt', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    let reloads = 0;
    expect(reloadForNewChunks({ storage, reload: () => (reloads += 1) })).toBe(false);
    expect(reloads).toBe(0);
  });
});
