import { Pool } from 'undici';
import hdr from 'hdr-histogram-js';

export interface Result {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Closed-loop load: `connections` workers over as many keep-alive connections, each sending the next GET
 * as soon as the previous answer is read, for `seconds` after `warmupSeconds` of the same load (2 by
 * default). Latencies in a histogram at microsecond resolution.
 */
export async function measure(
  origin: string,
  path: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  /** `onStart` is called when the clock starts, after the warm-up */
  options: { warmupSeconds?: number; onStart?: () => void } = {},
): Promise<Result> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  let requests = 0;
  let errors = 0;
  const load = (until: number, record: boolean) =>
    Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            const res = await pool.request({ path, method: 'GET', headers });
            await res.body.dump();
            if (record && res.statusCode !== 200) errors++;
          } catch {
            if (record) errors++;
          }
          if (!record) continue;
          histogram.recordValue(Math.max(1, Math.round((performance.now() - t0) * 1000)));
          requests++;
        }
      }),
    );
  // warm-up, not counted: connections open and the path's code optimised by the JIT (a server with more code on
  // the path takes longer to reach its steady state) before the clock starts
  await load(performance.now() + (options.warmupSeconds ?? 2) * 1000, false);
  options.onStart?.();
  const started = performance.now();
  await load(started + seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return {
    requests,
    errors,
    rps: requests / elapsed,
    p50: histogram.getValueAtPercentile(50) / 1000,
    p99: histogram.getValueAtPercentile(99) / 1000,
  };
}
