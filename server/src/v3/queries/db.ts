import pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { DependencyState } from '../../ops/health.ts';
import { pgAdaptationsInstalled } from './adapters/pg.ts';
import { ReleasingClient } from './released-results.ts';
import { holdsStaleStatements, keepStatementsUnnamed, type Planned, run } from './statements.ts';

export interface Db {
  /** the primary: every read when there are no usable replicas, and whatever must be current (pending rows) */
  pool: pg.Pool;
  /** statement timeout in ms applied to every connection this API uses (D6) */
  timeoutMs: number;
  /** streaming replicas that take the reads (DATABASE_READ_URLS) */
  replicas?: ReplicaSet;
}

export interface ReplicaOptions {
  /** a replica whose replay is further behind than this is skipped until it catches up (default 5000 ms) */
  maxLagMs?: number;
  /** how often each replica's lag is read (default 1000 ms) */
  checkIntervalMs?: number;
}

interface Replica {
  url: string;
  pool: pg.Pool;
  /** usable now: answered its last check within the lag bound */
  healthy: boolean;
  lagMs: number | null;
  error?: string;
  served: number;
}

/**
 * Read replicas (PostgreSQL streaming standbys) taken round-robin. Each is checked every `checkIntervalMs`:
 * one that does not answer, is not in recovery (a promoted or wrong server), or whose replay lags more than
 * `maxLagMs` is skipped until a later check finds it usable again. A replica that fails a request in transport
 * is skipped at once and the request is run on the primary instead.
 */
export class ReplicaSet {
  readonly members: Replica[];
  /** the lag bound in ms (changeable while running) */
  maxLagMs: number;
  /** reads the primary served because no replica was usable */
  primaryReads = 0;
  private next = 0;
  private timer?: NodeJS.Timeout;

  constructor(urls: string[], pools: (url: string) => pg.Pool, options: ReplicaOptions = {}) {
    this.maxLagMs = options.maxLagMs ?? 5000;
    this.members = urls.map((url) => ({ url, pool: pools(url), healthy: false, lagMs: null, served: 0 }));
    const every = options.checkIntervalMs ?? 1000;
    this.timer = setInterval(() => void this.check(), every);
    this.timer.unref();
  }

  /** Reads each replica's state now (also done every checkIntervalMs). */
  async check(): Promise<void> {
    await Promise.all(
      this.members.map(async (r) => {
        try {
          // caught up when everything received is replayed; else the age of the last replayed commit
          const {
            rows: [s],
          } = await r.pool.query<{
            standby: boolean;
            streaming: boolean;
            lag_ms: number | null;
          }>(`SELECT pg_is_in_recovery() AS standby,
          pg_last_wal_receive_lsn() IS NOT NULL AS streaming,
          CASE WHEN pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() THEN 0
               ELSE (extract(epoch FROM clock_timestamp() - coalesce(pg_last_xact_replay_timestamp(), pg_postmaster_start_time())) * 1000)::float8 END AS lag_ms`);
          r.lagMs = s?.lag_ms ?? null;
          r.error = !s?.standby
            ? 'not a standby'
            : !s.streaming
              ? 'not streaming from the primary'
              : r.lagMs !== null && r.lagMs > this.maxLagMs
                ? `lagging ${Math.round(r.lagMs)} ms`
                : undefined;
          r.healthy = r.error === undefined;
        } catch (err) {
          r.healthy = false;
          r.lagMs = null;
          r.error = isDatabaseUnavailable(err) ? 'unreachable' : 'check failed';
        }
      }),
    );
  }

  /** The next usable replica, round-robin; undefined when none is. */
  pick(): Replica | undefined {
    for (let i = 0; i < this.members.length; i++) {
      const r = this.members[(this.next + i) % this.members.length]!;
      if (r.healthy) {
        this.next = (this.next + i + 1) % this.members.length;
        return r;
      }
    }
    return undefined;
  }

  markDown(r: Replica, reason: string): void {
    r.healthy = false;
    r.error = reason;
  }

  async end(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.members.map((r) => r.pool.end().catch(() => {})));
  }
}

const configured = new WeakMap<pg.PoolClient, number>();
const states = new WeakMap<pg.Pool, DependencyState>();

/** Whether the database answered lately: `/healthz` reports it, requests update it. */
export function databaseState(pool: pg.Pool): DependencyState {
  let state = states.get(pool);
  if (!state) states.set(pool, (state = new DependencyState('database')));
  return state;
}

/** SQLSTATEs of a server that is shutting down, starting up or out of connection slots. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that is gone or unreachable (ENOENT: its Unix socket is absent). */
const UNAVAILABLE_SYSCALLS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports its own connection failures by these texts only. */
const UNAVAILABLE_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** The database cannot be reached or cannot take the request now: 503, the client may retry. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALLS.has(code) || code.startsWith('08'))
  )
    return true;
  return err instanceof Error && UNAVAILABLE_TEXT.test(err.message);
}

/** A statement cancelled by statement_timeout, or one the server never answered within the client's read timeout. */
export function isDatabaseTimeout(err: unknown): boolean {
  return (err as { code?: unknown }).code === '57014' || (err instanceof Error && err.message === 'Query read timeout');
}

/**
 * PostgreSQL failures as the contract states them, in one place: a statement over its timeout is 504 (D6),
 * a database that is down, restarting or full is 503, anything else 500. No body carries the driver's text
 * (socket paths, host names, SQL): it travels as the error's cause, which the request log records with the
 * request id.
 */
export function databaseError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const mapped = isDatabaseTimeout(err)
    ? new ApiError(504, 'timeout: context deadline exceeded')
    : isDatabaseUnavailable(err)
      ? new ApiError(503, 'database unavailable')
      : new ApiError(500, 'database error');
  mapped.cause = err;
  return mapped;
}

/**
 * Runs `fn` on one pooled connection whose statement_timeout is the API's; the SET is issued once per
 * connection (pooled connections keep it), so requests pay no extra round trip. A connection that failed
 * in transport is discarded, not returned to the pool, so the next request opens a fresh one.
 */
export async function withClient<T>(
  db: Db,
  fn: (c: pg.PoolClient) => Promise<T>,
  options: { primary?: boolean } = {},
): Promise<T> {
  const replica = options.primary ? undefined : db.replicas?.pick();
  if (replica) {
    try {
      const result = await onPool(db, replica.pool, fn);
      replica.served++;
      return result;
    } catch (err) {
      const cause = err instanceof ApiError ? err.cause : err;
      if (!(err instanceof ApiError && err.code === 503 && isDatabaseUnavailable(cause))) throw err;
      // the replica went away: it is skipped from now on and this request is answered by the primary
      db.replicas!.markDown(replica, 'unreachable');
    }
  } else if (db.replicas && !options.primary) db.replicas.primaryReads++;
  return onPool(db, db.pool, fn);
}

/** Reads that must see the latest writes (pending rows, just emulated): on the primary, never a replica. */
export const withPrimary = <T>(db: Db, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> =>
  withClient(db, fn, { primary: true });

async function onPool<T>(db: Db, pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const state = databaseState(pool);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    if (isDatabaseUnavailable(err)) state.failed();
    throw databaseError(err);
  }
  let broken: Error | undefined;
  // A connection whose server went away reports it as an 'error' event besides failing its query; the pool
  // listens only while a connection is idle, and an event nobody listens to ends the process. One taken from
  // the pool in the instant between the end of its stream and its close (the server was killed) does that.
  const fault = (err: Error) => {
    broken ??= err;
  };
  client.on('error', fault);
  origins.set(client, { db, pool });
  try {
    if (configured.get(client) !== db.timeoutMs) {
      // JIT compiles a plan whose estimated cost is high (a list over many partitions can be): tens of
      // milliseconds spent on a statement that then reads ten rows. No API statement gains from it.
      await client.query(`SET statement_timeout = ${Math.max(1, Math.floor(db.timeoutMs))}; SET jit = off`);
      configured.set(client, db.timeoutMs);
    }
    const result = await fn(client);
    state.ok();
    return result;
  } catch (err) {
    if (isDatabaseUnavailable(err) || (err instanceof Error && err.message === 'Query read timeout')) {
      broken = err as Error;
      if (isDatabaseUnavailable(err)) state.failed();
    } else {
      state.ok(); // the server answered, with an error
    }
    throw databaseError(err);
  } finally {
    client.off('error', fault);
    client.release(broken ?? holdsStaleStatements(client));
  }
}

/** Where each connection `withClient` hands out came from, so a read can run beside it (`alongside`). */
const origins = new WeakMap<pg.PoolClient, { db: Db; pool: pg.Pool }>();

/**
 * Runs `fn` on a second connection of the same pool (the same server: a replica's or the primary's) while `c` runs
 * something else, when the pool has one to give at once; otherwise on `c`, after what `c` already runs. Two
 * independent reads of one answer then overlap, which matters most when they wait on the disk; a request never
 * waits for a connection for it, nor goes ahead of requests waiting for one. The two connections need not see the
 * same snapshot: for reads of rows that never change once written, or whose caller checks what the other saw.
 */
export function besides<T>(c: pg.PoolClient, fn: (other: pg.PoolClient) => Promise<T>): Promise<T> {
  const origin = origins.get(c);
  const pool = origin?.pool;
  const free = pool && pool.waitingCount === 0 && (pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10));
  if (!origin || !free) return fn(c);
  return onPool(origin.db, origin.pool, fn);
}

/**
 * Waits for every one of `reads`, then fails with the first failure: a failed read does not hand its connection
 * back while the other reads still run statements on it.
 */
export async function settled<T extends readonly unknown[] | []>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(reads);
  for (const r of results) if (r.status === 'rejected') throw r.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/** One statement `besides` `c`. */
export const alongside = <R extends pg.QueryResultRow>(
  c: pg.PoolClient,
  statement: string | Planned,
  values: unknown[],
): Promise<pg.QueryResult<R>> => besides(c, (other) => run<R>(other, statement, values));

/**
 * A pool for API v3 whose every wait is bounded: opening a connection (a server that accepts TCP but never
 * answers, or a pool whose connections are all busy) and reading an answer (a server that stopped answering
 * mid-statement, where statement_timeout cannot fire). Idle connections that PostgreSQL drops (restart,
 * admin shutdown) are logged, not fatal: the pool opens new ones when the server is back.
 */
export function createDatabasePool(
  options: {
    connectionString: string;
    max?: number;
    statementTimeoutMs: number;
    connectTimeoutMs?: number;
    /** false: no named (prepared) statements on these connections (statements.ts); default true */
    preparedStatements?: boolean;
  },
  onIdleError: (err: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    // a burst beyond `max` queues for a connection as long as a statement may run, not longer
    connectionTimeoutMillis: options.connectTimeoutMs ?? Math.max(2000, options.statementTimeoutMs),
    // the server's statement_timeout answers first; this only catches a server that stopped answering
    query_timeout: options.statementTimeoutMs + 2000,
    // A new connection is a new PostgreSQL backend: its first statement over the partitioned tables plans in
    // ~20 ms while the catalog is read into its caches, and its prepared statements (statements.ts) start over.
    // node-pg closes a connection idle for 10 s by default, so a server with a request every few seconds would
    // pay that on most requests; an idle connection costs the server a few MB.
    idleTimeoutMillis: 5 * 60_000,
    keepAlive: true,
    // lets go of each result once handed over, which the read timeout above would keep for the scavenger; node-pg's
    // own Client unless the entry installed the node-pg adaptations (adapters/pg.ts) before creating the pool
    Client: pgAdaptationsInstalled() ? ReleasingClient : pg.Client,
  });
  pool.on('error', onIdleError);
  // each connection is marked once, when the pool opens it
  if (options.preparedStatements === false) pool.on('connect', keepStatementsUnnamed);
  return pool;
}

/** Collects parameterized WHERE conditions: `add('lt >= ?', v)` numbers the placeholders. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** `?` in `sql` is replaced by the next parameter number for each value given. */
  add(sql: string, ...values: unknown[]): this {
    let i = 0;
    this.parts.push(sql.replace(/\?/g, () => this.param(values[i++])));
    return this;
  }

  /** `col = $n` for one value, `col = ANY($n)` for several; nothing when undefined. */
  anyOf(column: string, values: unknown[] | undefined): this {
    if (!values || values.length === 0) return this;
    if (values.length === 1) return this.add(`${column} = ?`, values[0]);
    return this.add(`${column} = ANY(?)`, values);
  }

  when(cond: unknown, sql: string, ...values: unknown[]): this {
    return cond === undefined || cond === null || cond === false ? this : this.add(sql, ...values);
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export type Sort = 'asc' | 'desc';

/**
 * A page's LIMIT and OFFSET. The limit (a validated integer, one of few values in practice) and a zero offset are
 * written into the statement: PostgreSQL estimates a LIMIT or OFFSET parameter as a tenth of the rows, which
 * makes a named statement's generic plan look dearer than planning each run, so it would keep planning each run
 * (see statements.ts). Other offsets stay parameters, so paging deeper does not make a new statement per page.
 */
export function page(where: Where, limit: number, offset: number): string {
  const literal = (n: number) => Number.isSafeInteger(n) && n >= 0;
  const lim = literal(limit) ? String(limit) : where.param(limit);
  return `LIMIT ${lim} OFFSET ${offset === 0 ? '0' : where.param(offset)}`;
}
