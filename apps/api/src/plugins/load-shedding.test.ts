import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventLoopPressure, loadSheddingPlugin, type Pressure } from './load-shedding.js';

/**
 * Holds the event loop for `ms`, as a start-up's module loading or a cold first request does: the
 * thread sleeps in `Atomics.wait`, which nothing wakes, so no callback runs meanwhile.
 */
function block(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A pause long enough for the delay monitor's 10 ms timer to fire and record the block before it. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

describe('event-loop pressure', () => {
  it('counts a lag that lasts two intervals as overload, and forgets it when reset', async () => {
    const pressure = eventLoopPressure({ maxDelayMs: 20, intervalMs: 40 });
    try {
      // Blocks of 80 ms, each longer than an interval, with pauses for the monitor to record them, until
      // two intervals in a row have seen one (a few rounds; a bounded number, so a broken rule fails).
      for (let round = 0; !pressure.overloaded(); round += 1) {
        if (round === 100) throw new Error('never overloaded');
        block(80);
        await pause();
      }
      pressure.reset();
      expect(pressure.overloaded()).toBe(false);
    } finally {
      pressure.close();
    }
  });
});

describe('load shedding', () => {
  it('forgets the lag of the start-up once the server listens', async () => {
    let resets = 0;
    const pressure: Pressure = { overloaded: () => false, reset: () => void (resets += 1), close: () => undefined };
    const app = Fastify();
    await app.register(loadSheddingPlugin, { pressure });
    await app.ready();
    expect(resets).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(resets).toBe(1);
    } finally {
      await app.close();
    }
  });
});
