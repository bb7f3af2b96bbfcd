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
 * as soon as the previous answer is read, for `seconds`. Latencies in a histogram at microsecond resolution.
 */
export async function measure(
  origin: string,
  path: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Result> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  let requests = 0;
  let errors = 0;
  // warm-up: connections open and code paths compiled before the clock starts
  await Promise.all(
    Array.from({ length: connections }, () =>
      pool.request({ path, method: 'GET', headers }).then((r) => r.body.dump()),
    ),
  );
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const res = await pool.request({ path, method: 'GET', headers });
          await res.body.dump();
          if (res.statusCode !== 200) errors++;
        } catch {
          errors++;
        }
        histogram.recordValue(Math.max(1, Math.round((performance.now() - t0) * 1000)));
        requests++;
      }
    }),
  );
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
