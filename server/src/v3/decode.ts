import { Cell, type Slice } from '@ton/core';
import { createRequire } from 'node:module';
import { fastCrc32c } from '../../../tlb/speedups/crc32c.ts';

// @ton/core's BOC reader without building (and hashing) cells: the header, root indices and raw cell bytes
const { parseBoc } = createRequire(import.meta.url)('@ton/core/dist/boc/cell/serialization.js') as {
  parseBoc: (src: Buffer) => { cells: number; root: number[]; cellData: Buffer };
};

/** TL-B constructor names of the message opcodes the standard contracts use (TEP-74, TEP-62, TEP-81, wallets). */
export const OPCODE_NAMES: ReadonlyMap<number, string> = new Map([
  [0x00000000, 'text_comment'],
  [0x2167da4b, 'encrypted_comment'],
  [0x0f8a7ea5, 'jetton_transfer'],
  [0x178d4519, 'jetton_internal_transfer'],
  [0x7362d09c, 'jetton_notify'],
  [0xd53276db, 'excess'],
  [0x595f07bc, 'jetton_burn'],
  [0x7bdd97de, 'jetton_burn_notification'],
  [0x642b7d07, 'jetton_mint'],
  [0x5fcc3d14, 'nft_transfer'],
  [0x05138d91, 'nft_ownership_assigned'],
  [0x2fcb26a2, 'get_static_data'],
  [0x8b771735, 'report_static_data'],
  [0x4eb1f0f9, 'change_dns_record'],
  [0xffffffff, 'bounce'],
  [0x7369676e, 'wallet_signed_external_v5_r1'],
  [0x73696e74, 'wallet_signed_internal_v5_r1'],
  [0x6578746e, 'wallet_extension_action_v5_r1'],
]);

export function opcodeName(op: number): string | null {
  return OPCODE_NAMES.get(op >>> 0) ?? null;
}

function addr(s: Slice): string | null {
  const a = s.loadMaybeAddress();
  return a ? `${a.workChain}:${a.hash.toString('hex').toUpperCase()}` : null;
}

function maybeRefBoc(s: Slice): string | null {
  const c = s.loadMaybeRef();
  return c ? c.toBoc().toString('base64') : null;
}

/** Either-cell payload (`Either Cell ^Cell`) as a base64 BoC of the payload. */
function eitherBoc(s: Slice): string | null {
  if (s.remainingBits === 0 && s.remainingRefs === 0) return null;
  const inRef = s.loadBit();
  const c = inRef ? s.loadRef() : s.asCell();
  return c.toBoc().toString('base64');
}

export type Decoded = Record<string, unknown> & { '@type': string };

const decoders = new Map<number, (s: Slice) => Decoded>([
  [0x00000000, (s) => ({ type: 'text_comment', '@type': 'text_comment', comment: s.loadStringTail() })],
  [
    0x0f8a7ea5,
    (s) => ({
      '@type': 'jetton_transfer',
      query_id: s.loadUintBig(64).toString(),
      amount: s.loadCoins().toString(),
      destination: addr(s),
      response_destination: addr(s),
      custom_payload: maybeRefBoc(s),
      forward_ton_amount: s.loadCoins().toString(),
      forward_payload: eitherBoc(s),
    }),
  ],
  [
    0x178d4519,
    (s) => ({
      '@type': 'jetton_internal_transfer',
      query_id: s.loadUintBig(64).toString(),
      amount: s.loadCoins().toString(),
      from: addr(s),
      response_address: addr(s),
      forward_ton_amount: s.loadCoins().toString(),
      forward_payload: eitherBoc(s),
    }),
  ],
  [
    0x7362d09c,
    (s) => ({
      '@type': 'jetton_notify',
      query_id: s.loadUintBig(64).toString(),
      amount: s.loadCoins().toString(),
      sender: addr(s),
      forward_payload: eitherBoc(s),
    }),
  ],
  [0xd53276db, (s) => ({ '@type': 'excess', query_id: s.loadUintBig(64).toString() })],
  [
    0x595f07bc,
    (s) => ({
      '@type': 'jetton_burn',
      query_id: s.loadUintBig(64).toString(),
      amount: s.loadCoins().toString(),
      response_destination: addr(s),
      custom_payload: maybeRefBoc(s),
    }),
  ],
  [
    0x7bdd97de,
    (s) => ({
      '@type': 'jetton_burn_notification',
      query_id: s.loadUintBig(64).toString(),
      amount: s.loadCoins().toString(),
      sender: addr(s),
      response_destination: addr(s),
    }),
  ],
  [
    0x5fcc3d14,
    (s) => ({
      '@type': 'nft_transfer',
      query_id: s.loadUintBig(64).toString(),
      new_owner: addr(s),
      response_destination: addr(s),
      custom_payload: maybeRefBoc(s),
      forward_amount: s.loadCoins().toString(),
      forward_payload: eitherBoc(s),
    }),
  ],
  [
    0x05138d91,
    (s) => ({
      '@type': 'nft_ownership_assigned',
      query_id: s.loadUintBig(64).toString(),
      prev_owner: addr(s),
      forward_payload: eitherBoc(s),
    }),
  ],
  [0x2fcb26a2, (s) => ({ '@type': 'get_static_data', query_id: s.loadUintBig(64).toString() })],
]);

/** A body cell decoded by its opcode; null when the opcode is unknown or the body does not parse. */
export function decodeBody(cell: Cell): Decoded | null {
  const s = cell.beginParse(true);
  if (s.remainingBits === 0 && s.remainingRefs === 0) return { '@type': 'empty_cell' };
  if (s.remainingBits < 32) return null;
  const op = s.loadUint(32);
  const decoder = decoders.get(op);
  if (!decoder) return null;
  try {
    return decoder(s);
  } catch {
    return null;
  }
}

/** `decoded` of a MessageContent: a comment or a known body, null otherwise (and for the empty cell). */
export function decodeContent(boc: Buffer): Decoded | null {
  try {
    // Most bodies have no decoder: their first 32 bits, read from the bytes, settle it without building the cells.
    const op = rootOpcode(boc);
    if (op === null || (op !== undefined && !decoders.has(op))) return null;
    if (op === 0) {
      const comment = commentText(boc);
      if (comment !== undefined) return { type: 'text_comment', '@type': 'text_comment', comment };
    }
    const cell = Cell.fromBoc(boc)[0]!;
    const d = decodeBody(cell);
    return d && d['@type'] !== 'empty_cell' ? d : null;
  } catch {
    return null;
  }
}

/**
 * The first 32 bits of a BOC's root cell as an unsigned number; null when the root is an ordinary cell of fewer
 * than 32 bits (no decoder applies to it: the empty cell is not decoded either); undefined when it cannot be told
 * from the first cell's bytes alone (several roots, the root not stored first, an exotic root, hashes stored), so the caller
 * reads the BOC in full. A malformed BOC may throw, or give a number or null as a well-formed one would: then no
 * decoder applies and the answer is null anyway, or one does and the full read, which checks everything, fails.
 */
function rootOpcode(boc: Buffer): number | null | undefined {
  const first = rootCell(boc);
  if (!first) return undefined;
  const [bytes, at] = first;
  const d1 = bytes[at]!;
  const d2 = bytes[at + 1]!;
  // exotic, or stored with its hashes (rare): read in full
  if (d1 & 8 || d1 & 16) return undefined;
  const length = (d2 + 1) >> 1;
  // an odd d2 marks a padded last byte, which holds fewer than 8 data bits: 4 whole bytes need 5 bytes then
  if (length < 4 || (d2 & 1 && length < 5)) return null;
  return bytes.readUInt32BE(at + 2);
}

/**
 * The bytes holding the root's cell and where it starts, when the BOC has one root and stores it first. The
 * generic layout (b5ee9c72, all the index holds) is read from its header alone: the counts, the root list and the
 * index are skipped, and neither are the cells copied nor the CRC computed, as @ton/core's reader does for every
 * body (1.2 ms of CPU on a page of 166 new bodies). Other layouts, and headers with sizes past 4 or 6 bytes, go
 * through that reader.
 */
function rootCell(boc: Buffer): [Buffer, number] | undefined {
  const header = genericHeader(boc);
  if (header === null) return undefined;
  if (header) {
    if (header.start + 2 > boc.length) throw new RangeError('BOC cut short');
    return [boc, header.start];
  }
  const { root, cellData } = parseBoc(boc);
  return root.length === 1 && root[0] === 0 ? [cellData, 0] : undefined;
}

/** The header of a BOC in the generic layout: its flags, size of a cell reference, cells, and where their bytes lie. */
interface GenericHeader {
  flags: number;
  size: number;
  cells: number;
  start: number;
  end: number;
}

/**
 * The header of a BOC in the generic layout (b5ee9c72, all the index holds) with sizes up to 4 and 6 bytes, read
 * without the cells; null when it has more than one root or its root is not stored first; undefined for any other
 * layout or size, which @ton/core's reader reads. A header cut short throws.
 */
function genericHeader(boc: Buffer): GenericHeader | null | undefined {
  if (boc.length < 6 || boc.readUInt32BE(0) !== 0xb5ee9c72) return undefined;
  const flags = boc[4]!;
  const size = flags & 7;
  const offBytes = boc[5]!;
  if (size < 1 || size > 4 || offBytes < 1 || offBytes > 6) return undefined;
  // cells, roots, absent (size bytes each), the cells' total size (offBytes), the root list, the index
  const rootList = 6 + 3 * size + offBytes;
  if (rootList + size > boc.length) throw new RangeError('BOC header cut short');
  if (boc.readUIntBE(6 + size, size) !== 1 || boc.readUIntBE(rootList, size) !== 0) return null;
  const cells = boc.readUIntBE(6, size);
  const start = rootList + size + (flags & 0x80 ? cells * offBytes : 0);
  return { flags, size, cells, start, end: start + boc.readUIntBE(6 + 3 * size, offBytes) };
}

/**
 * A text comment's string (opcode 0, then a snake of bytes) read from the BOC's bytes, as building its cells and
 * `loadStringTail` would give it: a long comment spans a dozen cells, each of which @ton/core would hash, and a
 * page of 166 transfers with 1.7 KB comments spent 2–6 ms of CPU on them. Only the plain case is read here: one
 * root stored first, every cell ordinary, unpadded and without stored hashes, references pointing forward, sizes
 * and CRC as the header says, each cell of the snake with at most one reference. Anything else gives undefined,
 * and the caller reads the BOC in full, which then answers (or refuses) it as before.
 */
function commentText(boc: Buffer): string | undefined {
  const header = genericHeader(boc);
  // cache bits and the two reserved flags are left to the full read, as is a chain far deeper than any message
  // allows (the full read checks its depth)
  if (!header || header.flags & 0x38 || header.cells < 1 || header.cells > MAX_COMMENT_CELLS) return undefined;
  const { size, cells, start, end } = header;
  const hasCrc = (header.flags & 0x40) !== 0;
  if (start > boc.length || boc.length !== end + (hasCrc ? 4 : 0)) return undefined;
  if (hasCrc && !fastCrc32c(boc.subarray(0, end)).equals(boc.subarray(end))) return undefined;
  // each cell's data part and the cell its snake goes on to: -1 at its end, -2 when it has two or more references
  const data: Buffer[] = [];
  const next: number[] = [];
  let at = start;
  for (let i = 0; i < cells; i++) {
    if (at + 2 > end) return undefined;
    const d1 = boc[at]!;
    const d2 = boc[at + 1]!;
    const refs = d1 & 7;
    // exotic, hashes stored, a level, more than 4 references, or a padded (not whole-byte) data part
    if (d1 & 0xf8 || refs > 4 || d2 & 1) return undefined;
    const from = at + 2;
    at = from + ((d2 + 1) >> 1);
    if (at + refs * size > end) return undefined;
    data.push(boc.subarray(from, at));
    let first = -1;
    for (let r = 0; r < refs; r++, at += size) {
      const ref = boc.readUIntBE(at, size);
      if (ref <= i || ref >= cells) return undefined;
      if (r === 0) first = ref;
    }
    next.push(refs > 1 ? -2 : first);
  }
  const root = data[0]!;
  if (at !== end || root.length < 4 || root.readUInt32BE(0) !== 0) return undefined;
  const parts = [root.subarray(4)];
  for (let c = next[0]!; c !== -1; c = next[c]!) {
    if (c === -2) return undefined;
    parts.push(data[c]!);
  }
  return Buffer.concat(parts).toString();
}

/** Cells a comment read from its bytes may have; a message holds at most 8192 cells in all. */
const MAX_COMMENT_CELLS = 8192;

/** /decode body entry: base64 or hex bag of cells → decoded object or `{error}`. */
export function decodeBodyInput(value: string): Decoded | { error: string } {
  let cell: Cell;
  try {
    const bytes =
      /^[0-9a-fA-F]+$/.test(value) && value.length % 2 === 0 ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    cell = Cell.fromBoc(bytes)[0]!;
  } catch {
    return { error: 'unknown: not a valid bag of cells' };
  }
  return decodeBody(cell) ?? { error: 'unknown: body is not recognised' };
}
