import type { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.js';
import { startModuleWorker } from '../../lib/worker-pool.js';
import type { ParseKind, ParsedTable, ParseProblem } from './read-table.js';

/**
 * Parses uploads off the event loop: each upload gets a fresh worker thread with a heap limit, ended
 * when the parse outlasts the time limit, so a hostile file costs one thread at most and never the
 * server. At most `concurrency` parses run at once; one more is refused with 503 and `Retry-After`.
 */
export interface TableParser {
  parse(bytes: Uint8Array, kind: ParseKind, sheet?: string): Promise<ParsedTable>;
  close(): Promise<void>;
}

export interface ParserOptions {
  timeoutMs?: number;
  maxHeapMb?: number;
  concurrency?: number;
}

export const PARSE_TIMEOUT_MS = 10_000;
export const PARSE_HEAP_MB = 512;

const workerUrl = new URL(`./parse-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

type Reply = { ready?: true; table?: ParsedTable; problem?: { code: ParseProblem; message: string } };

interface Started {
  worker: Worker;
  ready: Promise<void>;
  /** Set once the worker is taken: where its later messages go. */
  onReply?: (reply: Reply) => void;
  onFailure?: (error: Error & { code?: string }) => void;
}

export function createTableParser(options: ParserOptions = {}): TableParser {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const maxHeapMb = options.maxHeapMb ?? PARSE_HEAP_MB;
  const concurrency = options.concurrency ?? 2;
  const running = new Set<Worker>();
  let closed = false;
  // One started worker waits for the next file, so an upload does not wait for a thread to load;
  // each worker reads one file only and is ended after it.
  let spare: Started | null = null;

  const start = (): Started => {
    const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 };
    const worker = startModuleWorker(workerUrl, { resourceLimits });
    worker.unref();
    const started: Started = { worker, ready: Promise.resolve() };
    started.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if (reply.ready) resolve();
        else started.onReply?.(reply);
      });
      worker.on('error', (error: Error & { code?: string }) => {
        reject(error);
        started.onFailure?.(error);
      });
      worker.on('exit', () => {
        reject(new Error('the parse worker ended'));
        started.onFailure?.(new Error('the parse worker ended'));
        if (spare === started) spare = null;
      });
    });
    started.ready.catch(() => undefined);
    return started;
  };

  const tooComplex = () =>
    new AppError('dataset_too_complex', {
      message: 'The file takes too much time or memory to read; split it or remove what the analysis does not need.',
    });

  return {
    async parse(bytes, kind, sheet) {
      if (running.size >= concurrency) {
        throw new AppError('service_unavailable', {
          message: 'Too many files are being read at once; try again in a moment.',
          headers: { 'Retry-After': '2' },
        });
      }
      const taken = spare ?? start();
      spare = null;
      running.add(taken.worker);
      try {
        await taken.ready;
      } catch (error) {
        running.delete(taken.worker);
        void taken.worker.terminate();
        throw error;
      }
      if (!closed) spare = start();
      return new Promise<ParsedTable>((resolve, reject) => {
        let settled = false;
        const finish = (error: unknown, table?: ParsedTable) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          running.delete(taken.worker);
          void taken.worker.terminate();
          if (error) reject(error);
          else resolve(table!);
        };
        const timer = setTimeout(() => finish(tooComplex()), timeoutMs);
        taken.onReply = (reply) => {
          if (reply.table) finish(null, reply.table);
          else if (reply.problem) finish(new AppError(reply.problem.code, { message: reply.problem.message }));
        };
        taken.onFailure = (error) => finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : tooComplex());
        // A copy the worker owns: the request's buffer may be a slice of a pooled one.
        const copy = new Uint8Array(bytes);
        taken.worker.postMessage({ bytes: copy, kind, ...(sheet === undefined ? {} : { sheet }) }, [copy.buffer]);
      });
    },
    async close() {
      closed = true;
      const workers = [...running, ...(spare ? [spare.worker] : [])];
      spare = null;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
