import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';

const STEPS = ['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline'] as const;

/**
 * A conversation about one item of a project's document (docs/decisions/028-team-review.md). The
 * anchor is the item's stable id, so it survives renames and moves; when the item is deleted the
 * thread stays and the workspace shows it "on a deleted item". `lastCommentAt`/`lastCommentBy` let
 * unread marks and ordering work without reading comments.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    anchorKind: text('anchor_kind', {
      enum: ['node', 'workplanRow', 'analysis', 'storylinePoint', 'slide', 'brief'],
    }).notNull(),
    anchorId: text('anchor_id').notNull(),
    step: text('step', { enum: STEPS }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastCommentAt: timestamp('last_comment_at', { withTimezone: true }).notNull().defaultNow(),
    lastCommentBy: integer('last_comment_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('comment_threads_project_idx').on(t.projectId, t.lastCommentAt)],
);

/** One comment of a thread. Deleting keeps the row (`deletedAt`, body emptied) so replies keep their place. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** User ids the body mentions that were members when it was written. */
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('comments_thread_idx').on(t.threadId, t.id)],
);

/** When a person last opened a thread: a thread with a later comment by someone else is unread for them. */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('thread_reads_user_idx').on(t.userId)],
);

/** An editor asking a member to sign off a step; the reviewer approves or requests changes once. */
export const stepReviews = pgTable(
  'step_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    step: text('step', { enum: STEPS }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['requested', 'approved', 'changes_requested'] })
      .notNull()
      .default('requested'),
    note: text('note').notNull().default(''),
    decisionNote: text('decision_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('step_reviews_project_idx').on(t.projectId, t.createdAt),
    index('step_reviews_reviewer_idx').on(t.reviewerId),
  ],
);
