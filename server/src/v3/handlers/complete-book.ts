// Every address an answer's records carry is in its `address_book` (the AddressBook schema: the keys are
// the addresses that occur in the records), whichever handler built the records: after each handler,
// the raw addresses of the answer that the handler's own book left out are looked up and added. Decoded
// message payloads (v3 DECISIONS D31) and the metadata map are not records and are not walked.
import { withClient } from '../queries/db.ts';
import { addressBook } from '../queries/book.ts';
import { isTestnet } from './common.ts';
import type { V3Deps, V3Handlers } from './types.ts';

const RAW = /^-?\d+:[0-9a-fA-F]{64}$/;
const NOT_RECORDS = /^(address_book|metadata|message_content|decoded.*)$/;

/** The keys a record's walk skips, remembered: a page of 255 messages names the same few keys thousands of times. */
const skipped = new Map<string, boolean>();
function notRecords(key: string): boolean {
  let skip = skipped.get(key);
  if (skip === undefined) {
    skip = NOT_RECORDS.test(key);
    // keys are the contract's field names; anything else (a map keyed by data) is tested each time
    if (skipped.size < 1024) skipped.set(key, skip);
  }
  return skip;
}

/** Raw addresses in `body`'s records that `book` has no entry for. */
export function missingFromBook(body: Record<string, unknown>, book: Record<string, unknown>): string[] {
  const missing = new Set<string>();
  const stack: unknown[] = [body];
  // iterative: answers can be long lists, and nothing here needs recursion
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      // a raw address is 66 to 76 characters long: most strings (hashes, amounts, bodies) end the test there, and
      // most addresses there are in the book already
      if (v.length >= 66 && v.length <= 76 && !(v in book) && RAW.test(v)) missing.add(v);
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const k in o) if (Object.hasOwn(o, k) && !notRecords(k)) stack.push(o[k]);
    }
  }
  return [...missing];
}

/**
 * Answers whose book their handler read for every address their records carry (a page of transactions: its
 * accounts, inbound sources and outbound destinations, and nothing else is an address there), so the walk would
 * find nothing: on a page of a 255-message batch it cost 5% of the request's CPU. A test holds each such answer
 * to the walk (server/test/v3/mainnet-blocks.test.ts).
 */
const complete = new WeakSet<object>();
export function withBookComplete<T extends object>(answer: T): T {
  complete.add(answer);
  return answer;
}

export function withCompleteBooks(handlers: V3Handlers, deps: V3Deps): V3Handlers {
  const out: Record<string, unknown> = {};
  for (const [id, handler] of Object.entries(handlers) as Array<
    [string, (input: unknown, ctx: unknown) => Promise<unknown>]
  >) {
    out[id] = async (input: unknown, ctx: unknown) => {
      const result = await handler(input, ctx);
      if (!result || typeof result !== 'object' || Array.isArray(result) || complete.has(result)) return result;
      const book = (result as { address_book?: unknown }).address_book;
      if (!book || typeof book !== 'object' || Array.isArray(book)) return result;
      const missing = missingFromBook(result as Record<string, unknown>, book as Record<string, unknown>);
      if (missing.length)
        Object.assign(book, await withClient(deps.db, (c) => addressBook(c, missing, isTestnet(deps))));
      return result;
    };
  }
  return out as V3Handlers;
}
