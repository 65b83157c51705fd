import {
  REVISION_FOLD_WINDOW_MS,
  type JsonPatch,
  type ProjectSnapshot,
  type SnapshotDocument,
} from '@caseboard/contracts';
import { applyJsonPatch } from '@caseboard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { perDatabase } from '../../db/per-database.js';
import { snapshotRevisions, snapshots } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, loadProjectAccessAndHead, policy } from './access.js';
import { hashBody } from './body-hash.js';
import { assertDocumentSize, checkDocument, checkDocumentValue, type CheckedDocument } from './document.js';
import { revisionCacheOf, type RevisionCache } from './revision-cache.js';
import { savedChecked } from './checked-body.js';
import { summariseSave, type SummaryBase } from './revision-summary.js';
import { headRevision } from './snapshot-body.js';
import { etagOf } from './snapshots.js';

/** A save's result: the stored snapshot (its body is what the server keeps, normalised). */
export type SavedSnapshotState = ProjectSnapshot;

interface SaveTarget {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  snapshotId: number;
}

/**
 * Replaces a snapshot as a whole. With an expected revision the update is conditional
 * (`UPDATE ... WHERE revision = $expected`), so of many saves carrying the same If-Match exactly one
 * wins and the rest get 412 `revision_conflict` with nothing changed. The new state is kept in the
 * history; an autosave folds into the previous revision when that was an autosave by the same author
 * begun less than a minute ago. The body is parsed and validated once (document.ts) and stored once,
 * as the head revision's body, by one statement (docs/decisions/035-cheap-saves.md).
 */
export async function saveSnapshot({
  expectedRevision,
  input,
  ...target
}: SaveTarget & {
  expectedRevision: number | null;
  input: { problemStatement: string; body: string; autosave?: boolean | undefined };
}): Promise<SavedSnapshotState> {
  const { access, head } = await loadProjectAccessAndHead(target);
  assertAllowed(policy.edit(access));
  const document = checkDocument(input.body);
  return commitSave({
    ...target,
    head: headOf(head),
    expectedRevision,
    document,
    problemStatement: input.problemStatement,
    autosave: input.autosave ?? false,
  });
}

/**
 * Applies RFC 6902 operations to the document of the revision `If-Match` names and saves the result
 * like a PUT (same conflict rule, folding and history). The revision's document comes from the
 * revision cache when this instance saved or read it, else from the snapshot row. An operation that
 * does not apply is 422 `patch_invalid` naming it; a result that is no valid document is 400
 * `invalid_document`, as for a PUT. The problem statement stays as it is.
 */
export async function patchSnapshot({
  expectedRevision,
  patch,
  autosave,
  ...target
}: SaveTarget & { expectedRevision: number | null; patch: JsonPatch; autosave: boolean }): Promise<SavedSnapshotState> {
  const { db, projectId, snapshotId } = target;
  const { access, head } = await loadProjectAccessAndHead(target);
  assertAllowed(policy.edit(access));
  if (expectedRevision === null) {
    throw new AppError('precondition_required', {
      message: 'A patch needs If-Match: "<revision>", the revision its operations were made against.',
    });
  }
  const cache = revisionCacheOf(db);
  let base = cache.get(snapshotId, expectedRevision);
  if (!base) {
    const [row] = await db
      .select({ body: snapshotRevisions.body, revision: snapshots.revision })
      .from(snapshots)
      .innerJoin(snapshotRevisions, headRevision)
      .where(and(eq(snapshots.id, snapshotId), eq(snapshots.projectId, projectId)));
    if (!row) throw new AppError('not_found');
    if (row.revision !== expectedRevision) throw staleRevision(row.revision);
    base = JSON.parse(row.body) as SnapshotDocument;
    cache.set(snapshotId, row.revision, base, row.body.length);
  }
  const patched = applyJsonPatch(base, patch);
  if (!patched.ok) {
    throw new AppError('patch_invalid', {
      message: `Operation ${patched.index} (${patch[patched.index]!.op} ${patched.path}) does not apply: ${patched.reason}.`,
      details: { index: patched.index, op: patch[patched.index]!.op, path: patched.path, reason: patched.reason },
    });
  }
  const document = checkDocumentValue(patched.value);
  assertDocumentSize(document.text);
  return commitSave({ ...target, head: headOf(head), expectedRevision, document, problemStatement: null, autosave });
}

const staleRevision = (current: number) =>
  new AppError('revision_conflict', {
    message: 'The snapshot changed since you loaded it; load the current revision and apply your change again.',
    details: { currentRevision: current },
    headers: { ETag: etagOf(current) },
  });

interface RecentRevision extends SummaryBase {
  id: number;
  autosave: boolean;
  authorId: number | null;
  startedAt: string;
}

interface HeadRow {
  revision: number;
  problemStatement: string;
  recent: RecentRevision[] | string | null;
}

/** The head as the driver gives it: JSON parsed already, or (through some drivers) its text. */
const headOf = (head: unknown): HeadRow | null =>
  typeof head === 'string' ? (JSON.parse(head) as HeadRow) : (head as HeadRow | null);

interface SavedRow {
  id: number;
  revision: number;
  updatedAt: Date | string;
  problemStatement: string;
}

/** Saves that lost the race to the same revision, for a save without If-Match, before it gives up with 412. */
const MAX_UNCONDITIONAL_ATTEMPTS = 20;

/**
 * The save itself. One read takes the snapshot's revision and its last two history rows (without
 * bodies): the first attempt's comes with the access check (access.ts, `loadProjectAccessAndHead`),
 * a later attempt's on its own. A stale If-Match is refused there. The fold and the summary are worked out before anything
 * is written, and then one statement writes everything: it updates the snapshot on condition that it
 * is still at the revision read, touches the project and writes the history row (new, or the folded
 * autosave's). A single statement needs no BEGIN and COMMIT and holds no transaction open while the
 * server computes (on the embedded database nobody else may query meanwhile); when another save
 * came between the read and the write, the condition fails, nothing is written and the save is
 * refused with 412 as before. Nothing else writes the history rows of a snapshot without raising its
 * revision, so under that condition the rows read are still the last two
 * (docs/decisions/035-cheap-saves.md). The document is cached as its revision once written.
 */
type CommitArgs = SaveTarget & {
  /** The head read with the access check (null: no such snapshot); later attempts read it again. */
  head: HeadRow | null;
  expectedRevision: number | null;
  document: CheckedDocument;
  /** Null keeps the snapshot's problem statement (a patch). */
  problemStatement: string | null;
  autosave: boolean;
};

function commitSave(args: CommitArgs): Promise<SavedSnapshotState> {
  // Saves without If-Match retry until they win; in this process they take turns per snapshot, so ten
  // of them at once do not keep beating each other to the 20th attempt and a 412 nobody asked for.
  return args.expectedRevision === null
    ? inTurn(args.db, args.snapshotId, () => commitAttempts(args))
    : commitAttempts(args);
}

/** The last unconditional save of each snapshot, to queue behind. */
const turnsOf = perDatabase(() => new Map<number, Promise<unknown>>());

function inTurn<T>(db: object, snapshotId: number, run: () => Promise<T>): Promise<T> {
  const turns = turnsOf(db);
  const result = (turns.get(snapshotId) ?? Promise.resolve()).then(run, run);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  turns.set(snapshotId, settled);
  void settled.then(() => {
    if (turns.get(snapshotId) === settled) turns.delete(snapshotId);
  });
  return result;
}

async function commitAttempts(args: CommitArgs): Promise<SavedSnapshotState> {
  const { db, snapshotId, expectedRevision, document } = args;
  const cache = revisionCacheOf(db);
  const bodyHash = hashBody(document.text);
  for (let attempt = 1; ; attempt += 1) {
    const head = attempt === 1 ? args.head : await readHead(args);
    const saved = await tryCommit({ ...args, head, cache, bodyHash });
    if (saved) {
      // Only now is revision N this document for good.
      cache.set(snapshotId, saved.revision, document.value, document.text.length);
      savedChecked(db, snapshotId, saved.revision, document.version !== null);
      return {
        id: saved.id,
        body: document.text,
        // The schema's own output (document.ts checkDocument): checked, unless a 1.0 document.
        checked: document.version !== null,
        problemStatement: saved.problemStatement,
        revision: saved.revision,
        updatedAt: new Date(saved.updatedAt).toISOString(),
      };
    }
    // Without If-Match the last save wins: read the new head and try again.
    if (expectedRevision !== null || attempt >= MAX_UNCONDITIONAL_ATTEMPTS) {
      throw staleRevision(await currentRevision(args));
    }
  }
}

async function currentRevision({ db, projectId, snapshotId }: SaveTarget): Promise<number> {
  const [current] = await db
    .select({ revision: snapshots.revision })
    .from(snapshots)
    .where(and(eq(snapshots.id, snapshotId), eq(snapshots.projectId, projectId)));
  if (!current) throw new AppError('not_found');
  return current.revision;
}

/**
 * The snapshot's revision and its last two history rows (without bodies); null when there is no such
 * snapshot. The same columns as the head read with the access check (`prepareSaveLookup` in access.ts).
 */
async function readHead({ db, projectId, snapshotId }: SaveTarget): Promise<HeadRow | null> {
  const headResult = await db.execute(sql`
    select s.revision, s.problem_statement as "problemStatement",
           (select json_agg(r) from (
              select id, revision, autosave, author_id as "authorId", started_at as "startedAt",
                     problem_statement as "problemStatement", body_hash as "bodyHash"
                from snapshot_revisions
               where snapshot_id = s.id
               order by revision desc
               limit 2) r) as recent
      from snapshots s
     where s.id = ${snapshotId} and s.project_id = ${projectId}`);
  return (headResult as unknown as { rows: HeadRow[] }).rows[0] ?? null;
}

/** One write after the head was read; null when the snapshot moved on since (nothing written then). */
async function tryCommit({
  db,
  clock,
  userId,
  projectId,
  snapshotId,
  head,
  expectedRevision,
  document,
  problemStatement,
  autosave,
  cache,
  bodyHash,
}: SaveTarget & {
  head: HeadRow | null;
  expectedRevision: number | null;
  document: CheckedDocument;
  problemStatement: string | null;
  autosave: boolean;
  cache: RevisionCache;
  bodyHash: string;
}): Promise<SavedRow | null> {
  if (!head) throw new AppError('not_found');
  if (expectedRevision !== null && head.revision !== expectedRevision) throw staleRevision(head.revision);
  const revision = head.revision + 1;
  const nextProblemStatement = problemStatement ?? head.problemStatement;
  const now = clock.now();
  const at = now.toISOString();
  const recent = (typeof head.recent === 'string' ? (JSON.parse(head.recent) as RecentRevision[]) : (head.recent ?? []))
    .slice()
    .sort((a, b) => b.revision - a.revision);
  const [previous, beforePrevious] = recent;
  const fold =
    autosave &&
    previous !== undefined &&
    previous.autosave &&
    previous.authorId === userId &&
    previous.revision === head.revision &&
    now.getTime() - Date.parse(previous.startedAt) < REVISION_FOLD_WINDOW_MS;
  // A folded autosave says what changed since the revision before the ones it folds.
  const base = fold ? beforePrevious : previous;
  // Kept as used even when this save needs no comparison with it (its body is the base's): a fold's
  // next save compares with the same base, which would otherwise age out of the cache and be read again.
  if (base) cache.touch(snapshotId, base.revision);
  const summary = await summariseSave({
    db,
    snapshotId,
    base,
    baseDocument: () => revisionDocument(db, cache, snapshotId, base!.revision),
    next: { document: document.value, version: document.version, bodyHash, problemStatement: nextProblemStatement },
    autosave,
  });
  const summaryJson = summary === null ? null : JSON.stringify(summary);
  // The history row, which holds the snapshot's document (its head revision, snapshot-body.ts): the
  // folded autosave's moves to the new number, else a new one. The text is written once.
  const history = fold
    ? sql`update snapshot_revisions
             set revision = saved.revision, body = ${document.text}, body_hash = ${bodyHash},
                 problem_statement = saved.problem_statement, summary = ${summaryJson}::jsonb,
                 created_at = ${at}::timestamptz
            from saved
           where snapshot_revisions.id = ${previous!.id}`
    : sql`insert into snapshot_revisions
                 (snapshot_id, revision, body, body_hash, problem_statement, summary, author_id, autosave,
                  started_at, created_at)
          select saved.id, saved.revision, ${document.text}::text, ${bodyHash}::text, saved.problem_statement,
                 ${summaryJson}::jsonb, ${userId}::integer, ${autosave}::boolean, ${at}::timestamptz,
                 ${at}::timestamptz
            from saved`;
  // Named per shape of the statement (fold or new row, with or without a problem statement), so each is
  // parsed and planned once per connection.
  const name = `snapshot_save_${fold ? 'fold' : 'insert'}${problemStatement === null ? '' : '_statement'}`;
  const result = await executeNamed<SavedRow>(
    db,
    name,
    sql`
    with saved as (
      update snapshots
         set document_version = ${document.version}, revision = ${revision},
             updated_by = ${userId}, updated_at = ${at}::timestamptz
             ${problemStatement === null ? sql`` : sql`, problem_statement = ${problemStatement}`}
       where id = ${snapshotId} and project_id = ${projectId} and revision = ${head.revision}
      returning id, revision, updated_at, problem_statement
    ), touched as (
      update projects set updated_at = ${at}::timestamptz
       where id = ${projectId} and exists (select 1 from saved)
    ), written as (
      ${history}
    )
    select saved.id, saved.revision, saved.updated_at as "updatedAt", saved.problem_statement as "problemStatement"
      from saved`,
  );
  return result.rows[0] ?? null;
}

/** The document of one stored revision: from the cache, else its history row (stored bodies passed the contract). */
async function revisionDocument(
  db: DbOrTx,
  cache: RevisionCache,
  snapshotId: number,
  revision: number,
): Promise<SnapshotDocument> {
  const cached = cache.get(snapshotId, revision);
  if (cached) return cached;
  const [row] = await db
    .select({ body: snapshotRevisions.body })
    .from(snapshotRevisions)
    .where(and(eq(snapshotRevisions.snapshotId, snapshotId), eq(snapshotRevisions.revision, revision)));
  const document = JSON.parse(row!.body) as SnapshotDocument;
  cache.set(snapshotId, revision, document, row!.body.length);
  return document;
}
