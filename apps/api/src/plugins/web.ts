import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, constants as zlibConstants, gzipSync } from 'node:zlib';
import { workspaceOf, workspaceRequests, type UrlLanguages } from '@caseboard/contracts/workspace-urls';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { StaticAnswers, StaticFile, StaticFileVariant } from '../lib/static-answers.js';
import { AUTH_COOKIE } from './auth.js';
import { isTokenPage } from './security.js';

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

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with this deployment's public configuration in a `<meta name="caseboard-config">` tag, so
 * the app knows its settings (URL strategy, analytics, links, build id) without a round trip and
 * without an inline script the CSP would have to allow.
 */
export function injectPageConfig(html: string, publicConfigJson: string): string {
  const meta = `<meta name="caseboard-config" content="${escapeAttribute(publicConfigJson)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `    ${meta}\n  </head>`) : `${meta}${html}`;
}

/** The preferred encoding the client accepts among those we have, honouring q=0 refusals. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export interface WebOptions {
  webDist: string;
  /** The public configuration as JSON, written into the page. */
  publicConfigJson?: string;
  /** Serve `*.map` source maps (SERVE_SOURCE_MAPS); otherwise they answer 404 like a missing file. */
  serveSourceMaps?: boolean;
  /** Where the hashed assets are also answered from memory, before Fastify's routing (app.ts). */
  staticAnswers?: StaticAnswers;
  /** How page URLs carry the language, to recognise a workspace URL as the web app does. */
  urlLanguages?: UrlLanguages;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Statuses a `Response` in the browser cannot carry a body with: left for the page to ask itself. */
const NO_BODY = new Set([204, 205, 304]);

/** An API answer put into the page for its first script (apps/web/src/early/start.ts). */
export interface FirstAnswer {
  path: string;
  status: number;
  /** JSON text. */
  body: string;
}

/**
 * The answers as non-executable data blocks, one per call. `<` is written as `\u003c`, which JSON reads
 * as the same character and which leaves no way to close the element or open a comment; the CSP's
 * script rules do not apply to data blocks.
 */
export function firstAnswersHtml(answers: readonly FirstAnswer[]): string {
  return answers
    .map(
      ({ path, status, body }) =>
        `<script type="application/json" data-caseboard-answer="${escapeAttribute(path)}" data-status="${status}">` +
        `${body.replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}

/**
 * The answers a workspace page's first script would ask for (packages/contracts/src/workspace-urls.ts),
 * asked of this server's own routes with the visitor's cookie, so they carry exactly what the calls
 * would have (the same access checks, the same bodies) without four round trips after the page's code
 * has arrived (docs/decisions/036-workspace-rendering.md). Only for a GET of a workspace URL that
 * carries a session cookie; answers that are not JSON, have no body, or set a cookie are left out.
 */
async function firstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  languages: UrlLanguages,
): Promise<FirstAnswer[]> {
  const cookie = request.headers.cookie;
  if (request.method !== 'GET' || !cookie?.includes(`${AUTH_COOKIE}=`)) return [];
  const workspace = workspaceOf(request.url.split('?')[0]!, languages);
  if (!workspace) return [];
  const language = request.headers['accept-language'];
  const answers = await Promise.all(
    workspaceRequests(workspace.projectId).map(async (path) => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        remoteAddress: request.ip,
        headers: { cookie, accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
      });
      const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
      const usable = json && !NO_BODY.has(answer.statusCode) && answer.headers['set-cookie'] === undefined;
      return usable ? { path, status: answer.statusCode, body: answer.body } : null;
    }),
  );
  return answers.filter((answer) => answer !== null);
}

/** The label Fastify's static route counts its files under (the plugin's wildcard route). */
export const STATIC_ROUTE = '/*';

/** The Content-Type the static plugin gives a file (@fastify/static getContentType). */
function contentTypeOf(path: string): string {
  const type = send.mime.getType(path) || 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** One stored form of an asset, with the headers @fastify/send and the static plugin give it. */
function variantOf(file: string, stat: Stats, logicalPath: string, encoding: 'br' | 'gzip' | null): StaticFileVariant {
  return {
    body: readFileSync(file),
    headers: {
      'accept-ranges': 'bytes',
      'last-modified': stat.mtime.toUTCString(),
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      'content-type': contentTypeOf(logicalPath),
      'content-length': String(stat.size),
      'cache-control': IMMUTABLE,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  };
}

/**
 * The build's hashed assets (`assets/`, never changed under a running server: a new build means a
 * restart) with their brotli and gzip siblings, read once, by URL path. Dot files and, unless they are
 * served, source maps are left out, as the static plugin leaves them out. About 6 MB for today's build.
 */
export function readAssets(webDist: string, serveSourceMaps: boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
      if (!serveSourceMaps && entry.name.toLowerCase().endsWith('.map')) continue;
      const urlPath = `/${relative(webDist, path).split(sep).join('/')}`;
      const sibling = (extension: string) => {
        try {
          const stat = statSync(`${path}${extension}`);
          return stat.isFile() ? stat : null;
        } catch {
          return null;
        }
      };
      const encoded: StaticFile['encoded'] = {};
      const br = sibling('.br');
      if (br) encoded.br = variantOf(`${path}.br`, br, path, 'br');
      const gzip = sibling('.gz');
      if (gzip) encoded.gzip = variantOf(`${path}.gz`, gzip, path, 'gzip');
      files.set(urlPath, { identity: variantOf(path, statSync(path), path, null), encoded });
    }
  };
  const assets = join(webDist, 'assets');
  if (existsSync(assets)) walk(assets);
  return files;
}

/**
 * Serves the production web build: hashed assets cached for a year, everything else revalidated,
 * `index.html` never cached, and the history fallback (any GET outside /api and /assets that is not a
 * file gets `index.html`). Unknown /api paths answer JSON 404.
 *
 * Compression: the build writes brotli and gzip siblings of every text asset, served as they are
 * (no CPU per request); the page is compressed once at start. JSON answers of the API are compressed
 * per request by plugins/compression.ts (docs/decisions/031-api-compression.md).
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    {
      webDist,
      publicConfigJson,
      serveSourceMaps = false,
      staticAnswers,
      urlLanguages = { urlStrategy: 'no_prefix', known: [] },
    }: WebOptions,
  ) => {
    const indexPath = join(webDist, 'index.html');
    // The build does not change under a running server (a new build means a restart), so read it once.
    const indexText = existsSync(indexPath)
      ? injectPageConfig(readFileSync(indexPath, 'utf8'), publicConfigJson ?? '{}')
      : null;
    const indexHtml = indexText === null ? null : Buffer.from(indexText);
    const compressedIndex = indexHtml
      ? {
          br: brotliCompressSync(indexHtml, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(indexHtml, { level: 9 }),
        }
      : null;
    const hasBuild = indexHtml !== null;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        serveDotFiles: false,
        cacheControl: false,
        preCompressed: true,
        // Source maps hold the app's whole source: published only when the operator asks for it. Dot
        // files never are (`serveDotFiles: false` alone let the wildcard route serve them).
        allowedPath: (pathName) =>
          !pathName.split('/').some((segment) => segment.startsWith('.')) &&
          (serveSourceMaps || !pathName.toLowerCase().endsWith('.map')),
        setHeaders(reply, path) {
          void reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
      // The same files, answered before Fastify's routing for a plain GET (lib/static-answers.ts): a first
      // visit of the workspace fetches some 40 of them, each of which cost the static plugin several
      // file system calls and Fastify's pipeline (docs/decisions/038-small-answers.md).
      if (staticAnswers) {
        for (const [path, file] of readAssets(webDist, serveSourceMaps))
          staticAnswers.addFile(path, file, STATIC_ROUTE);
      }
    }

    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!indexText || !indexHtml || !compressedIndex) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm start` (it builds first) or `npm run build`.');
      }
      const path = request.url.split('?')[0]!;
      if (isTokenPage(path)) void reply.header('Referrer-Policy', 'no-referrer');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      void reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const answers = await firstAnswers(app, request, urlLanguages);
      if (answers.length > 0) {
        // First in the head, before the first script that reads them can run.
        const page = Buffer.from(indexText.replace('<head>', `<head>${firstAnswersHtml(answers)}`));
        if (!encoding) return reply.send(page);
        const compressed =
          encoding === 'br'
            ? await compressBrotli(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
            : await compressGzip(page, { level: 6 });
        return reply.header('Content-Encoding', encoding).send(compressed);
      }
      if (!encoding) return reply.send(indexHtml);
      return reply.header('Content-Encoding', encoding).send(compressedIndex[encoding]);
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
