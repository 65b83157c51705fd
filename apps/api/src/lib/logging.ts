import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * Keys whose values are secrets wherever they appear in a logged object, at the top or up to three
 * levels down (`{ body: { password } }`, `{ headers: { authorization, cookie } }`).
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'token',
  'resetPasswordToken',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
]);
const CENSOR = '[redacted]';
const SECRET_DEPTH = 3;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * A log line's object with every secret value replaced by "[redacted]"; what it logs is never
 * changed (a censored branch is a copy). Only plain objects are walked: a request or reply goes
 * through its serializer (loggerOptions), which logs no headers and no body. A hand-written walk
 * instead of pino's wildcard `redact` paths, which cost 6 % of a small request
 * (docs/decisions/034-request-fixed-cost.md, docs/decisions/037-embedded-database-off-the-request-thread.md).
 */
export function censorSecrets(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    let replaced = value;
    if (SECRET_KEYS.has(key) && value !== undefined && value !== null) replaced = CENSOR;
    else if (depth < SECRET_DEPTH && isPlainObject(value)) replaced = censorSecrets(value, depth + 1);
    if (replaced !== value) {
      copy ??= { ...object };
      copy[key] = replaced;
    }
  }
  return copy ?? object;
}

/** Path segments after these words are secrets (activation, reset and invitation tokens). */
const TOKEN_SEGMENT = /(\/(?:invites|activate-user|reset-password|invite-user)\/)[^/?#]+/gi;
const TOKEN_QUERY = /([?&](?:token|resetPasswordToken|access_token)=)[^&#]*/gi;

/** Words that any URL with a token in it contains: most URLs skip the two replacements. */
const MAY_HOLD_TOKEN = /invite|activate|reset|token/i;

export function redactUrl(url: string): string {
  if (!MAY_HOLD_TOKEN.test(url)) return url;
  return url.replace(TOKEN_SEGMENT, '$1[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[A-Za-z]{2,}/g;
const ARGON2_HASH = /\$argon2[a-z]*\$[^\s"',)]*/g;

/** Removes e-mail addresses and password hashes from free text (error messages quote what failed). */
export function scrubText(text: string): string {
  return text.replace(ARGON2_HASH, '[hash]').replace(EMAIL, '[email]');
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

/**
 * Errors as the log shows them: type, message, stack, code and cause, and nothing else the error
 * object carries. A failed query (Drizzle's "Failed query: ... params: ...") keeps its SQL and drops
 * its parameters: they hold whatever was being written (a document, an address, a password hash).
 * PostgreSQL's `detail` ("Key (email)=(...) already exists") is dropped for the same reason.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = scrubText(String(error)).slice(0, 500);
    return { type: typeof error, message, stack: message };
  }
  const failedQuery = 'query' in error && 'params' in error && typeof error.query === 'string';
  const message = failedQuery
    ? `Failed query: ${(error.query as string).slice(0, 500)} (parameters withheld)`
    : scrubText(error.message).slice(0, 2_000);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const logged: LoggedError = { type: error.name, message, stack: `${error.name}: ${message}\n${scrubText(frames)}` };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string') logged.code = code;
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

let stdout: DestinationStream | undefined;

/**
 * Standard output, buffered: lines go out in writes of 4 KB or more, and at least every quarter of a
 * second, instead of one blocking write per line (a write per request cost as much as the rest of the
 * log line). pino writes what is pending synchronously on exit, on an uncaught exception and after a
 * fatal line; only a killed process or a lost machine can lose the last quarter second of lines.
 */
function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
  return stdout;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stdoutDestination(),
    formatters: { log: censorSecrets },
    serializers: {
      err: serializeError,
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

/** Request ids: an incoming X-Request-Id is kept when it is short and plain, else a new UUID. */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId(request) {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  },
};
