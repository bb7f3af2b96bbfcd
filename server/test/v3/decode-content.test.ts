// decodeContent reads a body's first 32 bits from the BOC bytes and builds the cells only when a decoder applies;
// these tests hold it to the full read (every cell built, then decodeBody) on bodies of every shape.
import { Address, beginCell, Cell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody, decodeContent, OPCODE_NAMES } from '../../src/v3/decode.ts';

function fullRead(boc: Buffer) {
  try {
    const d = decodeBody(Cell.fromBoc(boc)[0]!);
    return d && d['@type'] !== 'empty_cell' ? d : null;
  } catch {
    return null;
  }
}

const addr = new Address(0, Buffer.alloc(32, 7));
const payload = beginCell().storeUint(0xabc, 12).endCell();
/** A body that parses for each opcode the decoders know, and bodies cut short after it. */
const known = [...OPCODE_NAMES.keys()].flatMap((op) => {
  const full = beginCell()
    .storeUint(op, 32)
    .storeUint(42, 64)
    .storeCoins(1_000n)
    .storeAddress(addr)
    .storeAddress(addr)
    .storeMaybeRef(payload)
    .storeCoins(5n)
    .storeBit(1)
    .storeRef(payload)
    .endCell();
  return [full, beginCell().storeUint(op, 32).endCell(), beginCell().storeUint(op, 32).storeUint(1, 3).endCell()];
});
const comment = beginCell().storeUint(0, 32).storeStringTail('hello, 世界').endCell();

/** Exotic cells: a pruned branch (level 1) and a library reference (level 0). A snake through either is no text. */
const pruned = new Cell({
  exotic: true,
  bits: beginCell().storeUint(1, 8).storeUint(1, 8).storeBuffer(Buffer.alloc(32, 9)).storeUint(3, 16).endCell().bits,
});
const library = new Cell({
  exotic: true,
  bits: beginCell().storeUint(2, 8).storeBuffer(Buffer.alloc(32, 3)).endCell().bits,
});
const byte = beginCell().storeUint(0x41, 8).endCell();
/**
 * Comments as wallets write them (a snake over as many cells as the text needs), and snakes no comment reader
 * accepts: a link into a cell that is not a whole number of bytes or is exotic, a cell with two references (the
 * root, or a link in the middle), a link whose own text fills its references.
 */
const comments = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 600 }), fc.integer({ min: 0, max: 6 }))
  .map(([text, shape]) => {
    if (shape === 0) return beginCell().storeUint(0, 32).storeStringTail(text).endCell();
    const tail = [byte, beginCell().storeUint(5, 3).endCell(), pruned, library, byte, byte][shape - 1]!;
    const link = beginCell().storeStringTail(text.slice(0, 40)).storeRef(tail);
    const root = beginCell()
      .storeUint(0, 32)
      .storeRef((shape === 6 ? link.storeRef(byte) : link).endCell());
    return (shape === 5 ? root.storeRef(byte) : root).endCell();
  });

const bodies = fc.oneof(
  fc.constantFrom(...known, comment, Cell.EMPTY),
  comments,
  // any bits (including fewer than 32, and lengths that end inside a byte) and up to two references
  fc
    .tuple(
      fc.integer({ min: 0, max: 80 }),
      fc.bigInt({ min: 0n, max: (1n << 80n) - 1n }),
      fc.integer({ min: 0, max: 2 }),
    )
    .map(([bits, value, refs]) => {
      const b = beginCell().storeUint(value & ((1n << BigInt(bits)) - 1n), bits);
      for (let i = 0; i < refs; i++) b.storeRef(payload);
      return b.endCell();
    }),
);
const layouts = fc.record({ idx: fc.boolean(), crc32: fc.boolean() });

describe('decodeContent', () => {
  it('decodes every body as the full read does, whatever its shape and BOC layout', () => {
    fc.assert(
      fc.property(bodies, layouts, (cell, layout) => {
        const boc = cell.toBoc(layout);
        expect(decodeContent(boc)).toEqual(fullRead(boc));
      }),
      { numRuns: 3000 },
    );
  });

  it('decodes the known bodies (the fast path does not skip them)', () => {
    expect(decodeContent(comment.toBoc())).toMatchObject({ '@type': 'text_comment', comment: 'hello, 世界' });
    const full = known.filter((_, i) => i % 3 === 0).map((cell) => cell.toBoc());
    const decoded = full.map(decodeContent).filter(Boolean);
    expect(decoded).toEqual(full.map(fullRead).filter(Boolean));
    expect(decoded.length).toBeGreaterThanOrEqual(6);
  });

  it('answers null for what is not a bag of cells, as the full read does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const boc = Buffer.from(bytes);
        expect(decodeContent(boc)).toEqual(fullRead(boc));
      }),
    );
    const boc = comment.toBoc();
    expect(decodeContent(boc.subarray(0, boc.length - 3))).toBeNull();
  });

  // the header is read without @ton/core's reader: damaged and cut BOCs of every layout must still answer as the
  // full read does (which checks the CRC, the sizes and every cell)
  it('answers damaged and cut BOCs as the full read does', () => {
    const damaged = fc
      .tuple(bodies, layouts, fc.nat(), fc.integer({ min: 0, max: 255 }), fc.nat())
      .map(([cell, layout, at, byte, cut]) => {
        const boc = Buffer.from(cell.toBoc(layout));
        boc[at % boc.length] = byte;
        return boc.subarray(0, boc.length - (cut % 3 === 0 ? cut % boc.length : 0));
      });
    fc.assert(
      fc.property(damaged, (boc) => {
        expect(decodeContent(boc)).toEqual(fullRead(boc));
      }),
      { numRuns: 5000 },
    );
  });

  it('answers null for a comment whose reference points back (no cell order can build it)', () => {
    // cells: 0 the root (opcode 0, 'A', a reference to cell 1), 1 'B' with a reference to cell `to`
    const boc = (to: number) =>
      Buffer.from(
        [0xb5, 0xee, 0x9c, 0x72, 0x01, 0x01, 0x02, 0x01, 0x00, 0x0c, 0x00].concat([
          0x01,
          0x0a,
          0,
          0,
          0,
          0,
          0x41,
          0x01,
          0x01,
          0x02,
          0x42,
          to,
        ]),
      );
    expect(decodeContent(boc(0)), 'back to the root').toBeNull();
    expect(decodeContent(boc(1)), 'to itself').toBeNull();
    expect(fullRead(boc(1))).toBeNull();
    // the same bytes ending the snake in cell 1 are a comment: the rest of the test is not moot
    const ends = Buffer.from([
      0xb5, 0xee, 0x9c, 0x72, 0x01, 0x01, 0x02, 0x01, 0x00, 0x0b, 0x00, 0x01, 0x0a, 0, 0, 0, 0, 0x41, 0x01, 0x00, 0x02,
      0x42,
    ]);
    expect(decodeContent(ends)).toEqual({ type: 'text_comment', '@type': 'text_comment', comment: 'AB' });
  });

  it('reads in full a BOC whose root is not its only or first cell', () => {
    // cell 0: 32 bits no decoder knows; cell 1: a comment. A reader taking cell 0 for the root would answer null.
    const other = [0x00, 0x08, 0xde, 0xad, 0xbe, 0xef];
    const single = Buffer.from(beginCell().storeUint(0, 32).storeStringTail('second').endCell().toBoc());
    const commentCell = single.subarray(6 + 3 + 1 + 1);
    const boc = (roots: number[]) => {
      const cells = Buffer.concat([Buffer.from(other), commentCell]);
      return Buffer.concat([
        Buffer.from([0xb5, 0xee, 0x9c, 0x72, 0x01, 0x01, 0x02, roots.length, 0x00, cells.length, ...roots]),
        cells,
      ]);
    };
    for (const roots of [[1], [1, 0], [0, 1]]) {
      const b = boc(roots);
      expect(decodeContent(b), String(roots)).toEqual(fullRead(b));
    }
    expect(fullRead(boc([1]))).toMatchObject({ '@type': 'text_comment', comment: 'second' });
    expect(fullRead(boc([1, 0]))).toMatchObject({ '@type': 'text_comment', comment: 'second' });
  });
});
