import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.js';
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

function tsxApi(): string {
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
}

export function createTableParser(options: ParserOptions = {}): TableParser {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const maxHeapMb = options.maxHeapMb ?? PARSE_HEAP_MB;
  const concurrency = options.concurrency ?? 2;
  const running = new Set<Worker>();

  const spawn = (workerData: unknown) => {
    const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 };
    // Under the TypeScript sources (tests, dev) the worker registers tsx's loader first.
    return workerUrl.pathname.endsWith('.ts')
      ? new Worker(
          `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`,
          { eval: true, workerData, resourceLimits, execArgv: ['--conditions=@caseboard/source'] },
        )
      : new Worker(workerUrl, { workerData, resourceLimits });
  };

  return {
    parse(bytes, kind, sheet) {
      if (running.size >= concurrency) {
        return Promise.reject(
          new AppError('service_unavailable', {
            message: 'Too many files are being read at once; try again in a moment.',
            headers: { 'Retry-After': '2' },
          }),
        );
      }
      return new Promise<ParsedTable>((resolve, reject) => {
        const worker = spawn({ kind, ...(sheet === undefined ? {} : { sheet }) });
        running.add(worker);
        let timer: NodeJS.Timeout | undefined;
        let settled = false;
        const finish = (error: unknown, table?: ParsedTable) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          running.delete(worker);
          void worker.terminate();
          if (error) reject(error);
          else resolve(table!);
        };
        const tooComplex = () =>
          new AppError('dataset_too_complex', {
            message:
              'The file takes too much time or memory to read; split it or remove what the analysis does not need.',
          });
        worker.on(
          'message',
          (message: { ready?: true; table?: ParsedTable; problem?: { code: ParseProblem; message: string } }) => {
            if (message.ready) {
              timer = setTimeout(() => finish(tooComplex()), timeoutMs);
              // A copy the worker owns: the request's buffer may be a slice of a pooled one.
              const copy = new Uint8Array(bytes);
              worker.postMessage(copy, [copy.buffer]);
            } else if (message.table) finish(null, message.table);
            else if (message.problem) finish(new AppError(message.problem.code, { message: message.problem.message }));
          },
        );
        worker.on('error', (error: Error & { code?: string }) =>
          finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : error),
        );
        worker.on('exit', () => finish(tooComplex()));
      });
    },
    async close() {
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}
