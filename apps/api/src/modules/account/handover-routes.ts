import {
  ErrorBodySchema,
  HandoverAcceptedSchema,
  HandoverListSchema,
  HandoverOfferRequestSchema,
  HandoverOfferSchema,
  ProjectIdParamsSchema,
} from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../mail/mailer.js';
import { signedInUser } from '../../plugins/auth.js';
import { enforceMailLimits } from '../auth/limits.js';
import { acceptHandover, cancelHandover, declineHandover, offerHandover } from './handover.js';
import { listHandovers } from './handover-list.js';

const BODY_LIMIT = 4 * 1024;
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));

/**
 * Handing projects over to an editor (docs/decisions/030-project-handover.md), registered by the
 * account routes with their background mailer. A stranger's project answers 404 like a missing one;
 * a member who is not the owner gets 403 on offering and cancelling.
 */
export function handoverRoutes({ mailer }: { mailer: Mailer }): FastifyPluginAsyncZod {
  return async (app) => {
    const { config, db, clock, rateLimiter: limiter } = app.deps;
    const mail = { mailer, publicUrl: config.publicUrl };
    const base = { tags: ['account'], security };
    const mailLimitFor = (clientAddress: string) => (email: string) =>
      enforceMailLimits(limiter, { email, clientAddress, perClientPerHour: config.mailLimitPerClientPerHour });

    app.get(
      '/api/v1/account/handovers',
      {
        onRequest: app.requireUser,
        schema: {
          ...base,
          summary: 'Owned projects with their editors and pending offer, and the offers made to the account',
          response: { 200: HandoverListSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(request);
        return reply.header('Cache-Control', 'no-store').send(await listHandovers({ db, userId: user.id }));
      },
    );

    app.post(
      '/api/v1/projects/:id/handover',
      {
        onRequest: app.requireUser,
        bodyLimit: BODY_LIMIT,
        schema: {
          ...base,
          summary: 'Offer the project to one of its editors (owner only); the editor is e-mailed',
          description:
            'The editor becomes the owner on accepting; the owner stays on as an editor. One pending offer per ' +
            'project (409 `handover_pending`); only an active editor can be offered it (409 ' +
            '`handover_not_eligible`); worked examples cannot be handed over (403). 20 offers an hour.',
          params: ProjectIdParamsSchema,
          body: HandoverOfferRequestSchema,
          response: { 201: HandoverOfferSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(request);
        const offer = await offerHandover({
          db,
          clock,
          mail,
          mailLimit: mailLimitFor(request.ip),
          limiter,
          userId: user.id,
          projectId: request.params.id,
          toUserId: request.body.userId,
        });
        return reply.status(201).send(offer);
      },
    );

    app.delete(
      '/api/v1/projects/:id/handover',
      {
        onRequest: app.requireUser,
        schema: {
          ...base,
          summary: 'Withdraw the pending offer (owner only)',
          params: ProjectIdParamsSchema,
          response: { 204: z.null(), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(request);
        await cancelHandover({ db, userId: user.id, projectId: request.params.id });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/projects/:id/handover/accept',
      {
        onRequest: app.requireUser,
        schema: {
          ...base,
          summary: 'Take over a project offered to you: you become its owner, the former owner an editor',
          description:
            'Within your project limit (409 `project_limit_reached`). No offer to you answers 404. ' +
            'The former owner is e-mailed.',
          params: ProjectIdParamsSchema,
          response: { 200: HandoverAcceptedSchema, ...errors(400, 401, 403, 404, 409, 415) },
        },
      },
      async (request) => {
        const user = await signedInUser(request);
        return acceptHandover({
          db,
          clock,
          mail,
          mailLimit: mailLimitFor(request.ip),
          maxProjects: config.maxProjects,
          userId: user.id,
          projectId: request.params.id,
        });
      },
    );

    app.post(
      '/api/v1/projects/:id/handover/decline',
      {
        onRequest: app.requireUser,
        schema: {
          ...base,
          summary: 'Decline a project offered to you; the owner is e-mailed',
          params: ProjectIdParamsSchema,
          response: { 204: z.null(), ...errors(400, 401, 403, 404, 415) },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(request);
        await declineHandover({
          db,
          mail,
          mailLimit: mailLimitFor(request.ip),
          userId: user.id,
          projectId: request.params.id,
        });
        return reply.status(204).send(null);
      },
    );
  };
}
