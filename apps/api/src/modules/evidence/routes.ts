import {
  DATASET_CONTENT_TYPES,
  DatasetParamsSchema,
  DatasetSummarySchema,
  DatasetTableSchema,
  ErrorBodySchema,
  MAX_DATASET_BYTES,
  ProjectIdParamsSchema,
  UploadDatasetQuerySchema,
} from '@caseboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { MINUTE_MS } from '../../lib/clock.js';
import { enforce } from '../../lib/rate-limit.js';
import { signedInUser } from '../../plugins/auth.js';
import { createTableParser, type TableParser } from './parser.js';
import { isZip } from './read-table.js';
import { assertMayUpload, getDataset, uploadDataset } from './service.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema } as const;
const XLSX = DATASET_CONTENT_TYPES.xlsx[0];
const TEXT_TYPES: readonly string[] = DATASET_CONTENT_TYPES.csv;

/**
 * Data sets of a project (`/api/v1/projects/{id}/datasets`): a CSV file, a workbook or pasted cells go in
 * as the raw request body, are read in a worker (parser.ts) and stored typed; the document refers to
 * them by id. Bodies over MAX_DATASET_BYTES are refused as they stream in, never buffered whole.
 */
export const evidenceRoutes: FastifyPluginAsyncZod<{ parser?: TableParser }> = async (app, options) => {
  const parser = options.parser ?? createTableParser();
  app.addHook('onClose', () => parser.close());
  // Raw bodies in this module only; everywhere else the API takes JSON alone.
  app.addContentTypeParser(
    [...TEXT_TYPES, XLSX, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_DATASET_BYTES },
    (_request, body, done) => done(null, body),
  );
  const schemaBase = {
    tags: ['evidence'],
    security: [{ bearer: [] }, { cookie: [] }] as Array<Record<string, string[]>>,
  };

  app.post(
    '/api/v1/projects/:id/datasets',
    {
      onRequest: app.requireUser,
      // Who may store data here is settled before a byte of the body is read.
      preParsing: async (request) => {
        const params = ProjectIdParamsSchema.safeParse(request.params);
        if (!params.success) return;
        const user = await signedInUser(request);
        await assertMayUpload({ db: app.deps.db, userId: user.id, projectId: params.data.id });
        await enforce(app.deps.rateLimiter, [[`datasets:user:${user.id}`, { limit: 30, windowMs: MINUTE_MS }]]);
      },
      bodyLimit: MAX_DATASET_BYTES,
      schema: {
        ...schemaBase,
        summary: 'Store a data set: a CSV file, an Excel workbook (.xlsx) or pasted cells (owner and editors)',
        description:
          'The body is the file itself: `text/csv`, `text/tab-separated-values` or `text/plain` (pasted cells) for ' +
          `text, \`${XLSX}\` for a workbook, or \`application/octet-stream\` (a workbook when it is a zip archive). ` +
          `At most ${MAX_DATASET_BYTES} bytes, 50,000 rows and 200 columns. Column types are detected. Formulas are ` +
          'read as their cached values, never evaluated. A file that cannot be read safely answers 4xx with a ' +
          '`dataset_*` code; nothing stored before is touched.',
        params: ProjectIdParamsSchema,
        querystring: UploadDatasetQuerySchema,
        response: {
          201: DatasetSummarySchema,
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const body: unknown = request.body;
      if (!(body instanceof Buffer)) {
        throw new AppError('unsupported_media_type', { message: 'Send the file itself as the body (CSV or .xlsx).' });
      }
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const kind = type === XLSX || (type === 'application/octet-stream' && isZip(body)) ? 'xlsx' : 'csv';
      const summary = await uploadDataset({
        db: app.deps.db,
        clock: app.deps.clock,
        parser,
        userId: user.id,
        projectId: request.params.id,
        bytes: body,
        kind,
        name: request.query.name,
        sheet: request.query.sheet,
        paste: request.query.paste === 'true',
      });
      return reply.code(201).send(summary);
    },
  );

  app.get(
    '/api/v1/projects/:id/datasets/:datasetId',
    {
      onRequest: app.requireUser,
      schema: {
        ...schemaBase,
        summary: 'A stored data set with all its rows (anyone who can read the project)',
        params: DatasetParamsSchema,
        response: { 200: DatasetTableSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const dataset = await getDataset({
        db: app.deps.db,
        userId: user.id,
        projectId: request.params.id,
        datasetId: request.params.datasetId,
      });
      // A data set never changes once stored: the browser may keep it.
      return reply.header('Cache-Control', 'private, max-age=3600').send(dataset);
    },
  );
};
