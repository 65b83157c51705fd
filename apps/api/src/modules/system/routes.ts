import { ErrorBodySchema, HealthSchema, PublicConfigSchema, type PublicConfig } from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface SystemRoutesOptions {
  version: string;
  publicConfig: () => PublicConfig;
}

/** Health for load balancers and operators, and the public configuration the browser needs. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { version, publicConfig }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Is the server up and can it reach its database?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const dbUp = await app.deps.database.ping();
      return reply
        .header('Cache-Control', 'no-store')
        .status(dbUp ? 200 : 503)
        .send({ status: dbUp ? 'ok' : 'degraded', db: dbUp ? 'ok' : 'down', version });
    },
  );

  app.get(
    '/api/v1/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public configuration of this deployment',
        response: { 200: PublicConfigSchema, 500: ErrorBodySchema },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(publicConfig()),
  );
};
