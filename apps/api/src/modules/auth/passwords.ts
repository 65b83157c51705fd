import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { AppError } from '../../lib/app-error.js';

/** argon2id with the OWASP baseline: 19 MiB, two passes, one lane. About 40 ms per hash here. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random secret with the same parameters. Unknown addresses are verified against it, so a
 * sign-in costs the same time whether or not the account exists.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$CsjHP/FkdHQWX5uNNr1qgg$LTGEW6DCq7vUiOKmO5Lv2eDz/2lXP9De8ZOi61JGTGM';

export interface HasherStats {
  running: number;
  waiting: number;
  /** The most hashes that ever ran at once. */
  peak: number;
}

/**
 * Hashing with a cap on how many run at once (each holds 19 MiB), and a bounded queue behind it:
 * a burst of sign-ins waits its turn instead of exhausting memory, and a flood beyond the queue is
 * refused at once with 503 rather than piling up.
 */
/**
 * `high` for a person signing in from where they signed in before, `normal` for other sign-ins, `low`
 * for attempts from an address or on an account that has been failing: the queue serves every
 * waiting `high` first, then `normal`, so a flood of guesses never stands between a real person and
 * their sign-in.
 */
export type HashPriority = 'high' | 'normal' | 'low';

/**
 * The hashes run on libuv's thread pool (argon2's native binding), off the event loop: the cap keeps
 * them below the pool's size (4 by default) and leaves a core to the event loop, so health checks and
 * reads stay fast while hashes queue.
 */
export function createPasswordHasher({
  concurrency = Math.max(1, Math.min(3, availableParallelism() - 1)),
  maxQueue = 100,
}: { concurrency?: number; maxQueue?: number } = {}) {
  const stats: HasherStats = { running: 0, waiting: 0, peak: 0 };
  type Waiter = { resolve: () => void; reject: (error: AppError) => void };
  const lanes: Record<HashPriority, Waiter[]> = { high: [], normal: [], low: [] };
  const queued = () => lanes.high.length + lanes.normal.length + lanes.low.length;
  const busy = () =>
    new AppError('service_unavailable', {
      message: 'Too many sign-ins at once; try again in a moment.',
      headers: { 'Retry-After': '1' },
    });

  async function withSlot<T>(work: () => Promise<T>, priority: HashPriority = 'normal'): Promise<T> {
    if (stats.running >= concurrency) {
      if (queued() >= maxQueue) {
        // A full queue turns away the newest attempt from a failing source to make room for an
        // ordinary sign-in; only a queue full of ordinary sign-ins refuses one.
        const evicted = priority === 'low' ? undefined : lanes.low.pop();
        if (!evicted) throw busy();
        evicted.reject(busy());
      }
      stats.waiting += 1;
      try {
        await new Promise<void>((resolve, reject) => lanes[priority].push({ resolve, reject }));
      } finally {
        stats.waiting -= 1;
      }
    } else {
      stats.running += 1;
    }
    stats.peak = Math.max(stats.peak, stats.running);
    try {
      return await work();
    } finally {
      const next = lanes.high.shift() ?? lanes.normal.shift() ?? lanes.low.shift();
      // The slot passes straight to the next in line, so `running` never dips and rises again.
      if (next) next.resolve();
      else stats.running -= 1;
    }
  }

  return {
    stats: (): HasherStats => ({ ...stats }),
    hash: (password: string) => withSlot(() => argon2.hash(password, ARGON2_OPTIONS)),
    /** False for a wrong password and for a hash that is not an argon2 hash at all. */
    verify: (hash: string, password: string, priority: HashPriority = 'normal') =>
      withSlot(async () => {
        if (!hash.startsWith('$argon2')) {
          await argon2.verify(DUMMY_HASH, password);
          return false;
        }
        return argon2.verify(hash, password);
      }, priority),
    /** Spends the same time as `verify` for an address without an account; always false. */
    verifyDummy: (password: string, priority: HashPriority = 'normal') =>
      withSlot(async () => {
        await argon2.verify(DUMMY_HASH, password);
        return false as const;
      }, priority),
    /** True when a stored hash was made with other parameters and should be replaced at the next sign-in. */
    needsRehash: (hash: string) =>
      !hash.startsWith('$argon2id$') ||
      argon2.needsRehash(hash, {
        memoryCost: ARGON2_OPTIONS.memoryCost,
        timeCost: ARGON2_OPTIONS.timeCost,
        parallelism: ARGON2_OPTIONS.parallelism,
      }),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/** The process-wide hasher: the cap only means something if every hash goes through one queue. */
export const passwordHasher: PasswordHasher = createPasswordHasher();
