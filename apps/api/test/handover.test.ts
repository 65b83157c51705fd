import { HandoverListSchema, HandoverOfferSchema } from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectHandovers, projectMembers, projects, users } from '../src/db/schema/index.js';
import { accountLimits } from '../src/modules/account/limits.js';
import type { Caller } from './support/api.js';
import { freshAddress, mailTo, signIn, signUpAndActivate } from './support/auth.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** One call from its own client address, so the per-address mail budget of one test does not leak into another. */
function call(caller: Caller, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { ...caller.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

async function person(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser({ db: t.db, clock: t.clock, ...overrides });
  const { headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
  return { user, caller: { headers } };
}

/** An owner with a project and an editor on it. */
async function team(editorOverrides: Partial<typeof users.$inferInsert> = {}) {
  const owner = await person({ fullName: 'Olivia Owner' });
  const editor = await person({ fullName: 'Edgar Editor', ...editorOverrides });
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId: owner.user.id, name: 'Pricing review' });
  await addMembership({ db: t.db, projectId: project.id, user: editor.user });
  return { owner, editor, project };
}

const handovers = async (caller: Caller) =>
  HandoverListSchema.parse((await call(caller, 'GET', '/api/v1/account/handovers')).json());
const offer = (caller: Caller, projectId: number, userId: number) =>
  call(caller, 'POST', `/api/v1/projects/${projectId}/handover`, { userId });

describe('handing a project over', () => {
  it('offers to an editor, who is e-mailed in their language; accepting makes them owner and the former owner an editor', async () => {
    const { owner, editor, project } = await team({ locale: 'de' });
    const before = await handovers(owner.caller);
    expect(before.owned).toEqual([
      {
        projectId: project.id,
        name: 'Pricing review',
        editors: [{ userId: editor.user.id, fullName: 'Edgar Editor', email: editor.user.email }],
        offer: null,
      },
    ]);

    const offered = await offer(owner.caller, project.id, editor.user.id);
    expect(offered.statusCode).toBe(201);
    expect(HandoverOfferSchema.parse(offered.json()).offeredTo.userId).toBe(editor.user.id);
    const mail = await mailTo(t, editor.user.email, /bietet Ihnen das Projekt „Pricing review“ an/);
    expect(mail.text).toContain('/account#handover');
    expect((await handovers(owner.caller)).owned[0]!.offer?.offeredTo.email).toBe(editor.user.email);
    expect((await handovers(editor.caller)).received).toEqual([
      expect.objectContaining({
        projectId: project.id,
        name: 'Pricing review',
        from: expect.objectContaining({ fullName: 'Olivia Owner' }),
      }),
    ]);

    const accepted = await call(editor.caller, 'POST', `/api/v1/projects/${project.id}/handover/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ projectId: project.id });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.ownerId).toBe(editor.user.id);
    const members = await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id));
    expect(members).toEqual([expect.objectContaining({ userId: owner.user.id, role: 'editor', status: 'active' })]);
    expect(await t.db.select().from(projectHandovers).where(eq(projectHandovers.projectId, project.id))).toEqual([]);
    await mailTo(t, owner.user.email, /Edgar Editor took over “Pricing review”/);

    // The former owner edits but no longer manages: offering it back is the new owner's to do.
    const seen = await call(owner.caller, 'GET', `/api/v1/projects/${project.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().role).toBe('editor');
    expect((await offer(owner.caller, project.id, editor.user.id)).statusCode).toBe(403);
    expect((await handovers(owner.caller)).owned).toEqual([]);
    expect((await handovers(editor.caller)).owned[0]!.editors.map((e) => e.userId)).toEqual([owner.user.id]);
  });

  it('declines: the owner keeps the project and is told', async () => {
    const { owner, editor, project } = await team();
    expect((await offer(owner.caller, project.id, editor.user.id)).statusCode).toBe(201);
    const declined = await call(editor.caller, 'POST', `/api/v1/projects/${project.id}/handover/decline`);
    expect(declined.statusCode).toBe(204);
    await mailTo(t, owner.user.email, /Edgar Editor declined “Pricing review”/);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.ownerId).toBe(owner.user.id);
    expect((await handovers(editor.caller)).received).toEqual([]);
    expect((await call(editor.caller, 'POST', `/api/v1/projects/${project.id}/handover/accept`)).statusCode).toBe(404);
  });

  it('keeps one pending offer per project, which the owner can cancel', async () => {
    const { owner, editor, project } = await team();
    const second = await person();
    await addMembership({ db: t.db, projectId: project.id, user: second.user });
    expect((await offer(owner.caller, project.id, editor.user.id)).statusCode).toBe(201);
    const again = await offer(owner.caller, project.id, second.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('handover_pending');

    expect((await call(owner.caller, 'DELETE', `/api/v1/projects/${project.id}/handover`)).statusCode).toBe(204);
    expect((await handovers(editor.caller)).received).toEqual([]);
    expect((await call(editor.caller, 'POST', `/api/v1/projects/${project.id}/handover/accept`)).statusCode).toBe(404);
    expect((await call(owner.caller, 'DELETE', `/api/v1/projects/${project.id}/handover`)).statusCode).toBe(404);
    expect((await offer(owner.caller, project.id, second.user.id)).statusCode).toBe(201);
  });

  it('ends the offer when the member leaves, and the project with it', async () => {
    const { owner, editor, project } = await team();
    expect((await offer(owner.caller, project.id, editor.user.id)).statusCode).toBe(201);
    const [member] = await t.db.select().from(projectMembers).where(eq(projectMembers.userId, editor.user.id));
    const left = await call(owner.caller, 'DELETE', `/api/v1/projects/${project.id}/members/${member!.id}`);
    expect(left.statusCode).toBe(204);
    expect(await t.db.select().from(projectHandovers).where(eq(projectHandovers.projectId, project.id))).toEqual([]);

    await addMembership({ db: t.db, projectId: project.id, user: editor.user });
    expect((await offer(owner.caller, project.id, editor.user.id)).statusCode).toBe(201);
    expect((await call(owner.caller, 'DELETE', `/api/v1/projects/${project.id}`)).statusCode).toBe(204);
    expect((await handovers(editor.caller)).received).toEqual([]);
  });

  it('offers only to active editors, and only the owner offers', async () => {
    const { owner, editor, project } = await team();
    const viewer = await person();
    await addMembership({ db: t.db, projectId: project.id, user: viewer.user, role: 'viewer' });
    const stranger = await person();
    for (const userId of [viewer.user.id, stranger.user.id, owner.user.id, 2_000_000_000]) {
      const refused = await offer(owner.caller, project.id, userId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('handover_not_eligible');
    }
    const byEditor = await offer(editor.caller, project.id, editor.user.id);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().code).toBe('forbidden');
    expect((await call(editor.caller, 'DELETE', `/api/v1/projects/${project.id}/handover`)).statusCode).toBe(403);

    // A stranger's answer is a missing project's answer, on every route.
    for (const [method, path, body] of [
      ['POST', 'handover', { userId: editor.user.id }],
      ['DELETE', 'handover', undefined],
      ['POST', 'handover/accept', undefined],
      ['POST', 'handover/decline', undefined],
    ] as const) {
      const theirs = await call(stranger.caller, method, `/api/v1/projects/${project.id}/${path}`, body);
      const missing = await call(stranger.caller, method, `/api/v1/projects/2000000000/${path}`, body);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
    }
    // The owner has no offer to accept; bad input is a 400, never a 500.
    expect((await call(owner.caller, 'POST', `/api/v1/projects/${project.id}/handover/accept`)).statusCode).toBe(404);
    expect((await offer(owner.caller, project.id, -1)).json().code).toBe('validation_failed');
    expect(
      (await call(owner.caller, 'POST', `/api/v1/projects/${project.id}/handover`, { userId: 1, x: 1 })).statusCode,
    ).toBe(400);
    expect((await call(owner.caller, 'POST', '/api/v1/projects/abc/handover', { userId: 1 })).statusCode).toBe(400);
    expect((await call({ headers: {} }, 'GET', '/api/v1/account/handovers')).statusCode).toBe(401);
  });

  it('refuses a worked example', async () => {
    const owner = await person();
    const [demo] = await t.db
      .insert(projects)
      .values({ name: 'Example', model: 'offline', problemStatement: 'x', isDemo: true, demoKey: `demo-${Date.now()}` })
      .returning();
    expect((await offer(owner.caller, demo!.id, owner.user.id)).statusCode).toBe(403);
  });

  it('limits offers to 20 an hour per owner', async () => {
    const { owner, editor, project } = await team();
    for (let i = 0; i < accountLimits.handoverOffer.rule.limit; i += 1) {
      await t.rateLimiter.consume(accountLimits.handoverOffer.key(owner.user.id), accountLimits.handoverOffer.rule);
    }
    const limited = await offer(owner.caller, project.id, editor.user.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('refuses acceptance beyond the new owner’s project limit, and an invited member takes a seat on taking over', async () => {
    const { owner, editor, project } = await team({ invitedOnly: true });
    for (const name of ['One', 'Two', 'Three']) {
      await buildProject({ db: t.db, clock: t.clock, ownerId: editor.user.id, name });
    }
    await t.db.update(users).set({ invitedOnly: true }).where(eq(users.id, editor.user.id));
    expect((await offer(owner.caller, project.id, editor.user.id)).statusCode).toBe(201);
    const full = await call(editor.caller, 'POST', `/api/v1/projects/${project.id}/handover/accept`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'project_limit_reached', details: { total: 3, maxProjects: 3 } });
    const [unchanged] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(unchanged!.ownerId).toBe(owner.user.id);

    const mine = await t.db.select().from(projects).where(eq(projects.ownerId, editor.user.id));
    await t.db.delete(projects).where(eq(projects.id, mine[0]!.id));
    expect((await call(editor.caller, 'POST', `/api/v1/projects/${project.id}/handover/accept`)).statusCode).toBe(200);
    const [taken] = await t.db.select().from(users).where(eq(users.id, editor.user.id));
    expect(taken!.invitedOnly).toBe(false);
  });
});

describe('the handover API document', () => {
  it('lists the routes with their contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/account/handovers',
        '/api/v1/projects/{id}/handover',
        '/api/v1/projects/{id}/handover/accept',
        '/api/v1/projects/{id}/handover/decline',
      ]),
    );
    expect(Object.keys(doc.paths['/api/v1/projects/{id}/handover'])).toEqual(
      expect.arrayContaining(['post', 'delete']),
    );
  });
});

describe('deleting the account after handing over', () => {
  it('keeps a project handed over before, which its members still open; pending offers end with the rest', async () => {
    const body = await signUpAndActivate(t);
    const signedIn = await signIn(t, body.email, body.password);
    const owner: Caller = { headers: { authorization: `Bearer ${signedIn.json().token as string}` } };
    const [ownerRow] = await t.db.select().from(users).where(eq(users.email, body.email));
    const editor = await person();
    const viewer = await person();
    const kept = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerRow!.id, name: 'Kept' });
    const pending = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerRow!.id, name: 'Pending' });
    for (const id of [kept.id, pending.id]) await addMembership({ db: t.db, projectId: id, user: editor.user });
    await addMembership({ db: t.db, projectId: kept.id, user: viewer.user, role: 'viewer' });
    expect((await offer(owner, kept.id, editor.user.id)).statusCode).toBe(201);
    expect((await call(editor.caller, 'POST', `/api/v1/projects/${kept.id}/handover/accept`)).statusCode).toBe(200);
    expect((await offer(owner, pending.id, editor.user.id)).statusCode).toBe(201);

    const deleted = await call(owner, 'DELETE', '/api/v1/account', { password: body.password });
    expect(deleted.statusCode).toBe(204);
    expect((await call(editor.caller, 'GET', `/api/v1/projects/${kept.id}`)).json().role).toBe('owner');
    expect((await call(viewer.caller, 'GET', `/api/v1/projects/${kept.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, kept.id))).toEqual([
      expect.objectContaining({ userId: viewer.user.id }),
    ]);
    expect((await call(editor.caller, 'GET', `/api/v1/projects/${pending.id}`)).statusCode).toBe(404);
    expect((await handovers(editor.caller)).received).toEqual([]);
  });
});
