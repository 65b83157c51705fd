import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A project's export theme. Its own table rather than columns of `projects`: the logo is up to
 * 200 KB and project lists select whole project rows, so it would travel with every list. A project
 * without a row uses the default theme.
 */
export const projectThemes = pgTable('project_themes', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** "#RRGGBB", upper case. */
  accentColor: text('accent_color').notNull(),
  /** One of THEME_FONTS. */
  font: text('font').notNull(),
  /** A PNG or JPEG data URL, checked by its bytes on the way in; null for none. */
  logo: text('logo'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
