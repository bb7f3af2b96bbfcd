import { Address, beginCell, BitReader, BitString, Cell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreSpeedups, installCoreSpeedups, type PatchPoint } from '../speedups/index.ts';
import { crc16 } from '../speedups/crc16.ts';
import { crc32c } from '../speedups/crc32c.ts';
import { topologicalSort } from '../speedups/topological-sort.ts';
import { serializeBoc } from '../speedups/serialize-boc.ts';
import { ordinaryCellHash } from '../speedups/ordinary-cell-hash.ts';
import { bitsToPaddedBuffer } from '../speedups/padded-bits.ts';
import { preloadInt } from '../speedups/preload-int.ts';
import { preloadUint, type Reader } from '../speedups/preload-uint.ts';
import { sha256Sync } from '../speedups/sha256.ts';

const UPGRADE_HINT =
  'a @ton/core or @ton/crypto upgrade moved it: find where the library now keeps it, re-point tlb/speedups and re-run these tests';

/** Something @ton/core does that must go through each replaced function. */
const probes: Record<string, () => void> = {
  sha256_sync: () => {
    beginCell().storeUint(0xabc, 13).endCell().hash();
  },
  bitsToPaddedBuffer: () => {
    beginCell().storeUint(5, 3).endCell();
  },
  _preloadUint: () => {
    beginCell().storeUint(300, 16).endCell().beginParse().loadUint(16);
  },
  _preloadInt: () => {
    beginCell().storeInt(-3, 16).endCell().beginParse().loadInt(16);
  },
  wonderCalculator: () => {
    beginCell().storeUint(1, 1).endCell();
  },
  serializeBoc: () => {
    beginCell().storeUint(3, 4).endCell().toBoc();
  },
  topologicalSort: () => {
    beginCell().storeRef(beginCell().storeUint(1, 2)).endCell().toBoc();
  },
  crc32c: () => {
    Cell.fromBoc(beginCell().storeUint(9, 8).endCell().toBoc({ crc32: true }));
  },
  crc16: () => {
    Address.parse(new Address(0, Buffer.alloc(32, 3)).toString());
  },
};

function callsThrough(p: PatchPoint<(...args: never[]) => unknown>): number {
  const holder = p.holder!;
  const current = holder[p.key] as (...args: unknown[]) => unknown;
  let calls = 0;
  holder[p.key] = function (this: unknown, ...args: unknown[]) {
    calls++;
    return current.apply(this, args);
  };
  try {
    probes[p.key]!();
  } finally {
    holder[p.key] = current;
  }
  return calls;
}

describe('@ton/core speedups are pinned to where the library keeps them', () => {
  it.each(coreSpeedups.map((p) => [p.location, p] as const))(
    '%s is found and @ton/core calls it from there',
    (location, p) => {
      expect(p.original, `${location} is no longer found: ${UPGRADE_HINT}`).toBeTypeOf('function');
      expect(probes[p.key], `no probe for ${location}`).toBeDefined();
      expect(callsThrough(p), `@ton/core no longer calls ${location} (${UPGRADE_HINT})`).toBeGreaterThan(0);
    },
  );

  it('installing puts every replacement in place, and again changes nothing', () => {
    installCoreSpeedups();
    installCoreSpeedups();
    for (const p of coreSpeedups) expect(p.installed(), p.location).toBe(true);
    expect(Cell.EMPTY.hash().toString('hex')).toBe('96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7');
    const c = beginCell().storeUint(0x11ef55aa, 32).storeBit(1).storeRef(beginCell().storeUint(7, 3)).endCell();
    expect(Cell.fromBoc(c.toBoc())[0]!.hash().equals(c.hash())).toBe(true);
  });
});

/** The replacements must be exact: every block and state hash, and every parsed field, depends on them. */
describe('@ton/core speedups give bit-identical results', () => {
  it('native SHA-256 equals the JavaScript sha256_sync on buffers and strings', () => {
    const fast = sha256Sync.replacement;
    const original = sha256Sync.original!;
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.string(), (bytes, text) => {
        expect(fast(Buffer.from(bytes)).equals(original(Buffer.from(bytes)))).toBe(true);
        expect(fast(text).equals(original(text))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('padded bit buffers equal the bit-by-bit original, at any offset and length', () => {
    const fast = bitsToPaddedBuffer.replacement;
    const original = bitsToPaddedBuffer.original!;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 128 }), fc.nat(), fc.nat(), (bytes, a, b) => {
        const all = new BitString(Buffer.from(bytes), 0, bytes.length * 8);
        const offset = a % all.length;
        const length = b % (all.length - offset + 1);
        const bits = all.substring(offset, length);
        expect(fast(bits).equals(original(bits))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('BitReader integer reads equal the original for any bits, offset and width, including out-of-range reads and their errors', () => {
    const outcome = (f: () => bigint) => {
      try {
        return { v: f() };
      } catch (e) {
        return { e: (e as Error).message };
      }
    };
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 48 }),
        fc.nat(7),
        fc.nat(400),
        fc.nat(300),
        fc.nat(300),
        (bytes, shift, lenSeed, offSeed, widthSeed) => {
          const total = bytes.length * 8;
          const start = Math.min(shift, total);
          const length = total - start === 0 ? 0 : lenSeed % (total - start + 1);
          const r = new BitReader(new BitString(Buffer.from(bytes), start, length)) as unknown as Reader;
          const offset = offSeed % (length + 3);
          const width = widthSeed % 260;
          for (const p of [preloadUint, preloadInt]) {
            expect(
              outcome(() => p.replacement.call(r, width, offset)),
              `${p.key}(${width}, ${offset})`,
            ).toEqual(outcome(() => p.original!.call(r, width, offset)));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('cell hashes, depths and level masks equal the original for random trees, unaligned bits and exotic cells', () => {
    const fast = ordinaryCellHash.replacement;
    const original = ordinaryCellHash.original!;
    const same = (type: number, bits: BitString, refs: Cell[]) => {
      const a = fast(type, bits, refs);
      const b = original(type, bits, refs);
      expect(a.mask.value).toBe(b.mask.value);
      expect(a.depths).toEqual(b.depths);
      expect(a.hashes.map((h) => h.toString('hex'))).toEqual(b.hashes.map((h) => h.toString('hex')));
    };
    const leaf = fc.tuple(fc.uint8Array({ maxLength: 128 }), fc.nat(7), fc.nat(1023)).map(([bytes, shift, l]) => {
      const all = new BitString(Buffer.from(bytes), 0, bytes.length * 8);
      const start = Math.min(shift, all.length);
      return all.substring(start, Math.min(l, all.length - start));
    });
    const tree: fc.Arbitrary<Cell> = fc.letrec<{ cell: Cell }>((tie) => ({
      cell: fc
        .tuple(
          leaf,
          fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant(null), tie('cell')), {
            maxLength: 4,
          }),
        )
        .map(([bits, refs]) => new Cell({ bits, refs: refs.filter((r): r is Cell => r !== null) })),
    })).cell;
    fc.assert(
      fc.property(leaf, fc.array(tree, { maxLength: 4 }), (bits, refs) => same(-1, bits, refs)),
      { numRuns: 400 },
    );
    // A pruned branch (level 1) and an ordinary cell above it take the original's path and must still agree.
    const inner = beginCell().storeUint(0xdead, 16).endCell();
    const pruned = beginCell()
      .storeUint(1, 8)
      .storeUint(1, 8)
      .storeBuffer(inner.hash())
      .storeUint(inner.depth(), 16)
      .endCell({ exotic: true });
    same(1, pruned.bits, []);
    same(-1, beginCell().storeUint(3, 2).endCell().bits, [pruned]);
    same(-1, BitString.EMPTY, []);
  });

  it('CRC-32C equals the bit-by-bit original for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect(crc32c.replacement(Buffer.from(bytes)).equals(crc32c.original!(Buffer.from(bytes)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('crc16 equals the original on random bytes, and user-friendly addresses read and write alike', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(crc16.replacement(Buffer.from(bytes)).equals(crc16.original!(Buffer.from(bytes)))).toBe(true);
      }),
      { numRuns: 1000 },
    );
    // a known address in each of its forms: the checksum decides whether it parses
    const raw = '0:83DFD552E63729B472FCBCC8C45EBCC6691702558B68EC7527E1BA403A0F31A8';
    const friendly = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
    expect(Address.parseRaw(raw).toString()).toBe(friendly);
    expect(Address.parse(friendly).toRawString().toUpperCase()).toBe(raw);
    expect(() => Address.parse(`${friendly.slice(0, -1)}M`)).toThrow();
  });

  it('BOC cell order equals the original for random trees with shared and repeated subtrees', () => {
    const small = fc.tuple(fc.nat(3), fc.nat(7)).map(([w, v]) =>
      beginCell()
        .storeUint(v % 2 ** (w + 1), w + 1)
        .endCell(),
    );
    const tree: fc.Arbitrary<Cell> = fc.letrec<{ cell: Cell }>((tie) => ({
      cell: fc.oneof(
        { depthSize: 'small' },
        small,
        fc.tuple(fc.nat(255), fc.array(tie('cell'), { maxLength: 4 })).map(([v, refs]) => {
          const b = beginCell().storeUint(v, 8);
          for (const r of refs) b.storeRef(r);
          return b.endCell();
        }),
      ),
    })).cell;
    const order = (s: Array<{ cell: Cell; refs: number[] }>) =>
      s.map((e) => `${e.cell.hash().toString('hex')}>${e.refs.join(',')}`);
    fc.assert(
      fc.property(tree, (root) => {
        expect(order(topologicalSort.replacement(root))).toEqual(order(topologicalSort.original!(root)));
      }),
      { numRuns: 400 },
    );
  });

  it('BOC bytes equal the original for random trees, with and without index and CRC, and for exotic cells', () => {
    const leaf = fc.tuple(fc.uint8Array({ maxLength: 128 }), fc.nat(7), fc.nat(1023)).map(([bytes, shift, l]) => {
      const all = new BitString(Buffer.from(bytes), 0, bytes.length * 8);
      const start = Math.min(shift, all.length);
      return all.substring(start, Math.min(l, all.length - start));
    });
    const tree: fc.Arbitrary<Cell> = fc.letrec<{ cell: Cell }>((tie) => ({
      cell: fc
        .tuple(leaf, fc.array(fc.oneof({ depthSize: 'small' }, fc.constant(null), tie('cell')), { maxLength: 4 }))
        .map(([bits, refs]) => new Cell({ bits, refs: refs.filter((r): r is Cell => r !== null) })),
    })).cell;
    fc.assert(
      fc.property(tree, fc.boolean(), fc.boolean(), (root, idx, crc32) => {
        expect(
          serializeBoc.replacement(root, { idx, crc32 }).equals(serializeBoc.original!(root, { idx, crc32 })),
        ).toBe(true);
      }),
      { numRuns: 400 },
    );
    const inner = beginCell().storeUint(0xdead, 16).endCell();
    const pruned = beginCell()
      .storeUint(1, 8)
      .storeUint(1, 8)
      .storeBuffer(inner.hash())
      .storeUint(inner.depth(), 16)
      .endCell({ exotic: true });
    const withPruned = beginCell().storeUint(5, 3).storeRef(pruned).endCell();
    for (const opts of [
      { idx: false, crc32: true },
      { idx: true, crc32: false },
    ]) {
      expect(serializeBoc.replacement(withPruned, opts).equals(serializeBoc.original!(withPruned, opts))).toBe(true);
    }
  });
});
