import { Gauge, type Registry } from 'prom-client';
import { type Db, withClient } from '../v3/queries/db.ts';

export interface IndexMetricsOptions {
  /** how long one reading of the index serves scrapes (default 15 s): several scrapers cost one query */
  cacheMs?: number;
}

interface Reading {
  lag: number;
  holes: number;
  verified: number;
}

const UNKNOWN: Reading = { lag: Number.NaN, holes: Number.NaN, verified: Number.NaN };

/**
 * The index in /metrics: how many masterchain blocks it is behind the liteservers' head, and what the last
 * `indexer verify` recorded (index_verification, indexer migration 0016): the blocks it found missing and the
 * last masterchain block it compared. NaN while unknown (never verified, or the database or liteservers away).
 */
export function indexMetrics(
  registry: Registry,
  db: Db,
  head: () => Promise<number>,
  options: IndexMetricsOptions = {},
): void {
  const cacheMs = options.cacheMs ?? 15_000;
  let kept: { at: number; value: Promise<Reading> } | undefined;
  const read = (): Promise<Reading> => {
    if (kept && Date.now() - kept.at < cacheMs) return kept.value;
    const value = Promise.all([
      withClient(db, (c) =>
        c.query<{ last: number | null; verified: number | null; holes: number | null }>(
          `SELECT (SELECT max(seqno) FROM indexed_mc_blocks) AS last, v.last_verified_seqno AS verified,
                  v.known_holes AS holes
           FROM (SELECT 1) AS one LEFT JOIN index_verification v ON true`,
        ),
      ).then(
        (r) => r.rows[0]!,
        () => undefined,
      ),
      head().catch(() => undefined),
    ]).then(([row, h]): Reading => {
      if (!row) return UNKNOWN;
      return {
        lag: row.last === null || h === undefined ? Number.NaN : Math.max(0, h - row.last),
        holes: row.holes ?? Number.NaN,
        verified: row.verified ?? Number.NaN,
      };
    });
    kept = { at: Date.now(), value };
    return value;
  };
  const gauge = (name: string, help: string, pick: (r: Reading) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await read()));
      },
    });
  gauge('ton_index_lag_blocks', "Masterchain blocks the index is behind the liteservers' head", (r) => r.lag);
  gauge(
    'ton_index_known_holes',
    'Blocks and transactions on chain that the last `indexer verify` found missing from the index',
    (r) => r.holes,
  );
  gauge(
    'ton_index_last_verified_mc_seqno',
    'Last masterchain block of the range the last `indexer verify` compared with the liteservers',
    (r) => r.verified,
  );
}
