import { describe, expect, it } from 'vitest';
import { loadCommonPasswords, passwordProblem } from './password-policy.js';
import { ARGON2_OPTIONS, createPasswordHasher } from './passwords.js';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, two passes and one lane, and verifies only the right password', async () => {
    const hasher = createPasswordHasher({ concurrency: 2 });
    const hash = await hasher.hash('Plum orchard at dusk 7');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS.type).toBe(2);
    expect(await hasher.verify(hash, 'Plum orchard at dusk 7')).toBe(true);
    expect(await hasher.verify(hash, 'Plum orchard at dusk 8')).toBe(false);
    expect(await hasher.verify('unusable', 'anything at all')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(hasher.needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
  });

  it('never runs more hashes at once than its cap, so a burst cannot exhaust memory', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, maxQueue: 50 });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => hasher.hash(`burst password ${i}`)));
    expect(new Set(burst).size).toBe(8);
    expect(hasher.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('refuses work beyond its queue at once with 503 and Retry-After rather than piling it up', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxQueue: 2 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => hasher.hash(`flood ${i} password`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'service_unavailable',
      statusCode: 503,
      headers: { 'Retry-After': '1' },
    });
  });
});

describe('the hash queue under a flood of failing sign-ins', () => {
  it('serves a waiting ordinary sign-in before every waiting attempt from a failing source', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxQueue: 50 });
    const hash = await hasher.hash('Plum orchard at dusk 7');
    const order: string[] = [];
    const run = (name: string, priority: 'high' | 'low') =>
      hasher.verify(hash, 'wrong guess', priority).then(() => void order.push(name));
    const first = run('running', 'low');
    const flood = Array.from({ length: 4 }, (_, i) => run(`flood ${i}`, 'low'));
    const owner = run('owner', 'high');
    await Promise.all([first, ...flood, owner]);
    expect(order.slice(0, 2)).toEqual(['running', 'owner']);
  });
});

describe('the password policy', () => {
  it('knows at least 10,000 common passwords', async () => {
    expect((await loadCommonPasswords()).size).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses common passwords, padded ones and one repeated character; no composition rules', async () => {
    const person = { email: 'ada@example.com', fullName: 'Ada Lovelace' };
    for (const password of [
      'password1234',
      'PASSWORD1234',
      '1234567890',
      'Sunshine2024!',
      '!!monkey!!2020',
      'zzzzzzzzzzzz',
    ])
      expect(await passwordProblem(password, person), password).toBe('common');
    for (const password of [
      'plum orchard at dusk',
      'correcthorsebatterystaple7',
      'Kaffee mit Milch 1984',
      'ʕ•ᴥ•ʔ ʕ•ᴥ•ʔ',
    ])
      expect(await passwordProblem(password, person), password).toBeNull();
  });

  it('refuses a password made of the person’s own address or name', async () => {
    const person = { email: 'marguerite.yourcenar@example.com', fullName: 'Marguerite Yourcenar' };
    expect(await passwordProblem('marguerite.yourcenar@example.com', person)).toBe('personal');
    expect(await passwordProblem('Marguerite.Yourcenar!!', person)).toBe('personal');
    expect(await passwordProblem('margueriteyourcenar2024', person)).toBe('personal');
  });
});

describe('the password policy beyond the common list', () => {
  // Finding 12: abcdefghij-style passwords passed, because only the exact common list was checked.
  it('refuses sequences, keyboard walks, repeats and l33t forms of common passwords', async () => {
    const person = { email: 'ada@example.com', fullName: 'Ada Lovelace' };
    for (const password of [
      'abcdefghij',
      'zyxwvutsrq',
      '0123456789',
      'qwertyuiop',
      '1qaz2wsx3edc',
      'abcabcabcabc',
      'P@ssw0rd2024',
      'iloveyou123',
      'monkeymonkey12',
    ])
      expect(await passwordProblem(password, person), password).toBe('common');
  });
});
