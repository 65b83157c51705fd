// A worker thread of the generation pool (offline-pool.ts): runs the offline engine off the event loop.
import { parentPort } from 'node:worker_threads';
import type { ArtefactKind, GenerationRequest, TreeDiffRequest } from '@caseboard/contracts';
import { createEngine, isEngineError } from '@caseboard/engine';

const engine = createEngine({ provider: 'offline', timeoutMs: 60_000, maxOutputTokens: 8_000, maxRetries: 0 });
const running = new Map<number, AbortController>();

type Message =
  | { id: number; task: { kind: ArtefactKind; body: GenerationRequest | TreeDiffRequest; stream: boolean } }
  | { id: number; cancel: true };

parentPort!.on('message', (message: Message) => {
  if ('cancel' in message) {
    running.get(message.id)?.abort();
    return;
  }
  const { id, task } = message;
  const controller = new AbortController();
  running.set(id, controller);
  engine
    .generate(task.kind, task.body, {
      signal: controller.signal,
      onPartial: task.stream ? (artefact) => parentPort!.postMessage({ id, event: artefact }) : undefined,
    })
    .then(
      (result) => parentPort!.postMessage({ id, result }),
      (error: unknown) =>
        parentPort!.postMessage({
          id,
          error: isEngineError(error)
            ? {
                name: 'EngineError',
                message: error.message,
                code: error.code,
                status: error.status,
                details: error.details,
                retryAfterMs: error.retryAfterMs,
              }
            : { name: 'Error', message: error instanceof Error ? error.message : String(error) },
        }),
    )
    .finally(() => running.delete(id));
});
