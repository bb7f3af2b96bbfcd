import { beginCell, type Builder } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storeHashmapAugE } from '../../tlb/index.ts';
import { AccountTrie, CritBitDict, prevBlocksSpec, seqnoKey } from '../chain/crit-bit-dict.ts';
import { buildShardAccounts, type StateAccount } from '../chain/state.ts';

/** The incrementally maintained dictionary must equal the one built from scratch after any edit sequence. */
const account = (id: Buffer, balance: bigint): StateAccount => ({
  id,
  balance,
  shardAccount: beginCell()
    .storeRef(beginCell().storeBit(1).storeUint(balance, 64))
    .storeUint(0, 256)
    .storeUint(balance, 64)
    .endCell(),
});

describe('AccountTrie', () => {
  it('matches buildShardAccounts after random inserts, updates and deletes (keys sharing long prefixes included)', () => {
    const key = fc.oneof(
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b)),
      fc.nat(40).map((n) => {
        const b = Buffer.alloc(32, 0x55);
        b[31] = n;
        return b;
      }),
      fc.nat(40).map((n) => {
        const b = Buffer.alloc(32, 0);
        b[0] = n;
        return b;
      }),
    );
    const op = fc.record({ key, balance: fc.bigInt(0n, 10n ** 15n), del: fc.boolean() });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const trie = new AccountTrie();
        const ref = new Map<string, StateAccount>();
        ops.forEach((o, i) => {
          if (o.del) {
            trie.delete(o.key);
            ref.delete(o.key.toString('hex'));
          } else {
            const a = account(o.key, o.balance);
            trie.set(a);
            ref.set(o.key.toString('hex'), a);
          }
          if (i % 7 === 0 || i === ops.length - 1) {
            const got = trie.build(),
              want = buildShardAccounts(ref.values());
            expect(got.cell.hash().toString('hex')).toBe(want.cell.hash().toString('hex'));
            expect(got.total).toBe(want.total);
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('prev_blocks dictionary', () => {
  it('matches the tlb HashmapAugE writer for any set of masterchain seqnos', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(5000), { maxLength: 80 }), (seqnos) => {
        const dict = new CritBitDict(prevBlocksSpec);
        const entries = seqnos.map((n) => {
          const v = {
            keyBlock: n % 17 === 0,
            ref: {
              endLt: BigInt(n) * 1_000_000n + 7n,
              seqno: n,
              rootHash: Buffer.alloc(32, n % 256),
              fileHash: Buffer.alloc(32, 1),
            },
          };
          dict.set(seqnoKey(n), v);
          return {
            key: BigInt(n),
            extra: prevBlocksSpec.extraOf(v),
            store: (b: Builder) => prevBlocksSpec.storeValue(b, v),
          };
        });
        const want = beginCell();
        storeHashmapAugE(want, 32, entries, {
          storeExtra: prevBlocksSpec.storeExtra,
          add: prevBlocksSpec.add,
          empty: () => prevBlocksSpec.empty,
        });
        expect(dict.build().cell.hash().toString('hex')).toBe(want.endCell().hash().toString('hex'));
      }),
      { numRuns: 150 },
    );
  });
});
