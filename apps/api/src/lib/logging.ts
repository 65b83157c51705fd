import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Fields that may carry secrets, wherever they appear in a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.resetPasswordToken',
  '*.apiKey',
  '*.authorization',
  'body.password',
  'body.token',
];

/** Path segments after these words are secrets (activation, reset and invitation tokens). */
const TOKEN_SEGMENT = /(\/(?:invites|activate-user|reset-password|invite-user)\/)[^/?#]+/gi;
const TOKEN_QUERY = /([?&](?:token|resetPasswordToken|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
