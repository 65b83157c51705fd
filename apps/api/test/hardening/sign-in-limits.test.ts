import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndActivate, uniqueEmail } from '../support/auth.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 3: five wrong passwords from five addresses locked the owner out for a minute, renewable
// forever; twenty failures from one office address locked out everyone behind it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-in limits', () => {
  it('let the owner in with the right password while an attacker keeps failing on the account from other addresses', async () => {
    const { email, password } = await signUpAndActivate(t);
    const attackers = Array.from({ length: 12 }, (_, i) => `198.18.0.${i + 1}`);
    let refused = 0;
    for (let round = 0; round < 6; round += 1) {
      for (const remoteAddress of attackers) {
        const res = await signIn(t, email, `Guess ${round} ${remoteAddress}`, { remoteAddress });
        expect([401, 429]).toContain(res.statusCode);
        if (res.statusCode === 429) refused += 1;
      }
      // The owner, from an address of their own, between every round of the attack.
      expect((await signIn(t, email, password, { remoteAddress: '198.19.0.1' })).statusCode).toBe(200);
    }
    // The attack itself is held: once the account is under attack, failing addresses are refused.
    expect(refused).toBeGreaterThan(attackers.length * 3);
  });

  it('do not lock the owner out after five wrong passwords from five addresses', async () => {
    const { email, password } = await signUpAndActivate(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t, email, `Wrong ${i} password`, { remoteAddress: `198.18.1.${i}` })).statusCode).toBe(401);
    }
    expect((await signIn(t, email, password, { remoteAddress: '198.18.1.200' })).statusCode).toBe(200);
  });

  it('let the owner in from an address they signed in from before, even after a typo there during an attack', async () => {
    const { email, password } = await signUpAndActivate(t);
    const home = '198.18.2.1';
    expect((await signIn(t, email, password, { remoteAddress: home })).statusCode).toBe(200);
    for (let i = 0; i < 15; i += 1) await signIn(t, email, `Attack ${i} password`, { remoteAddress: `198.18.3.${i}` });
    expect((await signIn(t, email, 'A typo of the owner', { remoteAddress: home })).statusCode).toBe(401);
    expect((await signIn(t, email, password, { remoteAddress: home })).statusCode).toBe(200);
  });

  it('never block another account’s correct sign-in from an office address where someone failed 20 times', async () => {
    const office = '198.18.4.1';
    for (let i = 0; i < 22; i += 1) {
      const res = await signIn(t, uniqueEmail('someone'), `Mistyped password ${i}`, { remoteAddress: office });
      expect(res.statusCode).toBe(401);
    }
    const colleague = await signUpAndActivate(t);
    expect((await signIn(t, colleague.email, colleague.password, { remoteAddress: office })).statusCode).toBe(200);
  });
});
