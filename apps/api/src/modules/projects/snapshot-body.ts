import { and, eq, getTableColumns } from 'drizzle-orm';
import { snapshotRevisions, snapshots } from '../../db/schema/index.js';

/**
 * A snapshot's document is kept once, as the body of its head revision: the history row of the same
 * snapshot and revision, found by the unique (snapshot, revision) index. Every write of a snapshot
 * writes that row in the same statement or transaction (docs/decisions/035-cheap-saves.md).
 */
export const headRevision = and(
  eq(snapshotRevisions.snapshotId, snapshots.id),
  eq(snapshotRevisions.revision, snapshots.revision),
);

/** A snapshot's columns and its document: `db.select(snapshotWithBody).from(snapshots).innerJoin(snapshotRevisions, headRevision)`. */
export const snapshotWithBody = { ...getTableColumns(snapshots), body: snapshotRevisions.body };
