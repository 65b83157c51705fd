import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * Security headers on every response. Scripts run only from this origin and the configured analytics
 * origin; nothing may frame the app; the base URI and object embeds are locked down.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { analyticsOrigin, hsts }: SecurityOptions) => {
    const third = analyticsOrigin ? [analyticsOrigin] : [];
    await app.register(helmet, {
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
    });
  },
  { name: 'security' },
);
