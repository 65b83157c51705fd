import {
  CommentInputSchema,
  CommentParamsSchema,
  CommentSchema,
  CreateReviewSchema,
  CreateThreadSchema,
  ErrorBodySchema,
  ProjectIdParamsSchema,
  ProjectPeopleSchema,
  ReviewDecisionSchema,
  ReviewListSchema,
  ReviewParamsSchema,
  ReviewRequestSchema,
  ThreadDetailSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
  ThreadParamsSchema,
} from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MINUTE_MS } from '../../lib/clock.js';
import { enforce } from '../../lib/rate-limit.js';
import { signedInUser } from '../../plugins/auth.js';
import { sendMentionEmails, sendReviewRequestEmail } from './mail.js';
import { createReview, decideReview, listPeople, listReviews } from './reviews.js';
import type { Mentioned } from './threads.js';
import {
  addComment,
  createThread,
  deleteComment,
  getThread,
  listThreads,
  markRead,
  setResolved,
  updateComment,
} from './threads.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
} as const;
const writeErrors = { ...errors, 409: ErrorBodySchema, 429: ErrorBodySchema } as const;

/**
 * Team review under /api/v1/projects/{id}: comment threads on items of the document, replies with
 * @mentions (e-mailed), resolve and reopen, unread marks, and sign-off of a step
 * (docs/decisions/028-team-review.md). Same access as the project: a stranger's 404 equals a missing
 * project's; viewers read; commenters, editors and the owner comment; worked examples take none.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, rateLimiter, jobs, mailer, config } = app.deps;
  const common = { onRequest: app.requireUser };
  const schemaBase = {
    tags: ['review'],
    security: [{ bearer: [] }, { cookie: [] }] as Array<Record<string, string[]>>,
  };
  const noStore = 'no-store';

  /** Writes: 60 a minute per person, like the other write routes that are not autosaves. */
  const writeLimit = (userId: number) =>
    enforce(rateLimiter, [[`review:user:${userId}`, { limit: 60, windowMs: MINUTE_MS }]]);
  // Everyone with the project open hears that its comments or reviews changed, and refetches them
  // through these routes (docs/decisions/033-live-updates.md). Read marks concern their reader only.
  app.addHook('onResponse', async (request, reply) => {
    const projectId = (request.params as { id?: unknown } | undefined)?.id;
    if (request.method === 'GET' || reply.statusCode >= 300 || typeof projectId !== 'number') return;
    if (request.routeOptions.url?.endsWith('/read')) return;
    await app.deps.live.publish({ kind: 'review', projectId }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'review notice not published');
    });
  });
  const mentionMail = (request: FastifyRequest, mentioned: Mentioned) =>
    sendMentionEmails({ mentioned, jobs, mailer, limiter: rateLimiter, publicUrl: config.publicUrl, log: request.log });

  app.get(
    '/api/v1/projects/:id/threads',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Comment threads of a project, newest first (cursor-paged; state open, resolved or all)',
        params: ProjectIdParamsSchema,
        querystring: ThreadListQuerySchema,
        response: { 200: ThreadListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const list = await listThreads({ db, userId: user.id, projectId: request.params.id, query: request.query });
      return reply.header('Cache-Control', noStore).send(list);
    },
  );

  app.post(
    '/api/v1/projects/:id/threads',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Open a thread on an item with its first comment (owner, editors, commenters)',
        params: ProjectIdParamsSchema,
        body: CreateThreadSchema,
        response: { 201: ThreadDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await writeLimit(user.id);
      const { thread, mentioned } = await createThread({
        db,
        clock,
        userId: user.id,
        projectId: request.params.id,
        input: request.body,
      });
      mentionMail(request, mentioned);
      return reply.status(201).send(thread);
    },
  );

  app.get(
    '/api/v1/projects/:id/threads/:threadId',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'One thread with all its comments',
        params: ThreadParamsSchema,
        response: { 200: ThreadDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const thread = await getThread({
        db,
        userId: user.id,
        projectId: request.params.id,
        threadId: request.params.threadId,
      });
      return reply.header('Cache-Control', noStore).send(thread);
    },
  );

  app.post(
    '/api/v1/projects/:id/threads/:threadId/comments',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Reply to a thread (owner, editors, commenters); a reply reopens a resolved thread',
        params: ThreadParamsSchema,
        body: CommentInputSchema,
        response: { 201: CommentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await writeLimit(user.id);
      const { comment, mentioned } = await addComment({
        db,
        clock,
        userId: user.id,
        projectId: request.params.id,
        threadId: request.params.threadId,
        body: request.body.body,
      });
      mentionMail(request, mentioned);
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/v1/projects/:id/comments/:commentId',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Edit an own comment',
        params: CommentParamsSchema,
        body: CommentInputSchema,
        response: { 200: CommentSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      await writeLimit(user.id);
      const { comment, mentioned } = await updateComment({
        db,
        clock,
        userId: user.id,
        projectId: request.params.id,
        commentId: request.params.commentId,
        body: request.body.body,
      });
      mentionMail(request, mentioned);
      return comment;
    },
  );

  app.delete(
    '/api/v1/projects/:id/comments/:commentId',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Delete an own comment (it stays in the thread as "deleted")',
        params: CommentParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await writeLimit(user.id);
      await deleteComment({
        db,
        clock,
        userId: user.id,
        projectId: request.params.id,
        commentId: request.params.commentId,
      });
      return reply.status(204).send(null);
    },
  );

  for (const [action, resolved] of [
    ['resolve', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/api/v1/projects/:id/threads/:threadId/${action}`,
      {
        ...common,
        schema: {
          ...schemaBase,
          summary: resolved ? 'Resolve a thread' : 'Reopen a resolved thread',
          params: ThreadParamsSchema,
          response: { 200: ThreadDetailSchema, ...writeErrors },
        },
      },
      async (request) => {
        const user = await signedInUser(request);
        await writeLimit(user.id);
        return setResolved({
          db,
          clock,
          userId: user.id,
          projectId: request.params.id,
          threadId: request.params.threadId,
          resolved,
        });
      },
    );
  }

  app.post(
    '/api/v1/projects/:id/threads/:threadId/read',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Mark a thread read for the caller (anyone who reads the project)',
        params: ThreadParamsSchema,
        response: { 204: z.null().describe('Marked read'), ...errors, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await enforce(rateLimiter, [[`review:read:${user.id}`, { limit: 300, windowMs: MINUTE_MS }]]);
      await markRead({ db, clock, userId: user.id, projectId: request.params.id, threadId: request.params.threadId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/projects/:id/people',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Everyone who reads the project (owner and active members), for mentions and reviewers',
        params: ProjectIdParamsSchema,
        response: { 200: ProjectPeopleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const people = await listPeople({ db, userId: user.id, projectId: request.params.id });
      return reply.header('Cache-Control', noStore).send(people);
    },
  );

  app.get(
    '/api/v1/projects/:id/reviews',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Review requests of the steps, newest first (at most 200); decided ones are the sign-off history',
        params: ProjectIdParamsSchema,
        response: { 200: ReviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const list = await listReviews({ db, userId: user.id, projectId: request.params.id });
      return reply.header('Cache-Control', noStore).send(list);
    },
  );

  app.post(
    '/api/v1/projects/:id/reviews',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Ask a member to review a step (owner and editors)',
        params: ProjectIdParamsSchema,
        body: CreateReviewSchema,
        response: { 201: ReviewRequestSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await writeLimit(user.id);
      const review = await createReview({
        db,
        clock,
        userId: user.id,
        projectId: request.params.id,
        input: request.body,
      });
      sendReviewRequestEmail({
        db,
        review,
        jobs,
        mailer,
        limiter: rateLimiter,
        publicUrl: config.publicUrl,
        log: request.log,
      });
      return reply.status(201).send(review);
    },
  );

  app.post(
    '/api/v1/projects/:id/reviews/:reviewId/decision',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Approve a step or request changes, with a note (the reviewer only, once)',
        params: ReviewParamsSchema,
        body: ReviewDecisionSchema,
        response: { 200: ReviewRequestSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      await writeLimit(user.id);
      return decideReview({
        db,
        clock,
        userId: user.id,
        projectId: request.params.id,
        reviewId: request.params.reviewId,
        input: request.body,
      });
    },
  );
};
