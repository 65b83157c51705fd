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
 */
export function offloadedGenerate(engine: Engine, pool: GenerationPool | null): Engine['generate'] {
  return (kind, body, options = {}) => {
    const model = ('model' in body && body.model) || engine.defaultModel();
    if (!pool || (model !== 'offline' && kind !== 'hypothesis-tree-diff')) return engine.generate(kind, body, options);
    return pool.run(
      { kind, body, stream: options.onPartial !== undefined },
      { signal: options.signal, onEvent: options.onPartial },
    ) as ReturnType<Engine['generate']>;
  };
}
