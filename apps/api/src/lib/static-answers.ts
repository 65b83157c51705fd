import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import negotiate from '@fastify/accept-negotiator';
import proxyAddr from '@fastify/proxy-addr';
import type { RequestLine } from './logging.js';

/** Which security headers an answer carries (plugins/security.ts): the API set, or the pages' set. */
export type SecurityKind = 'api' | 'page';

/** An answer that is the same bytes for as long as the server runs (the public configuration). */
export interface StaticAnswer {
  body: string;
  contentType: string;
  cacheControl: string;
}

/** One stored form of a file: its bytes and the headers Fastify's static plugin would send with them. */
export interface StaticFileVariant {
  body: Buffer;
  /** In the order the static plugin sets them, security headers and the request id aside. */
  headers: Record<string, string>;
}

/** A file of the web build with its precompressed siblings (plugins/web.ts). */
export interface StaticFile {
  identity: StaticFileVariant;
  encoded: Partial<Record<'br' | 'gzip', StaticFileVariant>>;
}

/**
 * What every static answer carries and reports, given once the app exists (app.ts): counted and logged
 * as Fastify's answers of the same route are (plugins/observability.ts recordRequest).
 */
export interface StaticAnswerHooks {
  /** Security headers by kind (plugins/security.ts). */
  headers: Record<SecurityKind, Record<string, string>>;
  /** The request's id, as Fastify's genReqId gives it (lib/logging.ts requestId). */
  requestId(request: IncomingMessage): string;
  /** Counts 200 answers of `route` to `method`, given each answer's seconds; bound once per route and method. */
  counter(route: string, method: 'GET' | 'HEAD'): (seconds: number) => void;
  /** Whether the log keeps the request lines of `route`'s answers (they log at debug). */
  logs(route: string): boolean;
  /** Logs an answer's request line. */
  log(route: string, line: RequestLine): void;
}

/** Whose X-Forwarded-For to believe: false, or the function Fastify is given too (app.ts). */
export type TrustProxy = false | ((address: string, hop: number) => boolean);

/** The HTTP server options Fastify would create its server with (Fastify's serverFactory gets them). */
export interface HttpServerOptions {
  http: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  trustProxy: TrustProxy;
}

/** A prepared answer: how to pick its bytes for a request (null: Fastify answers it), its route label and counters. */
interface Prepared {
  route: string;
  pick(request: IncomingMessage): { headers: string[]; body: string | Buffer } | null;
  count: Record<'GET' | 'HEAD', (seconds: number) => void>;
}

/**
 * Requests a stored file cannot answer by itself: conditional and range requests go on to the static
 * plugin, which implements them (304, 206, 412), so the answers here never differ from its own.
 */
const NEEDS_FASTIFY = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];

/** Encodings in the static plugin's order of preference (@fastify/static supportedEncodings). */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;

/**
 * Answers that never change while the server runs, written before Fastify's routing and hooks: a GET
 * or HEAD of exactly a registered path (no query string) gets the prepared status line, headers and
 * body, its request id, and a metrics count and log line; anything else goes on to Fastify, which
 * serves the same path too (documentation, query strings, other methods, conditional requests).
 * The public configuration is fetched by every page load, and the web build's hashed assets by every
 * first visit (some 40 files for the workspace); Fastify's request pipeline and the static plugin's
 * file system calls cost several times what a bare server spends on them
 * (docs/decisions/038-small-answers.md).
 */
export class StaticAnswers {
  readonly #answers = new Map<string, Prepared>();
  #hooks: StaticAnswerHooks | undefined;
  #clientIp: (request: IncomingMessage) => string | undefined = (request) => request.socket.remoteAddress;

  /** Called once the app's security headers, request ids, metrics and log exist. */
  attach(hooks: StaticAnswerHooks): void {
    this.#hooks = hooks;
  }

  #attached(): StaticAnswerHooks {
    if (!this.#hooks) throw new Error('StaticAnswers.add before attach');
    return this.#hooks;
  }

  #counters(route: string): Prepared['count'] {
    const hooks = this.#attached();
    return { GET: hooks.counter(route, 'GET'), HEAD: hooks.counter(route, 'HEAD') };
  }

  /** A JSON answer of the API (the API's security headers), counted under its own path. */
  add(path: string, answer: StaticAnswer): void {
    const headers = Object.entries({
      ...this.#attached().headers.api,
      'Cache-Control': answer.cacheControl,
      'Content-Type': answer.contentType,
      'Content-Length': String(Buffer.byteLength(answer.body)),
    }).flat();
    // A string, not a Buffer: Node then sends the head and the body in one write rather than two.
    const prepared = { headers, body: answer.body };
    this.#answers.set(path, { route: path, pick: () => prepared, count: this.#counters(path) });
  }

  /**
   * A file of the web build (the pages' security headers), in the form the request's Accept-Encoding
   * picks as the static plugin picks it; `route` is the label Fastify's static route counts it under.
   */
  addFile(path: string, file: StaticFile, route: string): void {
    const security = Object.entries(this.#attached().headers.page).flat();
    const prepare = (variant: StaticFileVariant) => ({
      headers: [...security, ...Object.entries(variant.headers).flat()],
      body: variant.body,
    });
    const identity = prepare(file.identity);
    const encoded = new Map<string, ReturnType<typeof prepare>>();
    if (file.encoded.br) encoded.set('br', prepare(file.encoded.br));
    if (file.encoded.gzip) encoded.set('gzip', prepare(file.encoded.gzip));
    this.#answers.set(path, {
      route,
      count: this.#counters(route),
      pick(request) {
        const { headers } = request;
        for (const name of NEEDS_FASTIFY) if (headers[name] !== undefined) return null;
        const accepted = headers['accept-encoding'];
        if (accepted === undefined) return identity;
        // The encoding the client prefers, read as @fastify/static reads it (`*` stands for gzip). One
        // this file has no sibling for goes on to Fastify, where the static plugin tries the next and
        // the compression plugin may compress on the fly; none accepted means the file as it is.
        const chosen = negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), [...ENCODINGS]);
        if (chosen === null) return identity;
        return encoded.get(chosen) ?? null;
      },
    });
  }

  /** Answers `request` when it asks for a static answer; false when Fastify should answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const prepared = this.#answers.get(url ?? '');
    const hooks = this.#hooks;
    if (!prepared || !hooks) return false;
    const started = performance.now();
    const chosen = prepared.pick(request);
    if (!chosen) return false;
    const id = hooks.requestId(request);
    response.writeHead(200, [...chosen.headers, 'X-Request-Id', id]);
    response.end(method === 'HEAD' ? undefined : chosen.body);
    const ms = performance.now() - started;
    prepared.count[method](ms / 1000);
    // The line is only put together when the log keeps it: these routes log at debug.
    if (hooks.logs(prepared.route)) {
      hooks.log(prepared.route, {
        id,
        method,
        url: url!,
        ip: this.#clientIp(request),
        statusCode: 200,
        responseTime: ms,
        userId: null,
        traceId: undefined,
      });
    }
    return true;
  }

  /**
   * The HTTP server for Fastify's `serverFactory`: Node's, with the options Fastify would set on its
   * own, answering static answers first. The client address is worked out as Fastify's request.ip
   * does, with the same trust function.
   */
  server(handler: (request: IncomingMessage, response: ServerResponse) => void, options: HttpServerOptions): Server {
    const trust = options.trustProxy;
    if (trust) this.#clientIp = (request) => proxyAddr.all(request, trust).at(-1);
    const server = createServer(options.http, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  }
}
