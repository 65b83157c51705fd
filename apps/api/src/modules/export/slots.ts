import { AppError } from '../../lib/app-error.js';

/**
 * Building an export is CPU work of up to a second or two on a large project. At most `concurrency`
 * run at once in this process, a few more wait, and beyond that the caller gets 503 with
 * Retry-After at once, so a burst of exports cannot starve every other request.
 */
export function createExportSlots({ concurrency = 2, maxQueue = 8 }: { concurrency?: number; maxQueue?: number } = {}) {
  let running = 0;
  const queue: Array<() => void> = [];

  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (queue.length >= maxQueue) {
        throw new AppError('service_unavailable', {
          message: 'Too many exports at once; try again in a moment.',
          headers: { 'Retry-After': '2' },
        });
      }
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
