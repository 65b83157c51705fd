import {
  ErrorBodySchema,
  HealthSchema,
  PublicConfigSchema,
  ReadinessSchema,
  type PublicConfig,
} from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaticAnswers } from '../../lib/static-answers.js';

/** Health is polled by load balancers; one database probe per interval answers them all. */
const HEALTH_PROBE_TTL_MS = 1_000;

function cachedProbe(probe: () => Promise<boolean>, ttlMs: number): () => Promise<boolean> {
  let last: { at: number; result: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, result: probe() };
    return last.result;
  };
}

export interface SystemRoutesOptions {
  version: string;
  publicConfig: () => PublicConfig;
  /** Where the public configuration is also answered before Fastify's routing (app.ts). */
  staticAnswers: StaticAnswers;
}

/** Health for load balancers and operators, and the public configuration the browser needs. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { version, publicConfig, staticAnswers },
) => {
  const probe = cachedProbe(() => app.deps.database.ping(), HEALTH_PROBE_TTL_MS);
  // The public configuration cannot change while the server runs: validate and serialise it once.
  const configJson = JSON.stringify(PublicConfigSchema.parse(publicConfig()));
  const CONFIG_CACHE = 'no-cache';
  const JSON_TYPE = 'application/json; charset=utf-8';
  // The same bytes straight from the HTTP server for a plain GET: every page load asks for them.
  staticAnswers.add('/api/v1/config', { body: configJson, contentType: JSON_TYPE, cacheControl: CONFIG_CACHE });
  // Answers under the compression threshold (1 KB, plugins/compression.ts) skip its hooks altogether.
  const small = { compress: false } as const;

  app.get(
    '/api/health',
    {
      ...small,
      schema: {
        tags: ['system'],
        summary: 'Is the server up and can it reach its database?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const dbUp = await probe();
      return reply
        .header('Cache-Control', 'no-store')
        .status(dbUp ? 200 : 503)
        .send({ status: dbUp ? 'ok' : 'degraded', db: dbUp ? 'ok' : 'down', version });
    },
  );

  // Readiness, for load balancers: 503 as soon as a shutdown begins (the server still finishes what it
  // has, see server-runner.ts) or while the database is down. Redis being down does not take the
  // instance out: it counts rate limits on its own meanwhile, and says so here.
  app.get(
    '/api/ready',
    {
      ...small,
      schema: {
        tags: ['system'],
        summary: 'Should a load balancer send this instance traffic?',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const { lifecycle, rateLimiter } = app.deps;
      lifecycle.markReadinessPolled();
      const dbUp = await probe();
      const status = lifecycle.draining ? 'draining' : dbUp ? 'ready' : 'unavailable';
      return reply
        .header('Cache-Control', 'no-store')
        .status(status === 'ready' ? 200 : 503)
        .send({ status, db: dbUp ? 'ok' : 'down', redis: rateLimiter.status(), version });
    },
  );

  app.get(
    '/api/v1/config',
    {
      ...(configJson.length < 1024 ? small : {}),
      schema: {
        tags: ['system'],
        summary: 'Public configuration of this deployment',
        response: { 200: PublicConfigSchema, 500: ErrorBodySchema },
      },
    },
    async (_request, reply) =>
      // A string payload skips the serialiser; it was validated against PublicConfigSchema above.
      reply
        .header('Cache-Control', CONFIG_CACHE)
        .type(JSON_TYPE)
        .send(configJson as never),
  );
};
