import type { InviteInfo, InviteSignUpRequest } from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { acceptInvitation, findInvitation } from '../projects/invitations.js';
import { voidOneTimeTokens } from './one-time-tokens.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { PasswordHasher } from './passwords.js';
import { createSession, type SessionClient } from './sessions.js';

/**
 * What an invitation link shows before sign-up: who invited which address to which project. Unknown,
 * used and expired links, settled memberships and archived projects or owners are all simply not found.
 * The projects area owns invitations (it creates them); this presents one for the auth API.
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
  const invitation = await findInvitation({ db, token, clock });
  if (!invitation) return null;
  return {
    email: invitation.email,
    projectName: invitation.projectName,
    inviterName: invitation.inviterName,
    expiresAt: invitation.expiresAt.toISOString(),
    projectId: invitation.projectId,
  };
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
  client,
}: {
  db: DbOrTx;
  clock: Clock;
  hasher: PasswordHasher;
  input: InviteSignUpRequest;
  locale: 'en' | 'de';
  client?: SessionClient;
}) {
  const invite = await getInvite({ db, token: input.token, clock });
  if (!invite) throw new AppError('not_found', { message: 'This invitation is unknown, used or expired.' });
  await assertAcceptablePassword(input.password, { email: invite.email, fullName: input.fullName });
  const passwordHash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const email = invite.email;
    const details = {
      passwordHash,
      fullName: input.fullName,
      linkedinUrl: input.linkedinUrl ?? null,
      consultingBackground: input.consultingBackground || null,
      // A guest of a project holds no beta seat until they start a project of their own.
      invitedOnly: true,
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
    // The link is spent and its membership takes effect with the account, or neither happens.
    if (!(await acceptInvitation({ db: tx, token: input.token, userId: user!.id, clock }))) {
      throw new AppError('not_found', { message: 'This invitation is unknown, used or expired.' });
    }
    // Invitations to the same address from other projects wait in the new account's project list,
    // each for its own answer: following one link is consent to that project only.
    const session = await createSession({ db: tx, userId: user!.id, clock, client });
    return { token: session.token, user: user! };
  });
}
