import { createHash } from 'node:crypto';
import type pg from 'pg';
import { binaryFieldsInstalled, pgAdaptationsInstalled } from './adapters/pg.ts';
import { queryRows, type RowQueryConfig } from './row-query.ts';

/**
 * Statements planned once per connection: named (server-side prepared) statements for the reads whose best plan
 * does not depend on the values, so PostgreSQL can keep one generic plan for them.
 *
 * Planning a statement over the partitioned tables costs more than running it, and the cost grows with the
 * partitions: a page of an account's transactions over 13 lt partitions plans in 2–3 ms and runs in 0.5 ms.
 * A named statement is parsed once per connection; after five runs PostgreSQL compares its generic plan
 * (partitions pruned at run time) with the custom ones and keeps the generic plan when it costs no more.
 *
 * Opt-in, not for every read: a generic plan can be far worse where the values decide the plan. Jetton transfers
 * of an owner (`destination = ANY($1) OR source = ANY($2)`) got a generic plan that walks the lt index: 47 ms
 * against 0.9 ms planned per run. Only statements driven by index probes on the keys they are given qualify:
 * lateral lookups of listed keys, and the list of one account's rows in the order of its (account, lt) index.
 *
 * node-pg prepares a named statement in the same round trip as its first run and remembers it per connection.
 * A pooler between the server and PostgreSQL that hands each statement to any server connection (PgBouncer in
 * transaction mode before 1.21, or without max_prepared_statements) cannot keep them: DATABASE_PREPARED_STATEMENTS=0
 * runs every statement unnamed, as before.
 */
export interface Planned {
  readonly name: string;
  readonly text: string;
  /** its columns are all bytea, read in binary when node-pg can (binary-fields.ts) */
  readonly bytes?: true;
  /** which of its columns, each a bytea, to read in binary (binary-fields.ts); the others are read in text */
  readonly binaryColumns?: readonly boolean[];
}

/** Names for the statement texts; they come from the handlers' templates, a bounded set. */
const names = new Map<string, string>();

export function planned(text: string, options: { bytes?: true; binaryColumns?: readonly boolean[] } = {}): Planned {
  let name = names.get(text);
  if (name === undefined) {
    name = `v3_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return { name, text, ...options };
}

/** connections whose statements all stay unnamed (DATABASE_PREPARED_STATEMENTS=0: a pooler that cannot keep them) */
const unnamedOnly = new WeakSet<pg.ClientBase>();

/** The connection runs every statement unnamed, planned per run. */
export const keepStatementsUnnamed = (client: pg.ClientBase): void => void unnamedOnly.add(client);

/** connections holding a statement PostgreSQL refused to run again (its tables changed shape) */
const stale = new WeakSet<pg.ClientBase>();

/**
 * A cached plan whose result columns changed under it (a migration added a column to a table a `SELECT t.*`
 * reads, while the server runs) fails with this until the statement is prepared again.
 */
function isStaleStatement(err: unknown): boolean {
  return (
    (err as { code?: unknown }).code === '0A000' &&
    err instanceof Error &&
    /^cached plan must not change result type/.test(err.message)
  );
}

/** Whether the connection should leave the pool: it holds statements prepared for tables that changed since. */
export const holdsStaleStatements = (client: pg.ClientBase): boolean => stale.has(client);

/** Runs a statement, named when it is `planned`; a stale one runs once more unnamed and its connection is let go. */
export async function run<R extends pg.QueryResultRow>(
  c: pg.ClientBase,
  statement: string | Planned,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  if (typeof statement === 'string') return c.query<R>(statement, values);
  const binary = statement.bytes === true && binaryFieldsInstalled();
  const unnamed = { text: statement.text, values, binary, binaryColumns: statement.binaryColumns };
  if (unnamedOnly.has(c)) return read<R>(c, unnamed);
  try {
    return await read<R>(c, { ...unnamed, name: statement.name });
  } catch (err) {
    if (!isStaleStatement(err)) throw err;
    stale.add(c);
    return read<R>(c, unnamed);
  }
}

/** Through RowQuery with the node-pg adaptations installed (adapters/pg.ts), else as node-pg reads (all in text). */
function read<R extends pg.QueryResultRow>(c: pg.ClientBase, config: RowQueryConfig): Promise<pg.QueryResult<R>> {
  if (pgAdaptationsInstalled()) return queryRows<R>(c, config);
  const { text, name, values } = config;
  return c.query<R>(name === undefined ? { text, values } : { text, name, values });
}

/**
 * A parameter the planner does not look at: `$1` read through a sub-select. Given the values, the planner costs a
 * plan for them (a busy account's page ends sooner; `unnest($1)` of two keys is cheaper than of ten) and those
 * custom plans can look cheaper than the generic one, so PostgreSQL would go on planning every run. With the
 * value hidden the two cost the same, the custom one plus its planning, and the generic plan is kept. Only for
 * `planned` statements, whose plan the value does not change anyway. `type` is the parameter's SQL type.
 */
export const opaque = (param: string, type: string): string => `(SELECT ${param}::${type})::${type}`;
