import { isProjectLimitReached } from '@caseboard/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectHandovers, projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed as assertWithinLimit, type RateLimiter } from '../../lib/rate-limit.js';
import type { MailContext } from '../auth/accounts.js';
import { assertAllowed, loadProjectAccess, policy, projectNotFound } from '../projects/access.js';
import { composeAccountEmail } from './emails.js';
import { accountLimits } from './limits.js';

/**
 * Handing a project over to one of its editors (docs/decisions/030-project-handover.md). The owner
 * offers, the editor accepts or declines; on acceptance the editor owns the project and the former
 * owner stays on as an editor, in one transaction. `mailLimit` runs before an e-mail is promised to
 * an address (auth/limits.ts, enforceMailLimits), so the offer counts against the recipient's budget.
 */
type MailLimit = (email: string) => Promise<void>;

interface Context {
  db: DbOrTx;
  clock: Clock;
  mail: MailContext;
  mailLimit: MailLimit;
}

/** The owner offers the project to an active editor; one pending offer per project. */
export async function offerHandover({
  db,
  clock,
  mail,
  mailLimit,
  limiter,
  userId,
  projectId,
  toUserId,
}: Context & { limiter: RateLimiter; userId: number; projectId: number; toUserId: number }) {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.manageMembers(access) && !access.project.isDemo);
  const [member] = await db
    .select({ id: projectMembers.id, fullName: users.fullName, email: users.email, locale: users.locale })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, toUserId),
        eq(projectMembers.status, 'active'),
        eq(projectMembers.role, 'editor'),
        isNull(users.archivedAt),
      ),
    )
    .limit(1);
  if (!member) {
    throw new AppError('handover_not_eligible', {
      message: 'A project can be handed over only to an active member with the editor role.',
    });
  }
  const [pending] = await db
    .select({ id: projectHandovers.id, role: projectMembers.role, status: projectMembers.status })
    .from(projectHandovers)
    .innerJoin(projectMembers, eq(projectMembers.id, projectHandovers.memberId))
    .where(eq(projectHandovers.projectId, projectId))
    .limit(1);
  if (pending?.role === 'editor' && pending.status === 'active') throw pendingOffer();
  // An offer to someone who is no longer an editor has ended; it makes room for this one.
  if (pending) await db.delete(projectHandovers).where(eq(projectHandovers.id, pending.id));
  assertWithinLimit(await limiter.consume(accountLimits.handoverOffer.key(userId), accountLimits.handoverOffer.rule));
  await mailLimit(member.email);
  const [offer] = await db
    .insert(projectHandovers)
    .values({ projectId, memberId: member.id, offeredBy: userId, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!offer) throw pendingOffer();
  await mail.mailer.send({
    to: member.email,
    ...composeAccountEmail(
      'handoverOffered',
      member.locale,
      { name: member.fullName, ownerName: access.owner!.fullName, project: access.project.name },
      mail.publicUrl,
    ),
  });
  return {
    projectId,
    offeredTo: { userId: toUserId, fullName: member.fullName, email: member.email },
    createdAt: offer.createdAt.toISOString(),
  };
}

const pendingOffer = () =>
  new AppError('handover_pending', { message: 'This project is already offered; cancel that offer first.' });

/** The owner withdraws the pending offer. */
export async function cancelHandover({ db, userId, projectId }: { db: DbOrTx; userId: number; projectId: number }) {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.manageMembers(access));
  const removed = await db
    .delete(projectHandovers)
    .where(eq(projectHandovers.projectId, projectId))
    .returning({ id: projectHandovers.id });
  if (removed.length === 0) throw new AppError('not_found', { message: 'No offer is pending for this project.' });
}

/**
 * The offer made to the caller for a project, or `not_found`: a stranger, a member without an offer
 * and a missing project all get the same answer.
 */
async function loadOfferToCaller(db: DbOrTx, userId: number, projectId: number) {
  const access = await loadProjectAccess({ db, projectId, userId });
  if (access.memberId === null) throw projectNotFound();
  const [offer] = await db
    .select({ id: projectHandovers.id, role: projectMembers.role })
    .from(projectHandovers)
    .innerJoin(projectMembers, eq(projectMembers.id, projectHandovers.memberId))
    .where(and(eq(projectHandovers.projectId, projectId), eq(projectMembers.id, access.memberId)))
    .limit(1);
  if (!offer) throw projectNotFound();
  return { access, offer };
}

/** The editor declines; the owner is told. */
export async function declineHandover({
  db,
  mail,
  mailLimit,
  userId,
  projectId,
}: Omit<Context, 'clock'> & { userId: number; projectId: number }) {
  const { access, offer } = await loadOfferToCaller(db, userId, projectId);
  await db.delete(projectHandovers).where(eq(projectHandovers.id, offer.id));
  await tellOwner({ db, mail, mailLimit, kind: 'handoverDeclined', access, memberUserId: userId });
}

/**
 * The editor accepts: within the new owner's project limit (their row locked, as when creating a
 * project), the project changes owner, the new owner's membership goes, the former owner becomes an
 * editor, and an invited-only account takes its beta seat (docs/decisions/025-accounts.md).
 */
export async function acceptHandover({
  db,
  clock,
  mail,
  mailLimit,
  maxProjects,
  userId,
  projectId,
}: Context & { maxProjects: number; userId: number; projectId: number }) {
  const { access, offer } = await loadOfferToCaller(db, userId, projectId);
  if (offer.role !== 'editor') {
    await db.delete(projectHandovers).where(eq(projectHandovers.id, offer.id));
    throw new AppError('handover_not_eligible', { message: 'Only an editor can take a project over.' });
  }
  const formerOwner = access.owner!;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [project] = await tx
      .select({ ownerId: projects.ownerId })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const [still] = await tx
      .select({ id: projectHandovers.id })
      .from(projectHandovers)
      .where(eq(projectHandovers.id, offer.id));
    if (!still || project?.ownerId !== formerOwner.id) throw projectNotFound();
    const [owned] = await tx
      .select({ total: count() })
      .from(projects)
      .where(and(eq(projects.ownerId, userId), isNull(projects.archivedAt), eq(projects.isDemo, false)));
    const total = owned?.total ?? 0;
    if (isProjectLimitReached(total, maxProjects)) {
      throw new AppError('project_limit_reached', {
        message: `You own ${total} of ${maxProjects} projects; delete one to take this one over.`,
        details: { total, maxProjects },
      });
    }
    await tx
      .update(users)
      .set({ invitedOnly: false })
      .where(and(eq(users.id, userId), eq(users.invitedOnly, true)));
    // The membership goes, and with it the offer (project_handovers.member_id cascades).
    await tx.delete(projectMembers).where(eq(projectMembers.id, access.memberId!));
    await tx.update(projects).set({ ownerId: userId, updatedAt: clock.now() }).where(eq(projects.id, projectId));
    await tx
      .insert(projectMembers)
      .values({
        projectId,
        userId: formerOwner.id,
        email: formerOwner.email,
        role: 'editor',
        status: 'active',
        invitedBy: userId,
        createdAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [projectMembers.projectId, projectMembers.email],
        set: { userId: formerOwner.id, role: 'editor', status: 'active' },
      });
  });
  await tellOwner({ db, mail, mailLimit, kind: 'handoverAccepted', access, memberUserId: userId });
  return { projectId };
}

async function tellOwner({
  db,
  mail,
  mailLimit,
  kind,
  access,
  memberUserId,
}: Omit<Context, 'clock'> & {
  kind: 'handoverAccepted' | 'handoverDeclined';
  access: Awaited<ReturnType<typeof loadProjectAccess>>;
  memberUserId: number;
}) {
  const [people] = await db
    .select({ ownerLocale: users.locale })
    .from(users)
    .where(eq(users.id, access.owner!.id))
    .limit(1);
  const [member] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, memberUserId));
  if (!people || !member) return;
  // The answer is already recorded; a full mail budget skips the notice rather than undoing it.
  const withinBudget = await mailLimit(access.owner!.email).then(
    () => true,
    () => false,
  );
  if (!withinBudget) return;
  await mail.mailer.send({
    to: access.owner!.email,
    ...composeAccountEmail(
      kind,
      people.ownerLocale,
      { name: access.owner!.fullName, memberName: member.fullName, project: access.project.name },
      mail.publicUrl,
    ),
  });
}
