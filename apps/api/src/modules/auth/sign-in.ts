import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, type RateLimiter } from '../../lib/rate-limit.js';
import { findUserByEmail, type UserRow } from './accounts.js';
import { limits } from './limits.js';
import type { PasswordHasher } from './passwords.js';
import { createSession } from './sessions.js';

/**
 * Signs in with an address and a password and starts a new session.
 *
 * - A wrong password and an unknown address answer the same 401 `invalid_credentials`, after the
 *   same work (an unknown address is verified against a dummy hash).
 * - Only after a correct password does the account's state show: 403 `not_activated`, `waitlisted`
 *   or `account_terminated`.
 * - Attempts count against the account (a short window, so a stranger guessing can delay its owner
 *   by a minute at most) and against the client's address (a longer one, which stops one source from
 *   trying many accounts). A correct password clears the account's count and gives the address its
 *   attempt back, so only failures accumulate. Counting happens before the check, so a burst of
 *   parallel guesses cannot slip past the limit.
 */
export async function signIn({
  db,
  clock,
  hasher,
  limiter,
  email,
  password,
  clientAddress,
  endPreviousSession,
}: {
  db: DbOrTx;
  clock: Clock;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  email: string;
  password: string;
  clientAddress: string;
  /** Ends the session the request carried, if any: every sign-in gets a new token. */
  endPreviousSession?: (() => Promise<void>) | undefined;
}): Promise<{ token: string; user: UserRow }> {
  const accountKey = limits.signInAccount.key(email);
  const addressKey = limits.signInAddress.key(clientAddress);
  assertAllowed(
    ...(await Promise.all([
      limiter.consume(accountKey, limits.signInAccount.rule),
      limiter.consume(addressKey, limits.signInAddress.rule),
    ])),
  );

  const user = await findUserByEmail(db, email);
  const correct = user ? await hasher.verify(user.passwordHash, password) : await hasher.verifyDummy(password);
  if (!user || !correct) throw new AppError('invalid_credentials', { message: 'The address or password is wrong.' });

  await Promise.all([limiter.reset(accountKey), limiter.refund(addressKey)]);
  if (user.status === 'pending_activation')
    throw new AppError('not_activated', { message: 'Activate the account first.' });
  if (user.status === 'waitlisted')
    throw new AppError('waitlisted', { message: 'The account is on the waiting list.' });
  if (user.status === 'terminated')
    throw new AppError('account_terminated', { message: 'The account was terminated.' });

  const now = clock.now();
  const changes: Partial<UserRow> = { lastSignInAt: now };
  // Hashes made with older parameters are upgraded while the password is at hand.
  if (hasher.needsRehash(user.passwordHash)) changes.passwordHash = await hasher.hash(password);
  await db.update(users).set(changes).where(eq(users.id, user.id));
  await endPreviousSession?.();
  const { token } = await createSession({ db, userId: user.id, clock });
  return { token, user: { ...user, ...changes } };
}
