import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/** Paths whose URL carries a secret token: their pages must not leak it through the Referer header. */
export const TOKEN_PAGE_PREFIXES = ['/auth/activate-user/', '/auth/reset-password/', '/auth/invite-user/'];

/**
 * True for a page path that carries a token, however it is spelt: the web router matches paths
 * without regard to case, percent-encoding or doubled slashes, so `/AUTH/Reset-Password/<token>` and
 * `//auth/reset%2Dpassword/<token>` open the same page and must get the same `no-referrer`.
 */
export function isTokenPage(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judge the path as sent
  }
  const normal = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return TOKEN_PAGE_PREFIXES.some((prefix) => normal.startsWith(prefix));
}

export interface SecurityOptions {
  /** Origin of the analytics script (ANALYTICS_URL), the only third party the page may talk to. */
  analyticsOrigin: string | null;
  /** Send HSTS: only when PUBLIC_URL is https. */
  hsts: boolean;
}

/**
 * The security headers as helmet writes them for these options. They depend on nothing in the request,
 * so they are worked out once: helmet's middleware (and @fastify/helmet, which calls it with its whole
 * configuration per request) spent a tenth of a small request's time rebuilding the same strings
 * (bench/suites/01-system.mjs).
 */
export function securityHeaders({ analyticsOrigin, hsts }: SecurityOptions): Record<string, string> {
  const third = analyticsOrigin ? [analyticsOrigin] : [];
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...third],
        // Radix and React Flow set inline styles at run time; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...third],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...third],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.fromEntries(headers);
}

/**
 * The security headers of API answers (JSON, event streams, metrics), after OWASP's REST Security
 * Cheat Sheet: nothing may frame or load them, their type is not sniffed, and no other origin may read
 * them. The page headers above are about what a document may load and do; an API answer loads
 * nothing, and they made a small answer's headers four times its body (docs/decisions/038-small-answers.md).
 */
export function apiSecurityHeaders(options: SecurityOptions): Record<string, string> {
  // HSTS as the pages send it (helmet's value for the same options).
  const hsts = securityHeaders(options)['Strict-Transport-Security'];
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}

/** API answers: everything under /api/ but the browsable API documentation (a page), and /metrics. */
export function isApiPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/metrics';
}

/**
 * Security headers on every response, and the request's id (X-Request-Id). Pages and their assets get
 * the page headers: scripts run only from this origin and the configured analytics origin; nothing may
 * frame the app; the base URI and object embeds are locked down. API answers get the API headers.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const page = Object.entries(securityHeaders(options));
    const api = Object.entries(apiSecurityHeaders(options));
    // On the raw response, as helmet does, so answers written by hand (an event stream) carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of isApiPath(request.url) ? api : page) raw.setHeader(name, value);
      raw.setHeader('X-Request-Id', request.id);
      done();
    });
  },
  { name: 'security' },
);
