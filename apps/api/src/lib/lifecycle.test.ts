import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, ShutdownCut } from './lifecycle.js';

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

afterEach(() => {
  process.off('warning', onWarning);
  warnings.length = 0;
});

describe('lifecycle', () => {
  it('lets every generation in flight listen for the cut without a leak warning, and cuts them all', async () => {
    process.on('warning', onWarning);
    const lifecycle = createLifecycle();
    const cuts: unknown[] = [];
    for (let i = 0; i < 50; i += 1)
      lifecycle.cut.addEventListener('abort', () => cuts.push(lifecycle.cut.reason), { once: true });
    // Node emits the warning on a later tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
    lifecycle.cutRemaining();
    expect(lifecycle.draining).toBe(true);
    expect(cuts).toHaveLength(50);
    expect(cuts.every((reason) => reason instanceof ShutdownCut)).toBe(true);
  });
});
