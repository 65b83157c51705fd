import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Command } from '../src/cli/command.js';
import { commands } from '../src/cli/commands/index.js';
import { projects, users } from '../src/db/schema/index.js';
import { DAY_MS } from '../src/lib/clock.js';
import { createMemoryRateLimiter } from '../src/lib/rate-limit.js';
import { createMailer } from '../src/mail/mailer.js';
import { archiveInactive, findInactive } from '../src/modules/auth/beta.js';
import { linkToken, mailTo, post, signIn, signUpAndActivate, signUpBody } from './support/auth.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, openTestDatabase, testConfig, TestClock, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { BETA_SEATS: '2' } });
});
afterAll(() => t.close());

/** Runs an operator command against the test database and returns its exit code and output. */
async function admin(name: string, ...args: string[]) {
  const command = commands.find((candidate) => candidate.name === name) as Command;
  const lines: string[] = [];
  const errors: string[] = [];
  const original = console.error;
  console.error = (line: string) => void errors.push(line);
  try {
    const code =
      (await command.run({
        args,
        config: t.config,
        open: async () => ({ database: t.database, mailer: createMailer(t.config.mail) }),
        print: (line = '') => void lines.push(line),
      })) ?? 0;
    return { code, out: lines.join('\n'), err: errors.join('\n') };
  } finally {
    console.error = original;
  }
}

const statusOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.status;

describe('beta seats', () => {
  it('go to the first BETA_SEATS activations; later ones join the waiting list and are told so', async () => {
    const first = await signUpAndActivate(t);
    const second = await signUpAndActivate(t);
    const third = await signUpAndActivate(t, { locale: 'de' });
    expect([first.status, second.status, third.status]).toEqual(['active', 'active', 'waitlisted']);
    const mail = await mailTo(t, third.email, /Warteliste/);
    expect(mail.subject).toBe('Sie stehen auf der Caseboard-Warteliste');
    expect((await signIn(t, third.email, third.password)).json().code).toBe('waitlisted');

    const listed = await admin('waitlist');
    expect(listed.out).toContain(third.email);
    expect(listed.out).toContain('https://www.linkedin.com/in/ada-lovelace');
    expect(listed.out).toMatch(/1 waiting; 2 of 2 seats in use/);

    const admitted = await admin('admit', third.email);
    expect(admitted.code).toBe(0);
    expect(admitted.out).toMatch(/3 of 2 seats in use \(over BETA_SEATS, as you chose\)/);
    await mailTo(t, third.email, /Ein Platz in der Caseboard-Beta gehört Ihnen/);
    expect((await signIn(t, third.email, third.password)).statusCode).toBe(200);
  });

  it('cannot be taken twice by activations racing for the last one', async () => {
    const racing = await buildTestApp({ env: { BETA_SEATS: '1' } });
    try {
      const bodies = [signUpBody(), signUpBody(), signUpBody()];
      for (const body of bodies) await post(racing, '/api/v1/auth/sign-up', body);
      const tokens = await Promise.all(
        bodies.map(async (body) => linkToken(await mailTo(racing, body.email, /Activate/), '/auth/activate-user')),
      );
      const answers = await Promise.all(tokens.map((token) => post(racing, '/api/v1/auth/activate', { token })));
      expect(answers.map((res) => res.json().status).sort()).toEqual(['active', 'waitlisted', 'waitlisted']);
    } finally {
      await racing.close();
    }
  });
});

describe('operators', () => {
  it('list accounts, by status too, and refuse an unknown status', async () => {
    const { email } = await signUpAndActivate(t);
    const all = await admin('users');
    expect(all.out).toContain(email);
    expect(all.out).toMatch(/account\(s\); \d+ of 2 seats in use/);
    expect((await admin('users', '--status', 'terminated')).out).not.toContain(email);
    expect((await admin('users', '--status', 'sleeping')).code).toBe(2);
  });

  it('say clearly why an account cannot be admitted', async () => {
    const { email } = await buildUser({ db: t.db, clock: t.clock });
    const res = await admin('admit', email);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/is active, not waitlisted/);
    expect((await admin('admit', 'nobody@example.com')).err).toMatch(/No account for nobody@example.com/);
    expect((await admin('admit')).code).toBe(2);
  });

  it('terminate an account: sessions end, sign-in is refused, owned projects are archived; restore undoes it', async () => {
    const owner = await buildUser({ db: t.db, clock: t.clock });
    const { token } = await signInAs({ db: t.db, clock: t.clock, userId: owner.id });
    const [kept, own] = await t.db
      .insert(projects)
      .values([
        {
          ownerId: owner.id,
          name: 'Archived earlier',
          model: 'offline',
          problemStatement: 'Q',
          archivedAt: new Date(0),
        },
        { ownerId: owner.id, name: 'Live', model: 'offline', problemStatement: 'Q' },
      ])
      .returning();

    const res = await admin('terminate', owner.email);
    expect(res.out).toMatch(/Terminated .*; 1 project\(s\) archived/);
    const [terminated] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(terminated!.status).toBe('terminated');
    expect(terminated!.terminatedAt).toBeInstanceOf(Date);
    expect(terminated!.archivedAt).toEqual(terminated!.terminatedAt);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    const [archived] = await t.db.select().from(projects).where(eq(projects.id, own!.id));
    expect(archived!.archivedAt).toEqual(terminated!.archivedAt);

    const restored = await admin('restore', owner.email);
    expect(restored.out).toMatch(/1 project\(s\) back from the archive/);
    expect(await statusOf(owner.email)).toBe('active');
    const rows = await t.db.select().from(projects).where(eq(projects.ownerId, owner.id));
    expect(rows.find((p) => p.id === own!.id)!.archivedAt).toBeNull();
    expect(rows.find((p) => p.id === kept!.id)!.archivedAt).toEqual(new Date(0));
    expect((await admin('restore', owner.email)).err).toMatch(/is not terminated/);
  });
});

describe('archive-inactive', () => {
  it('finds participants with no sign-in within N days of activation, from exactly N days on', async () => {
    const clock = new TestClock();
    const database = await openTestDatabase();
    try {
      const db = database.db;
      const activatedAt = clock.now();
      const idle = await buildUser({ db, clock, activatedAt, lastSignInAt: null });
      const before = await buildUser({ db, clock, activatedAt, lastSignInAt: new Date(activatedAt.getTime() - 1) });
      await buildUser({ db, clock, activatedAt, lastSignInAt: new Date(activatedAt.getTime() + DAY_MS) });
      await buildUser({ db, clock, status: 'waitlisted', activatedAt: null });
      clock.advance(30 * DAY_MS - 1);
      expect(await findInactive({ db, clock, days: 30 })).toEqual([]);
      clock.advance(1);
      expect((await findInactive({ db, clock, days: 30 })).map((u) => u.id).sort()).toEqual(
        [idle.id, before.id].sort(),
      );

      const dry = await archiveInactive({ db, clock, days: 30, dryRun: true });
      expect(dry).toHaveLength(2);
      expect((await db.select().from(users).where(eq(users.id, idle.id)))[0]!.status).toBe('active');
      const done = await archiveInactive({ db, clock, days: 30 });
      expect(done.map(({ user }) => user.status)).toEqual(['terminated', 'terminated']);
      expect(await findInactive({ db, clock, days: 30 })).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('reports a dry run without changing anything, and checks --days', async () => {
    const idle = await buildUser({
      db: t.db,
      clock: t.clock,
      activatedAt: new Date(t.clock.now().getTime() - 40 * DAY_MS),
    });
    const dry = await admin('archive-inactive', '--days', '30', '--dry-run');
    expect(dry.out).toContain(idle.email);
    expect(dry.out).toMatch(/would be terminated and archived \(dry run: nothing changed\)/);
    expect(await statusOf(idle.email)).toBe('active');
    expect((await admin('archive-inactive', '--days', 'soon')).code).toBe(2);
    const real = await admin('archive-inactive', '--days=30');
    expect(real.out).toMatch(/terminated and archived/);
    expect(await statusOf(idle.email)).toBe('terminated');
  });

  it('runs inside the server at start when BETA_AUTO_ARCHIVE=true', async () => {
    const clock = new TestClock();
    const database = await openTestDatabase();
    const idle = await buildUser({
      db: database.db,
      clock,
      activatedAt: new Date(clock.now().getTime() - 31 * DAY_MS),
    });
    const config = testConfig({ BETA_AUTO_ARCHIVE: 'true' });
    const mailer = createMailer(config.mail);
    const app = await buildApp({
      config,
      database,
      mailer,
      clock,
      rateLimiter: createMemoryRateLimiter({ clock }),
      logger: false,
    });
    try {
      await app.ready();
      await expect
        .poll(async () => (await database.db.select().from(users).where(eq(users.id, idle.id)))[0]!.status)
        .toBe('terminated');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('feedback for operators', () => {
  it('lists messages with author, category, rating and page, and checks --since', async () => {
    const author = await buildUser({ db: t.db, clock: t.clock, fullName: 'Grace Hopper' });
    const { headers } = await signInAs({ db: t.db, clock: t.clock, userId: author.id });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedbacks',
      headers,
      payload: { message: 'Line one\nLine two', category: 'bug', rating: 2, page: '/projects/1' },
    });
    const res = await admin('feedback', '--since', '2000-01-01');
    expect(res.out).toMatch(/#\d+ {2}.*Grace Hopper <.*> {2}· {2}bug {2}· {2}rating 2\/5 {2}· {2}\/projects\/1/);
    expect(res.out).toContain('    Line one\n    Line two');
    expect((await admin('feedback', '--since', 'yesterday-ish')).code).toBe(2);
  });
});
