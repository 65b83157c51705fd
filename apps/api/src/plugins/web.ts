import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { TOKEN_PAGE_PREFIXES } from './security.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The build id of a web build (from its build.json), or 'dev' when there is no build. */
export function readBuildId(webDist: string): string {
  try {
    const parsed = JSON.parse(readFileSync(join(webDist, 'build.json'), 'utf8')) as { buildId?: unknown };
    return typeof parsed.buildId === 'string' ? parsed.buildId : 'dev';
  } catch {
    return 'dev';
  }
}

/**
 * Serves the production web build: hashed assets cached for a year, everything else revalidated,
 * `index.html` never cached, and the history fallback (any GET outside /api and /assets that is not a
 * file gets `index.html`). Unknown /api paths answer JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const indexPath = join(webDist, 'index.html');
    // The build does not change under a running server (a new build means a restart), so read it once.
    const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
    const hasBuild = indexHtml !== null;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        serveDotFiles: false,
        cacheControl: false,
        setHeaders(reply, path) {
          void reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm start` (it builds first) or `npm run build`.');
      }
      const path = request.url.split('?')[0]!;
      if (TOKEN_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)))
        void reply.header('Referrer-Policy', 'no-referrer');
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
    };

    // The static plugin treats `/` as a directory; the shell answers it instead.
    app.get('/', { schema: { hide: true } }, sendShell);

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !path.startsWith('/assets/');
      if (!isPage) throw new AppError('not_found', { message: `No route for ${request.method} ${path}` });
      return sendShell(request, reply);
    });
  },
  { name: 'web' },
);

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
