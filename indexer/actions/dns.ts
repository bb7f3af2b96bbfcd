/**
 * TEP-81 DNS item record changes: change_dns_record#4eb1f0f9 query_id:uint64 key:uint256 value:(Maybe ^DNSRecord)
 * → `change_dns` (a value), `renew_dns` (the zero key and no value: the item's yearly renewal) or `delete_dns`.
 * Payload `change_dns_record_data` {key (hex), value_schema, value, flags} in the reference's storage layout.
 */
import type { Cell, Slice } from '@ton/core';
import { raw } from './parts.ts';

export type DnsChange =
  | { type: 'change_dns'; data: { key: string; value_schema: string; value: string | null; flags: number | null } }
  | { type: 'delete_dns'; data: { key: string; value_schema: null; value: null; flags: null } }
  | { type: 'renew_dns'; data: null };

const ZERO_KEY = '0'.repeat(64);

/** TEP-81 `Text`: a chunk count, then length-prefixed chunks, each after the first in the previous chunk's ref. */
function loadText(s: Slice): string {
  let chunks = s.loadUint(8);
  const parts: Buffer[] = [];
  while (chunks > 0) {
    parts.push(s.loadBuffer(s.loadUint(8)));
    chunks--;
    if (chunks > 0) s = s.loadRef().beginParse();
  }
  return Buffer.concat(parts)
    .toString('utf8')
    .replace(/\u0000/g, '');
}

/** A DNSRecord cell as {value_schema, value, flags}; a record of an unknown or malformed schema keeps only `Unknown`. */
export function dnsRecord(cell: Cell): { value_schema: string; value: string | null; flags: number | null } {
  const s = cell.beginParse();
  try {
    const tag = s.loadUint(16);
    if (tag === 0x9fd3) return { value_schema: 'DNSSmcAddress', value: raw(s.loadAddress()), flags: s.loadUint(8) };
    if (tag === 0xba93) return { value_schema: 'DNSNextResolver', value: raw(s.loadAddress()), flags: null };
    if (tag === 0xad01)
      return { value_schema: 'DNSAdnlAddress', value: s.loadBuffer(32).toString('hex'), flags: s.loadUint(8) };
    if (tag === 0x7473)
      return { value_schema: 'DNSStorageAddress', value: s.loadBuffer(32).toString('hex'), flags: null };
    if (tag === 0x1eda) return { value_schema: 'DNSText', value: loadText(s), flags: null };
  } catch {
    /* a record that does not hold what its tag announces */
  }
  return { value_schema: 'Unknown', value: null, flags: null };
}

/**
 * The change a request body asks for, or null when the body is not a change_dns_record request. As the DNS item
 * contract does, a value is present when the body carries a ref (the Maybe bit before it is not consulted).
 */
export function dnsChange(body: Slice | null): DnsChange | null {
  if (!body) return null;
  let key: string;
  try {
    if (body.loadUint(32) !== 0x4eb1f0f9) return null;
    body.skip(64);
    key = body.loadBuffer(32).toString('hex');
  } catch {
    return null;
  }
  if (body.remainingRefs > 0) return { type: 'change_dns', data: { key, ...dnsRecord(body.loadRef()) } };
  if (key === ZERO_KEY) return { type: 'renew_dns', data: null };
  return { type: 'delete_dns', data: { key, value_schema: null, value: null, flags: null } };
}
