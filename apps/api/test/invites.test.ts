import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, projectMembers, projects, users } from '../src/db/schema/index.js';
import { DAY_MS } from '../src/lib/clock.js';
import { generateToken, hashToken } from '../src/lib/tokens.js';
import { GOOD_PASSWORD, post, signIn, signUpAndActivate, signUpBody, uniqueEmail } from './support/auth.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the projects area writes when a member is invited by address: an invited membership and a hashed link. */
async function invite({ email = uniqueEmail('invitee'), projectName = 'Market entry for Nordbahn' } = {}) {
  const owner = await buildUser({ db: t.db, clock: t.clock, fullName: 'Grace Hopper' });
  const [project] = await t.db
    .insert(projects)
    .values({ ownerId: owner.id, name: projectName, model: 'offline', problemStatement: 'How can Nordbahn grow?' })
    .returning();
  const [member] = await t.db
    .insert(projectMembers)
    .values({ projectId: project!.id, email, status: 'invited', invitedBy: owner.id })
    .returning();
  const token = generateToken();
  const expiresAt = new Date(t.clock.now().getTime() + 7 * DAY_MS);
  await t.db.insert(invitations).values({ memberId: member!.id, tokenHash: hashToken(token), expiresAt });
  return { token, email, owner, project: project!, member: member!, expiresAt };
}

const inviteSignUp = (token: string, overrides: Record<string, unknown> = {}) => {
  const { email: _email, ...rest } = signUpBody();
  return post(t, '/api/v1/auth/invites/sign-up', { ...rest, fullName: 'Katherine Johnson', token, ...overrides });
};

describe('invitation info', () => {
  it('shows the invited address, the project and who invited, with the expiry', async () => {
    const { token, email, expiresAt, project } = await invite();
    const res = await t.app.inject({ url: `/api/v1/auth/invites/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email,
      projectName: 'Market entry for Nordbahn',
      inviterName: 'Grace Hopper',
      expiresAt: expiresAt.toISOString(),
      projectId: project.id,
    });
  });

  it('is not found for unknown tokens, and for a link that is 7 days old from that very moment', async () => {
    expect((await t.app.inject({ url: `/api/v1/auth/invites/${generateToken()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/auth/invites/nonsense' })).statusCode).toBe(404);
    const { token } = await invite();
    t.clock.advance(7 * DAY_MS - 1);
    expect((await t.app.inject({ url: `/api/v1/auth/invites/${token}` })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await t.app.inject({ url: `/api/v1/auth/invites/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('not_found');
  });

  it('is not found once the project is archived', async () => {
    const { token, project } = await invite();
    await t.db.update(projects).set({ archivedAt: t.clock.now() }).where(eq(projects.id, project.id));
    expect((await t.app.inject({ url: `/api/v1/auth/invites/${token}` })).statusCode).toBe(404);
  });
});

describe('sign-up by invitation', () => {
  it('creates an active account for the invited address, signs it in and makes the membership take effect', async () => {
    const { token, email, member } = await invite();
    const res = await inviteSignUp(token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email, fullName: 'Katherine Johnson', status: 'active' });
    expect(String(res.headers['set-cookie'])).toMatch(/^auth_token=[A-Za-z0-9_-]{43}; .*HttpOnly/);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.email).toBe(email);
    const [membership] = await t.db.select().from(projectMembers).where(eq(projectMembers.id, member.id));
    expect(membership).toMatchObject({ userId: body.user.id, status: 'active' });
    const [link] = await t.db.select().from(invitations).where(eq(invitations.memberId, member.id));
    expect(link!.usedAt).toEqual(t.clock.now());
    expect((await signIn(t, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('skips the waiting list even when every seat is taken', async () => {
    const full = await buildTestApp({ env: { BETA_SEATS: '0' } });
    try {
      const owner = await buildUser({ db: full.db, clock: full.clock });
      const [project] = await full.db
        .insert(projects)
        .values({ ownerId: owner.id, name: 'P', model: 'offline', problemStatement: 'Q?' })
        .returning();
      const email = uniqueEmail();
      const [member] = await full.db
        .insert(projectMembers)
        .values({ projectId: project!.id, email, status: 'invited', invitedBy: owner.id })
        .returning();
      const token = generateToken();
      await full.db.insert(invitations).values({
        memberId: member!.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(full.clock.now().getTime() + DAY_MS),
      });
      const { email: _e, ...rest } = signUpBody();
      const res = await post(full, '/api/v1/auth/invites/sign-up', { ...rest, token });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.status).toBe('active');
    } finally {
      await full.close();
    }
  });

  it('works once: the link is not found afterwards', async () => {
    const { token } = await invite();
    expect((await inviteSignUp(token)).statusCode).toBe(201);
    expect((await inviteSignUp(token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/auth/invites/${token}` })).statusCode).toBe(404);
  });

  it('answers 409 account_exists for an address with an account, and leaves the link usable', async () => {
    const { email } = await signUpAndActivate(t);
    const { token } = await invite({ email });
    const res = await inviteSignUp(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('account_exists');
    expect((await t.app.inject({ url: `/api/v1/auth/invites/${token}` })).statusCode).toBe(200);
  });

  it('takes over a registration of the address that was never activated, so its password stops working', async () => {
    const email = uniqueEmail();
    await post(t, '/api/v1/auth/sign-up', signUpBody({ email, password: 'Squatter chose this 1' }));
    const { token } = await invite({ email });
    expect((await inviteSignUp(token, { password: 'The real owner chose 2' })).statusCode).toBe(201);
    expect((await signIn(t, email, 'Squatter chose this 1')).statusCode).toBe(401);
    expect((await signIn(t, email, 'The real owner chose 2')).statusCode).toBe(200);
  });

  it('validates like sign-up: consent, LinkedIn profile and a password that is not common', async () => {
    const { token } = await invite();
    expect((await inviteSignUp(token, { termsAccepted: false })).statusCode).toBe(400);
    expect((await inviteSignUp(token, { linkedinUrl: 'https://example.com/in/x' })).statusCode).toBe(400);
    expect((await inviteSignUp(token, { password: 'password123456' })).json().code).toBe('weak_password');
    expect((await t.app.inject({ url: `/api/v1/auth/invites/${token}` })).statusCode).toBe(200);
  });
});

describe('an invitation to an address that then registers the ordinary way', () => {
  it('waits for an answer when the address is proven by activation: nothing is shared without consent', async () => {
    const { email, member } = await invite();
    const { status } = await signUpAndActivate(t, { email });
    expect(status).toBe('active');
    const [membership] = await t.db.select().from(projectMembers).where(eq(projectMembers.id, member.id));
    expect(membership).toMatchObject({ userId: null, status: 'invited' });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const session = await signInAs({ db: t.db, clock: t.clock, userId: user!.id });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/invitations',
      headers: session.headers,
    });
    expect(pending.json().results).toEqual([expect.objectContaining({ memberId: member.id })]);
  });
});
