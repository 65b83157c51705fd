import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SessionCache, type CachedSession } from './session-cache.js';

const session = (userId: number, sessionId = userId * 10): CachedSession => ({
  user: { id: userId, email: `u${userId}@example.com`, fullName: 'U', status: 'active', locale: 'en', sessionId },
  lastUsedAt: new Date(0),
  expiresAt: new Date(10 ** 13),
});

describe('SessionCache', () => {
  it('remembers a session for two seconds, and not across a clock that went back', () => {
    const cache = new SessionCache();
    cache.set('a', session(1), 1_000);
    expect(cache.get('a', 1_000 + SESSION_CACHE_MS - 1)?.user.id).toBe(1);
    expect(cache.get('a', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
    cache.set('a', session(1), 5_000);
    expect(cache.get('a', 4_999)).toBeUndefined();
  });

  it("forgets a user's sessions and caches none of them for the next two seconds", () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 10), 0);
    cache.set('b', session(1, 11), 0);
    cache.set('c', session(2), 0);
    cache.forgetUser(1, 100);
    expect(cache.get('a', 100)).toBeUndefined();
    expect(cache.get('b', 100)).toBeUndefined();
    expect(cache.get('c', 100)?.user.id).toBe(2);
    // A lookup that raced the change (read before it, answered after) cannot put the old state back.
    cache.set('a', session(1, 10), 150);
    expect(cache.get('a', 150)).toBeUndefined();
    cache.set('a', session(1, 10), 100 + SESSION_CACHE_MS);
    expect(cache.get('a', 100 + SESSION_CACHE_MS)?.user.id).toBe(1);
  });

  it('holds a bounded number of sessions, dropping the oldest', () => {
    const cache = new SessionCache();
    for (let i = 0; i < 10_001; i += 1) cache.set(`t${i}`, session(i + 1), 0);
    expect(cache.get('t0', 0)).toBeUndefined();
    expect(cache.get('t10000', 0)?.user.id).toBe(10_001);
  });
});
