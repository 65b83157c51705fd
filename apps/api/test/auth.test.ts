import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, users } from '../src/db/schema/index.js';
import { DAY_MS, MINUTE_MS } from '../src/lib/clock.js';
import { ARGON2_OPTIONS } from '../src/modules/auth/passwords.js';
import {
  GOOD_PASSWORD,
  linkToken,
  mailTo,
  post,
  signIn,
  signUpAndActivate,
  signUpBody,
  uniqueEmail,
} from './support/auth.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up', () => {
  it('answers 202 pending_activation and mails an activation link to the web route', async () => {
    const body = signUpBody({ email: `  ${uniqueEmail('Mixed').toUpperCase()} ` });
    const res = await post(t, '/api/v1/auth/sign-up', body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending_activation' });
    const email = body.email.trim().toLowerCase();
    const mail = await mailTo(t, email, /Activate your Caseboard account/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/activate-user\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('/auth/activate-user/');
    const user = await userByEmail(email);
    expect(user).toMatchObject({ status: 'pending_activation', fullName: 'Ada Lovelace', locale: 'en' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  });

  it('writes e-mails in the chosen language, else in the language the browser prefers', async () => {
    const chosen = signUpBody({ locale: 'de' });
    await post(t, '/api/v1/auth/sign-up', chosen);
    const german = await mailTo(t, chosen.email, /Aktivieren Sie Ihr Caseboard-Konto/);
    expect(german.text).toContain('Konto aktivieren:');
    const browser = signUpBody();
    await post(t, '/api/v1/auth/sign-up', browser, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
    await mailTo(t, browser.email, /Aktivieren/);
    expect((await userByEmail(browser.email))!.locale).toBe('de');
  });

  it('refuses missing consent, a LinkedIn URL that is not an https profile, and passwords outside 10-256', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ageConfirmed: false }, 'body.ageConfirmed'],
      [{ termsAccepted: false }, 'body.termsAccepted'],
      [{ linkedinUrl: 'http://www.linkedin.com/in/ada' }, 'body.linkedinUrl'],
      [{ linkedinUrl: 'https://linkedin.com.evil.example/in/ada' }, 'body.linkedinUrl'],
      [{ linkedinUrl: 'https://www.linkedin.com/company/acme' }, 'body.linkedinUrl'],
      [{ password: 'nine char' }, 'body.password'],
      [{ password: 'x'.repeat(257) }, 'body.password'],
      [{ fullName: '   ' }, 'body.fullName'],
      [{ email: 'not-an-address' }, 'body.email'],
    ];
    for (const [override, path] of cases) {
      const res = await post(t, '/api/v1/auth/sign-up', signUpBody(override as never));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const country = await post(
      t,
      '/api/v1/auth/sign-up',
      signUpBody({ linkedinUrl: 'https://de.linkedin.com/in/ada/' }),
    );
    expect(country.statusCode).toBe(202);
  });

  it('refuses a common password, also when padded with digits and symbols, and a password made of the address', async () => {
    for (const password of ['password1234', 'Sunshine2024!', 'qwertyuiop', 'aaaaaaaaaaaa']) {
      const res = await post(t, '/api/v1/auth/sign-up', signUpBody({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ code: 'weak_password', details: { path: 'password', reason: 'common' } });
    }
    const email = uniqueEmail('marguerite');
    const own = await post(t, '/api/v1/auth/sign-up', signUpBody({ email, password: email }));
    expect(own.json()).toMatchObject({ code: 'weak_password', details: { reason: 'personal' } });
  });

  it('answers exactly the same for an address that has an account, and tells its owner instead', async () => {
    const { email } = await signUpAndActivate(t);
    const before = await userByEmail(email);
    const again = await post(
      t,
      '/api/v1/auth/sign-up',
      signUpBody({ email, fullName: 'Mallory', password: 'Another long passphrase 9' }),
    );
    const fresh = await post(t, '/api/v1/auth/sign-up', signUpBody());
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    const notice = await mailTo(t, email, /Someone tried to register with your address/);
    expect(notice.text).toContain('Hello Ada Lovelace,');
    const after = await userByEmail(email);
    expect(after).toEqual(before);
    expect(t.smtp.messages.filter((m) => m.to.includes(email) && /Activate/.test(m.subject))).toHaveLength(1);
  });

  it('replaces a registration that was never activated, so only the newest link works', async () => {
    const email = uniqueEmail();
    await post(t, '/api/v1/auth/sign-up', signUpBody({ email, fullName: 'First Try' }));
    const first = linkToken(await mailTo(t, email, /Activate/), '/auth/activate-user');
    await post(t, '/api/v1/auth/sign-up', signUpBody({ email, fullName: 'Second Try' }));
    await t.smtp.waitFor((m) => m.to.includes(email) && m.text.includes('Second Try'));
    const second = linkToken(
      t.smtp.messages.find((m) => m.to.includes(email) && m.text.includes('Second Try'))!,
      '/auth/activate-user',
    );
    expect((await post(t, '/api/v1/auth/activate', { token: first })).json().code).toBe('token_invalid');
    expect((await post(t, '/api/v1/auth/activate', { token: second })).statusCode).toBe(200);
    expect((await userByEmail(email))!.fullName).toBe('Second Try');
  });
});

describe('activation', () => {
  it('activates once: the same link a second time is refused', async () => {
    const body = signUpBody();
    await post(t, '/api/v1/auth/sign-up', body);
    const token = linkToken(await mailTo(t, body.email, /Activate/), '/auth/activate-user');
    const first = await post(t, '/api/v1/auth/activate', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'active' });
    await mailTo(t, body.email, /Your Caseboard account is active/);
    const second = await post(t, '/api/v1/auth/activate', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('token_invalid');
    const [stored] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, (await userByEmail(body.email))!.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
  });

  it('works until 48 hours have passed and answers token_expired from that moment', async () => {
    const early = signUpBody();
    const late = signUpBody();
    await post(t, '/api/v1/auth/sign-up', early);
    await post(t, '/api/v1/auth/sign-up', late);
    const earlyToken = linkToken(await mailTo(t, early.email, /Activate/), '/auth/activate-user');
    const lateToken = linkToken(await mailTo(t, late.email, /Activate/), '/auth/activate-user');
    t.clock.advance(2 * DAY_MS - 1);
    expect((await post(t, '/api/v1/auth/activate', { token: earlyToken })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await post(t, '/api/v1/auth/activate', { token: lateToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('token_expired');
  });

  it('refuses tokens of the wrong shape and unknown tokens alike', async () => {
    for (const token of ['short', 'A'.repeat(43), "' or 1=1 --"]) {
      const res = await post(t, '/api/v1/auth/activate', { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code).toBe('token_invalid');
    }
  });

  it('sends a new link on request and answers the same for any address', async () => {
    const body = signUpBody();
    await post(t, '/api/v1/auth/sign-up', body);
    const old = linkToken(await mailTo(t, body.email, /Activate/), '/auth/activate-user');
    const known = await post(t, '/api/v1/auth/activate/resend', { email: body.email });
    const unknown = await post(t, '/api/v1/auth/activate/resend', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await t.smtp.waitFor((m) => m.to.includes(body.email) && /Activate/.test(m.subject) && !m.text.includes(old));
    const newest = t.smtp.messages.filter((m) => m.to.includes(body.email) && /Activate/.test(m.subject)).at(-1)!;
    expect((await post(t, '/api/v1/auth/activate', { token: old })).json().code).toBe('token_invalid');
    expect(
      (await post(t, '/api/v1/auth/activate', { token: linkToken(newest, '/auth/activate-user') })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in', () => {
  it('returns a token and sets the auth_token cookie: HttpOnly, SameSite=Lax, Path=/, not Secure over http', async () => {
    const { email, password } = await signUpAndActivate(t);
    const res = await signIn(t, email, password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, fullName: 'Ada Lovelace', status: 'active', locale: 'en' });
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^auth_token=${body.token};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers['cache-control']).toBe('no-store');
    const byBearer = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    const byCookie = await t.app.inject({ url: '/api/v1/auth/me', cookies: { auth_token: body.token } });
    expect(byBearer.json()).toEqual({ user: body.user });
    expect(byCookie.json()).toEqual({ user: body.user });
    expect((await userByEmail(email))!.lastSignInAt).toEqual(t.clock.now());
  });

  it('gives a new token at every sign-in and ends the session the request came with', async () => {
    const { email, password } = await signUpAndActivate(t);
    const first = (await signIn(t, email, password)).json().token as string;
    const second = await signIn(t, email, password, {
      headers: { cookie: `auth_token=${first}`, origin: t.config.publicUrl.origin },
    });
    const secondToken = second.json().token as string;
    expect(secondToken).not.toBe(first);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${first}` } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${secondToken}` } })).statusCode,
    ).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { email } = await signUpAndActivate(t);
    const wrong = await signIn(t, email, 'Not the password at all');
    const unknown = await signIn(t, uniqueEmail('nobody'), 'Not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: expect.any(String) });
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('verifies an argon2 hash for an unknown address as for a wrong password, so both take the same work', async () => {
    const { passwordHasher } = await import('../src/modules/auth/passwords.js');
    const { email } = await signUpAndActivate(t);
    const verify = vi.spyOn(passwordHasher, 'verify');
    const dummy = vi.spyOn(passwordHasher, 'verifyDummy');
    try {
      await signIn(t, email, 'Not the password at all');
      await signIn(t, uniqueEmail('nobody'), 'Not the password at all');
      // One real hash verified for the account, one dummy hash (same parameters) for the unknown address.
      expect(verify).toHaveBeenCalledTimes(1);
      expect(dummy).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
      dummy.mockRestore();
    }
  });

  it('tells an account state only after a correct password: not activated, waitlisted, terminated', async () => {
    const pending = signUpBody();
    await post(t, '/api/v1/auth/sign-up', pending);
    expect((await signIn(t, pending.email, 'Not the password at all')).statusCode).toBe(401);
    const notActivated = await signIn(t, pending.email, pending.password);
    expect(notActivated.statusCode).toBe(403);
    expect(notActivated.json().code).toBe('not_activated');

    for (const status of ['waitlisted', 'terminated'] as const) {
      const { email, password } = await signUpAndActivate(t);
      await t.db.update(users).set({ status }).where(eq(users.email, email));
      expect((await signIn(t, email, 'Not the password at all')).statusCode).toBe(401);
      const res = await signIn(t, email, password);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(status === 'waitlisted' ? 'waitlisted' : 'account_terminated');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const res = await signIn(t, uniqueEmail(), 'x'.repeat(20_000));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

describe('sign-in rate limits', () => {
  it('refuse an address that failed 5 times on an account with 429 and Retry-After, even with the right password', async () => {
    const { email, password } = await signUpAndActivate(t);
    const guesser = '203.0.113.5';
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t, email, `Wrong password ${i}x`, { remoteAddress: guesser })).statusCode).toBe(401);
    }
    const blocked = await signIn(t, email, password, { remoteAddress: guesser });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 900 } });
    expect(blocked.headers['retry-after']).toBe('900');
    // Nobody else is held back: the owner signs in from anywhere else.
    expect((await signIn(t, email, password, { remoteAddress: '203.0.113.99' })).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE_MS);
    expect((await signIn(t, email, password, { remoteAddress: guesser })).statusCode).toBe(200);
  });

  it('forget an address’s failures on an account after a correct password', async () => {
    const { email, password } = await signUpAndActivate(t);
    const remoteAddress = '203.0.113.40';
    for (let i = 0; i < 4; i += 1) await signIn(t, email, `Wrong password ${i}x`, { remoteAddress });
    expect((await signIn(t, email, password, { remoteAddress })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(t, email, `Wrong password ${i}y`, { remoteAddress })).statusCode).toBe(401);
  });

  it('count successful sign-ins from a busy shared address as nothing', async () => {
    const { email, password } = await signUpAndActivate(t);
    for (let i = 0; i < 25; i += 1) {
      expect((await signIn(t, email, password, { remoteAddress: '192.0.2.80' })).statusCode).toBe(200);
    }
  });
});

describe('sign-out', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const { email, password } = await signUpAndActivate(t);
    const token = (await signIn(t, email, password)).json().token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^auth_token=;.*Expires=Thu, 01 Jan 1970/);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });

  it('by cookie needs the app’s Origin, like every state change made with the cookie', async () => {
    const { email, password } = await signUpAndActivate(t);
    const token = (await signIn(t, email, password)).json().token as string;
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', cookies: { auth_token: token } });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/auth/me', cookies: { auth_token: token } })).statusCode).toBe(200);
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { auth_token: token },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(real.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/auth/me', cookies: { auth_token: token } })).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out' })).statusCode).toBe(204);
  });
});

describe('over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({ env: { PUBLIC_URL: 'https://caseboard.example.com' } });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure', async () => {
    const { email } = await signUpAndActivate(secure);
    const res = await signIn(secure, email, GOOD_PASSWORD);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL (skipped when unset)', () => {
  it('two API instances count sign-in failures together', async () => {
    const { randomUUID } = await import('node:crypto');
    const { createRateLimiter } = await import('../src/lib/rate-limit.js');
    const prefix = `caseboard-test:${randomUUID()}:`;
    const one = await buildTestApp({ rateLimiter: createRateLimiter({ redisUrl: process.env.REDIS_URL, prefix }) });
    const two = await buildTestApp({ rateLimiter: createRateLimiter({ redisUrl: process.env.REDIS_URL, prefix }) });
    try {
      const email = uniqueEmail('shared');
      const remoteAddress = '203.0.113.77';
      for (let i = 0; i < 3; i += 1)
        expect((await signIn(one, email, `Wrong password ${i}a`, { remoteAddress })).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1)
        expect((await signIn(two, email, `Wrong password ${i}b`, { remoteAddress })).statusCode).toBe(401);
      expect((await signIn(one, email, 'Wrong password 9c', { remoteAddress })).statusCode).toBe(429);
      expect((await signIn(two, email, 'Wrong password 9d', { remoteAddress })).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
