import type { ErrorBody, FieldIssue } from '@caseboard/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-errors.js';

/** Fastify's own error codes that are the client's fault, mapped to our stable codes. */
const fastifyCodes: Record<string, AppError['code']> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
};

function send(reply: FastifyReply, status: number, body: ErrorBody, headers?: Record<string, string>) {
  if (headers) void reply.headers(headers);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error path: every failure leaves as `{ code, message, details? }` with a stable code. Anything
 * unexpected is a 500 with a generic message; its details go to the log only, never to the client.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return send(reply, error.statusCode, bodyOf(error), error.headers);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: FieldIssue[] = error.validation.slice(0, MAX_ISSUES).map((issue) => ({
          path: clip([error.validationContext, ...pathSegments(issue.instancePath)].filter(Boolean).join('.')),
          message: clip(issue.message ?? 'is invalid'),
        }));
        const more = error.validation.length - details.length;
        return send(reply, 400, {
          code: 'validation_failed',
          message:
            more > 0 ? `The request is not valid (${more} more issues not listed).` : 'The request is not valid.',
          details,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return send(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side.' });
      }
      const mapped = error.code ? fastifyCodes[error.code] : undefined;
      if (mapped) return send(reply, new AppError(mapped).statusCode, bodyOf(new AppError(mapped)));
      if (error instanceof SyntaxError && error.statusCode === 400)
        return send(reply, 400, bodyOf(new AppError('malformed_json')));
      if (error.statusCode === 429) {
        return send(reply, 429, bodyOf(new AppError('rate_limited')));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        const code =
          error.statusCode === 404
            ? 'not_found'
            : error.statusCode === 405
              ? 'method_not_allowed'
              : 'validation_failed';
        return send(reply, error.statusCode, { code, message: new AppError(code).message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        const unavailable = new AppError('service_unavailable', {
          message: 'The database is unavailable; try again in a moment.',
          details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
        });
        return send(reply, 503, bodyOf(unavailable), { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side.' });
    });
  },
  { name: 'errors' },
);

/** A refusal lists at most this many failing fields: enough to fix a form, never a megabyte of echo. */
export const MAX_ISSUES = 20;
const MAX_ISSUE_TEXT = 200;

/** Messages and paths can echo input (zod names unknown keys); each is cut to a line. */
function clip(text: string): string {
  return text.length > MAX_ISSUE_TEXT ? `${text.slice(0, MAX_ISSUE_TEXT - 1)}…` : text;
}

function bodyOf(error: AppError): ErrorBody {
  return error.details === undefined
    ? { code: error.code, message: error.message }
    : { code: error.code, message: error.message, details: error.details };
}

function pathSegments(instancePath: string | undefined): string[] {
  return (instancePath ?? '').split('/').filter(Boolean);
}
