import type { RevisionSummary, SnapshotRevisionDetail, SnapshotRevisionList } from '@caseboard/contracts';
import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { snapshotRevisions, snapshots, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { loadProjectAccess } from './access.js';

/** `"7"`, `W/"7"` or `7` -> 7; `*` or no header -> null (any revision). */
export function parseIfMatch(header: string | undefined): number | null {
  if (header === undefined) return null;
  const value = header.trim();
  if (value === '*') return null;
  const revision = Number(value.replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isSafeInteger(revision) || revision < 1) {
    throw new AppError('validation_failed', { message: 'If-Match must be "<revision>" or *.' });
  }
  return revision;
}

export const etagOf = (revision: number) => `"${revision}"`;

/**
 * The `return` preference of a `Prefer` header (RFC 7240), or null when it names none; the last one
 * given counts. Other preferences are ignored, as the RFC allows.
 */
export function returnPreference(header: string | undefined): 'minimal' | 'representation' | null {
  if (!header) return null;
  let wanted: 'minimal' | 'representation' | null = null;
  for (const part of header.split(/[,;]/)) {
    const [name, value] = part.split('=').map((s) => s.trim().toLowerCase().replace(/"/g, ''));
    if (name === 'return' && (value === 'minimal' || value === 'representation')) wanted = value;
  }
  return wanted;
}

const snapshotNotFound = () => new AppError('not_found');

/**
 * The history's statements, prepared once per database handle (a history page runs the access check,
 * the snapshot check and the page, each planned anew when sent unnamed):
 * docs/decisions/037-embedded-database-off-the-request-thread.md.
 */
function prepareHistoryQueries(db: DbOrTx) {
  const ofSnapshot = eq(snapshotRevisions.snapshotId, sql.placeholder('snapshotId'));
  const page = (where: SQL | undefined) =>
    db
      .select(revisionColumns)
      .from(snapshotRevisions)
      .leftJoin(users, authorJoin)
      .where(where)
      .orderBy(desc(snapshotRevisions.revision))
      .limit(sql.placeholder('limit'));
  return {
    snapshotOfProject: db
      .select({ id: snapshots.id })
      .from(snapshots)
      .where(
        and(eq(snapshots.id, sql.placeholder('snapshotId')), eq(snapshots.projectId, sql.placeholder('projectId'))),
      )
      .prepare('snapshot_of_project'),
    /** Newest first, by offset (`pageNumber`, for older clients). */
    byOffset: page(ofSnapshot).offset(sql.placeholder('offset')).prepare('revision_page'),
    /** Newest first, below a revision (keyset). */
    before: page(and(ofSnapshot, lt(snapshotRevisions.revision, sql.placeholder('before')))).prepare(
      'revision_page_before',
    ),
  };
}
const historyQueriesOf = perDatabase(prepareHistoryQueries);

async function assertSnapshotOfProject(db: DbOrTx, projectId: number, snapshotId: number) {
  const [row] = await historyQueriesOf(db).snapshotOfProject.execute({ snapshotId, projectId });
  if (!row) throw snapshotNotFound();
}

const revisionColumns = {
  revision: snapshotRevisions.revision,
  createdAt: snapshotRevisions.createdAt,
  problemStatement: snapshotRevisions.problemStatement,
  autosave: snapshotRevisions.autosave,
  summary: snapshotRevisions.summary,
  authorId: users.id,
  authorName: users.fullName,
};

type RevisionRow = {
  revision: number;
  createdAt: Date;
  problemStatement: string;
  autosave: boolean;
  summary: RevisionSummary | null;
  authorId: number | null;
  authorName: string | null;
};

const presentRevision = (row: RevisionRow) => ({
  revision: row.revision,
  createdAt: row.createdAt.toISOString(),
  problemStatement: row.problemStatement,
  autosave: row.autosave,
  ...(row.summary ? { summary: row.summary } : {}),
  author: row.authorId !== null && row.authorName !== null ? { id: row.authorId, fullName: row.authorName } : null,
});

// Authors whose data is archived are shown as nobody.
const authorJoin = and(eq(users.id, snapshotRevisions.authorId), isNull(users.archivedAt));

/**
 * The history of a snapshot, newest first, by keyset: `before` (the previous page's `nextBefore`)
 * starts below that revision, so every page reads only its own rows from the (snapshot, revision)
 * index and nothing counts the history (docs/decisions/035-cheap-saves.md). Revision numbers are
 * unique per snapshot, so pages never overlap or skip, whatever the timestamps. Without `before`,
 * `pageNumber` still pages by offset for older clients.
 */
export async function listRevisions({
  db,
  userId,
  projectId,
  snapshotId,
  before,
  pageNumber,
  pageSize,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  snapshotId: number;
  before?: number | undefined;
  pageNumber: number;
  pageSize: number;
}): Promise<SnapshotRevisionList> {
  await loadProjectAccess({ db, projectId, userId });
  await assertSnapshotOfProject(db, projectId, snapshotId);
  const queries = historyQueriesOf(db);
  // One row more than the page says whether another page follows.
  const rows =
    before === undefined
      ? await queries.byOffset.execute({ snapshotId, limit: pageSize + 1, offset: (pageNumber - 1) * pageSize })
      : await queries.before.execute({ snapshotId, before, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize);
  const hasMore = rows.length > pageSize;
  return { results: page.map(presentRevision), hasMore, nextBefore: hasMore ? page.at(-1)!.revision : null };
}

/** One revision with its full body. */
export async function getRevision({
  db,
  userId,
  projectId,
  snapshotId,
  revision,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  snapshotId: number;
  revision: number;
}): Promise<SnapshotRevisionDetail> {
  await loadProjectAccess({ db, projectId, userId });
  await assertSnapshotOfProject(db, projectId, snapshotId);
  const [row] = await db
    .select({ ...revisionColumns, body: snapshotRevisions.body })
    .from(snapshotRevisions)
    .leftJoin(users, authorJoin)
    .where(and(eq(snapshotRevisions.snapshotId, snapshotId), eq(snapshotRevisions.revision, revision)));
  if (!row)
    throw new AppError('not_found', { message: 'No such revision (it may have been folded into a later one).' });
  return { ...presentRevision(row), body: row.body };
}
