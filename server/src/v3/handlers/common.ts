import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { addressBook, addressMetadata } from '../queries/book.ts';
import { besides, settled, type Sort } from '../queries/db.ts';
import type { Keyset } from '../queries/keyset.ts';
import { type CursorPage, cursorPage } from './cursor.ts';
import type { V3Deps } from './types.ts';

export const isTestnet = (deps: V3Deps) => deps.network === 'testnet';

export interface Paging {
  limit: number;
  offset: number;
  sort: Sort;
}

/** Defaults come from the spec through the validator; these only guard direct calls (D4, D5). */
export function paging(input: { limit?: number; offset?: number; sort?: string }, defaultLimit = 10): Paging {
  return { limit: input.limit ?? defaultLimit, offset: input.offset ?? 0, sort: input.sort === 'asc' ? 'asc' : 'desc' };
}

/**
 * The paging of a list that also takes `cursor` (D36): `after` is the key to continue after (undefined on a first
 * page), `next(rows)` the page's `next_cursor`. `keys` is the list's whole ORDER BY for this request.
 */
export function cursorPaging(
  operation: string,
  input: { limit?: number; offset?: number; sort?: string; cursor?: string },
  keys: Keyset,
  defaultLimit = 10,
): Paging & CursorPage {
  const p = paging(input, defaultLimit);
  return { ...p, ...cursorPage(operation, input, keys, p.sort, p.limit) };
}

/** Integer query values that may exceed 2^53 (lt) reach SQL as decimal strings. */
export const bigParam = (v: number | string | undefined): string | undefined =>
  v === undefined ? undefined : String(v);

/**
 * The address book and metadata of `addresses`. The book is read on a second connection where the pool has one
 * free (`besides`), beside the metadata's two statements: on one connection the three wait for each other.
 */
export async function bookAndMetadata(c: pg.PoolClient, deps: V3Deps, addresses: string[]) {
  const [address_book, metadata] = await settled([
    besides(c, (other) => addressBook(other, addresses, isTestnet(deps))),
    addressMetadata(c, addresses),
  ]);
  return { address_book, metadata };
}

export function exclusive(message: string, ...present: unknown[]): void {
  if (present.filter((p) => p !== undefined && !(Array.isArray(p) && p.length === 0)).length > 1)
    throw new ApiError(422, message);
}

export function requireOne(message: string, ...present: unknown[]): void {
  if (!present.some((p) => p !== undefined && !(Array.isArray(p) && p.length === 0))) throw new ApiError(422, message);
}

export function notDeployed(service: string): never {
  throw new ApiError(501, `${service} is not configured in this deployment`);
}
