import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';

/** One row per generation request, for usage reports and cost control. */
export const generationRuns = pgTable(
  'generation_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    artefact: text('artefact').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'cancelled'] }).notNull(),
    errorCode: text('error_code'),
    durationMs: integer('duration_ms').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generation_runs_created_idx').on(t.createdAt), index('generation_runs_user_idx').on(t.userId)],
);
