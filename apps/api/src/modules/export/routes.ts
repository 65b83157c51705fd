import {
  ErrorBodySchema,
  EXPORT_CONTENT_TYPES,
  ExportQuerySchema,
  ProjectIdParamsSchema,
  ProjectThemeSchema,
  UpdateThemeSchema,
  MAX_LOGO_DATA_URL_LENGTH,
} from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINUTE_MS } from '../../lib/clock.js';
import { enforce } from '../../lib/rate-limit.js';
import { preferredLocale } from '../../lib/accept-language.js';
import { signedInUser } from '../../plugins/auth.js';
import { exportProject } from './service.js';
import { createExportSlots } from './slots.js';
import { getTheme, updateTheme } from './theme.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema } as const;
const file = z.string().describe('The file, sent as an attachment named "<project name>.<format>".');

/** Exports of a project (deck, workbook, Markdown, PDF) and the project's theme, under /api/v1/projects/{id}. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const slot = createExportSlots();
  const schemaBase = {
    tags: ['exports'],
    security: [{ bearer: [] }, { cookie: [] }] as Array<Record<string, string[]>>,
  };

  app.get(
    '/api/v1/projects/:id/export',
    {
      // Who is asking is settled before the query is even validated, let alone a file built.
      onRequest: app.requireUser,
      schema: {
        ...schemaBase,
        summary: 'Export a project as an editable deck (pptx), a workbook (xlsx), Markdown (md) or a PDF of the deck',
        description:
          'Any caller who can read the project may export it, viewers included. The file streams as it is built, ' +
          'with Content-Disposition: attachment. An unknown format is 400 `validation_failed`.',
        params: ProjectIdParamsSchema,
        querystring: ExportQuerySchema,
        response: {
          200: {
            description: 'The file.',
            content: Object.fromEntries(Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, { schema: file }])),
          },
          ...errors,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { deps } = app;
      await enforce(deps.rateLimiter, [[`export:user:${user.id}`, { limit: 30, windowMs: MINUTE_MS }]]);
      const result = await exportProject({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        projectId: request.params.id,
        format: request.query.format,
        locale: request.query.locale ?? preferredLocale(request.headers['accept-language']),
        slot,
      });
      return (
        reply
          .header('Content-Type', result.contentType)
          .header('Content-Disposition', result.disposition)
          .header('Cache-Control', 'no-store')
          .header('X-Content-Type-Options', 'nosniff')
          // A stream: Fastify pipes it and skips serialisation; the schema above documents the content types.
          .send(result.body as unknown as string)
      );
    },
  );

  app.get(
    '/api/v1/projects/:id/theme',
    {
      onRequest: app.requireUser,
      schema: {
        ...schemaBase,
        summary: "The project's export theme (the default one until the team sets it)",
        params: ProjectIdParamsSchema,
        response: { 200: ProjectThemeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const theme = await getTheme({ db: app.deps.db, userId: user.id, projectId: request.params.id });
      return reply.header('Cache-Control', 'no-store').send(theme);
    },
  );

  app.patch(
    '/api/v1/projects/:id/theme',
    {
      onRequest: app.requireUser,
      // A 200 KB logo as base64 inside JSON, and nothing much else.
      bodyLimit: MAX_LOGO_DATA_URL_LENGTH + 16 * 1024,
      schema: {
        ...schemaBase,
        summary: "Change the project's export theme: accent colour, font, logo (owner and editors)",
        params: ProjectIdParamsSchema,
        body: UpdateThemeSchema,
        response: { 200: ProjectThemeSchema, ...errors, 413: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const { deps } = app;
      return updateTheme({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        projectId: request.params.id,
        input: request.body,
      });
    },
  );
};
