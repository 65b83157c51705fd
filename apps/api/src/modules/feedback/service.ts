import type { CreateFeedbackRequest } from '@caseboard/contracts';
import { asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedbacks, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { MINUTE_MS } from '../../lib/clock.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';

/** Feedback messages per user: 10 an hour is plenty for a person and stops a script. */
export const FEEDBACK_LIMIT = { limit: 10, windowMs: 60 * MINUTE_MS };

/** Stores a participant's feedback (the beta terms make it the company's). */
export async function createFeedback({
  db,
  clock,
  limiter,
  userId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  userId: number;
  input: CreateFeedbackRequest;
}) {
  await enforce(limiter, [[`feedback:user:${userId}`, FEEDBACK_LIMIT]]);
  const [row] = await db
    .insert(feedbacks)
    .values({
      userId,
      message: input.message,
      rating: input.rating ?? null,
      category: input.category ?? null,
      page: input.page ?? null,
      createdAt: clock.now(),
    })
    .returning({ id: feedbacks.id, createdAt: feedbacks.createdAt });
  return row!;
}

/**
 * Feedback with its author, newest last (reads like a log), optionally only since a moment. Feedback
 * of a deleted account has no author any more (null name and address).
 */
export function listFeedback({ db, since }: { db: DbOrTx; since?: Date }) {
  return db
    .select({
      id: feedbacks.id,
      createdAt: feedbacks.createdAt,
      email: users.email,
      fullName: users.fullName,
      rating: feedbacks.rating,
      category: feedbacks.category,
      page: feedbacks.page,
      message: feedbacks.message,
    })
    .from(feedbacks)
    .leftJoin(users, eq(users.id, feedbacks.userId))
    .where(since ? gte(feedbacks.createdAt, since) : undefined)
    .orderBy(asc(feedbacks.createdAt), asc(feedbacks.id));
}
