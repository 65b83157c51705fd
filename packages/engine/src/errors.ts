/**
 * The one error type the engine throws. The code is the stable contract; the suggested HTTP status lets the
 * API map it without a second table; `message` is a developer-facing hint only.
 */
export const ENGINE_ERROR_STATUS = {
  /** The request does not fit the contract (the API validates first; this guards direct callers). */
  invalid_request: 400,
  /** The request names a model this deployment does not offer. */
  unknown_model: 400,
  /** The provider answered, but not with a valid artefact, even after one repair attempt. */
  generation_invalid_output: 502,
  /** The provider is unreachable (503), failing (502) or rate-limiting us beyond our retries (503). */
  provider_unavailable: 503,
  /** The caller aborted (client disconnected). 499 is the de facto status for a client that went away. */
  generation_cancelled: 499,
  /** The provider did not answer within the time limit. */
  generation_timeout: 504,
} as const;

export type EngineErrorCode = keyof typeof ENGINE_ERROR_STATUS;

export interface EngineErrorOptions {
  /** Overrides the default status of the code (e.g. 502 rather than 503 when the provider answered 5xx). */
  status?: number;
  /** When the provider asked us to come back (Retry-After), in milliseconds. */
  retryAfterMs?: number;
  /** Structured, non-secret details: provider status, validation issues. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly status: number;
  readonly retryAfterMs: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: EngineErrorCode, message: string, options: EngineErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EngineError';
    this.code = code;
    this.status = options.status ?? ENGINE_ERROR_STATUS[code];
    this.retryAfterMs = options.retryAfterMs;
    this.details = options.details;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
