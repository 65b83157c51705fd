import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { AppError } from './app-error.js';

/**
 * A small pool of worker threads for CPU-heavy work, so the event loop keeps answering health checks
 * and cheap reads while the work runs. Each worker takes one task at a time; tasks beyond the workers
 * wait in a bounded queue, and a task that finds the queue full is refused at once with 503 and
 * `Retry-After` (load is shed before it piles up). A worker that dies is replaced; its task fails.
 *
 * Messages: the pool posts `{ id, task }` and `{ id, cancel: true }`; a worker answers with
 * `{ id, event }` (any number, passed to `onEvent`) and finally `{ id, result }` or `{ id, error }`.
 */
export interface WorkerPool<Task, Result, Event = unknown> {
  run(task: Task, options?: { signal?: AbortSignal; onEvent?: (event: Event) => void }): Promise<Result>;
  stats(): { workers: number; busy: number; queued: number };
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module. Under the TypeScript sources (tests, dev) it runs through tsx. */
  url: URL;
  size?: number;
  maxQueue?: number;
  workerData?: unknown;
  /** The refusal when the queue is full. */
  busyMessage?: string;
}

interface Job<Task, Result, Event> {
  id: number;
  task: Task;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
  onEvent: ((event: Event) => void) | undefined;
  signal: AbortSignal | undefined;
}

type Reply = { id: number; event?: unknown; result?: unknown; error?: SerializedError };
export interface SerializedError {
  name: string;
  message: string;
  [key: string]: unknown;
}

function tsxApi(): string {
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
}

/**
 * Starts a worker thread on a module. Under the TypeScript sources (vitest, dev), where `@caseboard/*`
 * packages resolve to their sources, the worker registers tsx's loader first, then imports the module.
 */
export function startModuleWorker(url: URL, options: Omit<WorkerOptions, 'eval' | 'execArgv'> = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  return new Worker(
    `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`,
    { ...options, eval: true, execArgv: ['--conditions=@caseboard/source'] },
  );
}

/** Default size: every core but one, so one always belongs to the event loop; at least one. */
export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

export function createWorkerPool<Task, Result, Event = unknown>(
  options: WorkerPoolOptions,
  reviveError: (error: SerializedError) => Error = (error) => Object.assign(new Error(error.message), error),
): WorkerPool<Task, Result, Event> {
  const size = options.size ?? defaultPoolSize();
  const maxQueue = options.maxQueue ?? 64;
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job<Task, Result, Event>>();
  const queue: Array<Job<Task, Result, Event>> = [];
  let nextId = 1;
  let closed = false;
  let started = 0;

  const spawn = () => {
    const worker = startModuleWorker(options.url, { workerData: options.workerData });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = busy.get(worker);
      if (!job || reply.id !== job.id) return;
      if ('event' in reply) {
        job.onEvent?.(reply.event as Event);
        return;
      }
      busy.delete(worker);
      if (reply.error) job.reject(reviveError(reply.error));
      else job.resolve(reply.result as Result);
      release(worker);
    });
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', (code) => {
      if (!closed) fail(worker, new Error(`worker exited with code ${code}`));
    });
    return worker;
  };

  const fail = (worker: Worker, error: unknown) => {
    const job = busy.get(worker);
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    started -= 1;
    job?.reject(error);
    if (!closed) {
      void worker.terminate();
      const next = queue.shift();
      if (next) {
        started += 1;
        start(spawn(), next);
      }
    }
  };

  const start = (worker: Worker, job: Job<Task, Result, Event>) => {
    busy.set(worker, job);
    job.signal?.addEventListener('abort', () => worker.postMessage({ id: job.id, cancel: true }), { once: true });
    worker.postMessage({ id: job.id, task: job.task });
  };

  const release = (worker: Worker) => {
    const next = queue.shift();
    if (next) start(worker, next);
    else idle.push(worker);
  };

  // Workers start on first use (each loads the engine), up to `size`.
  const take = (): Worker | undefined => {
    const worker = idle.pop();
    if (worker || started >= size) return worker;
    started += 1;
    return spawn();
  };

  return {
    run(task, { signal, onEvent } = {}) {
      if (closed) return Promise.reject(new AppError('service_unavailable'));
      if (idle.length === 0 && started >= size && queue.length >= maxQueue) {
        return Promise.reject(
          new AppError('service_unavailable', {
            message: options.busyMessage ?? 'The server is busy; try again in a moment.',
            headers: { 'Retry-After': '2' },
            details: { retryAfterSeconds: 2 },
          }),
        );
      }
      return new Promise<Result>((resolve, reject) => {
        const job: Job<Task, Result, Event> = { id: nextId++, task, resolve, reject, onEvent, signal };
        const worker = take();
        if (worker) start(worker, job);
        else {
          queue.push(job);
          signal?.addEventListener(
            'abort',
            () => {
              const at = queue.indexOf(job);
              if (at >= 0) {
                queue.splice(at, 1);
                reject(new AppError('service_unavailable', { message: 'The request was cancelled.' }));
              }
            },
            { once: true },
          );
        }
      });
    },
    stats: () => ({ workers: size, busy: busy.size, queued: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new AppError('service_unavailable'));
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
