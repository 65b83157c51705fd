import type { Readable } from 'node:stream';
import type { DataExport, Locale } from '@caseboard/contracts';
import { buildExport, documentFromBody } from '@caseboard/export';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import JSZip from 'jszip';
import type { DbOrTx } from '../../db/client.js';
import {
  accountExports,
  comments,
  commentThreads,
  feedbacks,
  projectMembers,
  projects,
  snapshotRevisions,
  snapshots,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, type Clock } from '../../lib/clock.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { MailContext } from '../auth/accounts.js';
import { readTheme } from '../export/theme.js';
import { headRevision, snapshotWithBody } from '../projects/snapshot-body.js';
import { composeAccountEmail } from './emails.js';
import { accountLimits } from './limits.js';

/** A finished export can be downloaded for this long. */
export const DATA_EXPORT_TTL_MS = DAY_MS;

type ExportRow = typeof accountExports.$inferSelect;

const present = (row: ExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  sizeBytes: row.sizeBytes,
});

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A folder name for a project: its id (unique) and a readable, file-system-safe form of its name. */
function folderName(id: number, name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `projects/${id}${slug ? `-${slug}` : ''}`;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Everything the account holds, as a ZIP: `account.json`; per owned project `project.json`, every
 * saved revision of its document (`revisions/0001.json` ...), the deck (`deck.pptx`) and workbook
 * (`workbook.xlsx`) exports of its current state; `feedback.json` with the feedback the person sent; `comments.json` with the comments they wrote.
 * `slot` bounds the CPU-heavy deck and workbook builds (modules/export/slots.ts).
 */
export async function buildDataArchive({
  db,
  clock,
  userId,
  slot,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  slot: <T>(work: () => Promise<T>) => Promise<T>;
}): Promise<Buffer> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error('the account is gone');
  const locale: Locale = user.locale === 'de' ? 'de' : 'en';
  const zip = new JSZip();
  const now = clock.now();
  zip.file(
    'account.json',
    json({
      exportedAt: now.toISOString(),
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      linkedinUrl: user.linkedinUrl,
      consultingBackground: user.consultingBackground,
      locale: user.locale,
      status: user.status,
      notifications: {
        mentions: user.notifyMentions,
        sharing: user.notifySharing,
        productUpdates: user.notifyProductUpdates,
      },
      createdAt: user.createdAt,
      ageConfirmedAt: user.ageConfirmedAt,
      termsAcceptedAt: user.termsAcceptedAt,
      activatedAt: user.activatedAt,
      lastSignInAt: user.lastSignInAt,
    }),
  );

  const owned = await db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, userId), eq(projects.isDemo, false)))
    .orderBy(asc(projects.id));
  for (const project of owned) {
    const folder = folderName(project.id, project.name);
    const members = await db
      .select({ email: projectMembers.email, role: projectMembers.role, status: projectMembers.status })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, project.id))
      .orderBy(asc(projectMembers.id));
    zip.file(
      `${folder}/project.json`,
      json({
        id: project.id,
        name: project.name,
        model: project.model,
        problemStatement: project.problemStatement,
        createdAt: project.createdAt,
        updatedAt: project.updatedAt,
        archivedAt: project.archivedAt,
        members,
      }),
    );
    const [snapshot] = await db
      .select(snapshotWithBody)
      .from(snapshots)
      .innerJoin(snapshotRevisions, headRevision)
      .where(eq(snapshots.projectId, project.id))
      .orderBy(asc(snapshots.id))
      .limit(1);
    if (!snapshot) continue;
    const revisions = await db
      .select()
      .from(snapshotRevisions)
      .where(eq(snapshotRevisions.snapshotId, snapshot.id))
      .orderBy(asc(snapshotRevisions.revision));
    for (const revision of revisions) {
      let document: unknown;
      try {
        document = JSON.parse(revision.body);
      } catch {
        document = revision.body;
      }
      zip.file(
        `${folder}/revisions/${String(revision.revision).padStart(4, '0')}.json`,
        json({
          revision: revision.revision,
          savedAt: revision.createdAt,
          startedAt: revision.startedAt,
          autosave: revision.autosave,
          problemStatement: revision.problemStatement,
          document,
        }),
      );
    }
    const problemStatement = snapshot.problemStatement || project.problemStatement;
    const input = {
      projectName: project.name,
      problemStatement,
      document: documentFromBody(snapshot.body, problemStatement),
      theme: await readTheme(db, project.id),
      locale,
      generatedAt: now,
    };
    for (const [format, file] of [
      ['pptx', 'deck.pptx'],
      ['xlsx', 'workbook.xlsx'],
    ] as const) {
      const built = await slot(async () => streamToBuffer((await buildExport(format, input)).body));
      zip.file(`${folder}/${file}`, built);
    }
  }

  const sent = await db
    .select({
      createdAt: feedbacks.createdAt,
      category: feedbacks.category,
      rating: feedbacks.rating,
      page: feedbacks.page,
      message: feedbacks.message,
    })
    .from(feedbacks)
    .where(eq(feedbacks.userId, userId))
    .orderBy(asc(feedbacks.createdAt));
  zip.file('feedback.json', json(sent));
  // Every comment the person wrote, on any project (their own or one shared with them); deleted ones
  // are gone. The anchor says which item of the document it was on.
  const written = await db
    .select({
      projectId: projects.id,
      project: projects.name,
      threadId: commentThreads.id,
      anchor: { kind: commentThreads.anchorKind, id: commentThreads.anchorId, step: commentThreads.step },
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      body: comments.body,
    })
    .from(comments)
    .innerJoin(commentThreads, eq(commentThreads.id, comments.threadId))
    .innerJoin(projects, eq(projects.id, commentThreads.projectId))
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  zip.file('comments.json', json(written));
  zip.file(
    'README.txt',
    [
      'Your Caseboard data',
      '',
      'account.json            your account as Caseboard stores it (the password only ever as a hash, which is not included)',
      'projects/<id>-<name>/   every project you own: project.json (with its members), revisions/ (each saved',
      '                        version of the document, oldest first), deck.pptx and workbook.xlsx (the current state)',
      'feedback.json           the feedback you sent',
      'comments.json           the comments you wrote, on your projects and on those shared with you',
      '',
    ].join('\n'),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

/** Deletes finished exports whose download time is over (anyone's; cheap, runs with every request). */
async function sweepExpired(db: DbOrTx, now: Date) {
  await db.delete(accountExports).where(lte(accountExports.expiresAt, now));
}

/**
 * Starts an export: a row in `preparing`, the ZIP built after the answer by the job queue, then the
 * row `ready` for 24 hours and the owner e-mailed a link to the account page. A request while one is
 * being prepared returns that one instead of starting another.
 */
export async function requestDataExport({
  db,
  clock,
  limiter,
  mail,
  userId,
  enqueue,
  slot,
  onError,
}: {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  mail: MailContext;
  userId: number;
  enqueue: (name: string, job: () => Promise<unknown>) => boolean;
  slot: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown) => void;
}): Promise<DataExport> {
  const now = clock.now();
  await sweepExpired(db, now);
  const [preparing] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), eq(accountExports.status, 'preparing')))
    .limit(1);
  if (preparing) return present(preparing);
  await enforce(limiter, [[accountLimits.dataExport.key(userId), accountLimits.dataExport.rule]]);
  const [row] = await db.insert(accountExports).values({ userId, status: 'preparing', createdAt: now }).returning();
  const id = row!.id;
  const job = async () => {
    try {
      const archive = await buildDataArchive({ db, clock, userId, slot });
      const readyAt = clock.now();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_MS);
      const [ready] = await db
        .update(accountExports)
        .set({ status: 'ready', archive, sizeBytes: archive.length, readyAt, expiresAt })
        .where(eq(accountExports.id, id))
        .returning({ id: accountExports.id });
      // The account may have been deleted meanwhile: then there is nobody to tell.
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!ready || !user) return;
      await mail.mailer.send({
        to: user.email,
        ...composeAccountEmail(
          'dataExportReady',
          user.locale,
          { name: user.fullName, expiresAt: expiresAt.toISOString().slice(0, 16).replace('T', ' ') },
          mail.publicUrl,
        ),
      });
    } catch (error) {
      await db.update(accountExports).set({ status: 'failed' }).where(eq(accountExports.id, id));
      onError(error);
    }
  };
  if (!enqueue('account-data-export', job)) {
    await db.update(accountExports).set({ status: 'failed' }).where(eq(accountExports.id, id));
    throw new AppError('service_unavailable', {
      message: 'Too much work queued; try again in a moment.',
      headers: { 'Retry-After': '30' },
    });
  }
  return present(row!);
}

/** The account's exports that are preparing, failed recently, or ready and not expired; newest first. */
export async function listDataExports({
  db,
  clock,
  userId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
}): Promise<DataExport[]> {
  await sweepExpired(db, clock.now());
  const rows = await db
    .select({
      id: accountExports.id,
      userId: accountExports.userId,
      status: accountExports.status,
      sizeBytes: accountExports.sizeBytes,
      createdAt: accountExports.createdAt,
      readyAt: accountExports.readyAt,
      expiresAt: accountExports.expiresAt,
    })
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.id))
    .limit(5);
  return rows.map((row) => present({ ...row, archive: null }));
}

/**
 * The ZIP of a ready export, for its signed-in owner only: someone else's export, an expired one and
 * a missing one are the same 404; one still being prepared is 409 `export_not_ready`.
 */
export async function downloadDataExport({
  db,
  clock,
  userId,
  exportId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  exportId: number;
}): Promise<{ archive: Buffer; createdAt: Date }> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)))
    .limit(1);
  if (!row || row.status === 'failed' || (row.expiresAt && row.expiresAt <= now)) {
    throw new AppError('not_found', { message: 'No such export, or its download time is over.' });
  }
  if (row.status !== 'ready' || !row.archive) {
    throw new AppError('export_not_ready', { message: 'The export is still being prepared.' });
  }
  return { archive: row.archive, createdAt: row.createdAt };
}
