import { errorStatus, type ErrorCode } from '@caseboard/contracts';

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  validation_failed: 'The request is not valid.',
  malformed_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'The request body must be JSON.',
  payload_too_large: 'The request body is too large.',
  unauthorized: 'Sign in to continue.',
  forbidden: 'You may not do this.',
  origin_not_allowed: 'This request must come from the Caseboard app.',
  not_found: 'Not found.',
  rate_limited: 'Too many requests; try again later.',
  internal_error: 'Something went wrong on our side.',
  service_unavailable: 'The service is temporarily unavailable.',
};

/**
 * The one way the API reports an expected failure: throw `new AppError('not_found')` anywhere in a
 * route or service; the error handler answers `{ code, message, details? }` with the code's status.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      details?: unknown;
      headers?: Record<string, string>;
      cause?: unknown;
      /** Overrides the code's usual status where the contract allows two (provider_unavailable: 502 or 503). */
      status?: number;
    } = {},
  ) {
    super(options.message ?? defaultMessages[code] ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.status ?? errorStatus[code];
    this.details = options.details;
    this.headers = options.headers;
  }

  readonly details: unknown;
  readonly headers: Record<string, string> | undefined;
}
