import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import { DEFAULT_LOCALE, LOCALES, PublicConfigSchema, type PublicConfig } from '@caseboard/contracts';
import { createEngine, type Engine } from '@caseboard/engine';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.js';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { loggerOptions, logRequestLine, requestId, requestIdOptions, writesRequestLines } from './lib/logging.js';
import { StaticAnswers, type HttpServerOptions, type TrustProxy } from './lib/static-answers.js';
import type { Mailer } from './mail/mailer.js';
import { accountRoutes } from './modules/account/routes.js';
import { autoArchivePlugin } from './modules/auth/auto-archive.js';
import { housekeepingPlugin } from './modules/housekeeping/plugin.js';
import { createLiveBus, type LiveBus } from './modules/live/bus.js';
import { createLiveHub, type LiveHub } from './modules/live/hub.js';
import { liveRoutes } from './modules/live/routes.js';
import { mayStillAccess } from './modules/live/access.js';
import { authRoutes } from './modules/auth/routes.js';
import { evidenceRoutes } from './modules/evidence/routes.js';
import { exportRoutes } from './modules/export/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { generationRoutes } from './modules/generation/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { reviewRoutes } from './modules/review/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorsPlugin } from './plugins/errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { eventLoopPressure, loadSheddingPlugin, type Pressure } from './plugins/load-shedding.js';
import { createGenerationPool, type GenerationPool } from './modules/generation/offline-pool.js';
import { createMetrics, observabilityPlugin, requestLogLevel, type Metrics } from './plugins/observability.js';
import { openApiPlugin } from './plugins/openapi.js';
import { tracingPlugin } from './plugins/tracing.js';
import { apiSecurityHeaders, securityHeaders, securityPlugin } from './plugins/security.js';
import { readBuildId, webPlugin } from './plugins/web.js';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** What the app is built from; tests pass their own database, mailer and clock. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  engine: Engine;
  /** Rate-limit counters (lib/rate-limit.ts): in memory, or in Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  /** Work that runs after the answer (lib/jobs.ts): account e-mails and the lookups behind them. */
  jobs: JobQueue;
  /** Worker threads for offline generation (null: the engine runs in this thread, as a given engine does). */
  generationPool: GenerationPool | null;
  /** Draining and cutting at shutdown (lib/lifecycle.ts); server-runner.ts drives it on SIGTERM. */
  lifecycle: Lifecycle;
  /** Prometheus metrics (plugins/observability.ts), served on /metrics with METRICS_TOKEN. */
  metrics: Metrics;
  /** Live updates (modules/live/hub.ts): event streams, presence, and the bus between instances. */
  live: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  clock?: Clock;
  /** The generation engine; by default built from the AI_* configuration. */
  engine?: Engine;
  /** Defaults to the limiter REDIS_URL asks for; the app closes it when it closes. */
  rateLimiter?: RateLimiter;
  /**
   * `full` (default): everything. `generation`: only health, readiness, metrics, the public configuration
   * and the generation API (sessions checked against the shared database), for running generation as
   * its own service (npm run start:generation).
   */
  surface?: 'full' | 'generation';
  /** When the server counts as overloaded (load shedding); by default the event loop's delay. */
  pressure?: Pressure;
  /** The shutdown state the server runner drives; a fresh one by default. */
  lifecycle?: Lifecycle;
  /** Overrides the pino logger options (tests silence it or capture it). */
  logger?: FastifyServerOptions['logger'];
  /** The live-update bus; by default the one LIVE_TRANSPORT asks for. The app closes it when it closes. */
  liveBus?: LiveBus;
  /** Live-update timings for tests (heartbeat, presence expiry). */
  liveTimings?: { heartbeatMs?: number; presenceTtlMs?: number };
}

export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * Whose X-Forwarded-For to believe (TRUST_PROXY: a hop count, true, or addresses and subnets), as one
 * function that Fastify and the static answers (lib/static-answers.ts) both use.
 */
function trustedProxies(setting: Config['trustProxy']): TrustProxy {
  if (setting === false) return false;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(','));
}

/** Builds the app with every plugin and route; never listens (server.ts does). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options;
  const serverOptions: HttpServerOptions = {
    http: {
      headersTimeout: Math.min(config.timeouts.requestMs, 15_000),
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(config.timeouts.requestMs / 4))),
    },
    // A client that sends its headers and then trickles (or never sends) its body is cut off: the
    // whole request must arrive within REQUEST_TIMEOUT_MS (408), checked four times per period.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.idleMs,
    trustProxy: trustedProxies(config.trustProxy),
  };
  // The public configuration is answered before Fastify's routing (lib/static-answers.ts).
  const staticAnswers = new StaticAnswers();
  const app = Fastify({
    // A caller's logger options (a test's stream) keep the redaction and the error serializer.
    logger:
      options.logger && typeof options.logger === 'object'
        ? { ...(loggerOptions(config.logLevel) as object), ...options.logger }
        : (options.logger ?? loggerOptions(config.logLevel)),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // plugins/observability.ts logs one line per request, with the user id; probes and public files at debug.
    logController: new LogController({ disableRequestLogging: true }),
    ...serverOptions,
    serverFactory: (handler) => staticAnswers.server(handler, serverOptions),
    ...requestIdOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const engine = options.engine ?? createEngine(config.ai);
  const surface = options.surface ?? 'full';
  const clock = options.clock ?? systemClock;
  const rateLimiter =
    options.rateLimiter ??
    createRateLimiter({
      redisUrl: config.redisUrl,
      clock,
      connectTimeoutMs: config.redisTimeouts.connectMs,
      commandTimeoutMs: config.redisTimeouts.commandMs,
      onDown: (err) =>
        app.log.warn({ err }, 'Redis unreachable: rate limits count per instance until it answers again'),
      onUp: () => app.log.info('Redis answers again: rate limits are shared again'),
    });
  const jobs = createJobQueue({
    onError: (err, name) => app.log.error({ err, job: name }, 'a background job failed'),
  });
  // Offline generation is CPU work: it runs in worker threads unless the caller brought its own engine.
  const generationPool = options.engine
    ? null
    : createGenerationPool({ size: config.generationWorkers, maxQueue: config.generationQueue });
  const lifecycle = options.lifecycle ?? createLifecycle();
  const metrics = createMetrics();
  const liveBus =
    options.liveBus ??
    createLiveBus({
      transport: surface === 'generation' ? 'memory' : config.live.transport,
      redisUrl: config.redisUrl,
      databaseUrl: database.driver === 'postgres' ? config.databaseUrl : undefined,
      redisConnectTimeoutMs: config.redisTimeouts.connectMs,
      onError: (err, what) => app.log.warn({ err, what }, 'live-update bus: transport failed, retrying'),
    });
  const live = createLiveHub({
    bus: liveBus,
    mayAccess: (stream) => mayStillAccess({ db: database.db, clock, ...stream }),
    maxStreams: config.live.maxStreams,
    ...options.liveTimings,
    onError: (err, what) => app.log.warn({ err, what }, 'live updates: a step failed'),
  });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    mailer,
    clock,
    engine,
    rateLimiter,
    jobs,
    generationPool,
    lifecycle,
    metrics,
    live,
  };
  await app.register(fp(async (instance) => void instance.decorate('deps', deps), { name: 'deps' }));
  // Event streams never end by themselves: they end first, so they do not hold the shutdown's grace
  // (each hears `closing` and reconnects, to another instance behind a balancer).
  app.addHook('preClose', async () => {
    live.closeAll();
  });
  // Jobs finish before anything closes (they use the database and the mailer).
  app.addHook('preClose', async () => {
    jobs.resume();
    await jobs.drain();
  });
  app.addHook('onClose', async () => {
    await rateLimiter.close();
    await live.close();
    await generationPool?.close();
  });
  await app.register(tracingPlugin, { tracing: config.tracing, version });
  await app.register(observabilityPlugin, { metrics, token: config.metricsToken });
  await app.register(errorsPlugin);
  const securityOptions = { analyticsOrigin: config.analytics?.origin ?? null, hsts: config.secure };
  await app.register(securityPlugin, securityOptions);
  staticAnswers.attach({
    headers: { api: apiSecurityHeaders(securityOptions), page: securityHeaders(securityOptions) },
    requestId,
    counter: (route, method) => metrics.recorder(route, method),
    logs: (route) => writesRequestLines(app.log, requestLogLevel(route, 200)),
    log: (route, line) => logRequestLine(app.log, requestLogLevel(route, 200), line),
  });
  await app.register(jsonBodyPlugin);
  await app.register(compressionPlugin);
  // Cookies are parsed where a session is looked up (plugins/auth.ts requestToken), not on every request.
  await app.register(cookie, { hook: false });
  await app.register(authPlugin);
  // After auth: its onRoute hook puts the sign-in check first; shedding's then goes before it.
  await app.register(loadSheddingPlugin, {
    pressure: options.pressure ?? eventLoopPressure({ maxDelayMs: config.maxEventLoopDelayMs }),
  });
  await app.register(openApiPlugin, { version });

  const buildId = readBuildId(config.webDist);
  const publicConfig = (): PublicConfig => ({
    maxProjects: config.maxProjects,
    analytics: config.analytics ? { url: config.analytics.url, tagId: config.analytics.tagId } : null,
    consultingApiBase: '/api/v1/ai',
    models: engine.models(),
    locales: [...LOCALES],
    i18n: { urlStrategy: config.i18nUrlStrategy, defaultLocale: DEFAULT_LOCALE },
    links: config.links,
    legalOperator: config.legalOperator,
    buildId,
  });
  await app.register(systemRoutes, { version, publicConfig, staticAnswers });
  await app.register(generationRoutes, { engine });
  // The generation service (npm run start:generation) has no account routes: it reads sessions from the
  // shared database (plugins/auth.ts) and sends no mail. README, "Scaling generation", shows the routing.
  if (surface === 'generation') {
    app.setNotFoundHandler((request) => {
      throw new AppError('not_found', { message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    });
    return app;
  }
  await app.register(authRoutes);
  await app.register(projectRoutes);
  await app.register(liveRoutes);
  await app.register(exportRoutes);
  await app.register(evidenceRoutes);
  await app.register(reviewRoutes);
  await app.register(feedbackRoutes);
  await app.register(accountRoutes);
  await app.register(autoArchivePlugin);
  await app.register(housekeepingPlugin);

  await app.register(webPlugin, {
    webDist: config.webDist,
    serveSourceMaps: config.serveSourceMaps,
    staticAnswers,
    urlLanguages: { urlStrategy: config.i18nUrlStrategy, known: LOCALES },
    publicConfigJson: JSON.stringify(PublicConfigSchema.parse(publicConfig())),
  });
  return app;
}
