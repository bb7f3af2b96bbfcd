// TEP-81 DNS resolution as tonlib's dns.resolve answers it: the `dnsresolve` get-method of one contract,
// its records decoded into tonlib's dns.entryData* objects.
import { createHash } from 'node:crypto';
import { ADNLAddress, Address, beginCell, type Cell, Dictionary, type Slice, type TupleItem } from '@ton/core';
import type { components } from '../../../generated/v2/types.ts';

export type DnsEntry = components['schemas']['DnsEntry'];
type DnsEntryData = components['schemas']['DnsEntryData'];
export type DnsRecord = components['schemas']['DnsRecord'];

/** The category key of a record: SHA-256 of the category name (TEP-81). */
export const categoryKey = (name: string): Buffer => createHash('sha256').update(name).digest();

export const NEXT_RESOLVER = categoryKey('dns_next_resolver');

/** `alice.ton` → `ton\0alice\0` (TEP-81: labels from the top, each ended by a zero byte); '' → `\0`, the domain itself. */
export function encodeName(name: string): Buffer {
  const labels = name
    .split('.')
    .filter((l) => l.length > 0)
    .reverse();
  if (!labels.length) return Buffer.from([0]);
  return Buffer.concat(labels.map((l) => Buffer.concat([Buffer.from(l, 'utf8'), Buffer.from([0])])));
}

/** The inverse of encodeName for the resolved prefix a resolver reports. */
export function decodeName(encoded: Buffer): string {
  return encoded
    .toString('utf8')
    .split('\u0000')
    .filter((l) => l.length > 0)
    .reverse()
    .join('.');
}

/** tonlib's ADNL id text: 55 base32 characters with a CRC16, the form @ton/core's ADNLAddress prints. */
export const adnlText = (id: Buffer): string => new ADNLAddress(id).toString();

/** Text records: `chunks:(## 8)`, each chunk `len:(## 8)` bytes, the next one in a ref. */
function loadText(s: Slice): string {
  let chunks = s.loadUint(8);
  const parts: Buffer[] = [];
  while (chunks > 0) {
    parts.push(s.loadBuffer(s.loadUint(8)));
    if (--chunks > 0) s = s.loadRef().beginParse();
  }
  return Buffer.concat(parts).toString('utf8');
}

const accountAddress = (a: Address) => ({
  '@type': 'accountAddress' as const,
  account_address: a.toString({ urlSafe: true, bounceable: true, testOnly: false }),
});

/** One record cell as tonlib's entry data; a malformed or unknown record keeps its cell. */
export function entryData(record: Cell): DnsEntryData {
  try {
    const s = record.beginParse();
    switch (s.loadUint(16)) {
      case 0x1eda:
        return { '@type': 'dns.entryDataText', text: loadText(s) };
      case 0xba93:
        return { '@type': 'dns.entryDataNextResolver', resolver: accountAddress(s.loadAddress()) };
      case 0x9fd3:
        return { '@type': 'dns.entryDataSmcAddress', smc_address: accountAddress(s.loadAddress()) };
      case 0xad01:
        return {
          '@type': 'dns.entryDataAdnlAddress',
          adnl_address: { '@type': 'adnlAddress', adnl_address: adnlText(s.loadBuffer(32)) },
        };
      case 0x7473:
        return { '@type': 'dns.entryDataStorageAddress', bag_id: s.loadBuffer(32).toString('hex') };
      default:
        break;
    }
  } catch {
    // a record that does not hold what its tag announces
  }
  return { '@type': 'dns.entryDataUnknown', bytes: record.toBoc({ idx: false }).toString('base64') };
}

/** An `addr_std` as TL-B prints it, an anycast prefix skipped; undefined for addr_var, addr_none, addr_extern. */
function addrStd(s: Slice) {
  if (s.loadUint(2) !== 0b10) return undefined;
  if (s.loadBit()) s.skip(s.loadUint(5)); // anycast_info: depth:(#<= 30) rewrite_pfx:(bits depth)
  return { '@type': 'addr_std' as const, workchain_id: s.loadInt(8), address: s.loadBuffer(32).toString('hex') };
}

/**
 * One record cell by its TL-B constructor, as getTokenData prints a DNS item's records (v2 D20); undefined for a
 * record of another kind (text, unknown tag), a malformed one, or one whose address is not `addr_std`.
 */
export function tlbRecord(record: Cell): DnsRecord | undefined {
  try {
    const s = record.beginParse();
    switch (s.loadUint(16)) {
      case 0x9fd3: {
        const smc_addr = addrStd(s);
        return smc_addr && { '@type': 'dns_smc_address', smc_addr };
      }
      case 0xba93: {
        const resolver = addrStd(s);
        return resolver && { '@type': 'dns_next_resolver', resolver };
      }
      case 0xad01:
        return { '@type': 'dns_adnl_address', adnl_addr: s.loadBuffer(32).toString('hex') };
      case 0x7473:
        return { '@type': 'dns_storage_address', bag_id: s.loadBuffer(32).toString('hex') };
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

/** The arguments of `dnsresolve(subdomain, category)`: category 0 asks for every record. */
export const resolveStack = (encoded: Buffer): TupleItem[] => [
  { type: 'slice', cell: beginCell().storeBuffer(encoded).endCell() },
  { type: 'int', value: 0n },
];

export class NotResolver extends Error {}

/**
 * The answer of one resolver: `(resolved_bits, records)`. Fully resolved: one entry per category of the
 * dictionary. Partly resolved: the next resolver for the prefix, and what is left to resolve.
 */
export function readResolution(
  name: string,
  encoded: Buffer,
  stack: TupleItem[],
): { entries: DnsEntry[]; partial: boolean; next?: { resolver: Address; rest: string } } {
  const [bits, records] = stack;
  if (
    stack.length !== 2 ||
    bits?.type !== 'int' ||
    !(records?.type === 'cell' || records?.type === 'null' || records?.type === 'slice')
  ) {
    throw new NotResolver('dnsresolve did not answer (int, cell)');
  }
  if (records.type === 'null') return { entries: [], partial: false };
  const resolved = Number(bits.value);
  if (resolved % 8 !== 0 || resolved < 0 || resolved > encoded.length * 8)
    throw new NotResolver(`dnsresolve resolved ${resolved} bits of ${encoded.length * 8}`);
  if (resolved < encoded.length * 8) {
    const prefix = encoded.subarray(0, resolved / 8);
    const entry = entryData(records.cell);
    const entries: DnsEntry[] = [
      { '@type': 'dns.entry', name: decodeName(prefix), category: NEXT_RESOLVER.toString('base64'), entry },
    ];
    const resolver =
      entry['@type'] === 'dns.entryDataNextResolver' ? Address.parse(entry.resolver.account_address) : undefined;
    return {
      entries,
      partial: true,
      next: resolver ? { resolver, rest: decodeName(encoded.subarray(resolved / 8)) } : undefined,
    };
  }
  const dict = Dictionary.loadDirect(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell(), records.cell);
  const entries = [...dict].map(
    ([key, value]): DnsEntry => ({
      '@type': 'dns.entry',
      name,
      category: key.toString('base64'),
      entry: entryData(value),
    }),
  );
  return { entries, partial: false };
}
