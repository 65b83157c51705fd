import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_POLL_MS, watchForUpdates } from './app-updates';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watching for a new build', () => {
  it('polls every 5 minutes and announces a new build id once', async () => {
    const ids = ['build-1', 'build-2', 'build-2'];
    const fetchBuildId = vi.fn(async () => ids.shift() ?? 'build-2');
    const onUpdate = vi.fn();
    const stop = watchForUpdates({ currentBuildId: 'build-1', onUpdate, fetchBuildId });
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS * 2);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('build-2');
    stop();
  });

  it('checks when the window regains focus, at most once per 10 seconds', async () => {
    let now = 100_000;
    const fetchBuildId = vi.fn(async () => 'build-9');
    const onUpdate = vi.fn();
    const stop = watchForUpdates({ currentBuildId: 'build-1', onUpdate, fetchBuildId, now: () => now });
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('build-9');
    now += 10_000;
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('does not watch the dev server, and ignores a failed check', async () => {
    const fetchBuildId = vi.fn(async () => null);
    const onUpdate = vi.fn();
    watchForUpdates({ currentBuildId: 'dev', onUpdate, fetchBuildId })();
    const stop = watchForUpdates({ currentBuildId: 'build-1', onUpdate, fetchBuildId });
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
  });
});
