import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlock } from '../../tlb/index.ts';
import { startDevnet, type Devnet } from '../index.ts';
import { tlId } from '../methods/index.ts';
import { inProcessClient, transferBoc } from './helpers.ts';

/** With only 2 rounds of states kept, older states are rebuilt from history and must be the very cells the blocks committed to. */
describe('bounded state history', () => {
  let d: Devnet;
  const DEST = Address.parse('0:' + 'ab'.repeat(32));
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0, retainStates: 2 });
    for (let i = 0; i < 6; i++) {
      await d.chain.sendExternal(
        (await transferBoc('v5r1', 3, i, [internal({ to: DEST, value: toNano(String(i + 1)), bounce: false })])).boc,
      );
      await d.chain.produceBlock();
    }
  }, 60_000);
  afterAll(async () => {
    await d?.stop();
  });

  it("rebuilds every evicted state to the hash its block's state_update commits to", () => {
    const before = d.chain.stateCells.history.rebuilds;
    for (const chain of [[...d.chain.shards.all()], d.chain.mc.list]) {
      for (const rec of chain.slice(1))
        expect(rec.state.hash().equals(parseBlock(rec.boc!).stateUpdate.newHash)).toBe(true);
    }
    expect(d.chain.stateCells.history.rebuilds - before).toBeGreaterThanOrEqual(8);
    expect(d.chain.stateCells.history.retained).toBe(4);
  });

  it("answers getAccountState at an evicted block with that block's balance", async () => {
    const client = inProcessClient(d);
    const seen: bigint[] = [];
    for (const seqno of [2, 4, 6]) {
      const st = await client.getAccountState(DEST, tlId(d.chain.mc.bySeqno(seqno)!.id));
      seen.push(st.balance.coins);
    }
    // Round n credits n TON to a fresh account: after rounds 2, 4 and 6 it holds 3, 10 and 21 TON less small storage fees.
    [3, 10, 21].forEach((ton, i) => {
      expect(seen[i]).toBeLessThanOrEqual(toNano(ton));
      expect(seen[i]).toBeGreaterThan(toNano(ton) - toNano('0.01'));
    });
  });
});
