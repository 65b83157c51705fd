import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logging.js';
import { linkToken, mailTo, post, signIn, signUpBody } from './support/auth.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

/** The whole app logging at trace level into memory, with the production logger settings. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({ logger: { ...(loggerOptions('trace') as object), stream } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain passwords, one-time tokens or session tokens, at any level', async () => {
    const body = signUpBody({ password: 'Secret-harbour-lantern-41' });
    await post(t, '/api/v1/auth/sign-up', body);
    const activation = linkToken(await mailTo(t, body.email, /Activate/), '/auth/activate-user');
    await post(t, '/api/v1/auth/activate', { token: activation });
    await post(t, '/api/v1/auth/activate', { token: activation }); // a refused reuse is logged too
    const session = (await signIn(t, body.email, body.password)).json().token as string;
    await signIn(t, body.email, 'Wrong-guess-password-99');
    await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${session}` } });
    await post(t, '/api/v1/passwords/reset', { email: body.email });
    const reset = linkToken(await mailTo(t, body.email, /Reset/), '/auth/reset-password');
    await post(t, '/api/v1/passwords/reset/complete', {
      password: 'New-harbour-lantern-42',
      resetPasswordToken: reset,
    });
    await t.app.inject({ url: `/api/v1/auth/invites/${activation}` });
    await t.app.inject({ url: `/auth/reset-password/${reset}` });

    const log = lines.join('');
    expect(log).toContain('"url":"/api/v1/auth/sign-in"');
    for (const secret of [
      body.password,
      'Wrong-guess-password-99',
      'New-harbour-lantern-42',
      activation,
      reset,
      session,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
