import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../../test/support/factories.js';
import { openTestDatabase, TestClock } from '../../../test/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/clock.js';
import { hashToken } from '../../lib/tokens.js';
import { createSession, resolveSession, revokeAllSessions, revokeSession, SESSION_IDLE_MS } from './sessions.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('sessions', () => {
  it('store only the SHA-256 hash of a 256-bit token', async () => {
    const clock = new TestClock();
    const user = await buildUser({ db: database.db, clock });
    const { token, sessionId } = await createSession({ db: database.db, userId: user.id, clock });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
  });

  it('resolve to the user until 7 idle days have passed', async () => {
    const clock = new TestClock();
    const user = await buildUser({ db: database.db, clock });
    const { token } = await signInAs({ db: database.db, clock, userId: user.id });
    clock.advance(SESSION_IDLE_MS);
    expect(await resolveSession({ db: database.db, token, clock })).toMatchObject({ id: user.id, email: user.email });
    clock.advance(SESSION_IDLE_MS + 1);
    expect(await resolveSession({ db: database.db, token, clock })).toBeNull();
  });

  it('stay alive with use, but never beyond 30 days', async () => {
    const clock = new TestClock();
    const user = await buildUser({ db: database.db, clock });
    const { token } = await signInAs({ db: database.db, clock, userId: user.id });
    for (let day = 0; day < 29; day += 1) {
      clock.advance(DAY_MS);
      expect(await resolveSession({ db: database.db, token, clock }), `day ${day + 1}`).not.toBeNull();
    }
    clock.advance(DAY_MS);
    expect(await resolveSession({ db: database.db, token, clock })).toBeNull();
  });

  it('end when revoked, one or all', async () => {
    const clock = new TestClock();
    const user = await buildUser({ db: database.db, clock });
    const one = await createSession({ db: database.db, userId: user.id, clock });
    const two = await createSession({ db: database.db, userId: user.id, clock });
    await revokeSession({ db: database.db, sessionId: one.sessionId, clock });
    expect(await resolveSession({ db: database.db, token: one.token, clock })).toBeNull();
    expect(await resolveSession({ db: database.db, token: two.token, clock })).not.toBeNull();
    await revokeAllSessions({ db: database.db, userId: user.id, clock });
    expect(await resolveSession({ db: database.db, token: two.token, clock })).toBeNull();
  });

  it('do not sign in an account that is no longer active', async () => {
    const clock = new TestClock();
    const user = await buildUser({ db: database.db, clock });
    const { token } = await signInAs({ db: database.db, clock, userId: user.id });
    await database.db.update(users).set({ status: 'terminated' }).where(eq(users.id, user.id));
    expect(await resolveSession({ db: database.db, token, clock })).toBeNull();
  });

  it('ignore tokens of the wrong shape without a query', async () => {
    const clock = new TestClock();
    expect(await resolveSession({ db: database.db, token: "' or 1=1 --", clock })).toBeNull();
    expect(await resolveSession({ db: database.db, token: 'A'.repeat(43), clock })).toBeNull();
  });
});
