import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** Is the process too busy for expensive work right now? */
export interface Pressure {
  overloaded(): boolean;
  /** Forgets the lag measured so far: called once the server listens, so its start-up is not load. */
  reset(): void;
  close(): void;
}

/**
 * Event-loop delay, sampled every `intervalMs`: overloaded while the 99th percentile exceeded
 * `maxDelayMs` in the last two intervals (a sustained lag, not one pause such as the start-up). The
 * event loop is what answers health checks and reads, so it is the one measure that says the server
 * is about to stall.
 */
export function eventLoopPressure({
  maxDelayMs,
  intervalMs = 250,
}: {
  maxDelayMs: number;
  intervalMs?: number;
}): Pressure {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let overloaded = false;
  let lagging = false;
  const timer = setInterval(() => {
    const lags = histogram.percentile(99) / 1e6 > maxDelayMs;
    overloaded = lags && lagging;
    lagging = lags;
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return {
    overloaded: () => overloaded,
    reset() {
      histogram.reset();
      overloaded = false;
      lagging = false;
    },
    close() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Requests that cost real CPU (password hashes, generation): the ones to refuse first under load. */
const EXPENSIVE = [
  /^\/api\/v1\/ai\//,
  /^\/api\/v1\/auth\/(sign-in|sign-up|invites\/sign-up)$/,
  /^\/api\/v1\/passwords\/reset\/complete$/,
];

/** Is a route (its method and URL pattern) one of the expensive ones? */
export function isExpensive(route: { method: string | string[]; url: string }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('POST')) return false;
  const path = route.url.split('?')[0]!;
  return EXPENSIVE.some((pattern) => pattern.test(path));
}

/**
 * Load shedding: while the event loop lags, expensive requests are refused at once with 503 and
 * `Retry-After` (before their bodies are read), so health checks and cheap reads keep their speed and
 * the backlog drains instead of growing. The bounded queues of the hash and generation pools shed
 * the rest. The check is hooked onto the expensive routes only, so other requests pay nothing for it.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, { pressure }: { pressure: Pressure }) => {
    // Loading modules and warming caches before the server listens lags the event loop for seconds;
    // counted, it would refuse the first expensive requests of every start.
    app.addHook('onListen', () => pressure.reset());
    app.addHook('onClose', async () => pressure.close());
    const shed: onRequestHookHandler = (_request, _reply, done) => {
      if (!pressure.overloaded()) return done();
      done(
        new AppError('service_unavailable', {
          message: 'The server is busy; try again in a moment.',
          headers: { 'Retry-After': '2' },
          details: { retryAfterSeconds: 2 },
        }),
      );
    };
    app.addHook('onRoute', (route) => {
      if (!isExpensive(route)) return;
      const before = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [shed, ...before];
    });
  },
  { name: 'load-shedding' },
);
