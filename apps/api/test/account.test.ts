import { randomUUID } from 'node:crypto';
import { AccountResponseSchema, AccountSessionListSchema, DataExportSchema } from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccounts, feedbacks, projectMembers, projects, users } from '../src/db/schema/index.js';
import { DAY_MS } from '../src/lib/clock.js';
import { commands } from '../src/cli/commands/index.js';
import { createMailer } from '../src/mail/mailer.js';
import { countActiveUsers } from '../src/modules/auth/accounts.js';
import { deletedEmailHash } from '../src/modules/account/deletion.js';
import { call, documentText, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { freshAddress, linkToken, mailTo, post, signIn, signUpAndActivate, signUpBody } from './support/auth.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Lanterns over the harbour 9';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A real account (hashed password) signed in once; returns its caller and the sign-in's answer. */
async function account(overrides: Parameters<typeof signUpAndActivate>[1] = {}, userAgent = FIREFOX) {
  const body = await signUpAndActivate(t, overrides);
  const res = await signIn(t, body.email, body.password, { headers: { 'user-agent': userAgent } });
  expect(res.statusCode).toBe(200);
  const caller: Caller = { headers: { authorization: `Bearer ${res.json().token as string}` } };
  const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
  return { ...body, caller, user: row! };
}

async function secondSession(email: string, password: string, userAgent = SAFARI): Promise<Caller> {
  const res = await signIn(t, email, password, { headers: { 'user-agent': userAgent } });
  expect(res.statusCode).toBe(200);
  return { headers: { authorization: `Bearer ${res.json().token as string}` } };
}

/** Runs an operator command against the test database and returns what it printed. */
async function admin(name: string, ...args: string[]) {
  const command = commands.find((candidate) => candidate.name === name)!;
  const lines: string[] = [];
  await command.run({
    args,
    config: t.config,
    open: async () => ({ database: t.database, mailer: createMailer(t.config.mail) }),
    print: (line = '') => void lines.push(line),
  });
  return lines.join('\n');
}

const me = (caller: Caller) => call(t.app, caller, 'GET', '/api/v1/auth/me');

describe('the account record', () => {
  it('shows and changes name, language and notification settings', async () => {
    const { caller, email } = await account();
    const got = AccountResponseSchema.parse((await call(t.app, caller, 'GET', '/api/v1/account')).json());
    expect(got.account).toMatchObject({
      email,
      fullName: 'Ada Lovelace',
      locale: 'en',
      notifications: { mentions: true, sharing: true, productUpdates: false },
      pendingEmail: null,
    });
    const changed = await call(t.app, caller, 'PATCH', '/api/v1/account', {
      fullName: 'Ada King',
      locale: 'de',
      notifications: { productUpdates: true, mentions: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().account).toMatchObject({
      fullName: 'Ada King',
      locale: 'de',
      notifications: { mentions: false, sharing: true, productUpdates: true },
    });
    expect((await me(caller)).json().user).toMatchObject({ fullName: 'Ada King', locale: 'de' });
  });

  it('sends no sharing e-mail to an account that turned sharing e-mails off; the invitation still waits', async () => {
    const { caller, email } = await account();
    await call(t.app, caller, 'PATCH', '/api/v1/account', { notifications: { sharing: false } });
    const ownerUser = await buildUser({ db: t.db, clock: t.clock });
    const owner = await signInAs({ db: t.db, clock: t.clock, userId: ownerUser.id });
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerUser.id, name: 'Quiet share' });
    const shared = await call(t.app, owner, 'POST', `/api/v1/projects/${project.id}/members`, { email });
    expect(shared.statusCode).toBe(201);
    await t.app.deps.jobs.drain();
    expect(t.smtp.messages.filter((m) => m.to.includes(email) && /Quiet share/.test(m.subject))).toEqual([]);
    const pending = (await call(t.app, caller, 'GET', '/api/v1/projects/invitations')).json();
    expect(pending.results.map((r: { projectId: number }) => r.projectId)).toContain(project.id);
  });

  it('refuses unknown fields, an empty change and visitors', async () => {
    const { caller } = await account();
    expect((await call(t.app, caller, 'PATCH', '/api/v1/account', { email: 'x@example.com' })).statusCode).toBe(400);
    expect((await call(t.app, caller, 'PATCH', '/api/v1/account', {})).statusCode).toBe(400);
    expect((await call(t.app, caller, 'PATCH', '/api/v1/account', { fullName: '' })).statusCode).toBe(400);
    expect((await call(t.app, { headers: {} }, 'GET', '/api/v1/account')).statusCode).toBe(401);
    expect((await call(t.app, { headers: {} }, 'DELETE', '/api/v1/account', { password: 'x' })).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password, ends every other session (its token answers 401) and keeps this one', async () => {
    const { caller, email, password } = await account();
    const other = await secondSession(email, password);
    expect((await me(other)).statusCode).toBe(200);

    const wrong = await call(t.app, caller, 'POST', '/api/v1/account/password', {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('wrong_password');
    expect((await me(other)).statusCode).toBe(200);

    const res = await call(t.app, caller, 'POST', '/api/v1/account/password', {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1 });
    const lost = await me(other);
    expect(lost.statusCode).toBe(401);
    expect(lost.json().code).toBe('unauthorized');
    expect((await me(caller)).statusCode).toBe(200);
    expect((await signIn(t, email, password)).statusCode).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    const notice = await mailTo(t, email, /password was changed/);
    expect(notice.text).toContain('every other session was signed out');
  });

  it('refuses a weak new password, and a sixth wrong current password within 15 minutes with 429', async () => {
    const { caller, password } = await account();
    const weak = await call(t.app, caller, 'POST', '/api/v1/account/password', {
      currentPassword: password,
      newPassword: 'password123',
    });
    expect(weak.json().code).toBe('weak_password');
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t.app, caller, 'POST', '/api/v1/account/password', {
        currentPassword: `guess number ${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
    }
    const limited = await call(t.app, caller, 'POST', '/api/v1/account/password', {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('changing the address', () => {
  it('changes nothing until the link sent to the new address is used; the old address is told', async () => {
    const { caller, email, password } = await account({ locale: 'de' });
    const newEmail = `moved.${randomUUID().slice(0, 8)}@example.org`;
    const res = await call(t.app, caller, 'POST', '/api/v1/account/email', { newEmail, currentPassword: password });
    expect(res.statusCode).toBe(202);

    const confirmation = await mailTo(t, newEmail, /Bestätigen Sie Ihre neue Caseboard-Adresse/);
    const warning = await mailTo(t, email, /Ihre Caseboard-Adresse soll geändert werden/);
    expect(warning.text).toContain(newEmail);
    expect(t.smtp.messages.filter((m) => m.to.includes(email) && /account\/confirm-email/.test(m.text))).toEqual([]);
    // Not yet: the account still signs in with its old address and shows the pending one.
    expect((await me(caller)).json().user.email).toBe(email);
    expect((await call(t.app, caller, 'GET', '/api/v1/account')).json().account.pendingEmail).toBe(newEmail);

    const token = linkToken(confirmation, '/account/confirm-email');
    const confirmed = await post(t, '/api/v1/account/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await me(caller)).json().user.email).toBe(newEmail);
    expect((await signIn(t, email, password)).statusCode).toBe(401);
    expect((await signIn(t, newEmail, password)).statusCode).toBe(200);
    await mailTo(t, email, /Ihre Caseboard-Adresse wurde geändert/);
    // Single use.
    expect((await post(t, '/api/v1/account/email/confirm', { token })).json().code).toBe('token_invalid');
  });

  it('needs the password, refuses the own address, and sends no link to an address that has an account', async () => {
    const { caller, email, password } = await account();
    const taken = await account();
    const wrong = await call(t.app, caller, 'POST', '/api/v1/account/email', {
      newEmail: 'someone.new@example.org',
      currentPassword: 'wrong password here',
    });
    expect(wrong.json().code).toBe('wrong_password');
    const same = await call(t.app, caller, 'POST', '/api/v1/account/email', {
      newEmail: email,
      currentPassword: password,
    });
    expect(same.statusCode).toBe(400);
    const res = await call(t.app, caller, 'POST', '/api/v1/account/email', {
      newEmail: taken.email,
      currentPassword: password,
    });
    expect(res.statusCode).toBe(202);
    const notice = await mailTo(t, taken.email, /address change to this address was not possible/);
    expect(notice.text).not.toMatch(/confirm-email/);
    expect((await call(t.app, caller, 'GET', '/api/v1/account')).json().account.pendingEmail).toBeNull();
  });

  it('expires the link after 24 hours', async () => {
    const { caller, password } = await account();
    const newEmail = `later.${randomUUID().slice(0, 8)}@example.org`;
    await call(t.app, caller, 'POST', '/api/v1/account/email', { newEmail, currentPassword: password });
    const token = linkToken(await mailTo(t, newEmail, /Confirm your new/), '/account/confirm-email');
    t.clock.advance(DAY_MS);
    const res = await post(t, '/api/v1/account/email/confirm', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('token_expired');
  });
});

describe('sessions', () => {
  it('lists devices, addresses and last use, and signs out one or every other', async () => {
    const { caller, email, password } = await account();
    const safari = await secondSession(email, password, SAFARI);
    const third = await secondSession(email, password, 'curl/8.5.0');
    const list = AccountSessionListSchema.parse((await call(t.app, caller, 'GET', '/api/v1/account/sessions')).json());
    expect(list.sessions).toHaveLength(3);
    const current = list.sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ browser: 'Firefox', os: 'Windows' });
    expect(current.address).toMatch(/^10\./);
    const iphone = list.sessions.find((s) => s.browser === 'Safari')!;
    expect(iphone.os).toBe('iOS');

    expect((await call(t.app, caller, 'DELETE', `/api/v1/account/sessions/${iphone.id}`)).statusCode).toBe(204);
    expect((await me(safari)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);
    const others = await call(t.app, caller, 'POST', '/api/v1/account/sessions/sign-out-others');
    expect(others.json()).toEqual({ signedOut: 1 });
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(caller)).statusCode).toBe(200);
  });

  it("answers 404 for another account's session and leaves it alone", async () => {
    const mine = await account();
    const theirs = await account();
    const theirList = (await call(t.app, theirs.caller, 'GET', '/api/v1/account/sessions')).json();
    const res = await call(t.app, mine.caller, 'DELETE', `/api/v1/account/sessions/${theirList.sessions[0].id}`);
    expect(res.statusCode).toBe(404);
    expect((await me(theirs.caller)).statusCode).toBe(200);
  });
});

async function saveRevision(caller: Caller, projectId: number, keyQuestion: string) {
  const project = (await call(t.app, caller, 'GET', `/api/v1/projects/${projectId}`)).json();
  const url = `/api/v1/projects/${projectId}/snapshots/${project.projectSnapshots[0].id as number}`;
  const res = await call(t.app, caller, 'PUT', url, {
    problemStatement: 'Margins fell from 4.1% to 2.3%.',
    body: documentText(keyQuestion),
  });
  expect(res.statusCode).toBe(200);
}

describe('export my data', () => {
  it('prepares a ZIP in the background with every owned project and each revision, mails a link, 24 hours', async () => {
    const { caller, user, email } = await account();
    const first = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id, name: 'Pricing review' });
    const second = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id, name: 'Market entry' });
    await saveRevision(caller, first.id, 'Where is the margin going?');
    await saveRevision(caller, first.id, 'Which customers pay least?');
    // A project someone else owns, shared with this account, is theirs to export, not this account's.
    const stranger = await buildUser({ db: t.db, clock: t.clock });
    const shared = await buildProject({ db: t.db, clock: t.clock, ownerId: stranger.id, name: 'Not mine' });
    await addMembership({ db: t.db, projectId: shared.id, user });
    await t.db.insert(feedbacks).values({ userId: user.id, message: 'The tree view is great.', rating: 5 });
    // The comments this account wrote go with it, on its own projects and on shared ones; others' do not.
    const anchor = { kind: 'node', id: 'n-1', step: 'issue-tree' } as const;
    const strangerCaller = await signInAs({ db: t.db, clock: t.clock, userId: stranger.id });
    for (const [by, projectId, body] of [
      [caller, first.id, 'Is this branch MECE?'],
      [strangerCaller, shared.id, 'A remark of the owner'],
      [caller, shared.id, 'A remark on a shared project'],
    ] as const) {
      const opened = await call(t.app, by, 'POST', `/api/v1/projects/${projectId}/threads`, { anchor, body });
      expect(opened.statusCode).toBe(201);
    }

    const started = await call(t.app, caller, 'POST', '/api/v1/account/export');
    expect(started.statusCode).toBe(202);
    const job = DataExportSchema.parse(started.json());
    expect(job.status).toBe('preparing');
    await t.app.deps.jobs.drain();
    const mail = await mailTo(t, email, /ready to download/);
    expect(mail.text).toContain('/account#data');

    const list = (await call(t.app, caller, 'GET', '/api/v1/account/exports')).json();
    expect(list.exports[0]).toMatchObject({ id: job.id, status: 'ready' });
    const download = await call(t.app, caller, 'GET', `/api/v1/account/exports/${job.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(download.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toContain('account.json');
    expect(names).toContain('feedback.json');
    const folderOf = (id: number) =>
      names
        .find((n) => n.startsWith(`projects/${id}-`))!
        .split('/')
        .slice(0, 2)
        .join('/');
    const one = folderOf(first.id);
    const two = folderOf(second.id);
    expect(names.filter((n) => n.startsWith(`${one}/revisions/`) && n.endsWith('.json'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith(`${two}/revisions/`) && n.endsWith('.json'))).toHaveLength(1);
    for (const folder of [one, two]) {
      expect(names).toContain(`${folder}/deck.pptx`);
      expect(names).toContain(`${folder}/workbook.xlsx`);
      expect(names).toContain(`${folder}/project.json`);
    }
    expect(names.some((n) => n.startsWith(`projects/${shared.id}-`))).toBe(false);
    const third = JSON.parse(await zip.file(`${one}/revisions/0003.json`)!.async('string'));
    expect(third.document.brief.keyQuestion).toBe('Which customers pay least?');
    const accountJson = JSON.parse(await zip.file('account.json')!.async('string'));
    expect(accountJson.email).toBe(email);
    expect(JSON.stringify(accountJson)).not.toMatch(/argon2/);
    const feedback = JSON.parse(await zip.file('feedback.json')!.async('string'));
    expect(feedback[0].message).toBe('The tree view is great.');
    const written = JSON.parse(await zip.file('comments.json')!.async('string'));
    expect(written.map((c: { body: string }) => c.body)).toEqual([
      'Is this branch MECE?',
      'A remark on a shared project',
    ]);
    expect(written[1]).toMatchObject({ projectId: shared.id, project: 'Not mine', anchor });
    const deck = await zip.file(`${one}/deck.pptx`)!.async('nodebuffer');
    expect(deck.subarray(0, 2).toString()).toBe('PK');

    // Only its owner downloads it, and only for 24 hours.
    const other = await account();
    expect((await call(t.app, other.caller, 'GET', `/api/v1/account/exports/${job.id}/download`)).statusCode).toBe(404);
    expect((await call(t.app, { headers: {} }, 'GET', `/api/v1/account/exports/${job.id}/download`)).statusCode).toBe(
      401,
    );
    t.clock.advance(DAY_MS);
    expect((await call(t.app, caller, 'GET', `/api/v1/account/exports/${job.id}/download`)).statusCode).toBe(404);
    expect((await call(t.app, caller, 'GET', '/api/v1/account/exports')).json().exports).toEqual([]);
  });

  it('allows three exports a day', async () => {
    const { caller } = await account();
    for (let i = 0; i < 3; i += 1) {
      expect((await call(t.app, caller, 'POST', '/api/v1/account/export')).statusCode).toBe(202);
      await t.app.deps.jobs.drain();
    }
    expect((await call(t.app, caller, 'POST', '/api/v1/account/export')).statusCode).toBe(429);
  });
});

describe('deleting the account', () => {
  it('needs the password; then sign-in fails, owned projects are 404 to former members, the address signs up again', async () => {
    const owner = await account();
    const colleague = await account();
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: owner.user.id, name: 'Going away' });
    await addMembership({ db: t.db, projectId: project.id, user: colleague.user });
    const elsewhere = await buildProject({ db: t.db, clock: t.clock, ownerId: colleague.user.id, name: 'Stays' });
    await addMembership({ db: t.db, projectId: elsewhere.id, user: owner.user });
    await t.db.insert(feedbacks).values({ userId: owner.user.id, message: 'Please add comments.' });
    const otherSession = await secondSession(owner.email, owner.password);
    expect((await call(t.app, colleague.caller, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(200);

    const wrong = await call(t.app, owner.caller, 'DELETE', '/api/v1/account', { password: 'not the password' });
    expect(wrong.json().code).toBe('wrong_password');
    expect((await me(owner.caller)).statusCode).toBe(200);

    const res = await call(t.app, owner.caller, 'DELETE', '/api/v1/account', { password: owner.password });
    expect(res.statusCode).toBe(204);
    expect((await me(owner.caller)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    const signInAgain = await signIn(t, owner.email, owner.password);
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().code).toBe('invalid_credentials');

    const gone = await call(t.app, colleague.caller, 'GET', `/api/v1/projects/${project.id}`);
    const never = await call(t.app, colleague.caller, 'GET', '/api/v1/projects/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(never.body);
    expect((await call(t.app, colleague.caller, 'GET', '/api/v1/projects/shared')).json().total).toBe(0);
    const members = await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, elsewhere.id));
    expect(members).toEqual([]);
    expect(await t.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);

    // Archived: who, when, what, without the address; the feedback stays without its author.
    const [record] = await t.db
      .select()
      .from(deletedAccounts)
      .where(eq(deletedAccounts.emailHash, deletedEmailHash(owner.email)));
    expect(record).toMatchObject({
      formerUserId: owner.user.id,
      projectsDeleted: 1,
      membershipsRemoved: 1,
      feedbackKept: 1,
    });
    expect(JSON.stringify(record)).not.toContain(owner.email);
    const kept = await t.db.select().from(feedbacks).where(eq(feedbacks.message, 'Please add comments.'));
    expect(kept[0]!.userId).toBeNull();
    await mailTo(t, owner.email, /account was deleted/);
    const listed = await admin('deleted-accounts', '--email', owner.email);
    expect(listed).toMatch(/1 deleted account\(s\) with the address/);
    expect(listed).toContain(String(owner.user.id));
    expect(await admin('feedback')).toContain('(deleted account)');

    // The same address may sign up again, as a new account.
    const isActivation = (m: { to: string[]; subject: string }) =>
      m.to.includes(owner.email) && /Activate your Caseboard account/.test(m.subject);
    const firstActivation = t.smtp.messages.find(isActivation)!;
    const again = await post(t, '/api/v1/auth/sign-up', signUpBody({ email: owner.email }));
    expect(again.statusCode).toBe(202);
    const activation = await t.smtp.waitFor((m) => isActivation(m) && m !== firstActivation);
    const activated = await post(t, '/api/v1/auth/activate', { token: linkToken(activation, '/auth/activate-user') });
    expect(activated.statusCode).toBe(200);
    expect((await signIn(t, owner.email, signUpBody().password, { remoteAddress: freshAddress() })).statusCode).toBe(
      200,
    );
  });
});

describe('invited members and beta seats', () => {
  it('sign up through an invitation with only a name and a password, and open the shared project', async () => {
    const ownerUser = await buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' });
    const owner = await signInAs({ db: t.db, clock: t.clock, userId: ownerUser.id });
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerUser.id, name: 'Shared case' });
    const guestEmail = `guest.${randomUUID().slice(0, 8)}@example.org`;
    const shared = await call(t.app, owner, 'POST', `/api/v1/projects/${project.id}/members`, {
      email: guestEmail,
      role: 'viewer',
    });
    expect(shared.statusCode).toBe(201);
    const invitation = await t.smtp.waitFor((m) => m.to.includes(guestEmail));
    const token = linkToken(invitation, '/auth/invite-user');
    const seatsBefore = await countActiveUsers(t.db);
    const res = await post(t, '/api/v1/auth/invites/sign-up', {
      token,
      fullName: 'Gustav Guest',
      password: 'Quiet meadow behind the mill 3',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(201);
    const guest: Caller = { headers: { authorization: `Bearer ${res.json().token as string}` } };
    expect((await call(t.app, guest, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(200);
    expect((await call(t.app, guest, 'GET', '/api/v1/account')).json().account.linkedinUrl).toBeNull();
    expect(await countActiveUsers(t.db)).toBe(seatsBefore);
    // Self sign-up still needs a LinkedIn profile.
    const { linkedinUrl: _linkedin, ...withoutLinkedin } = signUpBody();
    expect((await post(t, '/api/v1/auth/sign-up', withoutLinkedin)).statusCode).toBe(400);
  });

  it('take no seat until they create a project of their own', async () => {
    const guest = await buildUser({ db: t.db, clock: t.clock, invitedOnly: true, linkedinUrl: null });
    const before = await countActiveUsers(t.db);
    const session = await signInAs({ db: t.db, clock: t.clock, userId: guest.id });
    const created = await call(t.app, session, 'POST', '/api/v1/projects', {
      name: 'My own case',
      model: 'offline',
      problemStatement: 'How do we grow in the Nordics?',
      body: documentText(),
    });
    expect(created.statusCode).toBe(201);
    expect(await countActiveUsers(t.db)).toBe(before + 1);
  });
});
