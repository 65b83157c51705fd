import { DAY_MS, MINUTE_MS } from '../../lib/clock.js';
import type { RateRule } from '../../lib/rate-limit.js';

/**
 * Rate limits of the account page's sensitive actions, per signed-in user (lib/rate-limit.ts, shared
 * with every instance through Redis when configured).
 */
export const accountLimits = {
  /**
   * Wrong current passwords (password change, address change, deletion): 5 per 15 minutes. Someone
   * who found a signed-in browser cannot guess the password through these endpoints; a correct
   * password takes its attempt back.
   */
  passwordCheck: {
    key: (userId: number) => `account:password:${userId}`,
    rule: { limit: 5, windowMs: 15 * MINUTE_MS },
  },
  /** Address changes requested: 5 an hour (each sends two e-mails). */
  emailChange: { key: (userId: number) => `account:email:${userId}`, rule: { limit: 5, windowMs: 60 * MINUTE_MS } },
  /** Data exports: 3 a day (each builds every owned project's deck and workbook). */
  dataExport: { key: (userId: number) => `account:export:${userId}`, rule: { limit: 3, windowMs: DAY_MS } },
  /** Profile and notification changes: 60 an hour, enough for anyone clicking toggles. */
  update: { key: (userId: number) => `account:update:${userId}`, rule: { limit: 60, windowMs: 60 * MINUTE_MS } },
  /** Project handover offers: 20 an hour (each e-mails the editor offered the project). */
  handoverOffer: {
    key: (userId: number) => `account:handover:${userId}`,
    rule: { limit: 20, windowMs: 60 * MINUTE_MS },
  },
} satisfies Record<string, { key: (userId: number) => string; rule: RateRule }>;
