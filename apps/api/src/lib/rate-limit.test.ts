import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../test/support/test-app.js';
import { AppError } from './app-error.js';
import {
  addressKey,
  assertAllowed,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  enforce,
  type RateLimiter,
} from './rate-limit.js';

const rule = { limit: 3, windowMs: 60_000 };

describe('the in-memory rate limiter', () => {
  it('allows the limit, refuses the next hit, and says when to come back', async () => {
    const clock = new TestClock();
    const limiter = createMemoryRateLimiter({ clock });
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume('k', rule)).allowed).toBe(true);
    clock.advance(20_000);
    const refused = await limiter.consume('k', rule);
    expect(refused).toEqual({ allowed: false, count: 4, remaining: 0, retryAfterMs: 40_000 });
  });

  it('starts a new window once the old one has passed, exactly at the boundary', async () => {
    const clock = new TestClock();
    const limiter = createMemoryRateLimiter({ clock });
    for (let i = 0; i < 4; i += 1) await limiter.consume('k', rule);
    clock.advance(59_999);
    expect((await limiter.consume('k', rule)).allowed).toBe(false);
    clock.advance(1);
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
  });

  it('counts keys apart, takes hits back on refund and forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter({ clock: new TestClock() });
    for (let i = 0; i < 3; i += 1) await limiter.consume('a', rule);
    expect((await limiter.consume('b', rule)).allowed).toBe(true);
    await limiter.refund('a');
    expect((await limiter.consume('a', rule)).allowed).toBe(true);
    expect((await limiter.consume('a', rule)).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.consume('a', rule)).remaining).toBe(2);
  });
});

describe('a refusal', () => {
  it('is a 429 rate_limited error with Retry-After in whole seconds', async () => {
    const limiter = createMemoryRateLimiter({ clock: new TestClock() });
    await enforce(limiter, [['k', { limit: 1, windowMs: 1_500 }]]);
    const error = await enforce(limiter, [['k', { limit: 1, windowMs: 1_500 }]]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      headers: { 'Retry-After': '2' },
      details: { retryAfterSeconds: 2 },
    });
    expect(() => assertAllowed({ allowed: true, count: 1, remaining: 0, retryAfterMs: 0 })).not.toThrow();
  });
});

describe('client addresses', () => {
  it('are counted per IPv4 address and per IPv6 /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:85a3:1234:aaaa::1')).toBe('2001:db8:85a3:1234::/64');
    expect(addressKey('2001:db8:85a3:1234:bbbb:cccc:dddd:eeee')).toBe('2001:db8:85a3:1234::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the Redis rate limiter (skipped when REDIS_URL is unset)', () => {
  const open = (prefix: string): RateLimiter => createRedisRateLimiter({ url: redisUrl!, prefix });

  it('shares one count between API instances and expires the window in Redis', async () => {
    const prefix = `caseboard-test:${randomUUID()}:`;
    const one = open(prefix);
    const two = open(prefix);
    try {
      const shortRule = { limit: 2, windowMs: 400 };
      expect((await one.consume('k', shortRule)).allowed).toBe(true);
      expect((await two.consume('k', shortRule)).allowed).toBe(true);
      const refused = await one.consume('k', shortRule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(400);
      // The refused hit counted too: two refunds bring the count back under the limit.
      await two.refund('k');
      await two.refund('k');
      expect((await two.consume('k', shortRule)).allowed).toBe(true);
      await one.reset('k');
      expect((await two.consume('k', shortRule)).remaining).toBe(1);
      // Wait for the window to end (Redis expires the key), not for a fixed time.
      await vi.waitFor(async () => expect(await one.peek('k')).toBe(0), { timeout: 10_000, interval: 25 });
      expect((await one.consume('k', shortRule)).remaining).toBe(1);
    } finally {
      await one.reset('k');
      await one.close();
      await two.close();
    }
  });

  it('counts correctly under concurrent hits (the increment is atomic)', async () => {
    const limiter = open(`caseboard-test:${randomUUID()}:`);
    try {
      const decisions = await Promise.all(
        Array.from({ length: 50 }, () => limiter.consume('k', { limit: 10, windowMs: 5_000 })),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    } finally {
      await limiter.reset('k');
      await limiter.close();
    }
  });
});

describe('the Redis rate limiter without Redis', () => {
  it('counts per instance, at once, while Redis cannot be reached, and reports the outage once', async () => {
    const outages: unknown[] = [];
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', onDown: (e) => outages.push(e) });
    try {
      await vi.waitFor(() => expect(outages).toHaveLength(1), { timeout: 10_000, interval: 10 });
      expect(limiter.status()).toBe('down');
      const twice = { limit: 2, windowMs: 60_000 };
      expect((await limiter.consume('k', twice)).allowed).toBe(true);
      expect((await limiter.consume('k', twice)).allowed).toBe(true);
      expect((await limiter.consume('k', twice)).allowed).toBe(false);
      expect(outages).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });
});
