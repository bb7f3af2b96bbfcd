import type { Metric, Registry } from 'prom-client';

/*
 * The two per-request metrics (a counter by api, operation, transport and status; a latency histogram by api,
 * operation and transport) counted in plain numbers and handed to prom-client's registry as collectors that
 * report in its own export format when /metrics is read. prom-client's Counter and Histogram check, copy and hash
 * the label object on every update (about 10 µs per request for the two, a twentieth of a cheap request's CPU);
 * here a request adds to its series found once by a string key. `test/request-metrics.unit.test.ts` holds the
 * exposition text equal to prom-client's own metrics fed the same requests.
 */

type Labels = Record<string, string>;

/** One metric value as prom-client's registry formats it (`Registry.getMetricsAsString`). */
interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Labels;
  value: number;
  metricName?: string;
  /** prom-client's field, always null here (no exemplars) */
  exemplar?: null;
}

/** What a registry reads of a metric: the shape prom-client's own metrics export. */
interface Collector {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  getForPromString(): Promise<{ name: string; help: string; type: string; values: ExportedValue[]; aggregator: 'sum' }>;
  get(): Promise<{ name: string; help: string; type: string; values: ExportedValue[]; aggregator: 'sum' }>;
  reset(): void;
}

function collector(
  name: string,
  help: string,
  type: Collector['type'],
  values: () => ExportedValue[],
  reset: () => void,
): Collector {
  const exported = async () => ({ name, help, type, values: values(), aggregator: 'sum' as const });
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    getForPromString: exported,
    // the JSON form (`Registry.getMetricsAsJSON`) has each value's labels in one object, as prom-client gives it
    async get() {
      const data = await exported();
      data.values = data.values.map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      }));
      return data;
    },
    reset,
  };
}

/**
 * prom-client's registry reads of a metric only what Collector has (the exposition test holds the text equal to
 * its own metrics'), but its type names its four metric classes, whose private fields no object can match: the
 * one cast of this file says so here.
 */
function register(registry: Registry, c: Collector): void {
  registry.registerMetric(c as unknown as Metric);
}

interface CountSeries {
  labels: Labels;
  count: number;
}

interface LatencySeries {
  labels: Labels;
  /** observations per bucket (not cumulative); the last one is above every bound */
  buckets: number[];
  sum: number;
  count: number;
}

export interface RequestMetrics {
  /** one answered request */
  observe(api: string, operation: string, transport: string, status: number, seconds: number): void;
}

/** Registers the request counter and latency histogram on `registry`. */
export function requestMetrics(
  registry: Registry,
  names: { requests: string; requestsHelp: string; duration: string; durationHelp: string; buckets: number[] },
): RequestMetrics {
  const bounds = names.buckets;
  let counts = new Map<string, CountSeries>();
  let latencies = new Map<string, LatencySeries>();
  // each request's two series, found by one key
  let series = new Map<string, { count: CountSeries; latency: LatencySeries }>();

  register(
    registry,
    collector(
      names.requests,
      names.requestsHelp,
      'counter',
      () => [...counts.values()].map((s) => ({ value: s.count, labels: s.labels })),
      () => {
        counts = new Map();
        series = new Map();
      },
    ),
  );
  register(
    registry,
    collector(
      names.duration,
      names.durationHelp,
      'histogram',
      () => {
        const out: ExportedValue[] = [];
        for (const s of latencies.values()) {
          let cumulative = 0;
          for (let i = 0; i < bounds.length; i++) {
            cumulative += s.buckets[i]!;
            out.push({
              labels: { le: bounds[i]! },
              sharedLabels: s.labels,
              value: cumulative,
              metricName: `${names.duration}_bucket`,
              exemplar: null,
            });
          }
          out.push(
            {
              labels: { le: '+Inf' },
              sharedLabels: s.labels,
              value: s.count,
              metricName: `${names.duration}_bucket`,
              exemplar: null,
            },
            { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${names.duration}_sum` },
            { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${names.duration}_count` },
          );
        }
        return out;
      },
      () => {
        latencies = new Map();
        series = new Map();
      },
    ),
  );

  return {
    observe(api, operation, transport, status, seconds) {
      const key = `${api} ${operation} ${transport} ${status}`;
      let s = series.get(key);
      if (!s) {
        const latencyKey = `${api} ${operation} ${transport}`;
        let count = counts.get(key);
        if (!count)
          counts.set(key, (count = { labels: { api, operation, transport, status: String(status) }, count: 0 }));
        let latency = latencies.get(latencyKey);
        if (!latency)
          latencies.set(
            latencyKey,
            (latency = {
              labels: { api, operation, transport },
              buckets: new Array(bounds.length + 1).fill(0),
              sum: 0,
              count: 0,
            }),
          );
        series.set(key, (s = { count, latency }));
      }
      s.count.count++;
      const l = s.latency;
      let i = 0;
      while (i < bounds.length && seconds > bounds[i]!) i++;
      l.buckets[i]!++;
      l.sum += seconds;
      l.count++;
    },
  };
}
