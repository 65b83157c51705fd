import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Binary column: node-postgres hands back a Buffer, PGlite a Uint8Array; both read as a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * "Export my data": a ZIP prepared in the background for its owner, downloadable by that owner while
 * signed in until `expiresAt` (24 hours after it is ready). Kept in the database so every API
 * instance can serve it; expired ones are deleted.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_user_idx').on(t.userId)],
);

/**
 * What is archived of an account its owner deleted: proof that the erasure happened and what the
 * person had agreed to, nothing that names them. The address is kept only as a SHA-256 hash, so an
 * operator can answer "was this address's account deleted?" without holding the address.
 */
export const deletedAccounts = pgTable(
  'deleted_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    formerUserId: integer('former_user_id').notNull(),
    emailHash: text('email_hash').notNull(),
    statusAtDeletion: text('status_at_deletion').notNull(),
    accountCreatedAt: timestamp('account_created_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    projectsDeleted: integer('projects_deleted').notNull(),
    membershipsRemoved: integer('memberships_removed').notNull(),
    feedbackKept: integer('feedback_kept').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_accounts_email_hash_idx').on(t.emailHash)],
);
