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
const TOKEN_SEGMENT = /(\/(?:invites|activate-user|reset-password|invite-user)\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:token|resetPasswordToken|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_SEGMENT, '$1[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
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
