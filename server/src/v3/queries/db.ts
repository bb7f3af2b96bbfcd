import pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { DependencyState } from '../../ops/health.ts';

export interface Db {
  pool: pg.Pool;
  /** statement timeout in ms applied to every connection this API uses (D6) */
  timeoutMs: number;
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
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports its own connection failures by these texts only. */
const UNAVAILABLE_TEXT = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** The database cannot be reached or cannot take the request now: 503, the client may retry. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALLS.has(code) || code.startsWith('08'))) return true;
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
export async function withClient<T>(db: Db, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const state = databaseState(db.pool);
  let client: pg.PoolClient;
  try {
    client = await db.pool.connect();
  } catch (err) {
    if (isDatabaseUnavailable(err)) state.failed();
    throw databaseError(err);
  }
  let broken: Error | undefined;
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
    client.release(broken);
  }
}

/**
 * A pool for API v3 whose every wait is bounded: opening a connection (a server that accepts TCP but never
 * answers, or a pool whose connections are all busy) and reading an answer (a server that stopped answering
 * mid-statement, where statement_timeout cannot fire). Idle connections that PostgreSQL drops (restart,
 * admin shutdown) are logged, not fatal: the pool opens new ones when the server is back.
 */
export function createDatabasePool(
  options: { connectionString: string; max?: number; statementTimeoutMs: number; connectTimeoutMs?: number },
  onIdleError: (err: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    // a burst beyond `max` queues for a connection as long as a statement may run, not longer
    connectionTimeoutMillis: options.connectTimeoutMs ?? Math.max(2000, options.statementTimeoutMs),
    // the server's statement_timeout answers first; this only catches a server that stopped answering
    query_timeout: options.statementTimeoutMs + 2000,
    keepAlive: true,
  });
  pool.on('error', onIdleError);
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

export function page(where: Where, limit: number, offset: number): string {
  return `LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`;
}
