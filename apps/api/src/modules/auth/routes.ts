import { ErrorBodySchema, MeResponseSchema, type User } from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.js';
import type { SessionUser } from './sessions.js';

export function presentUser(user: SessionUser): User {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    locale: user.locale === 'de' ? 'de' : 'en',
    status: user.status,
  };
}

/** Account routes under /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: MeResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      return reply.header('Cache-Control', 'no-store').send({ user: presentUser(user) });
    },
  );
};
