import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../lib/app-error.js';
import { RequestMetricsStore } from '../lib/request-metrics.js';
import { logRequestLine, type RequestLine } from '../lib/logging.js';
import { STATIC_ROUTE } from './web.js';

/**
 * Routes whose answers log their request line at debug rather than info while they succeed: the probes
 * that balancers and orchestrators poll, and the answers that are the same public bytes for everyone,
 * the public configuration and the web build's files (the static plugin's route, STATIC_ROUTE), which
 * every page load fetches, a first visit by the dozen. At info these were most of the log's lines and
 * client addresses while saying nothing about what anyone did, and writing the line cost a seventh of
 * such an answer (docs/decisions/038-small-answers.md). Metrics count every one, LOG_LEVEL=debug logs
 * them, and an answer of 400 or more logs at info as any other does.
 */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics', '/api/v1/config', STATIC_ROUTE]);

/** The level a request's line logs at, by its route template and status. */
export function requestLogLevel(route: string, statusCode: number): 'info' | 'debug' {
  return statusCode < 400 && QUIET_ROUTES.has(route) ? 'debug' : 'info';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id once the request resolved one (plugins/auth.ts), for the request log line. */
    userId: number | null;
  }
}

/** What the rest of the app reports to /metrics (generation routes). */
export interface Metrics {
  registry: Registry;
  generation(run: {
    provider: string;
    artefact: string;
    status: string;
    durationMs: number;
    inputTokens?: number | undefined;
    outputTokens?: number | undefined;
  }): void;
}

/** Request counts and latencies, which only the app's own hooks report. */
export interface RequestMetrics {
  request(route: string, method: string, status: number, seconds: number): void;
  /** `request` for answers of `route` and `method` that are 200, bound ahead (lib/static-answers.ts). */
  recorder(route: string, method: string): (seconds: number) => void;
}

export function createMetrics(): Metrics & RequestMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'caseboard_' });
  // Counted in plain numbers, printed as prom-client's Counter and Histogram would print them.
  const requests = new RequestMetricsStore([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]);
  requests.register(
    registry,
    { name: 'caseboard_http_requests_total', help: 'HTTP requests by route template, method and status' },
    {
      name: 'caseboard_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template and method (streams: until the last byte)',
    },
  );
  const errors = new Counter({
    name: 'caseboard_http_errors_total',
    help: 'Answers with a 5xx status, by route template and status',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'caseboard_rate_limit_hits_total',
    help: 'Requests refused by a rate limit (429), by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const generations = new Histogram({
    name: 'caseboard_generation_duration_seconds',
    help: 'Generation runs by provider, artefact and outcome (succeeded, failed, cancelled)',
    labelNames: ['provider', 'artefact', 'status'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300],
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'caseboard_generation_tokens_total',
    help: 'Model tokens by provider, artefact and direction (input, output)',
    labelNames: ['provider', 'artefact', 'direction'] as const,
    registers: [registry],
  });
  return {
    registry,
    request(route, method, status, seconds) {
      requests.record(route, method, status, seconds);
      if (status >= 500) errors.inc({ route, status: String(status) });
      if (status === 429) rateLimited.inc({ route });
    },
    recorder: (route, method) => requests.recorder(route, method, 200),
    generation(run) {
      generations.observe(
        { provider: run.provider, artefact: run.artefact, status: run.status },
        run.durationMs / 1000,
      );
      if (run.inputTokens)
        tokens.inc({ provider: run.provider, artefact: run.artefact, direction: 'input' }, run.inputTokens);
      if (run.outputTokens)
        tokens.inc({ provider: run.provider, artefact: run.artefact, direction: 'output' }, run.outputTokens);
    },
  };
}

/**
 * Counts a completed request (by route template) and logs its line, at debug for the quiet routes:
 * Fastify's answers (the hook below). The static answers written before routing count and log through
 * `recorder` and `requestLogLevel` (app.ts, lib/static-answers.ts).
 */
export function recordRequest(log: FastifyBaseLogger, metrics: RequestMetrics, route: string, line: RequestLine): void {
  // `route` apart from the line, not destructured out of one object: a rest copy of the line took
  // V8's slow property-by-property path on every request (docs/decisions/038-small-answers.md).
  metrics.request(route, line.method, line.statusCode, line.responseTime / 1000);
  logRequestLine(log, requestLogLevel(route, line.statusCode), line);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Request log lines and Prometheus metrics. Fastify's own request logging is off (app.ts): each request
 * logs one line when it completes, with the signed-in user's id, at info, or at debug for the quiet
 * routes (QUIET_ROUTES: probes and public files). `/metrics` answers only `Authorization: Bearer
 * $METRICS_TOKEN`; without METRICS_TOKEN it does not exist (404), and a wrong token gets 401.
 */
export const observabilityPlugin = fp(
  async (
    app: FastifyInstance,
    { metrics, token }: { metrics: ReturnType<typeof createMetrics>; token: string | undefined },
  ) => {
    app.decorateRequest('userId', null);
    const { deps } = app;
    new Gauge({
      name: 'caseboard_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      collect() {
        const pool = deps.database.pool?.();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'caseboard_ready',
      help: '1 while the instance takes traffic, 0 once it drains for shutdown',
      registers: [metrics.registry],
      collect() {
        this.set(deps.lifecycle.draining ? 0 : 1);
      },
    });
    new Gauge({
      name: 'caseboard_rate_limit_shared',
      help: 'Rate-limit counters: 1 shared in Redis, 0 Redis down (counting per instance), -1 in memory by design',
      registers: [metrics.registry],
      collect() {
        const status = deps.rateLimiter.status();
        this.set(status === 'ok' ? 1 : status === 'down' ? 0 : -1);
      },
    });

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      recordRequest(app.log, metrics, request.routeOptions.url ?? 'unmatched', {
        id: request.id,
        method: request.method,
        url: request.url,
        ip: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        userId: request.userId,
        traceId: request.traceId,
      });
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) throw new AppError('not_found', { message: 'No route for GET /metrics' });
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!sameSecret(given, token)) throw new AppError('unauthorized');
      const body = await metrics.registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
    });
  },
  { name: 'observability', dependencies: ['deps'] },
);
