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
export function createPasswordHasher({
  concurrency = Math.max(1, Math.min(4, availableParallelism())),
  maxQueue = 200,
}: { concurrency?: number; maxQueue?: number } = {}) {
  const stats: HasherStats = { running: 0, waiting: 0, peak: 0 };
  const queue: Array<() => void> = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (stats.running >= concurrency) {
      if (queue.length >= maxQueue) {
        throw new AppError('service_unavailable', {
          message: 'Too many sign-ins at once; try again in a moment.',
          headers: { 'Retry-After': '1' },
        });
      }
      stats.waiting += 1;
      await new Promise<void>((resolve) => queue.push(resolve));
      stats.waiting -= 1;
    } else {
      stats.running += 1;
    }
    stats.peak = Math.max(stats.peak, stats.running);
    try {
      return await work();
    } finally {
      const next = queue.shift();
      // The slot passes straight to the next in line, so `running` never dips and rises again.
      if (next) next();
      else stats.running -= 1;
    }
  }

  return {
    stats: (): HasherStats => ({ ...stats }),
    hash: (password: string) => withSlot(() => argon2.hash(password, ARGON2_OPTIONS)),
    /** False for a wrong password and for a hash that is not an argon2 hash at all. */
    verify: (hash: string, password: string) =>
      withSlot(async () => {
        if (!hash.startsWith('$argon2')) {
          await argon2.verify(DUMMY_HASH, password);
          return false;
        }
        return argon2.verify(hash, password);
      }),
    /** Spends the same time as `verify` for an address without an account; always false. */
    verifyDummy: (password: string) =>
      withSlot(async () => {
        await argon2.verify(DUMMY_HASH, password);
        return false as const;
      }),
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
