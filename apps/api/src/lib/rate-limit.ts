import { Redis } from 'ioredis';
import { AppError } from './app-error.js';
import { systemClock, type Clock } from './clock.js';

/** At most `limit` hits per fixed window of `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits in this window, this one included. */
  count: number;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Until the window ends: when a refused caller may try again. */
  retryAfterMs: number;
}

/**
 * Counters for rate limits, shared infrastructure for every area (sign-in, e-mails, generation,
 * feedback). In memory by default; in Redis when REDIS_URL is set, so several API instances count
 * together. Keys are free-form; prefix them with the area (`signin:account:<email>`).
 */
export interface RateLimiter {
  /** Counts one hit and says whether it is within the rule. */
  consume(key: string, rule: RateRule): Promise<RateDecision>;
  /** Hits in the current window of a key, without counting one (0 when none). */
  peek(key: string): Promise<number>;
  /** Takes one hit back (e.g. a sign-in that turned out to be correct). */
  refund(key: string): Promise<void>;
  /** Forgets a key (e.g. the failures of an account after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Shared counters: `ok` (Redis answers), `down` (Redis unreachable: counting here meanwhile), `off` (in memory by design). */
  status(): 'ok' | 'down' | 'off';
  close(): Promise<void>;
}

/** Throws 429 `rate_limited` with `Retry-After` when a decision refuses. */
export function assertAllowed(...decisions: RateDecision[]): void {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...refused.map((d) => d.retryAfterMs)) / 1000));
  throw new AppError('rate_limited', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
}

/** Consumes every rule and throws 429 if any refuses (all are counted, so a refusal still costs). */
export async function enforce(limiter: RateLimiter, hits: Array<[key: string, rule: RateRule]>): Promise<void> {
  assertAllowed(...(await Promise.all(hits.map(([key, rule]) => limiter.consume(key, rule)))));
}

const MEMORY_MAX_KEYS = 100_000;

/** Counters in this process. Expired windows are swept as keys accumulate, and the map is bounded. */
export function createMemoryRateLimiter({ clock = systemClock }: { clock?: Clock } = {}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
    // Under a flood of distinct keys, drop the oldest rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size <= MEMORY_MAX_KEYS) break;
      windows.delete(key);
    }
  };
  return {
    async consume(key, { limit, windowMs }) {
      const now = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= MEMORY_MAX_KEYS) sweep(now);
        entry = { count: 0, resetAt: now + windowMs };
        windows.delete(key);
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        count: entry.count,
        remaining: Math.max(0, limit - entry.count),
        retryAfterMs: entry.resetAt - now,
      };
    },
    async peek(key) {
      const entry = windows.get(key);
      return entry && entry.resetAt > clock.now().getTime() ? entry.count : 0;
    },
    async refund(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    status: () => 'off',
    async close() {
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one atomic step: the first hit of a window starts its timer.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** How the Redis limiter reports an outage of the shared counters, and the end of one. */
export interface RedisLimiterEvents {
  /** Redis stopped answering: limits are counted per instance until it is back (called once per outage). */
  onDown?: (error: unknown) => void;
  /** Redis answers again: counts are shared again. */
  onUp?: () => void;
}

/**
 * Counters in Redis, shared by every API instance. Redis must never slow a request down: commands are
 * not queued while it is unreachable and each has a short timeout, so an outage costs at most
 * `commandTimeoutMs`. Meanwhile each instance counts in its own memory (per-instance limits: looser
 * across instances, never unlimited) and `status()` says `down`; it reconnects in the background.
 */
export function createRedisRateLimiter({
  url,
  prefix = 'caseboard:rl:',
  connectTimeoutMs = 1_000,
  commandTimeoutMs = 150,
  clock = systemClock,
  onDown = () => undefined,
  onUp = () => undefined,
}: {
  url: string;
  prefix?: string;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  clock?: Clock;
} & RedisLimiterEvents): RateLimiter {
  const redis = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: false,
    // Keep trying in the background, at most every 2 s.
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2_000),
  });
  const local = createMemoryRateLimiter({ clock });
  let down = false;
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    onDown(error);
  };
  // The first requests wait for the first connection attempt (at most connectTimeoutMs), so counts are
  // shared from the start; later, nothing waits for Redis.
  let firstAttempt: Promise<void> | null = new Promise<void>((resolve) => {
    const settle = () => {
      firstAttempt = null;
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
    setTimeout(settle, connectTimeoutMs).unref();
  });
  redis.on('error', failed);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    onUp();
  });
  return {
    async consume(key, rule) {
      if (firstAttempt) await firstAttempt;
      if (redis.status === 'ready') {
        try {
          const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, prefix + key, String(rule.windowMs))) as [
            number,
            number,
          ];
          return { allowed: count <= rule.limit, count, remaining: Math.max(0, rule.limit - count), retryAfterMs: ttl };
        } catch (error) {
          failed(error);
        }
      }
      // Not connected (yet, or any more: the 'error' event reported that): count here meanwhile.
      return local.consume(key, rule);
    },
    async peek(key) {
      if (firstAttempt) await firstAttempt;
      try {
        if (redis.status === 'ready') return Number((await redis.get(prefix + key)) ?? 0);
      } catch (error) {
        failed(error);
      }
      return local.peek(key);
    },
    async refund(key) {
      await local.refund(key);
      if (redis.status === 'ready') await redis.eval(REFUND_SCRIPT, 1, prefix + key).catch(failed);
    },
    async reset(key) {
      await local.reset(key);
      if (redis.status === 'ready') await redis.del(prefix + key).catch(failed);
    },
    status: () => (redis.status === 'ready' && !down ? 'ok' : 'down'),
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The limiter for a deployment: Redis when REDIS_URL is set, else in memory. */
export function createRateLimiter(options: {
  redisUrl: string | undefined;
  clock?: Clock;
  prefix?: string;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  onDown?: RedisLimiterEvents['onDown'];
  onUp?: RedisLimiterEvents['onUp'];
}): RateLimiter {
  const { redisUrl, ...rest } = options;
  return redisUrl
    ? createRedisRateLimiter({ url: redisUrl, ...rest })
    : createMemoryRateLimiter({ clock: options.clock });
}

/**
 * The key for a client address. IPv6 clients usually hold a whole /64, so they are counted per /64;
 * IPv4 (and IPv4-mapped IPv6) per address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
