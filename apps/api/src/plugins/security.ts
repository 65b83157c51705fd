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
 * Security headers on every response. Scripts run only from this origin and the configured analytics
 * origin; nothing may frame the app; the base URI and object embeds are locked down.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headers = Object.entries(securityHeaders(options));
    // On the raw response, as helmet does, so answers written by hand (an event stream) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security' },
);
