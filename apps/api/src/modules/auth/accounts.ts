import type { SignUpRequest } from '@caseboard/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../mail/mailer.js';
import { composeEmail } from './emails.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { PasswordHasher } from './passwords.js';

export type UserRow = typeof users.$inferSelect;

export interface MailContext {
  mailer: Mailer;
  publicUrl: URL;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/**
 * Applies for the beta. The answer is the same whatever the address: a new address gets an account
 * waiting for activation and the activation e-mail; an address with an account gets a notice instead
 * ("someone tried to register with your address"). A registration that was never activated is
 * replaced by the new one (its older links stop working): an unproven address belongs to nobody yet,
 * so someone who registered a stranger's address first cannot keep the account from its owner.
 * The password is hashed on every path, so the time taken does not tell the cases apart.
 */
export async function signUp({
  db,
  clock,
  hasher,
  mail,
  input,
  locale,
}: {
  db: DbOrTx;
  clock: Clock;
  hasher: PasswordHasher;
  mail: MailContext;
  input: SignUpRequest;
  locale: 'en' | 'de';
}): Promise<void> {
  const email = input.email;
  await assertAcceptablePassword(input.password, { email, fullName: input.fullName });
  const passwordHash = await hasher.hash(input.password);
  const now = clock.now();
  const details = {
    passwordHash,
    fullName: input.fullName,
    linkedinUrl: input.linkedinUrl,
    consultingBackground: input.consultingBackground || null,
    locale,
    ageConfirmedAt: now,
    termsAcceptedAt: now,
  };
  const outcome = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, ...details, status: 'pending_activation', createdAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return { kind: 'activate' as const, user: created };
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing!.status !== 'pending_activation') return { kind: 'duplicate' as const, user: existing! };
    const [replaced] = await tx.update(users).set(details).where(eq(users.id, existing!.id)).returning();
    return { kind: 'activate' as const, user: replaced! };
  });
  const { user } = outcome;
  if (outcome.kind === 'duplicate') {
    await mail.mailer.send({
      to: user.email,
      ...composeEmail('duplicateSignUp', user.locale, { name: user.fullName }, mail.publicUrl),
    });
    return;
  }
  const token = await issueOneTimeToken({ db, userId: user.id, purpose: 'activation', clock });
  await mail.mailer.send({
    to: user.email,
    ...composeEmail(
      'activation',
      user.locale,
      { name: user.fullName, token, linkedinUrl: user.linkedinUrl ?? '' },
      mail.publicUrl,
    ),
  });
}

/** Any number that is the same in every process: the key of the lock that serialises seat counting. */
const SEATS_LOCK_KEY = 7_340_021;

/**
 * Active participants now (they hold the beta's seats). People who joined through an invitation and
 * own no project yet hold none.
 */
export async function countActiveUsers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.invitedOnly, false)));
  return Number(row?.n ?? 0);
}

/**
 * Uses an activation link: the account becomes `active` while fewer than `betaSeats` participants
 * are active, otherwise `waitlisted`. Seats are counted under a transaction-wide lock, so two
 * activations at the same moment cannot both take the last seat. Each outcome is e-mailed.
 */
export async function activateAccount({
  db,
  clock,
  mail,
  token,
  betaSeats,
}: {
  db: DbOrTx;
  clock: Clock;
  mail: MailContext;
  token: string;
  betaSeats: number;
}): Promise<'active' | 'waitlisted'> {
  const { user, status, changed } = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken({ db: tx, token, purpose: 'activation', clock });
    await tx.execute(sql`select pg_advisory_xact_lock(${SEATS_LOCK_KEY})`);
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current || current.status === 'terminated') throw new AppError('token_invalid');
    // Already settled (e.g. by an invitation to the same address): report the state, change nothing.
    if (current.status !== 'pending_activation') return { user: current, status: current.status, changed: false };
    const now = clock.now();
    const status = (await countActiveUsers(tx)) < betaSeats ? ('active' as const) : ('waitlisted' as const);
    const [updated] = await tx
      .update(users)
      .set(status === 'active' ? { status, activatedAt: now } : { status })
      .where(eq(users.id, userId))
      .returning();
    return { user: updated!, status, changed: true };
  });
  if (changed) {
    await mail.mailer.send({
      to: user.email,
      ...composeEmail(status, user.locale, { name: user.fullName }, mail.publicUrl),
    });
  }
  return status;
}

/** Sends a fresh activation link when the address has an account waiting for activation; nothing otherwise. */
export async function resendActivation({
  db,
  clock,
  mail,
  email,
}: {
  db: DbOrTx;
  clock: Clock;
  mail: MailContext;
  email: string;
}): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'pending_activation') return;
  const token = await issueOneTimeToken({ db, userId: user.id, purpose: 'activation', clock });
  await mail.mailer.send({
    to: user.email,
    ...composeEmail(
      'activation',
      user.locale,
      { name: user.fullName, token, linkedinUrl: user.linkedinUrl ?? '' },
      mail.publicUrl,
    ),
  });
}
