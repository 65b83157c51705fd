import { MINUTE_MS } from '../../lib/clock.js';
import { addressKey, enforce, type RateLimiter, type RateRule } from '../../lib/rate-limit.js';

const rule = (key: (value: string) => string, limit: number, windowMs: number) => ({
  key,
  rule: { limit, windowMs } satisfies RateRule,
});

/**
 * The auth rate limits in one place. Per-account limits use short windows so that a stranger who
 * knows an address can slow its owner down by minutes, never lock them out for hours; per-address
 * limits use longer ones, so one source cannot work through many accounts.
 */
export const limits = {
  /**
   * Failed sign-ins of one account from one client address: 5 per 15 minutes, then that address may
   * not try that account again until the window ends. Nobody else is held back by it.
   */
  signInPair: rule((key) => `signin:pair:${key}`, 5, 15 * MINUTE_MS),
  /**
   * Failed sign-ins of one account from anywhere: beyond 10 in 15 minutes the account is under attack,
   * and only addresses that have not been failing (or from which the owner signed in before) may try.
   */
  signInAccount: rule((email) => `signin:account:${email}`, 10, 15 * MINUTE_MS),
  /**
   * Failed sign-ins from one client address across accounts: beyond 20 in 15 minutes the address is
   * stepped up (each attempt waits a moment and hashes behind everyone else), never refused: an office
   * behind one address keeps signing in whatever one of its people, or an intruder among them, mistypes.
   */
  signInAddress: rule((ip) => `signin:address:${addressKey(ip)}`, 20, 15 * MINUTE_MS),
  /** Where an account signed in successfully: for 30 days that address passes the under-attack guard. */
  signInKnown: rule((key) => `signin:known:${key}`, 1_000_000, 30 * 24 * 60 * MINUTE_MS),
  /**
   * Requests that may e-mail an address (sign-up, resend, reset), per address named and per client
   * address asking: 5 per 15 minutes, counted whether or not an account exists so the answer never
   * tells. Keyed by both, so a stranger asking for someone's reset spends the stranger's budget, never
   * the owner's: the owner's own request still goes out.
   */
  mailRecipient: rule((key) => `mail:recipient:${key}`, 5, 15 * MINUTE_MS),
  /** Account e-mails one address may receive from everyone together: 20 an hour, so nobody is mail-bombed. */
  mailRecipientCeiling: rule((email) => `mail:recipient-total:${email}`, 20, 60 * MINUTE_MS),
  /** Sharing e-mails (invitations) one address may receive: 5 per 15 minutes, a budget apart from recovery's. */
  mailShareRecipient: rule((email) => `mail:share:${email}`, 5, 15 * MINUTE_MS),
  /**
   * Requests that may send an account e-mail, per client address: 50 an hour by default
   * (MAIL_LIMIT_PER_CLIENT_PER_HOUR). Enough for an office behind one address; a spammer is held to a trickle.
   */
  mailAddress: rule((ip) => `mail:address:${addressKey(ip)}`, 50, 60 * MINUTE_MS),
} as const;

/**
 * Before an endpoint that may send an account e-mail: per recipient and client address together, per
 * recipient from everyone (a higher ceiling), and per client address.
 */
export function enforceMailLimits(
  limiter: RateLimiter,
  { email, clientAddress, perClientPerHour }: { email: string; clientAddress: string; perClientPerHour: number },
) {
  return enforce(limiter, [
    [limits.mailRecipient.key(`${email}:${addressKey(clientAddress)}`), limits.mailRecipient.rule],
    [limits.mailRecipientCeiling.key(email), limits.mailRecipientCeiling.rule],
    [limits.mailAddress.key(clientAddress), { ...limits.mailAddress.rule, limit: perClientPerHour }],
  ]);
}

/**
 * Before a sharing e-mail, once the sharer is known to own the project: per recipient (a budget of its
 * own, so invitations never use up an address's password resets), per sharer and per client address.
 */
export function enforceShareMailLimits(
  limiter: RateLimiter,
  {
    email,
    sharerId,
    clientAddress,
    perClientPerHour,
  }: { email: string; sharerId: number; clientAddress: string; perClientPerHour: number },
) {
  return enforce(limiter, [
    [limits.mailShareRecipient.key(email), limits.mailShareRecipient.rule],
    [`members:add:user:${sharerId}`, { limit: 60, windowMs: 60 * MINUTE_MS }],
    [limits.mailAddress.key(clientAddress), { ...limits.mailAddress.rule, limit: perClientPerHour }],
  ]);
}
