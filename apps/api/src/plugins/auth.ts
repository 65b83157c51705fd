import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { resolveSession, type SessionUser } from '../modules/auth/sessions.js';

export const AUTH_COOKIE = 'auth_token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved lazily from the bearer token or the `auth_token` cookie. */
    currentUser(): Promise<SessionUser | null>;
    /** How the request authenticated, once `currentUser` has resolved a user. */
    authVia: 'bearer' | 'cookie' | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 `unauthorized` otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The token a request carries: `Authorization: Bearer` for API clients, else the `auth_token` cookie. */
export function requestToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice('Bearer '.length).trim(), via: 'bearer' };
  // Parsed here, on the requests that ask who is signed in, rather than on every request (app.ts).
  request.cookies ??= request.server.parseCookie(request.headers.cookie ?? '');
  const cookie = request.cookies[AUTH_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origins the web app is served from: PUBLIC_URL's, and in development also the Vite dev server
 * (localhost and 127.0.0.1, either way round), which proxies the API.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'env'>): Set<string> {
  const origins = new Set([config.publicUrl.origin]);
  if (config.env === 'development') {
    for (const host of ['localhost', '127.0.0.1']) {
      const swapped = new URL(config.publicUrl);
      swapped.hostname = host;
      origins.add(swapped.origin);
      origins.add(`http://${host}:3000`);
    }
  }
  return origins;
}

function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  // Some privacy tools strip Origin; the Referer's origin then says where the request came from.
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cross-site request forgery: a request that changes state and is authenticated by the cookie (which
 * the browser attaches on its own) must come from an allowed Origin and, when it has a body, carry
 * JSON (which a cross-site form cannot send without a CORS preflight we never grant; the JSON-only body
 * parser refuses anything else for every route anyway). Bearer-token requests are exempt: a browser
 * never attaches that header by itself. The check runs wherever a route asks who the user is
 * (`requireUser`, `currentUser`), so every signed-in route of every area gets it, while anonymous
 * endpoints (sign-up, activation, reset) are not refused over a cookie they do not use.
 */
/**
 * Bodies a cross-site page cannot send without a CORS preflight (which is never granted): JSON, and the
 * file types data sets are uploaded as (apps/api/src/modules/evidence). `text/plain`, forms and
 * multipart are what a page on another site can send unasked, so they stay refused.
 */
const PREFLIGHTED_BODY_TYPES = new Set([
  'application/json',
  'application/json-patch+json',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
]);

function checkCrossSite(request: FastifyRequest, origins: Set<string>): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = originOf(request);
  if (!origin || !origins.has(origin)) {
    throw new AppError('origin_not_allowed', {
      message: 'Requests signed in by cookie must come from the Caseboard app.',
    });
  }
  if (hasBody(request)) {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!PREFLIGHTED_BODY_TYPES.has(type)) throw new AppError('unsupported_media_type');
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
    const origins = allowedOrigins(app.deps.config);
    // The embedded database has one writer, this process: every end of a session passes through it,
    // so sessions may be remembered for a moment (modules/auth/session-cache.ts). Not on PostgreSQL,
    // where another instance may end a session.
    const cached = app.deps.database.driver === 'pglite';
    app.decorateRequest('authVia', null);
    const resolve = (request: FastifyRequest): Promise<SessionUser | null> => {
      const carried = requestToken(request);
      if (!carried) return Promise.resolve(null);
      if (carried.via === 'cookie') {
        try {
          checkCrossSite(request, origins);
        } catch (error) {
          return Promise.reject(error as Error);
        }
      }
      return resolveSession({ db: app.deps.db, token: carried.token, clock: app.deps.clock, cached }).then((user) => {
        request.authVia = user ? carried.via : null;
        request.userId = user?.id ?? null;
        return user;
      });
    };
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = resolve(this);
        cache.set(this, pending);
      }
      return pending;
    });
    const requireUser = async (request: FastifyRequest) => {
      if (!(await request.currentUser())) throw new AppError('unauthorized');
    };
    app.decorate('requireUser', requireUser);
    // Identity before work: a route that needs a signed-in user checks it when the request arrives,
    // before its body is read, parsed or validated, wherever the route declared the check. A visitor
    // gets 401 for the price of a header lookup, whatever body they send.
    app.addHook('onRoute', (route) => {
      const pre = route.preHandler;
      const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
      if (!list.includes(requireUser)) return;
      const rest = list.filter((hook) => hook !== requireUser);
      route.preHandler = rest.length > 0 ? rest : undefined;
      const on = route.onRequest;
      const before = Array.isArray(on) ? on : on ? [on] : [];
      route.onRequest = [requireUser, ...before];
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);

/** The user of a request that passed `requireUser`. */
export async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new AppError('unauthorized');
  return user;
}
