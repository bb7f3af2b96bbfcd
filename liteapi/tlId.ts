import { crc32 } from 'node:zlib';

/**
 * Constructor id of a TL combinator as TON computes it: CRC32 (IEEE) of the declaration line with
 * parentheses removed. A line carrying an explicit `name#xxxxxxxx` keeps that id — TON pins ids this
 * way when a constructor gains optional fields but must stay wire-compatible (liteServer.transactionId).
 * Returned as a signed int32, the form TLWriteBuffer.writeInt32 puts on the wire.
 */
export function tlConstructorId(line: string): number {
  const text = line.trim().replace(/;$/, '').replace(/\s+/g, ' ');
  const explicit = /^[A-Za-z0-9_.]+#([0-9a-fA-F]{8})(\s|$)/.exec(text);
  if (explicit) return parseInt(explicit[1]!, 16) | 0;
  return crc32(text.replaceAll('(', '').replaceAll(')', '')) | 0;
}

/** Hex form (8 lower-case digits) of a signed int32 id, as TON prints constructor ids. */
export function tlIdHex(id: number): string {
  return (id >>> 0).toString(16).padStart(8, '0');
}
