import { readFileSync } from 'node:fs';
import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import {
  isAnyAddress,
  isAnyHash,
  isBocBase64,
  isFriendlyAddress,
  isHashBase64,
  isHashHex,
  isInt256String,
  isInt64String,
  isRawAddress,
  isShardId,
  isUint256String,
  isUint64String,
  tonFormats,
} from '../formats.ts';

// Mainnet addresses: the elector system contract and a well-known wallet, in the forms explorers print.
const skipNote = haveFixtures ? '' : ` (skipped: ${fixturesSkipReason})`;

const ELECTOR_RAW = '-1:3333333333333333333333333333333333333333333333333333333333333333';
const ELECTOR_FRIENDLY = 'Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF';
const WALLET_FRIENDLY = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const WALLET_RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';

/** Flips one base64 character of the CRC16 (last two bytes) so only the checksum is wrong. */
function breakCrc(friendly: string): string {
  const last = friendly.at(-2)!;
  return friendly.slice(0, -2) + (last === 'A' ? 'B' : 'A') + friendly.at(-1);
}

/** CRC16/XMODEM, the checksum user-friendly addresses end with. */
function crc16(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

describe('TON addresses', () => {
  it('accepts raw addresses in both hex cases', () => {
    expect(isRawAddress(ELECTOR_RAW)).toBe(true);
    expect(isRawAddress(WALLET_RAW.toUpperCase())).toBe(true);
    expect(isAnyAddress(WALLET_RAW)).toBe(true);
  });

  it('rejects malformed raw addresses', () => {
    for (const bad of [
      '0:' + 'a'.repeat(63),
      '0:' + 'g'.repeat(64),
      '0' + 'a'.repeat(64),
      '0.0:' + 'a'.repeat(64),
      '99999999999:' + 'a'.repeat(64),
      ' 0:' + 'a'.repeat(64),
      `${WALLET_RAW}\n`,
      '',
    ])
      expect(isRawAddress(bad), bad).toBe(false);
  });

  it('accepts friendly addresses in base64 and base64url with every tag', () => {
    const wallet = Address.parse(WALLET_RAW);
    expect(isFriendlyAddress(WALLET_FRIENDLY)).toBe(true);
    expect(isFriendlyAddress(ELECTOR_FRIENDLY)).toBe(true);
    for (const bounceable of [true, false])
      for (const testOnly of [true, false])
        for (const urlSafe of [true, false]) {
          const s = wallet.toString({ bounceable, testOnly, urlSafe });
          expect(isFriendlyAddress(s), s).toBe(true);
          expect(tonFormats['ton-address']!(s)).toBe(true);
        }
  });

  it('rejects a friendly address whose CRC16 is broken', () => {
    for (const good of [WALLET_FRIENDLY, ELECTOR_FRIENDLY]) {
      const bad = breakCrc(good);
      expect(bad).not.toBe(good);
      expect(isFriendlyAddress(bad), bad).toBe(false);
      expect(isAnyAddress(bad), bad).toBe(false);
    }
  });

  it('rejects a friendly address with a body change, an unknown tag, mixed alphabets or a wrong length', () => {
    const body = WALLET_FRIENDLY.slice(0, 10) + (WALLET_FRIENDLY[10] === 'x' ? 'y' : 'x') + WALLET_FRIENDLY.slice(11);
    expect(isFriendlyAddress(body)).toBe(false);
    // A valid CRC over an unknown tag byte (0x12) must still be refused.
    const bytes = Buffer.from(WALLET_FRIENDLY, 'base64');
    bytes[0] = 0x12;
    bytes.writeUInt16BE(crc16(bytes.subarray(0, 34)), 34);
    expect(isFriendlyAddress(bytes.toString('base64'))).toBe(false);
    bytes[0] = 0x11;
    bytes.writeUInt16BE(crc16(bytes.subarray(0, 34)), 34);
    expect(isFriendlyAddress(bytes.toString('base64'))).toBe(true);
    // The same valid bytes written with `/` from one alphabet and `-` from the other.
    const std = [...Array(256).keys()]
      .map((i) => new Address(0, Buffer.alloc(32, i)).toString({ urlSafe: false }))
      .find((a) => a.includes('/') && a.includes('+'))!;
    expect(isFriendlyAddress(std)).toBe(true);
    expect(isFriendlyAddress(std.replace(/\+/g, '-'))).toBe(false);
    expect(isFriendlyAddress(std.replace(/\+/g, '-').replace(/\//g, '_'))).toBe(true);
    expect(isFriendlyAddress(WALLET_FRIENDLY.slice(1))).toBe(false);
    expect(isFriendlyAddress(WALLET_FRIENDLY + 'A')).toBe(false);
  });

  it.skipIf(!haveFixtures)(`accepts every account of a recorded mainnet block${skipNote}`, () => {
    const expected = JSON.parse(readFileSync(fixturePath('tongo', 'block-1', 'block.expected.json'), 'utf8')) as {
      Accounts: Record<string, unknown>;
    };
    const ids = Object.keys(expected.Accounts);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const raw = `0:${id}`;
      expect(isRawAddress(raw), raw).toBe(true);
      const friendly = Address.parse(raw).toString();
      expect(isFriendlyAddress(friendly), friendly).toBe(true);
      expect(isFriendlyAddress(breakCrc(friendly)), breakCrc(friendly)).toBe(false);
    }
  });
});

describe('hashes', () => {
  const bytes = Buffer.from(WALLET_RAW.split(':')[1]!, 'hex');
  it('accepts 32 bytes as hex, base64 and base64url', () => {
    expect(isHashHex(bytes.toString('hex'))).toBe(true);
    expect(isHashHex(bytes.toString('hex').toUpperCase())).toBe(true);
    expect(isHashBase64(bytes.toString('base64'))).toBe(true);
    expect(isAnyHash(bytes.toString('base64url') + '=')).toBe(true);
    expect(isAnyHash(bytes.toString('base64'))).toBe(true);
  });
  it('rejects other lengths, non-canonical base64 and url alphabet where standard is required', () => {
    expect(isHashHex('ab'.repeat(31))).toBe(false);
    expect(isHashBase64(Buffer.alloc(31).toString('base64'))).toBe(false);
    const canonical = Buffer.alloc(32, 0xff).toString('base64'); // "//////...8="
    const nonCanonical = canonical.slice(0, 42) + '9=';
    expect(isHashBase64(canonical)).toBe(true);
    expect(isHashBase64(nonCanonical)).toBe(false);
    expect(isHashBase64(Buffer.alloc(32, 0xff).toString('base64url') + '=')).toBe(false);
  });
});

describe('bags of cells', () => {
  it('accepts a serialized cell and rejects base64 of something else', () => {
    const boc = beginCell().storeUint(0xdeadbeef, 32).endCell().toBoc();
    expect(isBocBase64(boc.toString('base64'))).toBe(true);
    expect(isBocBase64(boc.toString('base64url'))).toBe(true);
    expect(isBocBase64(Buffer.from('not a bag of cells').toString('base64'))).toBe(false);
    expect(isBocBase64('te6cc')).toBe(false);
    expect(isBocBase64(boc.toString('base64').slice(0, -1) + '!')).toBe(false);
  });
  it.skipIf(!haveFixtures)(`accepts a recorded mainnet block${skipNote}`, () => {
    const block = readFileSync(fixturePath('tongo', 'block-4', 'block.bin'));
    expect(isBocBase64(block.toString('base64'))).toBe(true);
  });
});

describe('integer strings', () => {
  it('bounds int64 and uint64', () => {
    expect(isInt64String('-9223372036854775808')).toBe(true);
    expect(isInt64String('9223372036854775807')).toBe(true);
    expect(isInt64String('9223372036854775808')).toBe(false);
    expect(isUint64String('18446744073709551615')).toBe(true);
    expect(isUint64String('18446744073709551616')).toBe(false);
    expect(isUint64String('-1')).toBe(false);
  });
  it('takes TVM-sized signed integers and 256-bit unsigned ones', () => {
    expect(isInt256String('-' + (2n ** 256n).toString())).toBe(true);
    expect(isInt256String((2n ** 256n).toString())).toBe(false);
    expect(isUint256String((2n ** 256n - 1n).toString())).toBe(true);
    expect(isUint256String('-5')).toBe(false);
  });
  it('rejects leading zeros, signs, spaces, decimals and -0', () => {
    for (const bad of ['007', '+1', ' 1', '1.0', '1e3', '-0', '', '0x10']) {
      expect(isInt64String(bad), bad).toBe(false);
      expect(isInt256String(bad), bad).toBe(false);
    }
  });
  it('reads shard ids as signed decimal or 16 hex digits', () => {
    expect(isShardId('-9223372036854775808')).toBe(true);
    expect(isShardId('8000000000000000')).toBe(true);
    expect(isShardId('a000000000000000')).toBe(true);
    expect(isShardId('a00000000000000')).toBe(false);
    expect(isShardId('9223372036854775808')).toBe(false);
  });
});
