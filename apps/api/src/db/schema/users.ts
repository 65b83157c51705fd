import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Accounts. `status` follows the closed beta: pending_activation -> active | waitlisted -> active;
 * any -> terminated. E-mail addresses are stored lower-cased and trimmed.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    /** Required of beta applicants; people who joined through an invitation need not give one. */
    linkedinUrl: text('linkedin_url'),
    consultingBackground: text('consulting_background'),
    locale: text('locale').notNull().default('en'),
    /**
     * Joined through an invitation and owns no project yet: active, but holds no beta seat. Creating
     * a project of their own makes them a participant (modules/account/seats.ts).
     */
    invitedOnly: boolean('invited_only').notNull().default(false),
    /** Notification e-mails the person wants (account page): mentions, sharing, product updates. */
    notifyMentions: boolean('notify_mentions').notNull().default(true),
    notifySharing: boolean('notify_sharing').notNull().default(true),
    notifyProductUpdates: boolean('notify_product_updates').notNull().default(false),
    status: text('status', { enum: ['pending_activation', 'active', 'waitlisted', 'terminated'] })
      .notNull()
      .default('pending_activation'),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    /** Set when a terminated account's data was archived: kept, hidden from everyone, restorable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_status_idx').on(t.status)],
);

/** Server-side sessions: only the SHA-256 hash of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The browser's User-Agent and the client address at sign-in, shown on the account page's session list. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use, short-lived, hashed tokens sent by e-mail: activation, password reset, e-mail change. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For `email_change`: the address the link was sent to, which becomes the account's when it is used. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null once the author deleted their account: the beta terms give the company the feedback, so it
     * stays, without anything that names its author.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    rating: smallint('rating'),
    category: text('category', { enum: ['bug', 'idea', 'praise', 'other'] }),
    page: text('page'),
    ...timestamps,
  },
  (t) => [index('feedbacks_created_idx').on(t.createdAt)],
);
