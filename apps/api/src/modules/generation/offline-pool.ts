import type { ArtefactKind, GenerationRequest, TreeDiffRequest } from '@caseboard/contracts';
import { EngineError, type Engine, type EngineErrorCode, type GenerateResult } from '@caseboard/engine';
import { createWorkerPool, type SerializedError, type WorkerPool } from '../../lib/worker-pool.js';

type Body = GenerationRequest | TreeDiffRequest;
type Task = { kind: ArtefactKind; body: Body; stream: boolean };
export type GenerationPool = WorkerPool<Task, GenerateResult<ArtefactKind>>;

/** Worker module next to this one: `.ts` under the sources, `.js` in the build. */
const workerUrl = new URL(`./offline-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** The pool of offline-engine workers; its queue holds at most `maxQueue` generations beyond the running ones. */
export function createGenerationPool({ size, maxQueue }: { size?: number; maxQueue?: number } = {}): GenerationPool {
  return createWorkerPool<Task, GenerateResult<ArtefactKind>>(
    {
      url: workerUrl,
      size,
      maxQueue,
      busyMessage: 'Too many generations at once; try again in a moment.',
    },
    (error: SerializedError) =>
      error.name === 'EngineError'
        ? new EngineError(error.code as EngineErrorCode, error.message, {
            status: error.status as number,
            details: error.details as Record<string, unknown> | undefined,
            retryAfterMs: error.retryAfterMs as number | undefined,
          })
        : new Error(error.message),
  );
}

/**
 * The engine's `generate` with offline generations moved onto the worker pool: the offline engine is
 * pure CPU, so in the pool it cannot stall the event loop, and a full queue answers 503 at once.
 * Generations by an LLM provider wait on the network and stay in this thread (they stream, and cancel
 * through the provider request). Without a pool (an app built with an engine of its own, as some
 * tests do), everything goes to the engine as before.
 *
 * Every LLM prompt starts from a reading of the problem (packages/engine/src/llm/reading.ts). The
 * workspace sends the document's reading; an API client's request may not, and the engine would then
 * run the offline reader on this thread (about 10 ms of CPU, over 100 ms on a server's first such
 * request). So the reader runs in the pool first and its proposal goes along as `context.reading`,
 * unconfirmed, as the engine would have made it. When every worker is busy the request goes on
 * without it (the engine reads on this thread, as before): a provider's generation never queues
 * behind offline ones.
 */
export function offloadedGenerate(engine: Engine, pool: GenerationPool | null): Engine['generate'] {
  return (kind, body, options = {}) => {
    const model = ('model' in body && body.model) || engine.defaultModel();
    if (!pool) return engine.generate(kind, body, options);
    if (model === 'offline' || kind === 'hypothesis-tree-diff') {
      return pool.run(
        { kind, body, stream: options.onPartial !== undefined },
        { signal: options.signal, onEvent: options.onPartial },
      ) as ReturnType<Engine['generate']>;
    }
    if (kind === 'reading' || !('problemStatement' in body) || body.context?.reading) {
      return engine.generate(kind, body, options);
    }
    return withReading(pool, body, options.signal).then((read) => engine.generate(kind, read, options));
  };
}

/**
 * `body` with the offline reader's proposal as its reading, made in the pool; as it was when no worker
 * is free or the reading fails (the engine then reads as before). A cancelled request stays cancelled.
 */
async function withReading(
  pool: GenerationPool,
  body: GenerationRequest,
  signal: AbortSignal | undefined,
): Promise<GenerationRequest> {
  const { busy, workers } = pool.stats();
  if (busy >= workers) return body;
  try {
    const { artefact } = (await pool.run(
      { kind: 'reading', body: { ...body, model: 'offline' }, stream: false },
      { signal },
    )) as GenerateResult<'reading'>;
    return { ...body, context: { ...body.context, reading: artefact } };
  } catch (error) {
    if (signal?.aborted) throw error;
    return body;
  }
}
