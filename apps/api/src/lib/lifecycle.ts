import { setMaxListeners } from 'node:events';

/**
 * The server's life after SIGTERM, shared by the readiness endpoint, the generation routes and
 * server-runner.ts: first `drain()` (readiness answers 503 so load balancers stop sending; requests in
 * flight go on), then, if the grace runs out, `cutRemaining()` aborts the work still running so it can
 * record itself as cut before the database closes.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Aborted when the shutdown grace runs out: generations still running stop and record the cut. */
  readonly cut: AbortSignal;
  /** Whether anything (a load balancer) has asked the readiness endpoint since the start. */
  readonly readinessPolled: boolean;
  markReadinessPolled(): void;
  drain(): void;
  cutRemaining(): void;
}

export class ShutdownCut extends Error {
  constructor() {
    super('The server is shutting down and its grace ran out.');
    this.name = 'ShutdownCut';
  }
}

export function createLifecycle(): Lifecycle {
  const cut = new AbortController();
  // Every generation in flight listens for the cut and stops listening when it ends
  // (modules/generation/routes.ts): more than ten at once is load, not a leak, so no warning.
  setMaxListeners(0, cut.signal);
  let draining = false;
  let polled = false;
  return {
    get draining() {
      return draining;
    },
    cut: cut.signal,
    get readinessPolled() {
      return polled;
    },
    markReadinessPolled() {
      polled = true;
    },
    drain() {
      draining = true;
    },
    cutRemaining() {
      draining = true;
      if (!cut.signal.aborted) cut.abort(new ShutdownCut());
    },
  };
}
