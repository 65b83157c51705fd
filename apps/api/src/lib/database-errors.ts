/**
 * Errors that mean "the database cannot be reached or cannot take work right now", as opposed to a
 * bug or a bad query: the request answers 503 with Retry-After instead of 500, so clients and load
 * balancers retry instead of reporting a fault. Drizzle wraps the driver's error as its cause.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** SQLSTATE classes and codes: connection exceptions (08), shutdown and "cannot connect now" (57P0x), too many connections, statement timeout. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection terminated due to connection timeout/i,
  /Cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Seconds a client should wait before trying again after a database outage answered 503. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
