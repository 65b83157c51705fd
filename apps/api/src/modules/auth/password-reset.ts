import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { findUserByEmail, type MailContext } from './accounts.js';
import { composeEmail } from './emails.js';
import { limits } from './limits.js';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken, voidOneTimeTokens } from './one-time-tokens.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { PasswordHasher } from './passwords.js';
import { revokeAllSessions } from './sessions.js';

/**
 * Mails a reset link when the address has an account that is not terminated; does nothing otherwise
 * (the caller answers the same either way). A new link voids the older ones.
 */
export async function requestPasswordReset({
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
  if (!user || user.status === 'terminated') return;
  const token = await issueOneTimeToken({ db, userId: user.id, purpose: 'password_reset', clock });
  await mail.mailer.send({
    to: user.email,
    ...composeEmail('passwordReset', user.locale, { name: user.fullName, token }, mail.publicUrl),
  });
}

/**
 * Sets a new password with a reset link. The password is checked before the link is used up, so a
 * refused password leaves the link working. Every session of the account ends, other reset links
 * stop working, the sign-in failures of the account are forgotten, and a notice is mailed.
 */
export async function completePasswordReset({
  db,
  clock,
  hasher,
  limiter,
  mail,
  token,
  password,
}: {
  db: DbOrTx;
  clock: Clock;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  mail: MailContext;
  token: string;
  password: string;
}): Promise<void> {
  const ownerId = await peekOneTimeToken({ db, token, purpose: 'password_reset', clock });
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId)).limit(1);
  await assertAcceptablePassword(password, { email: owner!.email, fullName: owner!.fullName });
  const passwordHash = await hasher.hash(password);
  const user = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken({ db: tx, token, purpose: 'password_reset', clock });
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
    await voidOneTimeTokens({ db: tx, userId, purpose: 'password_reset', clock });
    await revokeAllSessions({ db: tx, userId, clock });
    return updated!;
  });
  await limiter.reset(limits.signInAccount.key(user.email));
  await mail.mailer.send({
    to: user.email,
    ...composeEmail('passwordChanged', user.locale, { name: user.fullName }, mail.publicUrl),
  });
}
