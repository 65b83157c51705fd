import type { Registry } from 'prom-client';

/** The latency of one route template and method, counted into buckets. */
interface Latency {
  route: string;
  method: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative), the last one above every bound. */
  buckets: Float64Array;
}

/** One counted series: a route template, a method and a status. */
interface Series {
  route: string;
  method: string;
  status: string;
  count: number;
  latency: Latency;
}

type Labels = Record<string, string | number>;

/** A metric as prom-client's registry prints it (Registry#getMetricsAsString reads `get()`). */
interface PromMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  get(): Promise<{
    name: string;
    help: string;
    type: string;
    values: Array<{ labels: Labels; value: number; metricName?: string }>;
    aggregator: 'sum';
  }>;
  reset(): void;
}

/**
 * Request counts and latencies kept in plain numbers and turned into Prometheus series only when
 * /metrics is read. prom-client's labelled counter and histogram validate and hash the label values on
 * every call, even through `labels()`, which was a share of a small answer's cost
 * (docs/decisions/038-small-answers.md). What /metrics prints is what prom-client's own Counter and
 * Histogram print for the same observations, in the same order (request-metrics.test.ts holds the two
 * equal).
 */
export class RequestMetricsStore {
  readonly #series = new Map<string, Series>();
  readonly #latencies = new Map<string, Latency>();
  readonly #bounds: readonly number[];
  /** How often the store was reset: a bound recorder looks its series up again after one. */
  #resets = 0;

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
  }

  record(route: string, method: string, status: number, seconds: number): void {
    this.#observe(this.#seriesOf(route, method, status), seconds);
  }

  /**
   * `record` for one route, method and status bound ahead, for answers that repeat (lib/static-answers.ts):
   * no key to build and look up per call. The series appears on /metrics with its first observation, as
   * with `record`, and again after a reset.
   */
  recorder(route: string, method: string, status: number): (seconds: number) => void {
    let series: Series | undefined;
    let resets = -1;
    return (seconds) => {
      if (resets !== this.#resets) {
        series = this.#seriesOf(route, method, status);
        resets = this.#resets;
      }
      this.#observe(series!, seconds);
    };
  }

  #seriesOf(route: string, method: string, status: number): Series {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { route, method, status: String(status), count: 0, latency: this.#latencyOf(route, method) };
      this.#series.set(key, series);
    }
    return series;
  }

  #observe(series: Series, seconds: number): void {
    series.count += 1;
    const { latency } = series;
    latency.count += 1;
    latency.sum += seconds;
    const bounds = this.#bounds;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket += 1;
    latency.buckets[bucket]! += 1;
  }

  #latencyOf(route: string, method: string): Latency {
    const key = `${method} ${route}`;
    let latency = this.#latencies.get(key);
    if (!latency) {
      latency = { route, method, count: 0, sum: 0, buckets: new Float64Array(this.#bounds.length + 1) };
      this.#latencies.set(key, latency);
    }
    return latency;
  }

  /** The requests counter and the latency histogram (by route and method), in `registry`. */
  register(registry: Registry, counter: { name: string; help: string }, histogram: { name: string; help: string }) {
    // prom-client's registry takes any object with a name and `get()`; its types ask for its classes.
    registry.registerMetric(this.#counter(counter) as unknown as Parameters<Registry['registerMetric']>[0]);
    registry.registerMetric(this.#histogram(histogram) as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  #reset(): void {
    this.#resets += 1;
    this.#series.clear();
    this.#latencies.clear();
  }

  #counter({ name, help }: { name: string; help: string }): PromMetric {
    return {
      name,
      help,
      type: 'counter',
      get: async () => ({
        name,
        help,
        type: 'counter',
        values: [...this.#series.values()].map(({ route, method, status, count }) => ({
          labels: { route, method, status },
          value: count,
        })),
        aggregator: 'sum',
      }),
      reset: () => this.#reset(),
    };
  }

  #histogram({ name, help }: { name: string; help: string }): PromMetric {
    return {
      name,
      help,
      type: 'histogram',
      get: async () => {
        const values: Array<{ labels: Labels; value: number; metricName: string }> = [];
        for (const { route, method, count, sum, buckets } of this.#latencies.values()) {
          const labels = { route, method };
          let cumulative = 0;
          this.#bounds.forEach((bound, index) => {
            cumulative += buckets[index]!;
            values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${name}_bucket` });
          });
          values.push(
            { labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` },
            { labels: { ...labels }, value: sum, metricName: `${name}_sum` },
            { labels: { ...labels }, value: count, metricName: `${name}_count` },
          );
        }
        return { name, help, type: 'histogram', values, aggregator: 'sum' };
      },
      reset: () => this.#reset(),
    };
  }
}
