import {
  MAX_PROJECT_MEMBERS,
  type AddMemberSchema,
  type MemberRole,
  type ProjectMember,
  type ProjectMemberList,
} from '@caseboard/contracts';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { projectMembers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Mailer } from '../../mail/mailer.js';
import { renderEmail, type EmailContent } from '../../mail/template.js';
import { assertAllowed, loadProjectAccess, policy } from './access.js';
import { createInvitation } from './invitations.js';
import { asLocale, invitationEmail, sharedEmail } from './mail.js';

export interface MailDeps {
  mailer: Mailer;
  publicUrl: URL;
  log: FastifyBaseLogger;
}

/** The expiry of a member's open invitation link, if any. */
const openInvitationExpiry = sql<Date | null>`(
  select max(i.expires_at) from invitations i where i.member_id = "project_members"."id" and i.used_at is null
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const memberColumns = {
  id: projectMembers.id,
  email: projectMembers.email,
  fullName: users.fullName,
  role: projectMembers.role,
  status: projectMembers.status,
  invitationExpiresAt: openInvitationExpiry,
};

type MemberRow = {
  id: number;
  email: string;
  fullName: string | null;
  role: MemberRole;
  status: 'invited' | 'active';
  invitationExpiresAt: Date | null;
};

const presentMember = (row: MemberRow): ProjectMember => ({
  id: row.id,
  email: row.email,
  fullName: row.status === 'active' ? row.fullName : null,
  role: row.role,
  status: row.status,
  invitationExpiresAt:
    row.status === 'invited' && row.invitationExpiresAt ? row.invitationExpiresAt.toISOString() : null,
});

// Members whose account data is archived are hidden; invited members have no account yet.
const visibleMember = or(isNull(projectMembers.userId), isNull(users.archivedAt));

export async function listMembers({
  db,
  userId,
  projectId,
  pageNumber,
  pageSize,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  pageNumber: number;
  pageSize: number;
}): Promise<ProjectMemberList> {
  await loadProjectAccess({ db, projectId, userId });
  const where = and(eq(projectMembers.projectId, projectId), visibleMember);
  const [rows, [totals]] = await Promise.all([
    db
      .select(memberColumns)
      .from(projectMembers)
      .leftJoin(users, eq(users.id, projectMembers.userId))
      .where(where)
      .orderBy(asc(projectMembers.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db
      .select({ total: count() })
      .from(projectMembers)
      .leftJoin(users, eq(users.id, projectMembers.userId))
      .where(where),
  ]);
  return { results: rows.map(presentMember), total: totals?.total ?? 0 };
}

async function loadMember(
  db: DbOrTx,
  projectId: number,
  memberId: number,
): Promise<MemberRow & { userId: number | null }> {
  const [row] = await db
    .select({ ...memberColumns, userId: projectMembers.userId })
    .from(projectMembers)
    .leftJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.id, memberId), eq(projectMembers.projectId, projectId), visibleMember));
  if (!row) throw new AppError('not_found');
  return row;
}

/** Throws unless the caller owns the project (404 when they cannot see it, 403 when they may not share it). */
export async function assertCanManageMembers({
  db,
  userId,
  projectId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
}) {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.manageMembers(access));
  return access;
}

/**
 * Shares a project with an address (owner only). Whatever the address (an account, an archived
 * account, no account at all), the answer is the same: an `invited` member without a name, with an
 * invitation that expires in seven days. Nothing about the address shows until its owner accepts, and
 * the project shows to them only then: an account sees it among its pending invitations (accept or
 * decline), an address without one gets a link that creates the account and joins. The e-mail leaves
 * after the answer (`jobs`), so the answer's timing tells nothing either. Adding an invited address
 * again sends a fresh link; adding an active member again is 409 `already_member`.
 */
export async function addMember({
  db,
  clock,
  mail,
  jobs,
  userId,
  projectId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  mail: MailDeps;
  jobs: JobQueue;
  userId: number;
  projectId: number;
  input: z.output<typeof AddMemberSchema>;
}): Promise<ProjectMember> {
  const access = await assertCanManageMembers({ db, userId, projectId });
  const owner = access.owner!;
  const email = input.email;
  if (email === owner.email.toLowerCase()) {
    throw new AppError('already_member', { message: 'The owner has access already.' });
  }

  const { memberId, token } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.email, email)))
      .for('update');
    if (existing?.status === 'active') {
      throw new AppError('already_member', { message: 'This address is a member already.' });
    }
    if (!existing) {
      const [members] = await tx
        .select({ total: count() })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId));
      if ((members?.total ?? 0) >= MAX_PROJECT_MEMBERS) {
        throw new AppError('member_limit_reached', {
          message: `A project has at most ${MAX_PROJECT_MEMBERS} members.`,
          details: { max: MAX_PROJECT_MEMBERS },
        });
      }
    }
    const values = { userId: null, status: 'invited' as const, role: input.role };
    const [member] = existing
      ? await tx.update(projectMembers).set(values).where(eq(projectMembers.id, existing.id)).returning()
      : await tx
          .insert(projectMembers)
          .values({ projectId, email, invitedBy: userId, createdAt: clock.now(), ...values })
          .onConflictDoNothing()
          .returning();
    if (!member) throw new AppError('already_member', { message: 'This address is a member already.' });
    const { token } = await createInvitation({ db: tx, memberId: member.id, clock });
    return { memberId: member.id, token };
  });

  const common = { inviterName: owner.fullName, projectName: access.project.name, role: input.role };
  jobs.enqueue('membership-mail', async () => {
    const [account] = await db
      .select({
        fullName: users.fullName,
        locale: users.locale,
        archivedAt: users.archivedAt,
        notifySharing: users.notifySharing,
      })
      .from(users)
      .where(eq(users.email, email));
    // An account whose data is archived is not told: the invitation waits, unannounced, for a restore.
    if (account?.archivedAt) return;
    // Nor one that turned sharing e-mails off (account page): the invitation waits in its project list.
    if (account && !account.notifySharing) return;
    const [ownerRow] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, owner.id));
    const content: EmailContent = account
      ? sharedEmail({
          ...common,
          locale: asLocale(account.locale),
          recipientName: account.fullName,
          path: '/v1.0/projects',
        })
      : invitationEmail({ ...common, locale: asLocale(ownerRow?.locale), path: `/auth/invite-user/${token}` });
    try {
      await mail.mailer.send({ to: email, ...renderEmail(content, mail.publicUrl) });
    } catch (error) {
      // The invitation stands; adding the address again re-sends. Never log the message: it holds the link.
      mail.log.error({ err: error, memberId }, 'could not send the membership e-mail');
    }
  });
  return presentMember(await loadMember(db, projectId, memberId));
}

export async function updateMember({
  db,
  userId,
  projectId,
  memberId,
  role,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  memberId: number;
  role: MemberRole;
}): Promise<ProjectMember> {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.manageMembers(access));
  await loadMember(db, projectId, memberId);
  await db.update(projectMembers).set({ role }).where(eq(projectMembers.id, memberId));
  return presentMember(await loadMember(db, projectId, memberId));
}

/** The owner removes anyone; a member may remove themselves (leave). Access ends with the next request. */
export async function removeMember({
  db,
  userId,
  projectId,
  memberId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  memberId: number;
}): Promise<void> {
  const access = await loadProjectAccess({ db, projectId, userId });
  const member = await loadMember(db, projectId, memberId);
  assertAllowed(policy.manageMembers(access) || member.userId === userId);
  await db.delete(projectMembers).where(eq(projectMembers.id, memberId));
}
