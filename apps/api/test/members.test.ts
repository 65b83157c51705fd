import { ProjectMemberListSchema, ProjectMemberSchema } from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, projectMembers, users } from '../src/db/schema/index.js';
import { DAY_MS } from '../src/lib/clock.js';
import { hashToken } from '../src/lib/tokens.js';
import { acceptInvitation, findInvitation, INVITATION_TTL_MS } from '../src/modules/projects/invitations.js';
import { call, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function setup() {
  const ownerUser = await buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' });
  const owner = await signInAs({ db: t.db, clock: t.clock, userId: ownerUser.id });
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerUser.id, name: 'Pricing review' });
  const members = `/api/v1/projects/${project.id}/members`;
  return { ownerUser, owner, project, members };
}

const invitationLink = (text: string) => /\/auth\/invite-user\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('sharing with an address that has an account', () => {
  it('invites the account with the chosen role, e-mails it, and shows the project only once it is accepted', async () => {
    const { owner, project, members } = await setup();
    const colleague = await buildUser({ db: t.db, clock: t.clock, fullName: 'Carl Colleague', locale: 'de' });
    const res = await call(t.app, owner, 'POST', members, {
      email: `  ${colleague.email.toUpperCase()} `,
      role: 'viewer',
    });
    expect(res.statusCode).toBe(201);
    expect(ProjectMemberSchema.parse(res.json())).toMatchObject({
      email: colleague.email,
      fullName: null,
      role: 'viewer',
      status: 'invited',
    });
    const mail = await t.smtp.waitFor((m) => m.to.includes(colleague.email));
    expect(mail.subject).toBe('Olivia Owner möchte „Pricing review“ mit Ihnen teilen');
    expect(mail.text).toContain('http://localhost:3000/v1.0/projects');
    const me = await signInAs({ db: t.db, clock: t.clock, userId: colleague.id });
    expect((await call(t.app, me, 'GET', '/api/v1/projects/shared')).json().total).toBe(0);
    expect((await call(t.app, me, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(404);
    const pending = (await call(t.app, me, 'GET', '/api/v1/projects/invitations')).json();
    expect(pending.results).toEqual([
      expect.objectContaining({ projectId: project.id, projectName: 'Pricing review', role: 'viewer' }),
    ]);
    const accepted = await call(
      t.app,
      me,
      'POST',
      `/api/v1/projects/invitations/${pending.results[0].memberId}/accept`,
    );
    expect(accepted.statusCode).toBe(204);
    const shared = (await call(t.app, me, 'GET', '/api/v1/projects/shared')).json();
    expect(shared.results[0]).toMatchObject({ id: project.id, role: 'viewer' });
    const list = (await call(t.app, owner, 'GET', `${members}?pageSize=10`)).json();
    expect(list.results[0]).toMatchObject({ fullName: 'Carl Colleague', status: 'active' });
  });

  it('defaults to editor and refuses an accepted member again, and the owner’s own, with 409 already_member', async () => {
    const { ownerUser, owner, members } = await setup();
    const colleague = await buildUser({ db: t.db, clock: t.clock });
    const first = await call(t.app, owner, 'POST', members, { email: colleague.email });
    expect(first.json().role).toBe('editor');
    const me = await signInAs({ db: t.db, clock: t.clock, userId: colleague.id });
    const pending = (await call(t.app, me, 'GET', '/api/v1/projects/invitations')).json();
    await call(t.app, me, 'POST', `/api/v1/projects/invitations/${pending.results[0].memberId}/accept`);
    const again = await call(t.app, owner, 'POST', members, { email: colleague.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_member');
    expect((await call(t.app, owner, 'POST', members, { email: ownerUser.email })).json().code).toBe('already_member');
  });

  it('refuses addresses that are not e-mail addresses and fields beyond email and role', async () => {
    const { owner, members } = await setup();
    for (const body of [
      { email: 'not-an-address' },
      { email: '' },
      { email: 'a@b.co', role: 'owner' },
      { email: 'a@b.co', status: 'active' },
    ]) {
      const res = await call(t.app, owner, 'POST', members, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('inviting an address without an account', () => {
  it('creates an invited member and e-mails a single-use link that the invite sign-up redeems', async () => {
    const { owner, project, members } = await setup();
    const res = await call(t.app, owner, 'POST', members, { email: 'new.colleague@example.org', role: 'editor' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'new.colleague@example.org',
      fullName: null,
      status: 'invited',
      invitationExpiresAt: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    const mail = await t.smtp.waitFor((m) => m.to.includes('new.colleague@example.org'));
    expect(mail.subject).toBe('Olivia Owner invited you to “Pricing review” on Caseboard');
    const token = invitationLink(mail.text)!;
    expect(token).toBeDefined();
    // Only the hash is stored.
    const stored = await t.db.select().from(invitations);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);

    expect(await findInvitation({ db: t.db, token, clock: t.clock })).toMatchObject({
      email: 'new.colleague@example.org',
      projectName: 'Pricing review',
      inviterName: 'Olivia Owner',
    });
    // What the auth issue's invite sign-up does: create the account, then redeem the link in one transaction.
    const invitee = await buildUser({
      db: t.db,
      clock: t.clock,
      email: 'new.colleague@example.org',
      fullName: 'Nia New',
    });
    expect(await acceptInvitation({ db: t.db, token, userId: invitee.id, clock: t.clock })).toEqual({
      projectId: project.id,
    });
    expect(await acceptInvitation({ db: t.db, token, userId: invitee.id, clock: t.clock })).toBeNull();
    expect(await findInvitation({ db: t.db, token, clock: t.clock })).toBeNull();
    const session = await signInAs({ db: t.db, clock: t.clock, userId: invitee.id });
    const opened = await call(t.app, session, 'GET', `/api/v1/projects/${project.id}`);
    expect(opened.json()).toMatchObject({ role: 'editor' });
    const list = (await call(t.app, owner, 'GET', `${members}?pageSize=10`)).json();
    expect(list.results[0]).toMatchObject({ fullName: 'Nia New', status: 'active', invitationExpiresAt: null });
  });

  it('expires the link after seven days, exactly', async () => {
    const { owner, members } = await setup();
    await call(t.app, owner, 'POST', members, { email: 'late@example.org' });
    const token = invitationLink((await t.smtp.waitFor((m) => m.to.includes('late@example.org'))).text)!;
    t.clock.advance(INVITATION_TTL_MS - 1);
    expect(await findInvitation({ db: t.db, token, clock: t.clock })).not.toBeNull();
    t.clock.advance(1);
    expect(await findInvitation({ db: t.db, token, clock: t.clock })).toBeNull();
    expect(await findInvitation({ db: t.db, token: 'short', clock: t.clock })).toBeNull();
  });

  it('sends a fresh link when the address is added again, and the old one stops working', async () => {
    const { owner, members } = await setup();
    await call(t.app, owner, 'POST', members, { email: 'twice@example.org', role: 'viewer' });
    await t.smtp.waitFor((m) => m.to.includes('twice@example.org'));
    const again = await call(t.app, owner, 'POST', members, { email: 'twice@example.org', role: 'editor' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 'invited', role: 'editor' });
    const mails = t.smtp.messages.filter((m) => m.to.includes('twice@example.org'));
    await t.smtp.waitFor(() => t.smtp.messages.filter((m) => m.to.includes('twice@example.org')).length === 2);
    const [oldToken, newToken] = t.smtp.messages
      .filter((m) => m.to.includes('twice@example.org'))
      .map((m) => invitationLink(m.text)!);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(await findInvitation({ db: t.db, token: oldToken!, clock: t.clock })).toBeNull();
    expect(await findInvitation({ db: t.db, token: newToken!, clock: t.clock })).not.toBeNull();
    const rows = (await call(t.app, owner, 'GET', `${members}?pageSize=10`)).json();
    expect(rows.total).toBe(1);
  });

  it('waits for an invitee who signed up another way: the invitation is pending in their list until they answer', async () => {
    const { owner, project, members } = await setup();
    await call(t.app, owner, 'POST', members, { email: 'elsewhere@example.org' });
    const user = await buildUser({ db: t.db, clock: t.clock, email: 'elsewhere@example.org' });
    const session = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    expect((await call(t.app, session, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(404);
    const pending = (await call(t.app, session, 'GET', '/api/v1/projects/invitations')).json();
    expect(pending.total).toBe(1);
    await call(t.app, session, 'POST', `/api/v1/projects/invitations/${pending.results[0].memberId}/accept`);
    expect((await call(t.app, session, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(200);
  });
});

describe('an address whose account data was archived', () => {
  it('gets an invitation like any address, unannounced', async () => {
    const { owner, members } = await setup();
    const archived = await buildUser({ db: t.db, clock: t.clock, archivedAt: t.clock.now(), status: 'terminated' });
    const res = await call(t.app, owner, 'POST', members, { email: archived.email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fullName: null, status: 'invited' });
    await t.app.deps.jobs.drain();
    expect(t.smtp.messages.some((m) => m.to.includes(archived.email))).toBe(false);
  });
});

describe('the member list', () => {
  it('is paged with the defaults 1 and 1, shows invited versus active, and is readable by members', async () => {
    const { owner, project, members } = await setup();
    const active = await buildUser({ db: t.db, clock: t.clock, fullName: 'Ana Active' });
    await addMembership({ db: t.db, projectId: project.id, user: active, role: 'viewer' });
    await call(t.app, owner, 'POST', members, { email: 'pending@example.org' });
    const first = ProjectMemberListSchema.parse((await call(t.app, owner, 'GET', members)).json());
    expect(first.total).toBe(2);
    expect(first.results).toEqual([expect.objectContaining({ fullName: 'Ana Active', status: 'active' })]);
    const second = (await call(t.app, owner, 'GET', `${members}?pageNumber=2`)).json();
    expect(second.results).toEqual([expect.objectContaining({ email: 'pending@example.org', status: 'invited' })]);
    const viewer = await signInAs({ db: t.db, clock: t.clock, userId: active.id });
    expect((await call(t.app, viewer, 'GET', `${members}?pageSize=10`)).json().total).toBe(2);
  });

  it('hides members whose data was archived', async () => {
    const { owner, project, members } = await setup();
    const gone = await buildUser({ db: t.db, clock: t.clock });
    await addMembership({ db: t.db, projectId: project.id, user: gone });
    await t.db.update(users).set({ archivedAt: t.clock.now() }).where(eq(users.id, gone.id));
    expect((await call(t.app, owner, 'GET', members)).json()).toEqual({ results: [], total: 0 });
  });
});

describe('member rights', () => {
  it('let only the owner add members and change roles; an editor or viewer gets 403', async () => {
    const { project, members } = await setup();
    const editorUser = await buildUser({ db: t.db, clock: t.clock });
    const viewerUser = await buildUser({ db: t.db, clock: t.clock });
    const editorMember = await addMembership({ db: t.db, projectId: project.id, user: editorUser, role: 'editor' });
    await addMembership({ db: t.db, projectId: project.id, user: viewerUser, role: 'viewer' });
    for (const user of [editorUser, viewerUser]) {
      const caller: Caller = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
      expect((await call(t.app, caller, 'POST', members, { email: 'x@example.org' })).statusCode).toBe(403);
      const patch = await call(t.app, caller, 'PATCH', `${members}/${editorMember.id}`, { role: 'viewer' });
      expect(patch.statusCode).toBe(403);
    }
  });

  it('let the owner change a role, which takes effect with the next request', async () => {
    const { owner, project, members } = await setup();
    const user = await buildUser({ db: t.db, clock: t.clock });
    const member = await addMembership({ db: t.db, projectId: project.id, user, role: 'editor' });
    const caller = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    const rename = () => call(t.app, caller, 'PATCH', `/api/v1/projects/${project.id}`, { name: 'Renamed' });
    expect((await rename()).statusCode).toBe(200);
    const res = await call(t.app, owner, 'PATCH', `${members}/${member.id}`, { role: 'viewer' });
    expect(res.json()).toMatchObject({ id: member.id, role: 'viewer' });
    expect((await rename()).statusCode).toBe(403);
    expect((await call(t.app, owner, 'PATCH', `${members}/${member.id}`, { role: 'owner' })).statusCode).toBe(400);
    expect((await call(t.app, owner, 'PATCH', `${members}/999999`, { role: 'viewer' })).statusCode).toBe(404);
  });

  it('let a member leave but not remove someone else; the owner removes anyone', async () => {
    const { owner, project, members } = await setup();
    const [a, b] = await Promise.all([
      buildUser({ db: t.db, clock: t.clock }),
      buildUser({ db: t.db, clock: t.clock }),
    ]);
    const memberA = await addMembership({ db: t.db, projectId: project.id, user: a, role: 'editor' });
    const memberB = await addMembership({ db: t.db, projectId: project.id, user: b, role: 'viewer' });
    const callerA = await signInAs({ db: t.db, clock: t.clock, userId: a.id });
    expect((await call(t.app, callerA, 'DELETE', `${members}/${memberB.id}`)).statusCode).toBe(403);
    expect((await call(t.app, callerA, 'DELETE', `${members}/${memberA.id}`)).statusCode).toBe(204);
    expect((await call(t.app, callerA, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(t.app, owner, 'DELETE', `${members}/${memberB.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id))).toEqual([]);
  });

  it('cap a project at 50 members with 409 member_limit_reached', async () => {
    const { owner, project, members } = await setup();
    await t.db.insert(projectMembers).values(
      Array.from({ length: 50 }, (_, i) => ({
        projectId: project.id,
        email: `bulk${i}@example.org`,
        status: 'invited' as const,
      })),
    );
    const res = await call(t.app, owner, 'POST', members, { email: 'one.more@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('member_limit_reached');
  });
});

describe('sharing limits', () => {
  it('holds the e-mails one address can receive through sharing to the mail limit, with 429 and Retry-After', async () => {
    const target = `limited-${Date.now()}@example.com`;
    const statuses: number[] = [];
    // Six different owners share six projects with one address: the sixth e-mail within 15 minutes is refused.
    for (let i = 0; i < 6; i += 1) {
      const { owner, members } = await setup();
      const res = await call(t.app, owner, 'POST', members, { email: target });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
