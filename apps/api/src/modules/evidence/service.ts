import { randomUUID } from 'node:crypto';
import { DATASET_PREVIEW_ROWS, type DatasetSummary, type DatasetTable } from '@caseboard/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { evidenceDatasets } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, loadProjectAccess, policy } from '../projects/access.js';
import type { TableParser } from './parser.js';
import type { ParseKind } from './read-table.js';

/**
 * Data sets of a project. Owners and editors store them; anyone who can read the project reads them.
 * A data set of another project, or of a project the caller may not see, is the same 404 as none.
 */

/** The caller may store data in the project: checked before the body is read, and again before storing. */
export async function assertMayUpload({ db, userId, projectId }: { db: DbOrTx; userId: number; projectId: number }) {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.edit(access));
}

export async function uploadDataset({
  db,
  clock,
  parser,
  userId,
  projectId,
  bytes,
  kind,
  name,
  sheet,
  paste,
}: {
  db: DbOrTx;
  clock: Clock;
  parser: TableParser;
  userId: number;
  projectId: number;
  bytes: Uint8Array;
  kind: ParseKind;
  name: string;
  sheet: string | undefined;
  paste: boolean;
}): Promise<DatasetSummary> {
  await assertMayUpload({ db, userId, projectId });
  if (bytes.length === 0) throw new AppError('dataset_empty', { message: 'The file is empty.' });
  const table = await parser.parse(bytes, kind, sheet);
  const id = randomUUID();
  const createdAt = clock.now();
  const format = kind === 'xlsx' ? 'xlsx' : paste ? 'paste' : 'csv';
  await db.insert(evidenceDatasets).values({
    id,
    projectId,
    name,
    format,
    sheet: table.sheet ?? null,
    sheets: table.sheets,
    columns: table.columns,
    rows: table.rows,
    rowCount: table.rows.length,
    byteSize: bytes.length,
    createdBy: userId,
    createdAt,
  });
  return {
    id,
    name,
    format,
    ...(table.sheet ? { sheet: table.sheet } : {}),
    sheets: table.sheets,
    rowCount: table.rows.length,
    columns: table.columns,
    createdAt: createdAt.toISOString(),
    preview: table.rows.slice(0, DATASET_PREVIEW_ROWS),
  };
}

export async function getDataset({
  db,
  userId,
  projectId,
  datasetId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  datasetId: string;
}): Promise<DatasetTable> {
  await loadProjectAccess({ db, projectId, userId });
  const [row] = await db
    .select()
    .from(evidenceDatasets)
    .where(and(eq(evidenceDatasets.id, datasetId), eq(evidenceDatasets.projectId, projectId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    ...(row.sheet ? { sheet: row.sheet } : {}),
    sheets: row.sheets,
    rowCount: row.rowCount,
    columns: row.columns,
    createdAt: row.createdAt.toISOString(),
    rows: row.rows,
  };
}

/** The data sets an export needs, by id, of this project only. */
export async function datasetsOf(db: DbOrTx, projectId: number, ids: string[]): Promise<DatasetTable[]> {
  const out: DatasetTable[] = [];
  for (const datasetId of new Set(ids)) {
    const [row] = await db
      .select()
      .from(evidenceDatasets)
      .where(and(eq(evidenceDatasets.id, datasetId), eq(evidenceDatasets.projectId, projectId)))
      .limit(1);
    if (row) {
      out.push({
        id: row.id,
        name: row.name,
        format: row.format,
        ...(row.sheet ? { sheet: row.sheet } : {}),
        sheets: row.sheets,
        rowCount: row.rowCount,
        columns: row.columns,
        createdAt: row.createdAt.toISOString(),
        rows: row.rows,
      });
    }
  }
  return out;
}
