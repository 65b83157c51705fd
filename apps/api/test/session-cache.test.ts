// Sessions remembered for a moment on the embedded database (src/modules/auth/session-cache.ts): every
// end of a session and every change to what a session shows takes effect with the next request; on
// PostgreSQL nothing is remembered, so even a change made by another instance does.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { terminateUser } from '../src/modules/auth/beta.js';
import { SESSION_CACHE_MS } from '../src/modules/auth/session-cache.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const origin = { origin: 'http://localhost:3000' };

describe('a signed-in session', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    return () => t.close();
  });

  async function signedIn() {
    const user = await buildUser({ db: t.db, clock: t.clock });
    const { headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect((await me()).statusCode).toBe(200);
    return { user, headers, me };
  }

  it('ends with sign-out at once', async () => {
    const { headers, me } = await signedIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { ...headers, ...origin },
    });
    expect(out.statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
  });

  it('ends with the account terminated at once', async () => {
    const { user, me } = await signedIn();
    await terminateUser({ db: t.db, clock: t.clock, email: user.email });
    expect((await me()).statusCode).toBe(401);
  });

  it('shows a new name and language with the next request', async () => {
    const { headers, me } = await signedIn();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account',
      headers: { ...headers, ...origin },
      payload: { fullName: 'Renamed Person', locale: 'de' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me()).json()).toMatchObject({ user: { fullName: 'Renamed Person', locale: 'de' } });
  });

  it.skipIf(onPostgres)("records a session's use once, not again for every remembered request", async () => {
    t.clock.advance(SESSION_CACHE_MS);
    const { user, me } = await signedIn();
    const lastUsed = async () =>
      (await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]!.at;
    // Long enough unused that the next request records its use (sessions.ts, every five minutes).
    t.clock.advance(6 * 60_000);
    const before = await lastUsed();
    expect((await me()).statusCode).toBe(200);
    expect((await lastUsed()).getTime()).toBe(t.clock.now().getTime());
    // Put back behind the server: a remembered request that wrote the use again would overwrite it.
    await t.db.update(sessions).set({ lastUsedAt: before }).where(eq(sessions.userId, user.id));
    t.clock.advance(SESSION_CACHE_MS / 2);
    expect((await me()).statusCode).toBe(200);
    expect((await lastUsed()).getTime()).toBe(before.getTime());
  });

  it(
    onPostgres
      ? 'ends at once when another instance revokes it in the database'
      : 'ends within two seconds when the database is changed behind the server',
    async () => {
      // The process's cache outlives a test's app; earlier tests' users (ids from 1 again) were
      // forgotten at this same test-clock time, which keeps their sessions out of it for two seconds.
      t.clock.advance(SESSION_CACHE_MS);
      const { user, me } = await signedIn();
      // As another writer would: straight in the database, not through this server.
      await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, user.id));
      if (!onPostgres) {
        expect((await me()).statusCode).toBe(200);
        t.clock.advance(SESSION_CACHE_MS);
      }
      expect((await me()).statusCode).toBe(401);
    },
  );
});
