import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { addressKey, assertAllowed, type RateLimiter } from '../../lib/rate-limit.js';
import { findUserByEmail, type UserRow } from './accounts.js';
import { limits } from './limits.js';
import type { PasswordHasher } from './passwords.js';
import { createSession } from './sessions.js';

/** How long a stepped-up address (over its failure threshold) waits before each attempt is checked. */
export const STEP_UP_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs in with an address and a password and starts a new session.
 *
 * - A wrong password and an unknown address answer the same 401 `invalid_credentials`, after the
 *   same work (an unknown address is verified against a dummy hash).
 * - Only after a correct password does the account's state show: 403 `not_activated`, `waitlisted`
 *   or `account_terminated`.
 * - Failures count per account and client address together, per account, and per client address
 *   (limits.ts). The address that has been guessing an account is refused that account; an account
 *   under attack refuses only addresses that have been failing (never the owner's usual address or a
 *   clean one); an address failing across many accounts is slowed, never refused. So nobody's
 *   failures lock out someone else's correct password. Every attempt counts before its check, so a
 *   burst of parallel guesses cannot slip past a limit, and a correct password takes its attempt back.
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
  stepUpDelay = wait,
  userAgent,
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
  /** Waits before a stepped-up attempt (tests pass one that records instead of waiting). */
  stepUpDelay?: (ms: number) => Promise<void>;
  /** The browser's User-Agent, kept with the session for the account page. */
  userAgent?: string | undefined;
}): Promise<{ token: string; user: UserRow }> {
  const pairId = `${email}:${addressKey(clientAddress)}`;
  const keys = {
    pair: limits.signInPair.key(pairId),
    account: limits.signInAccount.key(email),
    address: limits.signInAddress.key(clientAddress),
    known: limits.signInKnown.key(pairId),
  };
  const known = (await limiter.peek(keys.known)) > 0;
  const [pair, account, address] = await Promise.all([
    limiter.consume(keys.pair, limits.signInPair.rule),
    limiter.consume(keys.account, { ...limits.signInAccount.rule, limit: Number.MAX_SAFE_INTEGER }),
    limiter.consume(keys.address, { ...limits.signInAddress.rule, limit: Number.MAX_SAFE_INTEGER }),
  ]);
  // This address has been guessing this account: it may not try it again for a while.
  assertAllowed(pair);
  // Failures of this address before this attempt (attempts still in flight count as failures).
  const addressFailures = address.count - 1;
  const underAttack = account.count > limits.signInAccount.rule.limit;
  if (underAttack && !known && addressFailures > 0) {
    assertAllowed({ ...account, allowed: false });
  }
  const suspicious = !known && (addressFailures > 0 || pair.count > 1);
  if (!known && addressFailures >= limits.signInAddress.rule.limit) await stepUpDelay(STEP_UP_DELAY_MS);

  const priority = known ? 'high' : suspicious ? 'low' : 'normal';
  const user = await findUserByEmail(db, email);
  const correct = user
    ? await hasher.verify(user.passwordHash, password, priority)
    : await hasher.verifyDummy(password, priority);
  if (!user || !correct) throw new AppError('invalid_credentials', { message: 'The address or password is wrong.' });

  // A correct password: this attempt was no failure, this address's failures on the account are
  // forgiven, and the address is remembered as one the owner signs in from.
  await Promise.all([
    limiter.reset(keys.pair),
    limiter.refund(keys.account),
    limiter.refund(keys.address),
    limiter.consume(keys.known, limits.signInKnown.rule),
  ]);
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
  const { token } = await createSession({
    db,
    userId: user.id,
    clock,
    client: { userAgent, address: clientAddress },
  });
  return { token, user: { ...user, ...changes } };
}
