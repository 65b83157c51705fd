import { PassThrough } from 'node:stream';
import {
  ARTEFACT_KINDS,
  ARTEFACT_PATHS,
  ErrorBodySchema,
  GenerationRequestSchema,
  MAX_GENERATION_REQUEST_BYTES,
  TreeDiffRequestSchema,
  generationResponseSchema,
  type ArtefactKind,
  type ErrorCode,
  type GenerationRequest,
  type TreeDiffRequest,
} from '@caseboard/contracts';
import { isEngineError, type Engine, type GenerateResult } from '@caseboard/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/rate-limit.js';
import { signedInUser } from '../../plugins/auth.js';
import { offloadedGenerate } from './offline-pool.js';
import { assertProjectReadable } from './project-access.js';
import { recordRun, type RunStatus } from './runs.js';

const summaries: Record<ArtefactKind, string> = {
  reading: 'Read the problem statement: its archetype, subject, metric, options and constraints, with their sources',
  brief: 'Draft the project brief from the problem statement',
  'issue-tree': 'Generate an issue tree for the problem',
  'hypothesis-tree': 'Generate a hypothesis tree (from the issue tree when given)',
  psw: 'Generate the problem-solving work plan for the hypotheses',
  'analysis-instructions': 'Write instructions for each analysis of the work plan',
  'analysis-simulation': 'Simulate the results of the analyses (clearly labelled as simulated)',
  'hypothesis-status': 'Validate each hypothesis against the analyses',
  storyline: 'Write a pyramid-principle storyline led by the evidence',
  'hypothesis-tree-diff': 'Compare two versions of a hypothesis tree',
};

const NDJSON = 'application/x-ndjson';

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(NDJSON);
}

/** Engine failures leave as our error codes; the engine suggests the status (e.g. 502 vs 503). */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isEngineError(error)) {
    const code: ErrorCode = error.code === 'generation_cancelled' ? 'service_unavailable' : error.code;
    const headers = error.retryAfterMs ? { 'Retry-After': String(Math.ceil(error.retryAfterMs / 1000)) } : undefined;
    return new AppError(code, {
      message: error.message,
      status: error.status,
      details: error.details,
      headers,
      cause: error,
    });
  }
  return new AppError('internal_error', { cause: error });
}

/**
 * The generation API under /api/v1/ai: one POST per artefact for signed-in users. JSON by default;
 * with `Accept: application/x-ndjson` the answer streams partial artefacts, then the final one or an
 * error line. A client that goes away cancels the work and the provider request. Every run is logged.
 */
export const generationRoutes: FastifyPluginAsyncZod<{ engine: Engine }> = async (app, { engine }) => {
  // Hardening (finding 10): offline generations run on the worker pool with a bounded queue.
  const runGeneration = offloadedGenerate(engine, app.deps.generationPool);
  for (const kind of ARTEFACT_KINDS) {
    app.post(
      `/api/v1/ai${ARTEFACT_PATHS[kind]}`,
      {
        bodyLimit: MAX_GENERATION_REQUEST_BYTES,
        preHandler: app.requireUser,
        schema: {
          tags: ['generation'],
          summary: summaries[kind],
          description:
            'Send `Accept: application/x-ndjson` to stream: lines of `{"type":"partial","artefact":...}`, then `{"type":"final","artefact":...,"meta":...}` or `{"type":"error","code":...,"message":...}`.',
          security: [{ bearer: [] }, { cookie: [] }],
          body: kind === 'hypothesis-tree-diff' ? TreeDiffRequestSchema : GenerationRequestSchema,
          response: {
            200: generationResponseSchema(kind),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
            413: ErrorBodySchema,
            429: ErrorBodySchema,
            502: ErrorBodySchema,
            503: ErrorBodySchema,
            504: ErrorBodySchema,
          },
        },
      },
      (request, reply) => generate(kind, request.body as GenerationRequest | TreeDiffRequest, request, reply),
    );
  }

  async function generate(
    kind: ArtefactKind,
    body: GenerationRequest | TreeDiffRequest,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const user = await signedInUser(request);
    const projectId = 'projectId' in body && body.projectId ? body.projectId : null;
    if (projectId) await assertProjectReadable({ db: app.deps.db, userId: user.id, projectId });
    const model = ('model' in body && body.model) || engine.defaultModel();
    if (!engine.models().some((option) => option.id === model)) {
      throw new AppError('unknown_model', {
        details: { model, available: engine.models().map((option) => option.id) },
      });
    }

    const tier = model === 'offline' || kind === 'hypothesis-tree-diff' ? 'offline' : 'llm';
    const limits = app.deps.config.generationLimits[tier];
    await enforce(app.deps.rateLimiter, [
      [`ai:${tier}:minute:${user.id}`, { limit: limits.perMinute, windowMs: 60_000 }],
      [`ai:${tier}:day:${user.id}`, { limit: limits.perDay, windowMs: 86_400_000 }],
    ]);

    // A client that disconnects cancels the work; the engine passes the signal on to the provider.
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    // A shutdown whose grace ran out cuts the run: it is recorded (status cancelled, code `shutdown`)
    // and logged before the database closes, so usage accounting sees it.
    const { cut } = app.deps.lifecycle;
    const onCut = () => controller.abort(cut.reason);
    if (cut.aborted) onCut();
    else cut.addEventListener('abort', onCut, { once: true });
    reply.raw.once('close', () => cut.removeEventListener('abort', onCut));
    const startedAt = app.deps.clock.now();
    const started = performance.now();
    const log = (status: RunStatus, result?: GenerateResult<ArtefactKind>, failureCode?: string) => {
      const wasCut = status === 'cancelled' && cut.aborted;
      const errorCode = wasCut ? 'shutdown' : failureCode;
      if (wasCut) {
        request.log.warn(
          { userId: user.id, artefact: kind, model, durationMs: Math.round(performance.now() - started) },
          'generation cut by shutdown',
        );
      }
      const provider = result?.meta.provider ?? (model === 'offline' ? 'offline' : app.deps.config.ai.provider);
      app.deps.metrics.generation({
        provider,
        artefact: kind,
        status,
        durationMs: performance.now() - started,
        inputTokens: result?.usage?.inputTokens,
        outputTokens: result?.usage?.outputTokens,
      });
      return recordRun({
        db: app.deps.db,
        run: {
          userId: user.id,
          projectId,
          artefact: kind,
          provider,
          model: result?.meta.model ?? model,
          status,
          errorCode: errorCode ?? null,
          durationMs: performance.now() - started,
          inputTokens: result?.usage?.inputTokens,
          outputTokens: result?.usage?.outputTokens,
          at: startedAt,
        },
      }).catch((error: unknown) => request.log.error({ err: error }, 'could not log the generation run'));
    };

    if (!wantsStream(request)) {
      try {
        const result = await runGeneration(kind, body, { signal: controller.signal });
        await log('succeeded', result);
        return reply.header('Cache-Control', 'no-store').send({ artefact: result.artefact, meta: result.meta });
      } catch (error) {
        const failure = toAppError(error);
        await log(controller.signal.aborted ? 'cancelled' : 'failed', undefined, failure.code);
        throw failure;
      }
    }

    const stream = new PassThrough();
    const line = (value: unknown) => {
      if (!stream.writableEnded) stream.write(`${JSON.stringify(value)}\n`);
    };
    void reply
      .header('Content-Type', `${NDJSON}; charset=utf-8`)
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
    try {
      const result = await runGeneration(kind, body, {
        signal: controller.signal,
        onPartial: (artefact) => line({ type: 'partial', artefact }),
      });
      line({ type: 'final', artefact: result.artefact, meta: result.meta });
      await log('succeeded', result);
    } catch (error) {
      const failure = toAppError(error);
      if (failure.statusCode >= 500 && !controller.signal.aborted)
        request.log.error({ err: error }, 'generation failed');
      line({
        type: 'error',
        code: cut.aborted ? 'service_unavailable' : failure.code,
        message: cut.aborted
          ? 'The server is restarting; try again in a moment.'
          : failure.statusCode >= 500 && failure.code === 'internal_error'
            ? 'Something went wrong on our side.'
            : failure.message,
      });
      await log(controller.signal.aborted ? 'cancelled' : 'failed', undefined, failure.code);
    } finally {
      stream.end();
    }
    return reply;
  }
};
