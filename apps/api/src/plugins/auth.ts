import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
  const cookie = request.cookies[AUTH_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
    app.decorateRequest('authVia', null);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const carried = requestToken(this);
        pending = carried
          ? resolveSession({ db: app.deps.db, token: carried.token, clock: app.deps.clock }).then((user) => {
              this.authVia = user ? carried.via : null;
              return user;
            })
          : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await request.currentUser())) throw new AppError('unauthorized');
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
