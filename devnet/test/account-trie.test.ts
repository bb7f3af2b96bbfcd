import { beginCell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountTrie } from '../chain/account-trie.ts';
import { buildShardAccounts, type StateAccount } from '../chain/state.ts';

/** The incrementally maintained dictionary must equal the one built from scratch after any edit sequence. */
const account = (id: Buffer, balance: bigint): StateAccount => ({
  id, balance, shardAccount: beginCell().storeRef(beginCell().storeBit(1).storeUint(balance, 64)).storeUint(0, 256).storeUint(balance, 64).endCell(),
});

describe('AccountTrie', () => {
  it('matches buildShardAccounts after random inserts, updates and deletes (keys sharing long prefixes included)', () => {
    const key = fc.oneof(
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b)),
      fc.nat(40).map((n) => { const b = Buffer.alloc(32, 0x55); b[31] = n; return b; }),
      fc.nat(40).map((n) => { const b = Buffer.alloc(32, 0); b[0] = n; return b; }),
    );
    const op = fc.record({ key, balance: fc.bigInt(0n, 10n ** 15n), del: fc.boolean() });
    fc.assert(fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      const trie = new AccountTrie();
      const ref = new Map<string, StateAccount>();
      ops.forEach((o, i) => {
        if (o.del) { trie.delete(o.key); ref.delete(o.key.toString('hex')); }
        else { const a = account(o.key, o.balance); trie.set(a); ref.set(o.key.toString('hex'), a); }
        if (i % 7 === 0 || i === ops.length - 1) {
          const got = trie.build(), want = buildShardAccounts(ref.values());
          expect(got.cell.hash().toString('hex')).toBe(want.cell.hash().toString('hex'));
          expect(got.total).toBe(want.total);
        }
      });
    }), { numRuns: 200 });
  });
});
