import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, MINUTE_MS, type Clock } from '../../lib/clock.js';
import { generateToken, hashToken, looksLikeToken } from '../../lib/tokens.js';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

/** How long a mailed link works. A token is valid while now < expiresAt. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activation: 2 * DAY_MS,
  password_reset: 60 * MINUTE_MS,
  email_change: DAY_MS,
};

/**
 * Issues a single-use token for a user and returns it (only its hash is stored). Older unused tokens
 * of the same purpose are voided, so only the latest e-mail's link works.
 */
export async function issueOneTimeToken({
  db,
  userId,
  purpose,
  clock,
  newEmail,
}: {
  db: DbOrTx;
  userId: number;
  purpose: TokenPurpose;
  clock: Clock;
  /** For `email_change`: the address the link goes to. */
  newEmail?: string;
}): Promise<string> {
  const now = clock.now();
  await voidOneTimeTokens({ db, userId, purpose, clock });
  const token = generateToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    newEmail: newEmail ?? null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export async function voidOneTimeTokens({
  db,
  userId,
  purpose,
  clock,
}: {
  db: DbOrTx;
  userId: number;
  purpose: TokenPurpose;
  clock: Clock;
}) {
  await db
    .update(authTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** The row of a token that is neither used nor expired. */
const isUsable = (tokenHash: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/** Why a token does not work: unknown and used look the same; expired is said, so the page can offer a new link. */
async function explainUnusable(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<AppError> {
  const [row] = await db
    .select({ usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row && !row.usedAt && row.expiresAt <= now ? new AppError('token_expired') : new AppError('token_invalid');
}

/** The user a valid token belongs to, without using it up; throws `token_invalid` or `token_expired`. */
export async function peekOneTimeToken({
  db,
  token,
  purpose,
  clock,
}: {
  db: DbOrTx;
  token: string;
  purpose: TokenPurpose;
  clock: Clock;
}): Promise<number> {
  if (!looksLikeToken(token)) throw new AppError('token_invalid');
  const now = clock.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(isUsable(tokenHash, purpose, now))
    .limit(1);
  if (!row) throw await explainUnusable(db, tokenHash, purpose, now);
  return row.userId;
}

/**
 * Uses a token up and returns its user. One conditional UPDATE marks it used, so two requests racing
 * with the same token cannot both succeed.
 */
export async function consumeOneTimeToken({
  db,
  token,
  purpose,
  clock,
}: {
  db: DbOrTx;
  token: string;
  purpose: TokenPurpose;
  clock: Clock;
}): Promise<number> {
  if (!looksLikeToken(token)) throw new AppError('token_invalid');
  const now = clock.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(isUsable(tokenHash, purpose, now))
    .returning({ userId: authTokens.userId });
  if (!row) throw await explainUnusable(db, tokenHash, purpose, now);
  return row.userId;
}

/** Uses an e-mail change link up (one conditional UPDATE, like `consumeOneTimeToken`); returns its user and new address. */
export async function consumeEmailChangeToken({
  db,
  token,
  clock,
}: {
  db: DbOrTx;
  token: string;
  clock: Clock;
}): Promise<{ userId: number; newEmail: string }> {
  if (!looksLikeToken(token)) throw new AppError('token_invalid');
  const now = clock.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(isUsable(tokenHash, 'email_change', now))
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  if (!row?.newEmail) throw await explainUnusable(db, tokenHash, 'email_change', now);
  return { userId: row.userId, newEmail: row.newEmail };
}
