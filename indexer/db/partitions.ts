/**
 * Range partitions of the lt-partitioned tables (migrations 0008, 0009), created before the rows that need them
 * arrive: there is no DEFAULT partition (0009), so a row outside every range is refused (SQLSTATE 23514) and its
 * transaction rolled back. Called outside the block's write transaction: creating a partition locks its table for
 * a moment only, not for the whole block write.
 */
import type pg from 'pg';

/** Per database (connection string or pool): the range starts already known to exist. */
const known = new WeakMap<object, { span: bigint; starts: Set<bigint> }>();

/**
 * Makes sure the range partitions holding every lt in `lts` exist (and the configured number of ranges after
 * the largest). Asks the database only when a range is new to this process; returns how many it created.
 */
export async function ensureLtPartitions(
  client: pg.ClientBase,
  lts: Array<string | bigint | number>,
  cacheKey: object = client,
): Promise<number> {
  if (lts.length === 0) return 0;
  let k = known.get(cacheKey);
  if (!k) {
    // an index still in the unpartitioned layout (before migration 0008) has nothing to create
    const {
      rows: [layout],
    } = await client.query<{ partitioned: boolean }>(`SELECT to_regclass('partitioning') IS NOT NULL AS partitioned`);
    if (!layout?.partitioned) return 0;
    const { rows } = await client.query<{ lt_span: string }>('SELECT lt_span FROM partitioning');
    known.set(cacheKey, (k = { span: BigInt(rows[0]!.lt_span), starts: new Set() }));
  }
  const starts = [...new Set(lts.map((lt) => (BigInt(lt) / k.span) * k.span))];
  if (starts.every((s) => k.starts.has(s))) return 0;
  const { rows } = await client.query<{ made: number }>('SELECT ton_ensure_lt_partitions($1::bigint[]) AS made', [
    starts.map(String),
  ]);
  for (const s of starts) k.starts.add(s);
  return rows[0]?.made ?? 0;
}

/** Forgets the ranges known for `cacheKey`, so the next call asks the database again (after a range was refused). */
export function forgetLtPartitions(cacheKey: object): void {
  known.delete(cacheKey);
}

/** PostgreSQL's refusal of a row no range partition holds. */
export function isMissingPartition(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23514' && /no partition of relation/.test(e.message ?? '');
}
