import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deletedAccounts, feedbacks, projectMembers, projects, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import type { MailContext } from '../auth/accounts.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { forgetSessionsOf } from '../auth/sessions.js';
import { composeAccountEmail } from './emails.js';
import { verifyCurrentPassword } from './service.js';

/** The key under which a deleted account's address is archived: its SHA-256, never the address. */
export const deletedEmailHash = (email: string) => hashToken(email.trim().toLowerCase());

/**
 * Deletes an account at its owner's request, confirmed with the password, in one transaction:
 *
 * - every project the person owns is deleted, with its versions, members, invitations, theme and
 *   pending handover offer (so its former members get the same 404 as for a project that never was);
 *   a project handed over to an editor who accepted is no longer theirs and stays
 *   (docs/decisions/030-project-handover.md);
 * - their memberships in other people's projects, and invitations still addressed to them, go, and
 *   with those memberships the handover offers made to them;
 * - the account row goes, and with it every session, mailed link and data export;
 * - the feedback they sent stays without its author (the beta terms make it the company's);
 * - a record without the address (its hash only) says the account existed, when its terms were
 *   accepted and when it was deleted, which is what accountability for an erasure needs.
 *
 * The address is free at once: the person may sign up again with it.
 */
export async function deleteAccount({
  db,
  clock,
  limiter,
  hasher,
  mail,
  userId,
  password,
}: {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  mail: MailContext;
  userId: number;
  password: string;
}): Promise<{ projectsDeleted: number; membershipsRemoved: number }> {
  const [found] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!found) return { projectsDeleted: 0, membershipsRemoved: 0 };
  await verifyCurrentPassword({ limiter, hasher, user: found, password });
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    const removedProjects = await tx
      .delete(projects)
      .where(and(eq(projects.ownerId, userId), eq(projects.isDemo, false)))
      .returning({ id: projects.id });
    const removedMemberships = await tx
      .delete(projectMembers)
      .where(
        or(eq(projectMembers.userId, userId), and(isNull(projectMembers.userId), eq(projectMembers.email, user.email))),
      )
      .returning({ id: projectMembers.id });
    const [kept] = await tx.select({ n: count() }).from(feedbacks).where(eq(feedbacks.userId, userId));
    await tx.insert(deletedAccounts).values({
      formerUserId: user.id,
      emailHash: deletedEmailHash(user.email),
      statusAtDeletion: user.status,
      accountCreatedAt: user.createdAt,
      termsAcceptedAt: user.termsAcceptedAt,
      activatedAt: user.activatedAt,
      projectsDeleted: removedProjects.length,
      membershipsRemoved: removedMemberships.length,
      feedbackKept: Number(kept?.n ?? 0),
      deletedAt: clock.now(),
    });
    await tx.delete(users).where(eq(users.id, userId));
    forgetSessionsOf(userId, clock);
    return { user, projectsDeleted: removedProjects.length, membershipsRemoved: removedMemberships.length };
  });
  if (!outcome) return { projectsDeleted: 0, membershipsRemoved: 0 };
  await mail.mailer.send({
    to: outcome.user.email,
    ...composeAccountEmail('accountDeleted', outcome.user.locale, { name: outcome.user.fullName }, mail.publicUrl),
  });
  return { projectsDeleted: outcome.projectsDeleted, membershipsRemoved: outcome.membershipsRemoved };
}

/** Deleted accounts, newest first, for the operator CLI. */
export function listDeletedAccounts({ db }: { db: DbOrTx }) {
  return db.select().from(deletedAccounts).orderBy(desc(deletedAccounts.deletedAt), desc(deletedAccounts.id));
}
