import type { InviteInfo, InviteSignUpRequest } from '@caseboard/contracts';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { invitations, projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, looksLikeToken } from '../../lib/tokens.js';
import { voidOneTimeTokens } from './one-time-tokens.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { PasswordHasher } from './passwords.js';
import { createSession } from './sessions.js';

const inviter = alias(users, 'inviter');
const owner = alias(users, 'owner');

/**
 * What an invitation link shows before sign-up: who invited which address to which project. Unknown,
 * used and expired links, links whose membership is settled and links to archived projects are all
 * simply not found.
 */
export async function getInvite({
  db,
  token,
  clock,
}: {
  db: DbOrTx;
  token: string;
  clock: Clock;
}): Promise<InviteInfo | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .select({
      email: projectMembers.email,
      projectName: projects.name,
      inviterName: inviter.fullName,
      ownerName: owner.fullName,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(projectMembers, eq(projectMembers.id, invitations.memberId))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .leftJoin(inviter, eq(inviter.id, projectMembers.invitedBy))
    .leftJoin(owner, eq(owner.id, projects.ownerId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, clock.now()),
        eq(projectMembers.status, 'invited'),
        isNull(projects.archivedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    email: row.email,
    projectName: row.projectName,
    inviterName: row.inviterName ?? row.ownerName ?? 'Caseboard',
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Makes every pending invitation of a proven address take effect: the memberships get the user and
 * become active, and their links are used up. Called when an address is proven (invitation sign-up,
 * activation) so an invitation sent before the person registered some other way is not lost.
 */
export async function claimInvitations({
  db,
  userId,
  email,
  clock,
}: {
  db: DbOrTx;
  userId: number;
  email: string;
  clock: Clock;
}): Promise<number> {
  const claimed = await db
    .update(projectMembers)
    .set({ userId, status: 'active' })
    .where(and(eq(projectMembers.email, email), eq(projectMembers.status, 'invited'), isNull(projectMembers.userId)))
    .returning({ id: projectMembers.id });
  if (claimed.length > 0) {
    await db
      .update(invitations)
      .set({ usedAt: clock.now() })
      .where(
        and(
          inArray(
            invitations.memberId,
            claimed.map((member) => member.id),
          ),
          isNull(invitations.usedAt),
        ),
      );
  }
  return claimed.length;
}

/**
 * Creates an account from an invitation link. The link proves the address, so the account is active
 * at once (it skips the waiting list) and the invited membership takes effect; the person is signed in.
 * An address whose registration was never activated is taken over (its password replaced); an address
 * with a settled account answers 409 `account_exists`, and the link stays usable.
 */
export async function signUpWithInvite({
  db,
  clock,
  hasher,
  input,
  locale,
}: {
  db: DbOrTx;
  clock: Clock;
  hasher: PasswordHasher;
  input: InviteSignUpRequest;
  locale: 'en' | 'de';
}) {
  const invite = await getInvite({ db, token: input.token, clock });
  if (!invite) throw new AppError('not_found', { message: 'This invitation is unknown, used or expired.' });
  await assertAcceptablePassword(input.password, { email: invite.email, fullName: input.fullName });
  const passwordHash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [used] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(invitations.tokenHash, hashToken(input.token)),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ memberId: invitations.memberId });
    if (!used) throw new AppError('not_found', { message: 'This invitation is unknown, used or expired.' });
    const email = invite.email;
    const details = {
      passwordHash,
      fullName: input.fullName,
      linkedinUrl: input.linkedinUrl,
      consultingBackground: input.consultingBackground || null,
      locale,
      ageConfirmedAt: now,
      termsAcceptedAt: now,
      status: 'active' as const,
      activatedAt: now,
      lastSignInAt: now,
    };
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    let user;
    if (!existing) {
      [user] = await tx
        .insert(users)
        .values({ email, ...details, createdAt: now })
        .returning();
    } else if (existing.status === 'pending_activation') {
      [user] = await tx.update(users).set(details).where(eq(users.id, existing.id)).returning();
      await voidOneTimeTokens({ db: tx, userId: existing.id, purpose: 'activation', clock });
    } else {
      throw new AppError('account_exists', {
        message: 'This address already has an account; sign in to continue.',
      });
    }
    await claimInvitations({ db: tx, userId: user!.id, email, clock });
    const session = await createSession({ db: tx, userId: user!.id, clock });
    return { token: session.token, user: user! };
  });
}
