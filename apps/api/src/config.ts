import { resolve } from 'node:path';
import { I18N_URL_STRATEGIES, type I18nUrlStrategy } from '@caseboard/contracts';
import { EngineEnvSchema, engineConfigFromEnv, localDetectionFromEnv, type EngineConfig } from '@caseboard/engine';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

/**
 * The environment table of docs/architecture and the README. Parsed once at start-up; every bad
 * variable is named in one error so an operator fixes them all at once.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    EMBEDDED_DATABASE_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
    MAIL_TRANSPORT: z.enum(['file', 'smtp']).optional(),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalString.pipe(z.string().optional()),
    MAX_PROJECTS: z.coerce.number().int().min(1).max(1_000).default(3),
    BETA_SEATS: z.coerce.number().int().min(0).max(1_000_000).default(200),
    ANALYTICS_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ANALYTICS_TAG_ID: optionalString,
    FEEDBACK_FORM_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DSR_FORM_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LEGAL_OPERATOR_NAME: optionalString.pipe(z.string().max(200).optional()),
    LEGAL_OPERATOR_ADDRESS: optionalString.pipe(z.string().max(500).optional()),
    LEGAL_OPERATOR_EMAIL: optionalString.pipe(z.email().optional()),
    I18N_URL_STRATEGY: z.enum(I18N_URL_STRATEGIES).default('no_prefix'),
    MAIL_LIMIT_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(50),
    AI_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    AI_RATE_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(500),
    OFFLINE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    OFFLINE_RATE_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    LIVE_TRANSPORT: z.enum(['auto', 'memory', 'postgres', 'redis']).default('auto'),
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
    REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(150),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(180_000),
    GENERATION_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    GENERATION_QUEUE: z.coerce.number().int().min(0).max(10_000).default(100),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(10_000).default(150),
    SERVE_SOURCE_MAPS: optionalString.pipe(z.enum(['true', 'false', '1', '0']).optional()),
    WEB_DIST: optionalString,
    BETA_AUTO_ARCHIVE: optionalString.pipe(z.enum(['true', 'false', '1', '0']).optional()),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OTEL_EXPORTER_OTLP_HEADERS: optionalString.pipe(
      z
        .string()
        .regex(/^[^=,\s]+=[^,]*(,[^=,\s]+=[^,]*)*$/, 'must be key=value pairs separated by commas')
        .optional(),
    ),
    OTEL_SERVICE_NAME: z.string().min(1).max(100).default('caseboard'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    TRUST_PROXY: optionalString.pipe(
      z
        .string()
        .regex(/^(true|false|\d{1,2}|[\da-fA-F.:/,\s]+)$/, 'must be true, false, a hop count or proxy addresses')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.LIVE_TRANSPORT === 'redis' && !env.REDIS_URL) {
      ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'is required when LIVE_TRANSPORT=redis' });
    }
    if (env.LIVE_TRANSPORT === 'postgres' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when LIVE_TRANSPORT=postgres' });
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  port: number;
  host: string;
  publicUrl: URL;
  /** True when PUBLIC_URL is https: cookies get Secure and responses get HSTS. */
  secure: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections per instance (pool), the longest a statement may run (server-side
   * statement_timeout; 0 = no limit; migrations are exempt) and the longest to wait for a connection,
   * new or from the pool, before the request answers 503.
   */
  databasePool: { max: number; statementTimeoutMs: number; connectTimeoutMs: number };
  /**
   * Nice steps below the request thread for the embedded database's thread (Linux): on busy cores a
   * request is answered first and a query waits (db/embedded/worker.ts). 0: the same priority.
   */
  embeddedDatabaseNiceness: number;
  mail: { transport: 'file' | 'smtp'; smtpUrl: string | undefined; from: string; outboxDir: string };
  maxProjects: number;
  betaSeats: number;
  /** The generation engine's settings (AI_* variables, parsed by the engine's own schema). */
  ai: EngineConfig;
  /** Whether and where to look for Ollama at start (AI_DETECT_OLLAMA, AI_OLLAMA_URL; loopback only). */
  localModels: { detect: boolean; url: string };
  analytics: { url: string; origin: string; tagId: string | null } | null;
  /** External forms the legal texts link out to; null hides the link and the text says how else to ask. */
  links: { feedbackForm: string | null; dataRequestForm: string | null };
  /** Who operates the installation, named in the legal texts (LEGAL_OPERATOR_*); null parts say "not set". */
  legalOperator: { name: string | null; address: string | null; email: string | null };
  i18nUrlStrategy: I18nUrlStrategy;
  /** Requests that send account e-mail (sign-up, resend, reset, sharing) from one client address per hour. */
  mailLimitPerClientPerHour: number;
  /** Generation requests per user: LLM calls cost money, offline ones only CPU, so they get more room. */
  generationLimits: { llm: { perMinute: number; perDay: number }; offline: { perMinute: number; perDay: number } };
  redisUrl: string | undefined;
  /**
   * Live updates (modules/live): how instances tell each other about saves and presence (`auto`: Redis
   * with REDIS_URL, else PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in this process) and how many
   * event streams one instance holds.
   */
  live: { transport: 'auto' | 'memory' | 'postgres' | 'redis'; maxStreams: number };
  /** Redis must not slow requests down: a connection attempt and each command give up after these. */
  redisTimeouts: { connectMs: number; commandMs: number };
  /**
   * Connection timeouts: a request (headers and body) must arrive within `requestMs`, an idle
   * keep-alive connection closes after `keepAliveMs`, and a connection on which nothing moves either
   * way for `idleMs` is closed (long enough for a slow provider's first token on a stream).
   */
  timeouts: { requestMs: number; keepAliveMs: number; idleMs: number };
  /** Worker threads for offline generation (default: cores - 1) and generations that may wait for one. */
  generationWorkers: number | undefined;
  generationQueue: number;
  /** Expensive requests get 503 while the event loop's delay (p99 over 250 ms) is above this. */
  maxEventLoopDelayMs: number;
  /** Serve the web build's source maps (`*.map`); off by default, so the sources stay private. */
  serveSourceMaps: boolean;
  webDist: string;
  /** Run `archive-inactive` (30 days) once a day inside the server. */
  betaAutoArchive: boolean;
  /**
   * SIGTERM: readiness answers 503 at once; the server keeps serving for `readinessDelayMs` (only when
   * something polls readiness, i.e. a load balancer) and then stops accepting; requests and streams in
   * flight get `graceMs` in all (default: the provider timeout plus 30 s), after which generations
   * still running are cut and recorded as such.
   */
  shutdown: { graceMs: number; readinessDelayMs: number };
  /** Bearer token that /metrics requires; unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /** OTLP/HTTP collector for traces (docs/decisions/032-tracing.md); null, no spans are made. */
  tracing: { endpoint: string; headers: Record<string, string>; serviceName: string } | null;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address (rate limits). */
  trustProxy: boolean | number | string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Every variable the server reads: its own and the engine's. */
export const KNOWN_VARIABLES: readonly string[] = [
  ...Object.keys(EnvSchema.shape),
  ...Object.keys(EngineEnvSchema.shape),
].sort();

/** Edit distance with adjacent transpositions (optimal string alignment): DATABSE_URL is 1 from DATABASE_URL. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Variables that look like a misspelt Caseboard variable: an unknown upper-case name within one edit of
 * a known one (two for names of eight characters or more). A misspelt DATABASE_URL would otherwise start
 * the server on the embedded database and put production data on local disk unnoticed. Names of other
 * software that happen to be close (HOME is two edits from HOST) stay below these distances.
 */
export function misspeltVariables(source: NodeJS.ProcessEnv): string[] {
  const known = new Set(KNOWN_VARIABLES);
  const problems: string[] = [];
  for (const name of Object.keys(source).sort()) {
    if (known.has(name) || !/^[A-Z][A-Z0-9_]{2,}$/.test(name)) continue;
    let closest: { name: string; distance: number } | undefined;
    for (const candidate of KNOWN_VARIABLES) {
      const distance = editDistance(name, candidate);
      const allowed = candidate.length >= 8 ? 2 : 1;
      if (distance <= allowed && (!closest || distance < closest.distance)) closest = { name: candidate, distance };
    }
    if (closest) problems.push(`${name} is not a Caseboard variable; did you mean ${closest.name}?`);
  }
  return problems;
}

/** Reads the configuration from an environment (process.env by default); throws one ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(source);
  const blanked = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value?.trim() === '' ? undefined : value]),
  );
  const aiParsed = EngineEnvSchema.safeParse(blanked);
  const problems = [
    ...misspeltVariables(source),
    ...[...(parsed.error?.issues ?? []), ...(aiParsed.error?.issues ?? [])].map(
      (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
    ),
  ];
  if (!parsed.success || !aiParsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const dataDir = resolve(cwd, env.DATA_DIR);
  const analyticsUrl = env.ANALYTICS_URL;
  return {
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secure: publicUrl.protocol === 'https:',
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePool: {
      max: env.DATABASE_POOL_MAX,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    },
    embeddedDatabaseNiceness: env.EMBEDDED_DATABASE_NICENESS,
    mail: {
      transport: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'file'),
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Caseboard <no-reply@${publicUrl.hostname}>`,
      outboxDir: resolve(dataDir, 'mail'),
    },
    maxProjects: env.MAX_PROJECTS,
    betaSeats: env.BETA_SEATS,
    ai: engineConfigFromEnv(blanked),
    localModels: (({ enabled, url }) => ({ detect: enabled, url }))(localDetectionFromEnv(blanked)),
    analytics: analyticsUrl
      ? { url: analyticsUrl, origin: new URL(analyticsUrl).origin, tagId: env.ANALYTICS_TAG_ID ?? null }
      : null,
    links: { feedbackForm: env.FEEDBACK_FORM_URL ?? null, dataRequestForm: env.DSR_FORM_URL ?? null },
    legalOperator: {
      name: env.LEGAL_OPERATOR_NAME ?? null,
      address: env.LEGAL_OPERATOR_ADDRESS ?? null,
      email: env.LEGAL_OPERATOR_EMAIL ?? null,
    },
    i18nUrlStrategy: env.I18N_URL_STRATEGY,
    mailLimitPerClientPerHour: env.MAIL_LIMIT_PER_CLIENT_PER_HOUR,
    generationLimits: {
      llm: { perMinute: env.AI_RATE_PER_MINUTE, perDay: env.AI_RATE_PER_DAY },
      offline: { perMinute: env.OFFLINE_RATE_PER_MINUTE, perDay: env.OFFLINE_RATE_PER_DAY },
    },
    redisUrl: env.REDIS_URL,
    redisTimeouts: { connectMs: env.REDIS_CONNECT_TIMEOUT_MS, commandMs: env.REDIS_COMMAND_TIMEOUT_MS },
    live: { transport: env.LIVE_TRANSPORT, maxStreams: env.LIVE_MAX_STREAMS },
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: env.IDLE_TIMEOUT_MS,
    },
    generationWorkers: env.GENERATION_WORKERS,
    generationQueue: env.GENERATION_QUEUE,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true' || env.SERVE_SOURCE_MAPS === '1',
    webDist: resolve(cwd, env.WEB_DIST ?? defaultWebDist()),
    betaAutoArchive: env.BETA_AUTO_ARCHIVE === 'true' || env.BETA_AUTO_ARCHIVE === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
          headers: parseOtlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS),
          serviceName: env.OTEL_SERVICE_NAME,
        }
      : null,
    shutdown: {
      graceMs: env.SHUTDOWN_GRACE_MS ?? aiParsed.data.AI_TIMEOUT_MS + 30_000,
      readinessDelayMs: env.SHUTDOWN_DELAY_MS,
    },
  };
}

/** `OTEL_EXPORTER_OTLP_HEADERS` as the OpenTelemetry spec writes it: `key=value,key2=value2`, values URL-encoded. */
function parseOtlpHeaders(value: string | undefined): Record<string, string> {
  if (!value) return {};
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())];
    }),
  );
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.replace(/\s+/g, '');
}

function defaultWebDist(): string {
  // apps/api/{src,dist}/config.* -> apps/web/dist
  return new URL('../../web/dist', import.meta.url).pathname;
}
