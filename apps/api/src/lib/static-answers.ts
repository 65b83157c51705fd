import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { RequestLine } from './logging.js';

/** An answer that is the same bytes for as long as the server runs (the public configuration). */
export interface StaticAnswer {
  body: string;
  contentType: string;
  cacheControl: string;
}

/** What every static answer carries and reports, given once the app exists (app.ts). */
export interface StaticAnswerHooks {
  /** Security headers (plugins/security.ts, the API set). */
  headers: Record<string, string>;
  /** The request's id, as Fastify's genReqId gives it (lib/logging.ts requestId). */
  requestId(request: IncomingMessage): string;
  /** Counts and logs the answer as every other request is (plugins/observability.ts recordRequest). */
  answered(route: string, line: RequestLine): void;
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

/**
 * Answers that never change while the server runs, written before Fastify's routing and hooks: a GET
 * or HEAD of exactly a registered path (no query string) gets the prepared status line, headers and
 * body, its request id, and a metrics count and log line; anything else goes on to Fastify, which
 * serves the same path too (documentation, query strings, other methods). The public configuration
 * is fetched by every page load, and Fastify's request pipeline cost twice what a bare server spends
 * on it (docs/decisions/038-small-answers.md).
 */
export class StaticAnswers {
  readonly #answers = new Map<string, { headers: string[]; body: string }>();
  #hooks: StaticAnswerHooks | undefined;
  #clientIp: (request: IncomingMessage) => string | undefined = (request) => request.socket.remoteAddress;

  /** Called once the app's security headers, request ids, metrics and log exist. */
  attach(hooks: StaticAnswerHooks): void {
    this.#hooks = hooks;
  }

  add(path: string, answer: StaticAnswer): void {
    if (!this.#hooks) throw new Error('StaticAnswers.add before attach');
    const headers = Object.entries({
      ...this.#hooks.headers,
      'Cache-Control': answer.cacheControl,
      'Content-Type': answer.contentType,
      'Content-Length': String(Buffer.byteLength(answer.body)),
    }).flat();
    // A string, not a Buffer: Node then sends the head and the body in one write rather than two.
    this.#answers.set(path, { headers, body: answer.body });
  }

  /** Answers `request` when it asks for a static answer; false when Fastify should answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const prepared = this.#answers.get(url ?? '');
    const hooks = this.#hooks;
    if (!prepared || !hooks) return false;
    const started = performance.now();
    const id = hooks.requestId(request);
    response.writeHead(200, [...prepared.headers, 'X-Request-Id', id]);
    response.end(method === 'HEAD' ? undefined : prepared.body);
    hooks.answered(url!, {
      id,
      method,
      url: url!,
      ip: this.#clientIp(request),
      statusCode: 200,
      responseTime: performance.now() - started,
      userId: null,
      traceId: undefined,
    });
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
