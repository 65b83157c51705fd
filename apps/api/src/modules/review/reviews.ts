import {
  MAX_REVIEWS_PER_PROJECT,
  type CreateReviewSchema,
  type ReviewDecisionSchema,
  type ReviewList,
  type ReviewRequest,
} from '@caseboard/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { projects, stepReviews, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed } from '../projects/access.js';
import { loadReadAccess, projectPeople, reviewPolicy } from './access.js';

type ReviewRow = typeof stepReviews.$inferSelect;

async function present(db: DbOrTx, rows: ReviewRow[]): Promise<ReviewRequest[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.reviewerId, row.requestedBy]).filter((id) => id !== null))];
  const names =
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db
              .select({ id: users.id, fullName: users.fullName })
              .from(users)
              .where(and(inArray(users.id, ids), isNull(users.archivedAt)))
          ).map((row) => [row.id, row.fullName]),
        );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    step: row.step,
    state: row.state,
    requestedBy:
      row.requestedBy !== null && names.has(row.requestedBy)
        ? { userId: row.requestedBy, fullName: names.get(row.requestedBy)! }
        : null,
    reviewer: { userId: row.reviewerId, fullName: names.get(row.reviewerId) ?? '' },
    note: row.note,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * The project's review requests, newest first: the step navigation shows each step's latest, and the
 * history panel lists the decided ones beside the saved revisions.
 */
export async function listReviews({
  db,
  userId,
  projectId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
}): Promise<ReviewList> {
  await loadReadAccess(db, projectId, userId);
  const rows = await db
    .select()
    .from(stepReviews)
    .where(eq(stepReviews.projectId, projectId))
    .orderBy(desc(stepReviews.id))
    .limit(200);
  return { results: await present(db, rows) };
}

/** An editor (or the owner) asks a member to sign off a step. */
export async function createReview({
  db,
  clock,
  userId,
  projectId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  input: z.output<typeof CreateReviewSchema>;
}): Promise<ReviewRequest> {
  const access = await loadReadAccess(db, projectId, userId);
  if (access.project.isDemo) {
    throw new AppError('comments_unavailable', { message: 'Worked examples take no reviews; copy one first.' });
  }
  assertAllowed(reviewPolicy.requestReview(access));
  const people = await projectPeople(db, access);
  if (input.reviewerId === userId || !people.some((person) => person.userId === input.reviewerId)) {
    throw new AppError('reviewer_not_member', {
      message: 'Ask another member of the project (owner or an active member) for the review.',
    });
  }
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const [existing] = await tx
      .select({ total: count() })
      .from(stepReviews)
      .where(eq(stepReviews.projectId, projectId));
    if ((existing?.total ?? 0) >= MAX_REVIEWS_PER_PROJECT) {
      throw new AppError('conflict', {
        message: `A project holds at most ${MAX_REVIEWS_PER_PROJECT} review requests.`,
        details: { max: MAX_REVIEWS_PER_PROJECT },
      });
    }
    const [inserted] = await tx
      .insert(stepReviews)
      .values({
        projectId,
        step: input.step,
        requestedBy: userId,
        reviewerId: input.reviewerId,
        note: input.note,
        createdAt: clock.now(),
      })
      .returning();
    return inserted!;
  });
  return (await present(db, [row]))[0]!;
}

/** The reviewer, and only they, approves or requests changes, once. */
export async function decideReview({
  db,
  clock,
  userId,
  projectId,
  reviewId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  reviewId: number;
  input: z.output<typeof ReviewDecisionSchema>;
}): Promise<ReviewRequest> {
  await loadReadAccess(db, projectId, userId);
  const [review] = await db
    .select()
    .from(stepReviews)
    .where(and(eq(stepReviews.id, reviewId), eq(stepReviews.projectId, projectId)));
  if (!review) throw new AppError('not_found', { message: 'No such review request.' });
  assertAllowed(review.reviewerId === userId);
  const [row] = await db
    .update(stepReviews)
    .set({
      state: input.decision === 'approve' ? 'approved' : 'changes_requested',
      decisionNote: input.note,
      decidedAt: clock.now(),
    })
    .where(and(eq(stepReviews.id, reviewId), eq(stepReviews.state, 'requested')))
    .returning();
  if (!row) throw new AppError('review_already_decided', { message: 'This review was decided already.' });
  return (await present(db, [row]))[0]!;
}

/** For @ suggestions and the reviewer picker: everyone who reads the project. */
export async function listPeople({ db, userId, projectId }: { db: DbOrTx; userId: number; projectId: number }) {
  const access = await loadReadAccess(db, projectId, userId);
  const people = await projectPeople(db, access);
  return { results: people.map(({ userId: id, fullName, role }) => ({ userId: id, fullName, role })) };
}
