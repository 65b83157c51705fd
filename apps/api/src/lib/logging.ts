import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
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

/** Where batched lines go: sonic-boom (pino.destination) or a test's sink. */
interface LineSink {
  write(chunk: string): unknown;
  flushSync(): void;
}

/**
 * Log lines gathered in memory and handed on as one string per batch (16 K characters, or whatever has
 * gathered after a quarter of a second). sonic-boom measures its whole pending buffer again on every
 * write (`Buffer.byteLength` of a string that grows to 16 KB), which cost 3-6 µs a line, more than
 * building the line; a batch costs it one write (docs/decisions/038-small-answers.md).
 */
export class LineBatcher {
  #lines: string[] = [];
  #chars = 0;
  readonly #sink: LineSink;
  readonly #batchChars: number;

  constructor(sink: LineSink, { batchChars = 16_384, flushMs = 250 } = {}) {
    this.#sink = sink;
    this.#batchChars = batchChars;
    setInterval(() => this.flush(), flushMs).unref();
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.#batchChars) this.flush();
  }

  /** Hands what has gathered to the sink in one write. */
  flush(): void {
    if (this.#lines.length === 0) return;
    const batch = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#sink.write(batch);
  }

  /** Writes everything synchronously: pino calls it after a fatal line, and the process on exit. */
  flushSync(): void {
    this.flush();
    this.#sink.flushSync();
  }
}

let stdout: LineBatcher | undefined;

/**
 * Standard output, in batches (LineBatcher) written synchronously, as pino's own destination writes
 * each line: a blocking write of 16 KB costs about what a non-blocking one costs to hand to the thread
 * pool (which cost 4-5 µs a request here), and a batch blocks far less often than a line would. What
 * is pending is written on exit (so also after an uncaught exception) and after a fatal line; only a
 * killed process or a lost machine can lose the last quarter second of lines.
 */
function stdoutDestination(): DestinationStream {
  if (!stdout) {
    const batcher = new LineBatcher(pino.destination({ dest: 1, sync: true }));
    process.once('exit', () => batcher.flushSync());
    stdout = batcher;
  }
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

/** What the line a request logs when it completes says (plugins/observability.ts). */
export interface RequestLine {
  id: string;
  method: string;
  url: string;
  ip: string | undefined;
  statusCode: number;
  responseTime: number;
  userId: number | null;
  traceId: string | undefined;
}

interface PinoInternals {
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.timeSym]: () => string;
  levels: { values: Record<string, number> };
  isLevelEnabled(level: string): boolean;
}

const quote = JSON.stringify;

/**
 * Writes the request-completed line to the stream of `logger` (the app's root logger; the line adds
 * the request id as a request's child logger would), in the shape pino gives it, composed by hand: the
 * fields are known and free of secrets once the URL is redacted, and pino's generic path (serializers,
 * the censoring walk, a stringify per key) cost more than the rest of a small request
 * (docs/decisions/038-small-answers.md). logging.test.ts holds the two lines equal. A logger that is
 * not pino (logging off) writes nothing.
 */
export function logRequestLine(logger: FastifyBaseLogger, level: 'info' | 'debug', line: RequestLine): void {
  const internals = logger as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym];
  if (!stream || !internals.isLevelEnabled(level)) return;
  const ip = line.ip === undefined ? '' : `,"ip":${quote(line.ip)}`;
  const user = line.userId === null ? '' : `,"userId":${line.userId}`;
  const trace = line.traceId === undefined ? '' : `,"traceId":${quote(line.traceId)}`;
  stream.write(
    `{"level":${internals.levels.values[level]}${internals[pino.symbols.timeSym]()}${internals[pino.symbols.chindingsSym]}` +
      `,"reqId":${quote(line.id)},"req":{"id":${quote(line.id)},"method":${quote(line.method)},"url":${quote(redactUrl(line.url))}${ip}}` +
      `,"res":{"statusCode":${line.statusCode}},"responseTime":${line.responseTime}${user}${trace}` +
      `,"msg":"request completed"}\n`,
  );
}

/** Whether `logRequestLine` would write a line at `level`, so a caller can skip putting one together. */
export function writesRequestLines(logger: FastifyBaseLogger, level: 'info' | 'debug'): boolean {
  const internals = logger as unknown as PinoInternals;
  return internals[pino.symbols.streamSym] !== undefined && internals.isLevelEnabled(level);
}

const PLAIN_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request's id: an incoming X-Request-Id is kept when it is short and plain, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && PLAIN_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdOptions = { requestIdHeader: false, genReqId: requestId } as const satisfies Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader'
>;
