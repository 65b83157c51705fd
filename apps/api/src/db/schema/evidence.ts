import type { DatasetCell, DatasetColumn } from '@caseboard/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * The team's data sets: a table read from an uploaded CSV or workbook, or pasted cells, stored typed.
 * Analyses refer to one by id from the project document, so every revision names the data it was
 * decided on; a data set is never changed after it is stored (replacing data stores a new one), so an
 * old revision's reference still reads what it read then. Rows go with the project when it is deleted.
 */
export const evidenceDatasets = pgTable(
  'evidence_datasets',
  {
    id: uuid('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx', 'paste'] }).notNull(),
    /** The sheet read from a workbook; null for CSV and pasted data. */
    sheet: text('sheet'),
    /** Every sheet of the workbook, to pick another. */
    sheets: jsonb('sheets').$type<string[]>().notNull().default([]),
    columns: jsonb('columns').$type<DatasetColumn[]>().notNull(),
    rows: jsonb('rows').$type<DatasetCell[][]>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** Bytes of the upload, for the operator's view of what a project stores. */
    byteSize: integer('byte_size').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evidence_datasets_project_idx').on(t.projectId)],
);
