import type { RevisionSummary } from '@caseboard/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for worked examples, which no user owns. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    model: text('model').notNull(),
    problemStatement: text('problem_statement').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Stable key of a worked example, so loading them at start is idempotent. */
    demoKey: text('demo_key'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_owner_idx').on(t.ownerId), uniqueIndex('projects_demo_key_key').on(t.demoKey)],
);

/** Members other than the owner. An invited member has an e-mail and no user until the invitation is accepted. */
export const projectMembers = pgTable(
  'project_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['editor', 'commenter', 'viewer'] })
      .notNull()
      .default('editor'),
    status: text('status', { enum: ['invited', 'active'] }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_members_project_email_key').on(t.projectId, t.email),
    index('project_members_user_idx').on(t.userId),
  ],
);

/** Invitation links for addresses without an account: hashed, single use, seven days. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => projectMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_token_hash_key').on(t.tokenHash), index('invitations_member_idx').on(t.memberId)],
);

/**
 * The current state of a snapshot; `revision` rises by one with every save and is the If-Match token.
 * Its document is not stored here: it is the body of its head revision, the `snapshot_revisions` row
 * of the same snapshot and revision, which every write of a snapshot writes in the same statement or
 * transaction (`headRevision` in modules/projects/snapshot-body.ts; docs/decisions/035-cheap-saves.md).
 */
export const snapshots = pgTable(
  'snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The `version` the body carries (null for unversioned 1.0 documents), so lists need not parse bodies. */
    documentVersion: text('document_version'),
    problemStatement: text('problem_statement').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('snapshots_project_idx').on(t.projectId)],
);

/**
 * Every saved revision of a snapshot (the current one included), so history, diff and restore are
 * possible. Autosaves by one author within a minute fold into one row: `startedAt` is the first save
 * folded into it, `createdAt` the last.
 */
export const snapshotRevisions = pgTable(
  'snapshot_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => snapshots.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    body: text('body').notNull(),
    /**
     * SHA-256 (hex) of `body`, so a save finds the revision it restores, and compares with the one it
     * follows, without reading bodies (docs/decisions/035-cheap-saves.md).
     */
    bodyHash: text('body_hash').notNull(),
    problemStatement: text('problem_statement').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    autosave: boolean('autosave').notNull().default(false),
    /** What the revision changed against the one before it (docs/decisions/026-workspace-layout-and-history.md); null before summaries existed and for 1.0 documents. */
    summary: jsonb('summary').$type<RevisionSummary>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('snapshot_revisions_snapshot_revision_key').on(t.snapshotId, t.revision),
    index('snapshot_revisions_snapshot_hash_idx').on(t.snapshotId, t.bodyHash),
  ],
);
