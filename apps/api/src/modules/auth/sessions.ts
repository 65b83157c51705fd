import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { sessions, users } from '../../db/schema/index.js';
import { DAY_MS, MINUTE_MS, type Clock } from '../../lib/clock.js';
import { generateToken, hashToken, looksLikeToken } from '../../lib/tokens.js';
import { sessionCache } from './session-cache.js';

export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** Refresh `last_used_at` at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  status: (typeof users.$inferSelect)['status'];
  locale: string;
  sessionId: number;
}

/** Where a session was started from, for the account page's session list. */
export interface SessionClient {
  userAgent?: string | undefined;
  address?: string | undefined;
}

/** Starts a session for a user and returns the token; only its hash is stored. */
export async function createSession({
  db,
  userId,
  clock,
  client,
}: {
  db: DbOrTx;
  userId: number;
  clock: Clock;
  client?: SessionClient | undefined;
}) {
  const token = generateToken();
  const now = clock.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      // Bounded: a header is the client's to choose, the list only needs enough to recognise a device.
      userAgent: client?.userAgent?.slice(0, 512) ?? null,
      ipAddress: client?.address?.slice(0, 64) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The session lookup every signed-in request makes, built once per database handle: Drizzle then
 * sends the same SQL text with new parameters instead of building it again each time (building it
 * was a fifth of a signed-in read's time). Named, so the database parses and plans it once per
 * connection rather than on every request (the embedded database shares it between connections:
 * apps/api/src/db/embedded/wire-bridge.ts).
 */
function prepareSessionLookup(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      status: users.status,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}
const sessionLookupOf = perDatabase(prepareSessionLookup);

/**
 * The signed-in user for a token, or null when the token is unknown, revoked, idle for more than
 * 7 days, older than 30 days, or belongs to an account that is no longer active. With `cached`, a
 * session looked up in the last two seconds is taken from the process's cache (session-cache.ts): only
 * where this process is the database's only writer.
 */
export async function resolveSession({
  db,
  token,
  clock,
  cached = false,
}: {
  db: DbOrTx;
  token: string;
  clock: Clock;
  cached?: boolean;
}): Promise<SessionUser | null> {
  if (!looksLikeToken(token)) return null;
  const now = clock.now();
  const tokenHash = hashToken(token);
  const remembered = cached ? sessionCache.get(tokenHash, now.getTime()) : undefined;
  let session = remembered;
  if (!session) {
    const [row] = await sessionLookupOf(db).execute({ tokenHash, now: now.toISOString() });
    if (!row || row.status !== 'active') return null;
    const { lastUsedAt, expiresAt, ...user } = row;
    session = { user, lastUsedAt, expiresAt };
  }
  if (session.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.user.sessionId));
    session.lastUsedAt = now;
  }
  // Remembered after the touch, so the requests of the next two seconds do not write it again.
  if (cached && !remembered) sessionCache.set(tokenHash, session, now.getTime());
  return session.user;
}

/** Ends one session. */
export async function revokeSession({ db, sessionId, clock }: { db: DbOrTx; sessionId: number; clock: Clock }) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) forgetSessionsOf(userId, clock);
}

/** Ends every session of a user, e.g. after a password reset or termination. */
export async function revokeAllSessions({ db, userId, clock }: { db: DbOrTx; userId: number; clock: Clock }) {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetSessionsOf(userId, clock);
}

/**
 * Drops what the process remembers of a user's sessions (session-cache.ts). Whatever ends a session or
 * the account calls it, beside the statement that does (inside a transaction too: for the next two
 * seconds nothing of the user is cached, so the commit that follows is what the next lookup sees).
 */
export function forgetSessionsOf(userId: number, clock: Clock): void {
  sessionCache.forgetUser(userId, clock.now().getTime());
}
