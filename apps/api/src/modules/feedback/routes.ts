import { CreateFeedbackRequestSchema, ErrorBodySchema, FeedbackReceiptSchema } from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.js';
import { createFeedback } from './service.js';

/** Feedback from signed-in participants. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/feedbacks',
    {
      onRequest: app.requireUser,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about the product',
        security: [{ bearer: [] }, { cookie: [] }],
        body: CreateFeedbackRequestSchema,
        response: {
          201: FeedbackReceiptSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { db, clock, rateLimiter } = app.deps;
      const row = await createFeedback({ db, clock, limiter: rateLimiter, userId: user.id, input: request.body });
      return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};
