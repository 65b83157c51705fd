import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, claimFirstScreen, firstScreenShown, resetFirstScreen } from './first-screen';

afterEach(() => {
  resetFirstScreen();
  vi.useRealTimers();
});

/** Past the two frames and the task the release waits for. */
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await vi.advanceTimersByTimeAsync(20);
};

describe('first screen', () => {
  it('runs the waiting parts once the claimed content is shown, not before', async () => {
    vi.useFakeTimers();
    claimFirstScreen();
    const task = vi.fn();
    afterFirstScreen(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    firstScreenShown();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
    // Afterwards, at once.
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits only a moment when nothing claimed the screen, and at most 1.5 s when the content never shows', async () => {
    vi.useFakeTimers();
    const unclaimed = vi.fn();
    afterFirstScreen(unclaimed);
    await settle();
    expect(unclaimed).toHaveBeenCalledTimes(1);

    resetFirstScreen();
    claimFirstScreen();
    const claimed = vi.fn();
    afterFirstScreen(claimed);
    await vi.advanceTimersByTimeAsync(1_400);
    expect(claimed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(claimed).toHaveBeenCalledTimes(1);
  });

  it('drops a part that unmounted while it waited', async () => {
    vi.useFakeTimers();
    claimFirstScreen();
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    firstScreenShown();
    await settle();
    expect(task).not.toHaveBeenCalled();
  });
});
