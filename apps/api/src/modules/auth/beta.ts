import { and, asc, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, type Clock } from '../../lib/clock.js';
import { countActiveUsers, findUserByEmail, type MailContext, type UserRow } from './accounts.js';
import { composeEmail } from './emails.js';
import { revokeAllSessions } from './sessions.js';

/**
 * The closed beta as operators run it (npm run admin): the waiting list, admission, termination with
 * archiving, restoring, and the periodic clean-up of accounts that never started.
 */

export async function listUsers({ db, status }: { db: DbOrTx; status?: UserRow['status'] }) {
  return db
    .select()
    .from(users)
    .where(status ? eq(users.status, status) : undefined)
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Waitlisted accounts, longest waiting first. */
export function listWaitlist({ db }: { db: DbOrTx }) {
  return listUsers({ db, status: 'waitlisted' });
}

function mustFind(user: UserRow | undefined, email: string): UserRow {
  if (!user) throw new AppError('not_found', { message: `No account for ${email}.` });
  return user;
}

/** Gives a waitlisted account a seat (operators may go over BETA_SEATS deliberately) and e-mails its owner. */
export async function admitUser({
  db,
  clock,
  mail,
  email,
}: {
  db: DbOrTx;
  clock: Clock;
  mail: MailContext;
  email: string;
}): Promise<{ user: UserRow; activeNow: number }> {
  const user = await db.transaction(async (tx) => {
    const found = mustFind(await findUserByEmail(tx, email), email);
    if (found.status !== 'waitlisted') {
      throw new AppError('conflict', {
        message:
          found.status === 'pending_activation'
            ? `${found.email} has not confirmed the address yet; only waitlisted accounts can be admitted.`
            : `${found.email} is ${found.status}, not waitlisted.`,
      });
    }
    const [admitted] = await tx
      .update(users)
      .set({ status: 'active', activatedAt: clock.now() })
      .where(eq(users.id, found.id))
      .returning();
    return admitted!;
  });
  await mail.mailer.send({
    to: user.email,
    ...composeEmail('admitted', user.locale, { name: user.fullName }, mail.publicUrl),
  });
  return { user, activeNow: await countActiveUsers(db) };
}

/**
 * Terminates an account: its sessions end, it can no longer sign in, and its data is archived (the
 * projects it owns are hidden from everyone but kept). Owned projects get the very same archive time
 * as the account, so restoring brings back exactly those and not ones archived for other reasons.
 */
export async function terminateUser({
  db,
  clock,
  email,
}: {
  db: DbOrTx;
  clock: Clock;
  email: string;
}): Promise<{ user: UserRow; archivedProjects: number }> {
  return db.transaction(async (tx) => {
    const found = mustFind(await findUserByEmail(tx, email), email);
    if (found.status === 'terminated')
      throw new AppError('conflict', { message: `${found.email} is already terminated.` });
    return terminate(tx, found, clock);
  });
}

async function terminate(tx: DbOrTx, user: UserRow, clock: Clock) {
  const now = clock.now();
  const [terminated] = await tx
    .update(users)
    .set({ status: 'terminated', terminatedAt: now, archivedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await revokeAllSessions({ db: tx, userId: user.id, clock });
  const archived = await tx
    .update(projects)
    .set({ archivedAt: now })
    .where(and(eq(projects.ownerId, user.id), isNull(projects.archivedAt)))
    .returning({ id: projects.id });
  return { user: terminated!, archivedProjects: archived.length };
}

/**
 * Undoes a termination: the account is active again and the projects archived with it reappear. The
 * activation time restarts, so a restored account gets a full period before the inactivity clean-up.
 */
export async function restoreUser({
  db,
  clock,
  email,
}: {
  db: DbOrTx;
  clock: Clock;
  email: string;
}): Promise<{ user: UserRow; restoredProjects: number }> {
  return db.transaction(async (tx) => {
    const found = mustFind(await findUserByEmail(tx, email), email);
    if (found.status !== 'terminated') throw new AppError('conflict', { message: `${found.email} is not terminated.` });
    const restored = found.archivedAt
      ? await tx
          .update(projects)
          .set({ archivedAt: null })
          .where(and(eq(projects.ownerId, found.id), eq(projects.archivedAt, found.archivedAt)))
          .returning({ id: projects.id })
      : [];
    const [user] = await tx
      .update(users)
      .set({ status: 'active', terminatedAt: null, archivedAt: null, activatedAt: clock.now() })
      .where(eq(users.id, found.id))
      .returning();
    return { user: user!, restoredProjects: restored.length };
  });
}

/**
 * Active participants who have not signed in within `days` of activation (the beta terms: accounts
 * inactive 30 days after set-up may be terminated). A sign-in before activation does not exist, so
 * "never signed in since activation" is `last_sign_in_at` empty or older than `activated_at`.
 */
export function findInactive({ db, clock, days }: { db: DbOrTx; clock: Clock; days: number }) {
  const cutoff = new Date(clock.now().getTime() - days * DAY_MS);
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        isNotNull(users.activatedAt),
        lte(users.activatedAt, cutoff),
        or(isNull(users.lastSignInAt), lt(users.lastSignInAt, users.activatedAt)),
      ),
    )
    .orderBy(asc(users.activatedAt));
}

/** Terminates and archives every account `findInactive` returns; with `dryRun` only lists them. */
export async function archiveInactive({
  db,
  clock,
  days,
  dryRun = false,
}: {
  db: DbOrTx;
  clock: Clock;
  days: number;
  dryRun?: boolean;
}): Promise<Array<{ user: UserRow; archivedProjects: number }>> {
  const inactive = await findInactive({ db, clock, days });
  if (dryRun) return inactive.map((user) => ({ user, archivedProjects: 0 }));
  const results = [];
  for (const user of inactive) results.push(await db.transaction((tx) => terminate(tx, user, clock)));
  return results;
}
