import {
  MAX_COMMENTS_PER_THREAD,
  MAX_MENTIONS_PER_COMMENT,
  MAX_THREADS_PER_PROJECT,
  mentionedUserIds,
  type Comment,
  type CreateThreadSchema,
  type ThreadDetail,
  type Thread,
  type ThreadList,
  type ThreadListQuerySchema,
} from '@caseboard/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { comments, commentThreads, projects, threadReads, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, type ProjectAccess } from '../projects/access.js';
import { loadCommentAccess, loadReadAccess, projectPeople, type Person } from './access.js';

type ThreadRow = typeof commentThreads.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/** What a write tells the caller besides its answer: whom to e-mail about a new mention. */
export interface Mentioned {
  access: ProjectAccess;
  threadId: number;
  authorName: string;
  excerpt: string;
  people: Person[];
}

const unreadFor = (userId: number) =>
  sql<boolean>`(${commentThreads.lastCommentBy} is distinct from ${userId} and (${threadReads.readAt} is null or ${commentThreads.lastCommentAt} > ${threadReads.readAt}))`;

const commentCount =
  sql<number>`(select count(*) from comments c where c.thread_id = ${commentThreads.id} and c.deleted_at is null)`.mapWith(
    Number,
  );
const firstComment = sql<
  string | null
>`(select case when c.deleted_at is null then c.body else '' end from comments c where c.thread_id = ${commentThreads.id} order by c.id limit 1)`;

const readJoin = (userId: number) => and(eq(threadReads.threadId, commentThreads.id), eq(threadReads.userId, userId));

async function namesOf(db: DbOrTx, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(inArray(users.id, wanted), isNull(users.archivedAt)));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

const personOf = (names: Map<number, string>, id: number | null) => {
  const fullName = id === null ? undefined : names.get(id);
  return fullName === undefined || id === null ? null : { userId: id, fullName };
};

function presentThread(
  row: ThreadRow & { unread: boolean; commentCount: number; firstComment: string | null },
  names: Map<number, string>,
): Thread {
  return {
    id: row.id,
    projectId: row.projectId,
    anchor: { kind: row.anchorKind, id: row.anchorId, step: row.step },
    resolved: row.resolvedAt !== null,
    resolvedBy: row.resolvedAt ? personOf(names, row.resolvedBy) : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdBy: personOf(names, row.createdBy),
    createdAt: row.createdAt.toISOString(),
    lastCommentAt: row.lastCommentAt.toISOString(),
    commentCount: row.commentCount,
    firstComment: row.firstComment ?? '',
    unread: Boolean(row.unread),
  };
}

function presentComment(row: CommentRow, names: Map<number, string>): Comment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    threadId: row.threadId,
    author: personOf(names, row.authorId),
    body: deleted ? '' : row.body,
    mentions: deleted
      ? []
      : row.mentions.flatMap((id) => {
          const person = personOf(names, id);
          return person ? [person] : [];
        }),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
  };
}

const threadColumns = (userId: number) => ({
  ...getColumns(),
  unread: unreadFor(userId),
  commentCount,
  firstComment,
});

function getColumns() {
  const { id, projectId, anchorKind, anchorId, step, resolvedAt, resolvedBy, createdBy, createdAt } = commentThreads;
  const { lastCommentAt, lastCommentBy } = commentThreads;
  return {
    id,
    projectId,
    anchorKind,
    anchorId,
    step,
    resolvedAt,
    resolvedBy,
    createdBy,
    createdAt,
    lastCommentAt,
    lastCommentBy,
  };
}

/** Threads of a project, newest first, `limit` at a time; with the open counts per anchored item. */
export async function listThreads({
  db,
  userId,
  projectId,
  query,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  query: z.output<typeof ThreadListQuerySchema>;
}): Promise<ThreadList> {
  await loadReadAccess(db, projectId, userId);
  const conditions: SQL[] = [eq(commentThreads.projectId, projectId)];
  if (query.state === 'open') conditions.push(isNull(commentThreads.resolvedAt));
  if (query.state === 'resolved') conditions.push(isNotNull(commentThreads.resolvedAt));
  if (query.cursor) conditions.push(lt(commentThreads.id, Number(query.cursor)));
  const unread = unreadFor(userId);
  const [rows, anchors, [totals]] = await Promise.all([
    db
      .select(threadColumns(userId))
      .from(commentThreads)
      .leftJoin(threadReads, readJoin(userId))
      .where(and(...conditions))
      .orderBy(desc(commentThreads.id))
      .limit(query.limit + 1),
    db
      .select({
        kind: commentThreads.anchorKind,
        id: commentThreads.anchorId,
        open: count(),
        unread: sql<number>`count(*) filter (where ${unread})`.mapWith(Number),
      })
      .from(commentThreads)
      .leftJoin(threadReads, readJoin(userId))
      .where(and(eq(commentThreads.projectId, projectId), isNull(commentThreads.resolvedAt)))
      .groupBy(commentThreads.anchorKind, commentThreads.anchorId),
    db
      .select({
        open: sql<number>`count(*) filter (where ${commentThreads.resolvedAt} is null)`.mapWith(Number),
        resolved: sql<number>`count(*) filter (where ${commentThreads.resolvedAt} is not null)`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${commentThreads.resolvedAt} is null and ${unread})`.mapWith(Number),
      })
      .from(commentThreads)
      .leftJoin(threadReads, readJoin(userId))
      .where(eq(commentThreads.projectId, projectId)),
  ]);
  const page = rows.slice(0, query.limit);
  const names = await namesOf(
    db,
    page.flatMap((row) => [row.createdBy, row.resolvedBy]),
  );
  return {
    results: page.map((row) => presentThread(row, names)),
    nextCursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
    counts: { open: totals?.open ?? 0, resolved: totals?.resolved ?? 0, unread: totals?.unread ?? 0 },
    anchors,
  };
}

async function loadThreadRow(db: DbOrTx, projectId: number, threadId: number, userId: number) {
  const [row] = await db
    .select(threadColumns(userId))
    .from(commentThreads)
    .leftJoin(threadReads, readJoin(userId))
    .where(and(eq(commentThreads.id, threadId), eq(commentThreads.projectId, projectId)));
  if (!row) throw new AppError('not_found', { message: 'No such thread.' });
  return row;
}

async function detail(db: DbOrTx, projectId: number, threadId: number, userId: number): Promise<ThreadDetail> {
  const row = await loadThreadRow(db, projectId, threadId, userId);
  const list = await db.select().from(comments).where(eq(comments.threadId, threadId)).orderBy(asc(comments.id));
  const names = await namesOf(db, [
    row.createdBy,
    row.resolvedBy,
    ...list.flatMap((comment) => [comment.authorId, ...comment.mentions]),
  ]);
  return { ...presentThread(row, names), comments: list.map((comment) => presentComment(comment, names)) };
}

export async function getThread({
  db,
  userId,
  projectId,
  threadId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
  threadId: number;
}): Promise<ThreadDetail> {
  await loadReadAccess(db, projectId, userId);
  return detail(db, projectId, threadId, userId);
}

/** The members a body mentions; a token naming anyone else is refused, so nobody is mentioned by mistake. */
function resolveMentions(body: string, people: Person[]): Person[] {
  const ids = mentionedUserIds(body);
  if (ids.length > MAX_MENTIONS_PER_COMMENT) {
    throw new AppError('invalid_mention', {
      message: `A comment mentions at most ${MAX_MENTIONS_PER_COMMENT} people.`,
      details: { max: MAX_MENTIONS_PER_COMMENT },
    });
  }
  const byId = new Map(people.map((person) => [person.userId, person]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError('invalid_mention', {
      message: 'Only members of the project can be mentioned.',
      details: { userIds: unknown },
    });
  }
  return ids.map((id) => byId.get(id)!);
}

const excerptOf = (body: string) => {
  const plain = body
    .replace(/@\[([^\]\n]{1,120})\]\(\d{1,10}\)/g, '@$1')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 280 ? `${plain.slice(0, 279)}…` : plain;
};

async function authorName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? '';
}

/** Opens a thread on an item with its first comment (owner, editors, commenters). */
export async function createThread({
  db,
  clock,
  userId,
  projectId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  input: z.output<typeof CreateThreadSchema>;
}): Promise<{ thread: ThreadDetail; mentioned: Mentioned }> {
  const access = await loadCommentAccess(db, projectId, userId);
  const people = await projectPeople(db, access);
  const mentions = resolveMentions(input.body, people);
  const now = clock.now();
  const threadId = await db.transaction(async (tx) => {
    // One writer at a time per project, so the limit holds under concurrent requests.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const [existing] = await tx
      .select({ total: count() })
      .from(commentThreads)
      .where(eq(commentThreads.projectId, projectId));
    if ((existing?.total ?? 0) >= MAX_THREADS_PER_PROJECT) {
      throw new AppError('thread_limit_reached', {
        message: `A project holds at most ${MAX_THREADS_PER_PROJECT} threads; delete resolved ones by copying the project or ask the owner.`,
        details: { max: MAX_THREADS_PER_PROJECT },
      });
    }
    const [thread] = await tx
      .insert(commentThreads)
      .values({
        projectId,
        anchorKind: input.anchor.kind,
        anchorId: input.anchor.id,
        step: input.anchor.step,
        createdBy: userId,
        createdAt: now,
        lastCommentAt: now,
        lastCommentBy: userId,
      })
      .returning({ id: commentThreads.id });
    await tx.insert(comments).values({
      threadId: thread!.id,
      authorId: userId,
      body: input.body,
      mentions: mentions.map((person) => person.userId),
      createdAt: now,
    });
    await tx.insert(threadReads).values({ threadId: thread!.id, userId, readAt: now });
    return thread!.id;
  });
  return {
    thread: await detail(db, projectId, threadId, userId),
    mentioned: {
      access,
      threadId,
      authorName: await authorName(db, userId),
      excerpt: excerptOf(input.body),
      people: mentions.filter((person) => person.userId !== userId),
    },
  };
}

/** A reply (owner, editors, commenters); replying to a resolved thread reopens it. */
export async function addComment({
  db,
  clock,
  userId,
  projectId,
  threadId,
  body,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  threadId: number;
  body: string;
}): Promise<{ comment: Comment; mentioned: Mentioned }> {
  const access = await loadCommentAccess(db, projectId, userId);
  const people = await projectPeople(db, access);
  const mentions = resolveMentions(body, people);
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ id: commentThreads.id })
      .from(commentThreads)
      .where(and(eq(commentThreads.id, threadId), eq(commentThreads.projectId, projectId)))
      .for('update');
    if (!thread) throw new AppError('not_found', { message: 'No such thread.' });
    const [existing] = await tx.select({ total: count() }).from(comments).where(eq(comments.threadId, threadId));
    if ((existing?.total ?? 0) >= MAX_COMMENTS_PER_THREAD) {
      throw new AppError('comment_limit_reached', {
        message: `A thread holds at most ${MAX_COMMENTS_PER_THREAD} comments; start a new thread.`,
        details: { max: MAX_COMMENTS_PER_THREAD },
      });
    }
    const [comment] = await tx
      .insert(comments)
      .values({ threadId, authorId: userId, body, mentions: mentions.map((p) => p.userId), createdAt: now })
      .returning();
    await tx
      .update(commentThreads)
      .set({ lastCommentAt: now, lastCommentBy: userId, resolvedAt: null, resolvedBy: null })
      .where(eq(commentThreads.id, threadId));
    await markReadIn(tx, threadId, userId, now);
    return comment!;
  });
  const names = await namesOf(db, [row.authorId, ...row.mentions]);
  return {
    comment: presentComment(row, names),
    mentioned: {
      access,
      threadId,
      authorName: names.get(userId) ?? '',
      excerpt: excerptOf(body),
      people: mentions.filter((person) => person.userId !== userId),
    },
  };
}

async function loadOwnComment(db: DbOrTx, projectId: number, commentId: number, userId: number) {
  const [row] = await db
    .select({ comment: comments })
    .from(comments)
    .innerJoin(commentThreads, eq(commentThreads.id, comments.threadId))
    .where(and(eq(comments.id, commentId), eq(commentThreads.projectId, projectId)));
  if (!row || row.comment.deletedAt) throw new AppError('not_found', { message: 'No such comment.' });
  // Only its author changes a comment; the owner resolves a thread instead of rewriting it.
  assertAllowed(row.comment.authorId === userId);
  return row.comment;
}

/** The author rewrites their comment; people mentioned for the first time are e-mailed. */
export async function updateComment({
  db,
  clock,
  userId,
  projectId,
  commentId,
  body,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  commentId: number;
  body: string;
}): Promise<{ comment: Comment; mentioned: Mentioned }> {
  const access = await loadCommentAccess(db, projectId, userId);
  const before = await loadOwnComment(db, projectId, commentId, userId);
  const mentions = resolveMentions(body, await projectPeople(db, access));
  const [row] = await db
    .update(comments)
    .set({ body, mentions: mentions.map((p) => p.userId), editedAt: clock.now() })
    .where(eq(comments.id, commentId))
    .returning();
  const names = await namesOf(db, [row!.authorId, ...row!.mentions]);
  return {
    comment: presentComment(row!, names),
    mentioned: {
      access,
      threadId: row!.threadId,
      authorName: names.get(userId) ?? '',
      excerpt: excerptOf(body),
      people: mentions.filter((person) => person.userId !== userId && !before.mentions.includes(person.userId)),
    },
  };
}

/** The author deletes their comment: it stays as a placeholder, its text gone. */
export async function deleteComment({
  db,
  clock,
  userId,
  projectId,
  commentId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  commentId: number;
}): Promise<void> {
  await loadCommentAccess(db, projectId, userId);
  await loadOwnComment(db, projectId, commentId, userId);
  await db.update(comments).set({ body: '', mentions: [], deletedAt: clock.now() }).where(eq(comments.id, commentId));
}

/** Resolve or reopen a thread (anyone who may comment). */
export async function setResolved({
  db,
  clock,
  userId,
  projectId,
  threadId,
  resolved,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  threadId: number;
  resolved: boolean;
}): Promise<ThreadDetail> {
  await loadCommentAccess(db, projectId, userId);
  await loadThreadRow(db, projectId, threadId, userId);
  await db
    .update(commentThreads)
    .set(resolved ? { resolvedAt: clock.now(), resolvedBy: userId } : { resolvedAt: null, resolvedBy: null })
    .where(eq(commentThreads.id, threadId));
  return detail(db, projectId, threadId, userId);
}

async function markReadIn(db: DbOrTx, threadId: number, userId: number, now: Date) {
  await db
    .insert(threadReads)
    .values({ threadId, userId, readAt: now })
    .onConflictDoUpdate({ target: [threadReads.threadId, threadReads.userId], set: { readAt: now } });
}

/** The caller opened the thread: it is no longer unread for them (viewers too). */
export async function markRead({
  db,
  clock,
  userId,
  projectId,
  threadId,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  threadId: number;
}): Promise<void> {
  await loadReadAccess(db, projectId, userId);
  await loadThreadRow(db, projectId, threadId, userId);
  // Never earlier than the last comment: a clock behind the database's must not leave it unread.
  const [thread] = await db
    .select({ last: commentThreads.lastCommentAt })
    .from(commentThreads)
    .where(eq(commentThreads.id, threadId));
  const now = clock.now();
  await markReadIn(db, threadId, userId, thread && thread.last > now ? thread.last : now);
}
