import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../src/db/schema/index.js';
import { freshAddress, mailTo, signUpAndActivate, uniqueEmail } from '../support/auth.js';
import { buildProject, buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 7: five requests adding an unknown address to a project that does not exist (404) spent that
// address's mail budget, so its owner's own password reset got 429 for 15 minutes.
// Finding 8: forgot-password and activation-resend answered known accounts 2-3x slower than unknown ones.
// Finding 4: sharing answered fullName and `active` for an account, null and `invited` otherwise, and
// showed the project to the person without their consent.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('e-mail budgets', () => {
  it('are not spent by sharing requests the caller may not make, and never block the owner’s own reset', async () => {
    const { email } = await signUpAndActivate(t);
    const stranger = await buildUser({ db: t.db, clock: t.clock });
    const session = await signInAs({ db: t.db, clock: t.clock, userId: stranger.id });
    const someoneElses = await buildProject({
      db: t.db,
      clock: t.clock,
      ownerId: (await buildUser({ db: t.db, clock: t.clock })).id,
    });
    for (const projectId of [
      2_000_000_000,
      someoneElses.id,
      2_000_000_000,
      someoneElses.id,
      2_000_000_000,
      2_000_000_000,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/members`,
        headers: session.headers,
        payload: { email },
        remoteAddress: '198.51.100.7',
      });
      expect(res.statusCode).toBe(404);
    }
    // Five more that the stranger is allowed to make (own project) use the sharing budget, not recovery's.
    for (let i = 0; i < 5; i += 1) {
      const own = await buildProject({ db: t.db, clock: t.clock, ownerId: stranger.id, name: `Own ${i}` });
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${own.id}/members`,
        headers: session.headers,
        payload: { email },
        remoteAddress: '198.51.100.7',
      });
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      payload: { email },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode).toBe(202);
    await mailTo(t, email, /Reset your/);
  });
});

describe('forgot-password and activation-resend', () => {
  it('answer before they look the address up, so known and unknown addresses take the same path', async () => {
    const { email } = await signUpAndActivate(t);
    const pending = uniqueEmail('pending');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        email: pending,
        password: 'Plum orchard at dusk 7',
        fullName: 'Pat Pending',
        linkedinUrl: 'https://www.linkedin.com/in/pat',
        ageConfirmed: true,
        termsAccepted: true,
      },
      remoteAddress: freshAddress(),
    });
    await t.app.deps.jobs.drain();
    const tokensBefore = (await t.db.select().from(authTokens)).length;
    t.app.deps.jobs.pause();
    try {
      const answers = [];
      for (const [url, address] of [
        ['/api/v1/passwords/reset', email],
        ['/api/v1/passwords/reset', uniqueEmail('nobody')],
        ['/api/v1/auth/activate/resend', pending],
        ['/api/v1/auth/activate/resend', uniqueEmail('nobody')],
      ] as const) {
        answers.push(
          await t.app.inject({ method: 'POST', url, payload: { email: address }, remoteAddress: freshAddress() }),
        );
      }
      // Every answer is out, identical, while none of the account work has happened yet.
      expect(answers.map((res) => res.statusCode)).toEqual([202, 202, 202, 202]);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect((await t.db.select().from(authTokens)).length).toBe(tokensBefore);
    } finally {
      t.app.deps.jobs.resume();
    }
    await t.app.deps.jobs.drain();
    expect((await t.db.select().from(authTokens)).length).toBe(tokensBefore + 2);
    await mailTo(t, email, /Reset your/);
  });
});

describe('sharing a project', () => {
  it('answers the same for an account and an unknown address, and shows the project only after consent', async () => {
    const owner = await buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' });
    const session = await signInAs({ db: t.db, clock: t.clock, userId: owner.id });
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: owner.id });
    const account = await buildUser({ db: t.db, clock: t.clock, fullName: 'Carl Colleague' });
    const share = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project.id}/members`,
        headers: session.headers,
        payload: { email },
        remoteAddress: freshAddress(),
      });
    const known = await share(account.email);
    const unknown = await share(uniqueEmail('stranger'));
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: 0, email: '' });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json()).toMatchObject({ fullName: null, status: 'invited' });
    expect(JSON.stringify(known.json())).not.toContain('Carl');

    const invitee = await signInAs({ db: t.db, clock: t.clock, userId: account.id });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}`, headers: invitee.headers }))
        .statusCode,
    ).toBe(404);
    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/v1/projects/invitations', headers: invitee.headers })
    ).json();
    expect(pending.results).toEqual([expect.objectContaining({ projectId: project.id, inviterName: 'Olivia Owner' })]);
    // Declining removes the membership: the owner sees nothing more, and the project stays hidden.
    const declined = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/invitations/${pending.results[0].memberId}`,
      headers: invitee.headers,
    });
    expect(declined.statusCode).toBe(204);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${project.id}/members?pageSize=10`,
        headers: session.headers,
      })
    ).json();
    expect(list.results.map((m: { email: string }) => m.email)).not.toContain(account.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/projects/shared', headers: invitee.headers })).json().total,
    ).toBe(0);
    // Someone else cannot answer an invitation that is not theirs.
    await share(account.email);
    const again = (
      await t.app.inject({ method: 'GET', url: '/api/v1/projects/invitations', headers: invitee.headers })
    ).json();
    const outsider = await signInAs({
      db: t.db,
      clock: t.clock,
      userId: (await buildUser({ db: t.db, clock: t.clock })).id,
    });
    const hijack = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/invitations/${again.results[0].memberId}/accept`,
      headers: outsider.headers,
    });
    expect(hijack.statusCode).toBe(404);
  });
});
