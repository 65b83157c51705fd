import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/lib/clock.js';
import { linkToken, mailTo, post, signIn, signUpAndActivate, uniqueEmail } from './support/auth.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'A different long phrase 42';

async function requestReset(email: string) {
  const res = await post(t, '/api/v1/passwords/reset', { email });
  expect(res.statusCode).toBe(202);
  return res;
}

const resetMails = (email: string) =>
  t.smtp.messages.filter((m) => m.to.includes(email) && /Reset your/.test(m.subject));

describe('password reset', () => {
  it('answers the same body whether or not the address has an account, and mails only an account', async () => {
    const { email } = await signUpAndActivate(t);
    const nobody = uniqueEmail('nobody');
    const known = await requestReset(email);
    const unknown = await requestReset(nobody);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: 'accepted' });
    const mail = await mailTo(t, email, /Reset your Caseboard password/);
    expect(mail.text).toMatch(/\/auth\/reset-password\/[A-Za-z0-9_-]{43}/);
    await t.app.deps.jobs.drain();
    expect(t.smtp.messages.some((m) => m.to.includes(nobody))).toBe(false);
  });

  it('sets the new password, ends every session, uses the link up and mails a notice', async () => {
    const { email, password } = await signUpAndActivate(t);
    const one = (await signIn(t, email, password)).json().token as string;
    const two = (await signIn(t, email, password)).json().token as string;
    await requestReset(email);
    const token = linkToken(await mailTo(t, email, /Reset your/), '/auth/reset-password');

    const done = await post(t, '/api/v1/passwords/reset/complete', {
      password: NEW_PASSWORD,
      resetPasswordToken: token,
    });
    expect(done.statusCode).toBe(204);
    for (const old of [one, two]) {
      expect(
        (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${old}` } })).statusCode,
      ).toBe(401);
    }
    expect((await signIn(t, email, password)).statusCode).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    const notice = await mailTo(t, email, /Your Caseboard password was changed/);
    expect(notice.text).toContain('every session was signed out');
    const again = await post(t, '/api/v1/passwords/reset/complete', {
      password: 'Yet another phrase 77',
      resetPasswordToken: token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_invalid');
  });

  it('voids older links when a new one is requested', async () => {
    const { email } = await signUpAndActivate(t);
    await requestReset(email);
    const first = linkToken(await mailTo(t, email, /Reset your/), '/auth/reset-password');
    await requestReset(email);
    await t.smtp.waitFor(() => resetMails(email).length === 2);
    const second = linkToken(resetMails(email)[1]!, '/auth/reset-password');
    const old = await post(t, '/api/v1/passwords/reset/complete', {
      password: NEW_PASSWORD,
      resetPasswordToken: first,
    });
    expect(old.json().code).toBe('token_invalid');
    const fresh = await post(t, '/api/v1/passwords/reset/complete', {
      password: NEW_PASSWORD,
      resetPasswordToken: second,
    });
    expect(fresh.statusCode).toBe(204);
  });

  it('works until 60 minutes have passed and answers token_expired from that moment', async () => {
    const a = await signUpAndActivate(t);
    const b = await signUpAndActivate(t);
    await requestReset(a.email);
    await requestReset(b.email);
    const tokenA = linkToken(await mailTo(t, a.email, /Reset your/), '/auth/reset-password');
    const tokenB = linkToken(await mailTo(t, b.email, /Reset your/), '/auth/reset-password');
    t.clock.advance(60 * MINUTE_MS - 1);
    expect(
      (await post(t, '/api/v1/passwords/reset/complete', { password: NEW_PASSWORD, resetPasswordToken: tokenA }))
        .statusCode,
    ).toBe(204);
    t.clock.advance(1);
    const expired = await post(t, '/api/v1/passwords/reset/complete', {
      password: NEW_PASSWORD,
      resetPasswordToken: tokenB,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('token_expired');
  });

  it('refuses a common new password and leaves the link usable', async () => {
    const { email } = await signUpAndActivate(t);
    await requestReset(email);
    const token = linkToken(await mailTo(t, email, /Reset your/), '/auth/reset-password');
    const weak = await post(t, '/api/v1/passwords/reset/complete', {
      password: 'iloveyou123',
      resetPasswordToken: token,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('weak_password');
    const short = await post(t, '/api/v1/passwords/reset/complete', { password: 'short', resetPasswordToken: token });
    expect(short.json().details).toEqual([expect.objectContaining({ path: 'body.password' })]);
    expect(
      (await post(t, '/api/v1/passwords/reset/complete', { password: NEW_PASSWORD, resetPasswordToken: token }))
        .statusCode,
    ).toBe(204);
  });

  it('clears the sign-in failures of the account, so its owner is not held back after a reset', async () => {
    const { email } = await signUpAndActivate(t);
    for (let i = 0; i < 6; i += 1) await signIn(t, email, `Wrong password ${i}z`);
    await requestReset(email);
    const token = linkToken(await mailTo(t, email, /Reset your/), '/auth/reset-password');
    await post(t, '/api/v1/passwords/reset/complete', { password: NEW_PASSWORD, resetPasswordToken: token });
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('e-mail sending rate limits', () => {
  it('allow five account e-mail requests per recipient from one client address in fifteen minutes, then 429 with Retry-After', async () => {
    const known = (await signUpAndActivate(t)).email;
    t.clock.advance(60 * MINUTE_MS); // a fresh window: the sign-up's own e-mail counted too
    const reset = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/passwords/reset', payload: { email }, remoteAddress });
    for (const email of [known, uniqueEmail('nobody')]) {
      for (let i = 0; i < 5; i += 1) expect((await reset(email, '192.0.2.150')).statusCode).toBe(202);
      const limited = await reset(email, '192.0.2.150');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBe(900);
      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/activate/resend',
        payload: { email },
        remoteAddress: '192.0.2.150',
      });
      expect(resend.statusCode).toBe(429);
      // Someone else's requests never use up the owner's own: from another address it goes out.
      expect((await reset(email, '192.0.2.151')).statusCode).toBe(202);
    }
  });

  it('hold the account e-mails one address receives from everyone together to twenty an hour', async () => {
    const email = uniqueEmail('bombed');
    const reset = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/passwords/reset',
        payload: { email },
        remoteAddress: `192.0.2.${10 + i}`,
      });
    for (let i = 0; i < 20; i += 1) expect((await reset(i)).statusCode).toBe(202);
    expect((await reset(20)).statusCode).toBe(429);
  });

  it('allow fifty account e-mail requests per client address an hour', async () => {
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/passwords/reset',
        payload: { email },
        remoteAddress: '192.0.2.200',
      });
    for (let i = 0; i < 50; i += 1) expect((await send(uniqueEmail('spray'))).statusCode).toBe(202);
    expect((await send(uniqueEmail('spray'))).statusCode).toBe(429);
  });
});
