/**
 * Work that runs after the answer has left: account lookups and e-mails of endpoints that must take
 * the same time whatever the address (password reset, activation resend), and membership e-mails. A
 * bounded in-process queue with a few workers: a flood beyond `maxPending` is dropped (and reported),
 * never allowed to grow without bound. Jobs never throw at their caller; failures go to `onError`.
 * `drain` waits for everything queued and running (the app calls it when it closes; tests call it to
 * wait for the outcome of a request instead of sleeping).
 */
export interface JobQueue {
  /** Queues a job; returns false when the queue is full and the job was dropped. */
  enqueue(name: string, job: () => Promise<unknown>): boolean;
  /** Resolves once nothing is queued or running. */
  drain(): Promise<void>;
  /** Holds queued jobs until `resume` (tests use it to show that an answer did not wait for its job). */
  pause(): void;
  resume(): void;
  readonly pending: number;
}

export function createJobQueue({
  concurrency = 2,
  maxPending = 1_000,
  onError,
}: {
  concurrency?: number;
  maxPending?: number;
  onError: (error: unknown, name: string) => void;
}): JobQueue {
  const queue: Array<{ name: string; job: () => Promise<unknown> }> = [];
  let running = 0;
  let paused = false;
  let idle: Array<() => void> = [];

  const settle = () => {
    if (running === 0 && (queue.length === 0 || paused)) {
      const waiting = idle;
      idle = [];
      for (const wake of waiting) wake();
    }
  };
  const pump = () => {
    while (!paused && running < concurrency && queue.length > 0) {
      const { name, job } = queue.shift()!;
      running += 1;
      // setImmediate: a job never starts in the same tick as the request that queued it.
      setImmediate(() => {
        Promise.resolve()
          .then(job)
          .catch((error: unknown) => onError(error, name))
          .finally(() => {
            running -= 1;
            pump();
            settle();
          });
      });
    }
  };

  return {
    enqueue(name, job) {
      if (queue.length >= maxPending) {
        onError(new Error('the job queue is full; job dropped'), name);
        return false;
      }
      queue.push({ name, job });
      pump();
      return true;
    },
    drain() {
      if (running === 0 && (queue.length === 0 || paused)) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      pump();
    },
    get pending() {
      return queue.length + running;
    },
  };
}
