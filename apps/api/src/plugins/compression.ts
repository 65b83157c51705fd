import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** JSON answers only: NDJSON streams, event streams, files and the prebuilt web assets are left as they are. */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;
/** Answers from these carry a session token in their body; they are never compressed. */
const SECRET_BEARING = '/api/v1/auth/';

/**
 * Compresses JSON answers over 1 KB (a 300-node project is about 75 KB raw) with brotli at a fast
 * level, or gzip. The BREACH-style attack compression opens needs a secret and reflected input in
 * one compressed body: API bodies carry no secret (the session travels in an HttpOnly cookie),
 * except the sign-in family's, which stays uncompressed. docs/decisions/031-api-compression.md.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Before the compress plugin's own onRoute hook, so it reads the route's `compress: false`.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(SECRET_BEARING)) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      // Request bodies stay as sent: a compressed upload would slip past the body limits.
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: JSON_TYPES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
