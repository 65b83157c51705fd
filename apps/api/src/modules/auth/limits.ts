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
  /** Failed sign-ins per account: 5 a minute (about 7,000 guesses a day against 49,000 refused common passwords). */
  signInAccount: rule((email) => `signin:account:${email}`, 5, MINUTE_MS),
  /** Failed sign-ins per client address: 20 per 15 minutes. */
  signInAddress: rule((ip) => `signin:address:${addressKey(ip)}`, 20, 15 * MINUTE_MS),
  /**
   * Requests that may e-mail an address (sign-up, resend, reset), per address: 5 per 15 minutes,
   * counted whether or not an account exists so the answer never tells.
   */
  mailRecipient: rule((email) => `mail:recipient:${email}`, 5, 15 * MINUTE_MS),
  /**
   * Requests that may send an account e-mail, per client address: 50 an hour by default
   * (MAIL_LIMIT_PER_CLIENT_PER_HOUR). Enough for an office behind one address; a spammer is held to a trickle.
   */
  mailAddress: rule((ip) => `mail:address:${addressKey(ip)}`, 50, 60 * MINUTE_MS),
} as const;

/** Before an endpoint that may send an account e-mail: per recipient and per client address. */
export function enforceMailLimits(
  limiter: RateLimiter,
  { email, clientAddress, perClientPerHour }: { email: string; clientAddress: string; perClientPerHour: number },
) {
  return enforce(limiter, [
    [limits.mailRecipient.key(email), limits.mailRecipient.rule],
    [limits.mailAddress.key(clientAddress), { ...limits.mailAddress.rule, limit: perClientPerHour }],
  ]);
}
