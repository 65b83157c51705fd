import {
  ErrorBodySchema,
  LiveEventSchema,
  PresenceInputSchema,
  ProjectIdParamsSchema,
  initialsOf,
} from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { snapshots } from '../../db/schema/index.js';
import { enforce } from '../../lib/rate-limit.js';
import { requestToken, signedInUser } from '../../plugins/auth.js';
import { loadProjectAccess } from '../projects/access.js';

/** Presence announcements per user and minute (a browser sends one every 20 s and on each change). */
const PRESENCE_RULE = { limit: 60, windowMs: 60_000 };
/** Stream openings per user and minute: a reconnect loop gone wrong must not hammer the database. */
const CONNECT_RULE = { limit: 60, windowMs: 60_000 };

const schemaBase = {
  tags: ['live'],
  security: [{ bearer: [] }, { cookie: [] }] as Array<Record<string, string[]>>,
};

/**
 * Live updates of a project (docs/decisions/033-live-updates.md): the event stream and presence
 * announcements, under /api/v1/projects/{id}. The hub (hub.ts) and its bus (bus.ts) live in app deps,
 * so other modules publish through `app.deps.live`.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live, db, rateLimiter } = app.deps;

  app.get(
    '/api/v1/projects/:id/events',
    {
      onRequest: app.requireUser,
      schema: {
        ...schemaBase,
        summary:
          'Server-Sent Events of a project: `ready`, then `revision`, `members`, `project`, `presence`; `revoked` ends the stream when access ends, `closing` when the server stops. A comment line every 25 s keeps it open',
        params: ProjectIdParamsSchema,
        response: {
          200: LiveEventSchema.describe('One JSON event per `data:` line of a text/event-stream'),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const projectId = request.params.id;
      // Access first (a stranger's 404 equals a missing project's), then the limits.
      await loadProjectAccess({ db, projectId, userId: user.id });
      live.admit(user.id);
      await enforce(rateLimiter, [[`live:connect:${user.id}`, CONNECT_RULE]]);
      const revisions = await db
        .select({ snapshotId: snapshots.id, revision: snapshots.revision })
        .from(snapshots)
        .where(eq(snapshots.projectId, projectId));
      live.admit(user.id);
      const token = requestToken(request)!.token;

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx and similar proxies pass each event on at once instead of buffering.
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
        'X-Content-Type-Options': 'nosniff',
      });
      // A browser reconnecting after a drop waits this long (ms) before trying again.
      response.write('retry: 2000\n\n');
      live.open({ userId: user.id, projectId, token, response }, (people) => ({
        type: 'ready',
        you: user.id,
        revisions: revisions.map((row) => ({ snapshotId: row.snapshotId, revision: row.revision })),
        people,
      }));
      request.log.debug({ projectId, streams: live.counts().streams }, 'live stream opened');
    },
  );

  app.post(
    '/api/v1/projects/:id/presence',
    {
      onRequest: app.requireUser,
      schema: {
        ...schemaBase,
        summary:
          'Announce that the caller has the project open, on which step and editing which item; repeat every 20 s (kept 45 s). Shared with members as name and initials, never the e-mail address',
        params: ProjectIdParamsSchema,
        body: PresenceInputSchema,
        response: {
          204: z.null().describe('Announced'),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const projectId = request.params.id;
      const access = await loadProjectAccess({ db, projectId, userId: user.id });
      await enforce(rateLimiter, [[`live:presence:${user.id}`, PRESENCE_RULE]]);
      // Worked examples are open to every signed-in user: their names are nobody else's business there.
      if (!access.project.isDemo) {
        const name = user.fullName.trim().slice(0, 120) || '?';
        await live.announce(projectId, {
          userId: user.id,
          name,
          initials: initialsOf(name),
          step: request.body.step,
          editing: request.body.editing ?? null,
        });
      }
      return reply.status(204).send(null);
    },
  );
};
