import type { PendingInvitation } from '@caseboard/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invitations, projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, type Clock } from '../../lib/clock.js';
import { generateToken, hashToken, looksLikeToken } from '../../lib/tokens.js';

export const INVITATION_TTL_MS = 7 * DAY_MS;

/**
 * A fresh invitation link for an invited member; older links of that member stop working, so only the
 * latest e-mail counts. Returns the token (only its hash is stored).
 */
export async function createInvitation({ db, memberId, clock }: { db: DbOrTx; memberId: number; clock: Clock }) {
  const token = generateToken();
  const now = clock.now();
  await db.delete(invitations).where(and(eq(invitations.memberId, memberId), isNull(invitations.usedAt)));
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db.insert(invitations).values({ memberId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

export interface OpenInvitation {
  invitationId: number;
  memberId: number;
  projectId: number;
  email: string;
  projectName: string;
  inviterName: string;
  expiresAt: Date;
}

/**
 * The open invitation behind a token, or null when the token is unknown, used, expired, or its project
 * is gone or archived. For the auth issue's `GET /api/v1/auth/invites/{token}`.
 */
export async function findInvitation({
  db,
  token,
  clock,
}: {
  db: DbOrTx;
  token: string;
  clock: Clock;
}): Promise<OpenInvitation | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .select({
      invitationId: invitations.id,
      memberId: projectMembers.id,
      projectId: projects.id,
      email: projectMembers.email,
      projectName: projects.name,
      inviterName: users.fullName,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(projectMembers, eq(projectMembers.id, invitations.memberId))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, clock.now()),
        eq(projectMembers.status, 'invited'),
        isNull(projects.archivedAt),
        isNull(users.archivedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Redeems an invitation for the account just created from it: the link is spent and the membership
 * becomes active. Call it in the same transaction as the account's creation. Returns the project id,
 * or null when the invitation is no longer open.
 */
export async function acceptInvitation({
  db,
  token,
  userId,
  clock,
}: {
  db: DbOrTx;
  token: string;
  userId: number;
  clock: Clock;
}): Promise<{ projectId: number } | null> {
  const invitation = await findInvitation({ db, token, clock });
  if (!invitation) return null;
  const [spent] = await db
    .update(invitations)
    .set({ usedAt: clock.now() })
    .where(and(eq(invitations.id, invitation.invitationId), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  if (!spent) return null; // redeemed by a concurrent request
  await db.update(projectMembers).set({ userId, status: 'active' }).where(eq(projectMembers.id, invitation.memberId));
  return { projectId: invitation.projectId };
}

/**
 * The invitations waiting for an account's answer: memberships invited at its address, with an open
 * link, on a project and owner whose data is not archived. Found by address, so invitations sent before
 * the person had an account wait for them too; none takes effect until accepted.
 */
export async function listPendingInvitations({
  db,
  email,
  clock,
}: {
  db: DbOrTx;
  email: string;
  clock: Clock;
}): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      memberId: projectMembers.id,
      projectId: projects.id,
      projectName: projects.name,
      inviterName: users.fullName,
      role: projectMembers.role,
      expiresAt: invitations.expiresAt,
    })
    .from(projectMembers)
    .innerJoin(invitations, eq(invitations.memberId, projectMembers.id))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(
        eq(projectMembers.email, email.trim().toLowerCase()),
        eq(projectMembers.status, 'invited'),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, clock.now()),
        isNull(projects.archivedAt),
        isNull(users.archivedAt),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  const seen = new Set<number>();
  return rows
    .filter((row) => (seen.has(row.memberId) ? false : (seen.add(row.memberId), true)))
    .map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

/**
 * The invitee's answer to a pending invitation: accepting makes the membership active for their
 * account and spends the link; declining removes the membership. Anything else (not theirs, no longer
 * open) is `not_found`, the same as a project they cannot see.
 */
export async function answerInvitation({
  db,
  memberId,
  user,
  accept,
  clock,
}: {
  db: DbOrTx;
  memberId: number;
  user: { id: number; email: string };
  accept: boolean;
  clock: Clock;
}): Promise<void> {
  const open = await listPendingInvitations({ db, email: user.email, clock });
  if (!open.some((invitation) => invitation.memberId === memberId)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    if (accept) {
      await tx
        .update(projectMembers)
        .set({ userId: user.id, status: 'active' })
        .where(and(eq(projectMembers.id, memberId), eq(projectMembers.status, 'invited')));
      await tx
        .update(invitations)
        .set({ usedAt: clock.now() })
        .where(and(eq(invitations.memberId, memberId), isNull(invitations.usedAt)));
    } else {
      await tx.delete(invitations).where(eq(invitations.memberId, memberId));
      await tx.delete(projectMembers).where(and(eq(projectMembers.id, memberId), eq(projectMembers.status, 'invited')));
    }
  });
}
