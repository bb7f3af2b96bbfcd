import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';

export interface Db {
  pool: pg.Pool;
  /** statement timeout in ms applied to every connection this API uses (D6) */
  timeoutMs: number;
}

const configured = new WeakMap<pg.PoolClient, number>();

/** PostgreSQL failures as the contract states them: a cancelled statement is 504 (D6), anything else 500. */
function dbError(err: unknown): never {
  const code = (err as { code?: string }).code;
  if (code === '57014') throw new ApiError(504, 'timeout: context deadline exceeded');
  if (err instanceof ApiError) throw err;
  throw new ApiError(500, `database error: ${(err as Error).message}`);
}

/**
 * Runs `fn` on one pooled connection whose statement_timeout is the API's; the SET is issued once per
 * connection (pooled connections keep it), so requests pay no extra round trip.
 */
export async function withClient<T>(db: Db, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await db.pool.connect();
  } catch (err) {
    dbError(err);
  }
  try {
    if (configured.get(client) !== db.timeoutMs) {
      await client.query(`SET statement_timeout = ${Math.max(1, Math.floor(db.timeoutMs))}`);
      configured.set(client, db.timeoutMs);
    }
    return await fn(client);
  } catch (err) {
    dbError(err);
  } finally {
    client.release();
  }
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
