import {
  REVISION_FOLD_WINDOW_MS,
  type ProjectSnapshot,
  type RevisionSummary,
  type SnapshotRevisionDetail,
  type SnapshotRevisionList,
} from '@caseboard/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects, snapshotRevisions, snapshots, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, loadProjectAccess, policy } from './access.js';
import { checkDocument } from './document.js';
import { summariseSave } from './revision-summary.js';

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

const snapshotNotFound = () => new AppError('not_found');

/**
 * Replaces a snapshot as a whole. With an expected revision the update is conditional
 * (`UPDATE ... WHERE revision = $expected`), so of many saves carrying the same If-Match exactly one
 * wins and the rest get 412 `revision_conflict` with nothing changed. The new state is kept in the
 * history; an autosave folds into the previous revision when that was an autosave by the same author
 * begun less than a minute ago.
 */
export async function saveSnapshot({
  db,
  clock,
  userId,
  projectId,
  snapshotId,
  expectedRevision,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  snapshotId: number;
  expectedRevision: number | null;
  input: { problemStatement: string; body: string; autosave?: boolean | undefined };
}): Promise<ProjectSnapshot> {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.edit(access));
  const document = checkDocument(input.body);
  const autosave = input.autosave ?? false;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const target = and(eq(snapshots.id, snapshotId), eq(snapshots.projectId, projectId));
    const [saved] = await tx
      .update(snapshots)
      .set({
        body: document.text,
        documentVersion: document.version,
        problemStatement: input.problemStatement,
        revision: sql`${snapshots.revision} + 1`,
        updatedBy: userId,
        updatedAt: now,
      })
      .where(expectedRevision === null ? target : and(target, eq(snapshots.revision, expectedRevision)))
      .returning({ id: snapshots.id, revision: snapshots.revision, updatedAt: snapshots.updatedAt });
    if (!saved) {
      const [current] = await tx.select({ revision: snapshots.revision }).from(snapshots).where(target);
      if (!current) throw snapshotNotFound();
      throw new AppError('revision_conflict', {
        message: 'The snapshot changed since you loaded it; load the current revision and apply your change again.',
        details: { currentRevision: current.revision },
        headers: { ETag: etagOf(current.revision) },
      });
    }

    const [previous, beforePrevious] = await tx
      .select()
      .from(snapshotRevisions)
      .where(eq(snapshotRevisions.snapshotId, snapshotId))
      .orderBy(desc(snapshotRevisions.revision))
      .limit(2);
    const fold =
      autosave &&
      previous !== undefined &&
      previous.autosave &&
      previous.authorId === userId &&
      previous.revision === saved.revision - 1 &&
      now.getTime() - previous.startedAt.getTime() < REVISION_FOLD_WINDOW_MS;
    // A folded autosave says what changed since the revision before the ones it folds.
    const summary = await summariseSave({
      db: tx,
      snapshotId,
      base: fold ? beforePrevious : previous,
      next: { body: document.text, problemStatement: input.problemStatement },
      version: document.version,
      autosave,
    });
    if (fold) {
      await tx
        .update(snapshotRevisions)
        .set({
          revision: saved.revision,
          body: document.text,
          problemStatement: input.problemStatement,
          summary,
          createdAt: now,
        })
        .where(eq(snapshotRevisions.id, previous.id));
    } else {
      await tx.insert(snapshotRevisions).values({
        snapshotId,
        revision: saved.revision,
        body: document.text,
        problemStatement: input.problemStatement,
        authorId: userId,
        autosave,
        summary,
        startedAt: now,
        createdAt: now,
      });
    }
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
    return {
      id: saved.id,
      body: document.text,
      problemStatement: input.problemStatement,
      revision: saved.revision,
      updatedAt: saved.updatedAt.toISOString(),
    };
  });
}

async function assertSnapshotOfProject(db: DbOrTx, projectId: number, snapshotId: number) {
  const [row] = await db
    .select({ id: snapshots.id })
    .from(snapshots)
    .where(and(eq(snapshots.id, snapshotId), eq(snapshots.projectId, projectId)));
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

/** The history of a snapshot, newest first. */
export async function listRevisions({
  db,
  userId,
  projectId,
  snapshotId,
  pageNumber,
  pageSize,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  snapshotId: number;
  pageNumber: number;
  pageSize: number;
}): Promise<SnapshotRevisionList> {
  await loadProjectAccess({ db, projectId, userId });
  await assertSnapshotOfProject(db, projectId, snapshotId);
  const [rows, [totals]] = await Promise.all([
    db
      .select(revisionColumns)
      .from(snapshotRevisions)
      .leftJoin(users, authorJoin)
      .where(eq(snapshotRevisions.snapshotId, snapshotId))
      .orderBy(desc(snapshotRevisions.revision))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ total: count() }).from(snapshotRevisions).where(eq(snapshotRevisions.snapshotId, snapshotId)),
  ]);
  return { results: rows.map(presentRevision), total: totals?.total ?? 0 };
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
