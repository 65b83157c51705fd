import type { AccountSession } from '@caseboard/contracts';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { forgetSessionsOf, SESSION_IDLE_MS } from '../auth/sessions.js';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser and system from a User-Agent, by the few patterns that tell the common ones apart. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const pick = (table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: pick(BROWSERS), os: pick(SYSTEMS) };
}

/** The account's live sessions, most recently used first; the one the request came with is marked. */
export async function listSessions({
  db,
  clock,
  userId,
  currentSessionId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  currentSessionId: number;
}): Promise<AccountSession[]> {
  const now = clock.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ...describeUserAgent(row.userAgent),
    address: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.id === currentSessionId ? now : row.lastUsedAt).toISOString(),
  }));
}

/** Signs out one session of the account; another account's session is the same 404 as a missing one. */
export async function endSession({
  db,
  clock,
  userId,
  sessionId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  sessionId: number;
}): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  forgetSessionsOf(userId, clock);
  if (ended.length === 0) throw new AppError('not_found', { message: 'No such session.' });
}

/** Signs out every session of the account but the one the request came with. */
export async function endOtherSessions({
  db,
  clock,
  userId,
  currentSessionId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  currentSessionId: number;
}): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  forgetSessionsOf(userId, clock);
  return ended.length;
}
