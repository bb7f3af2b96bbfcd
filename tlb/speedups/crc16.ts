import { patchPoint } from './patch-point.ts';

type Crc16 = (data: Buffer) => Buffer;

/** CRC-16/XMODEM (polynomial 0x1021, initial 0) one byte per step. */
const TABLE = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let k = 0; k < 8; k++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    t[i] = c;
  }
  return t;
})();

/**
 * The checksum of a user-friendly address, as 2 big-endian bytes: the contract of @ton/core's crc16, which
 * every `Address.toString()` and every parse of a user-friendly address runs. The original shifts the bytes
 * (with two zero bytes appended) through the polynomial bit by bit, in a fresh buffer; this one looks up a
 * byte per step. The API writes tens to hundreds of friendly addresses per answer (its address books).
 */
export function fastCrc16(data: Buffer): Buffer {
  let crc = 0;
  for (let i = 0; i < data.length; i++) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >>> 8) ^ data[i]!) & 0xff]!;
  return Buffer.from([crc >>> 8, crc & 0xff]);
}

export const crc16 = patchPoint<Crc16>('@ton/core/dist/utils/crc16.js', [], 'crc16', () => fastCrc16);
