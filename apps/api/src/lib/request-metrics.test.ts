import fc from 'fast-check';
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetricsStore } from './request-metrics.js';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const COUNTER = { name: 'caseboard_http_requests_total', help: 'HTTP requests by route template, method and status' };
const HISTOGRAM = { name: 'caseboard_http_request_duration_seconds', help: 'Time to answer an HTTP request' };

/** The same observations through prom-client's own Counter and Histogram, as the app counted them before. */
function promClientText(observations: Array<[string, string, number, number]>) {
  const registry = new Registry();
  const counter = new Counter({ ...COUNTER, labelNames: ['route', 'method', 'status'], registers: [registry] });
  const histogram = new Histogram({
    ...HISTOGRAM,
    labelNames: ['route', 'method'],
    buckets: BOUNDS,
    registers: [registry],
  });
  for (const [route, method, status, seconds] of observations) {
    counter.inc({ route, method, status: String(status) });
    histogram.observe({ route, method }, seconds);
  }
  return registry.metrics();
}

/** The store's text for the observations, each recorded through `record` or through a bound `recorder`. */
function storeText(observations: Array<[string, string, number, number]>, bound: boolean[] = []) {
  const registry = new Registry();
  const store = new RequestMetricsStore(BOUNDS);
  store.register(registry, COUNTER, HISTOGRAM);
  const recorders = new Map<string, (seconds: number) => void>();
  observations.forEach(([route, method, status, seconds], index) => {
    if (!bound[index]) return store.record(route, method, status, seconds);
    const key = JSON.stringify([route, method, status]);
    if (!recorders.has(key)) recorders.set(key, store.recorder(route, method, status));
    recorders.get(key)!(seconds);
  });
  return registry.metrics();
}

describe('RequestMetricsStore', () => {
  it('prints what prom-client prints for the same requests, recorded directly or through bound recorders', async () => {
    const observation = fc.tuple(
      fc.constantFrom('/api/v1/config', '/api/v1/projects/:id', '/*', 'unmatched', '/api/v1/x"y\\z'),
      fc.constantFrom('GET', 'PUT', 'HEAD'),
      fc.constantFrom(200, 304, 404, 500),
      // Bounds themselves, values between, above every bound, and zero.
      fc.oneof(fc.constantFrom(0, ...BOUNDS, 61, 1e6), fc.double({ min: 0, max: 100, noNaN: true })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(observation, { maxLength: 60 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        async (observations, bound) => {
          expect(await storeText(observations, bound)).toBe(await promClientText(observations));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('prints nothing but the headers before the first request, and forgets everything on reset', async () => {
    const registry = new Registry();
    const store = new RequestMetricsStore(BOUNDS);
    store.register(registry, COUNTER, HISTOGRAM);
    expect(await registry.metrics()).toBe(await promClientText([]));
    store.record('/a', 'GET', 200, 0.01);
    const recorder = store.recorder('/b', 'HEAD', 200);
    recorder(0.02);
    registry.resetMetrics();
    expect(await registry.metrics()).toBe(await promClientText([]));
    // A recorder bound before the reset counts from zero again, into a series the reset had removed.
    recorder(0.03);
    expect(await registry.metrics()).toBe(await promClientText([['/b', 'HEAD', 200, 0.03]]));
  });
});
