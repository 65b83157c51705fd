import type { Account, UpdateAccountRequest } from '@caseboard/contracts';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { MailContext, UserRow } from '../auth/accounts.js';
import { limits } from '../auth/limits.js';
import { consumeEmailChangeToken, issueOneTimeToken, voidOneTimeTokens } from '../auth/one-time-tokens.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import { forgetSessionsOf } from '../auth/sessions.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { composeAccountEmail } from './emails.js';
import { accountLimits } from './limits.js';

async function loadUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** The account as its owner sees it, with the address a confirmation link is pending for, if any. */
export async function getAccount({
  db,
  clock,
  userId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
}): Promise<Account> {
  const user = await loadUser(db, userId);
  const [pending] = await db
    .select({ newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'email_change'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(authTokens.id))
    .limit(1);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    locale: user.locale === 'de' ? 'de' : 'en',
    status: user.status,
    linkedinUrl: user.linkedinUrl,
    createdAt: user.createdAt.toISOString(),
    notifications: {
      mentions: user.notifyMentions,
      sharing: user.notifySharing,
      productUpdates: user.notifyProductUpdates,
    },
    pendingEmail: pending?.newEmail ?? null,
  };
}

export async function updateAccount({
  db,
  clock,
  limiter,
  userId,
  changes,
}: {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  userId: number;
  changes: UpdateAccountRequest;
}): Promise<Account> {
  await enforce(limiter, [[accountLimits.update.key(userId), accountLimits.update.rule]]);
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.fullName !== undefined) set.fullName = changes.fullName;
  if (changes.locale !== undefined) set.locale = changes.locale;
  const n = changes.notifications;
  if (n?.mentions !== undefined) set.notifyMentions = n.mentions;
  if (n?.sharing !== undefined) set.notifySharing = n.sharing;
  if (n?.productUpdates !== undefined) set.notifyProductUpdates = n.productUpdates;
  if (Object.keys(set).length > 0) {
    await db.update(users).set(set).where(eq(users.id, userId));
    // The session's user carries the name and the language: the next request sees the new ones.
    forgetSessionsOf(userId, clock);
  }
  return getAccount({ db, clock, userId });
}

/**
 * Checks the current password of a signed-in person before a sensitive action. Wrong guesses count
 * (5 per 15 minutes per account, accountLimits.passwordCheck) and answer 403 `wrong_password`, which
 * the web app does not mistake for a lost session; a correct password takes its attempt back.
 */
export async function verifyCurrentPassword({
  limiter,
  hasher,
  user,
  password,
}: {
  limiter: RateLimiter;
  hasher: PasswordHasher;
  user: UserRow;
  password: string;
}): Promise<void> {
  const key = accountLimits.passwordCheck.key(user.id);
  assertAllowed(await limiter.consume(key, accountLimits.passwordCheck.rule));
  if (!(await hasher.verify(user.passwordHash, password))) {
    throw new AppError('wrong_password', { message: 'The current password is wrong.' });
  }
  await limiter.refund(key);
}

/**
 * Changes the password of a signed-in person: the current one must be right, the new one passes the
 * password policy, every other session ends (this one stays), pending reset links stop working, and
 * the owner is told by e-mail.
 */
export async function changePassword({
  db,
  clock,
  limiter,
  hasher,
  mail,
  userId,
  sessionId,
  currentPassword,
  newPassword,
}: {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  mail: MailContext;
  userId: number;
  sessionId: number;
  currentPassword: string;
  newPassword: string;
}): Promise<{ signedOut: number }> {
  const user = await loadUser(db, userId);
  await verifyCurrentPassword({ limiter, hasher, user, password: currentPassword });
  await assertAcceptablePassword(newPassword, { email: user.email, fullName: user.fullName });
  const passwordHash = await hasher.hash(newPassword);
  const signedOut = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await voidOneTimeTokens({ db: tx, userId, purpose: 'password_reset', clock });
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    forgetSessionsOf(userId, clock);
    return ended.length;
  });
  await limiter.reset(limits.signInAccount.key(user.email));
  await mail.mailer.send({
    to: user.email,
    ...composeAccountEmail('passwordChangedSignedIn', user.locale, { name: user.fullName }, mail.publicUrl),
  });
  return { signedOut };
}

/**
 * Asks to move the account to another address. Nothing changes yet: a single-use link (24 hours,
 * stored hashed) goes to the new address, and the current address is told at once, so a stranger in
 * a signed-in browser cannot move the account quietly. An address that already has an account gets
 * a notice instead of a link, and the answer is the same, so the endpoint tells nobody which
 * addresses have accounts.
 */
export async function requestEmailChange({
  db,
  clock,
  limiter,
  hasher,
  mail,
  userId,
  newEmail,
  currentPassword,
}: {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  mail: MailContext;
  userId: number;
  newEmail: string;
  currentPassword: string;
}): Promise<void> {
  const user = await loadUser(db, userId);
  await enforce(limiter, [[accountLimits.emailChange.key(userId), accountLimits.emailChange.rule]]);
  await verifyCurrentPassword({ limiter, hasher, user, password: currentPassword });
  if (newEmail === user.email) {
    throw new AppError('validation_failed', {
      message: 'This is already the account’s address.',
      details: [{ path: 'newEmail', message: 'is already the account’s address' }],
    });
  }
  const [holder] = await db.select({ status: users.status }).from(users).where(eq(users.email, newEmail)).limit(1);
  // An unproven registration belongs to nobody (decision 014): it does not block the address.
  if (holder && holder.status !== 'pending_activation') {
    await mail.mailer.send({
      to: newEmail,
      ...composeAccountEmail('emailChangeTaken', user.locale, { name: user.fullName }, mail.publicUrl),
    });
    return;
  }
  const token = await issueOneTimeToken({ db, userId, purpose: 'email_change', clock, newEmail });
  await mail.mailer.send({
    to: newEmail,
    ...composeAccountEmail('confirmEmailChange', user.locale, { name: user.fullName, token, newEmail }, mail.publicUrl),
  });
  await mail.mailer.send({
    to: user.email,
    ...composeAccountEmail('emailChangeRequested', user.locale, { name: user.fullName, newEmail }, mail.publicUrl),
  });
}

/**
 * Uses a confirmation link: the account's address becomes the one the link was sent to. Works from
 * any browser (the link itself proves the new address; the request was made with the password). An
 * unactivated registration holding the address is removed; a settled account holding it meanwhile
 * answers 409 `account_exists`.
 */
export async function confirmEmailChange({
  db,
  clock,
  mail,
  token,
}: {
  db: DbOrTx;
  clock: Clock;
  mail: MailContext;
  token: string;
}): Promise<{ email: string }> {
  const { user, newEmail } = await db.transaction(async (tx) => {
    const { userId, newEmail } = await consumeEmailChangeToken({ db: tx, token, clock });
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current || current.status === 'terminated') throw new AppError('token_invalid');
    const [holder] = await tx.select().from(users).where(eq(users.email, newEmail)).for('update');
    if (holder && holder.id !== userId) {
      if (holder.status !== 'pending_activation') {
        throw new AppError('account_exists', { message: 'This address has an account of its own by now.' });
      }
      await tx.delete(users).where(eq(users.id, holder.id));
    }
    await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
    forgetSessionsOf(userId, clock);
    // Reset links were sent to the old address: they stop working with it.
    await voidOneTimeTokens({ db: tx, userId, purpose: 'password_reset', clock });
    return { user: current, newEmail };
  });
  await mail.mailer.send({
    to: user.email,
    ...composeAccountEmail('emailChanged', user.locale, { name: user.fullName, newEmail }, mail.publicUrl),
  });
  return { email: newEmail };
}
