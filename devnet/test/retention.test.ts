import { Address, Cell, internal, loadTransaction, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import { startDevnet, type Devnet } from '../index.ts';
import { tlId } from '../methods/index.ts';
import { inProcessClient, transferBoc } from './helpers.ts';

const KEEP = 4;
const DEST = Address.parse(`0:${'c4'.repeat(32)}`);

/** The code of a liteserver's error answer, or undefined when the call succeeded. */
async function codeOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return undefined;
  } catch (err) {
    if (err instanceof LiteServerError) return err.code;
    throw err;
  }
}

/** keepBlocks: the liteserver answers as a pruned node, the chain keeps everything. */
describe('a liteserver keeping the last keepBlocks masterchain blocks', () => {
  let d: Devnet;
  /** the masterchain seqno each transfer to DEST was committed in, oldest first */
  const committedAt: number[] = [];
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0, keepBlocks: KEEP });
    for (let i = 0; i < 6; i++) {
      await d.chain.sendExternal(
        (await transferBoc('v3r2', 1, i, [internal({ to: DEST, value: toNano('1'), bounce: false })])).boc,
      );
      await d.chain.produceBlock();
      await d.chain.produceBlock();
      committedAt.push(d.chain.lastMc.id.seqno);
    }
  }, 60_000);
  afterAll(async () => {
    await d?.stop();
  });

  it('answers 651 for a block older than the last keepBlocks masterchain blocks, and serves the newer ones', async () => {
    const client = inProcessClient(d);
    const last = d.chain.lastMc.id.seqno;
    const old = d.chain.mc.bySeqno(last - KEEP)!;
    const kept = d.chain.mc.bySeqno(last - KEEP + 1)!;
    expect(await codeOf(client.getBlockHeader(tlId(old.id)))).toBe(LiteErrorCode.notready);
    expect(
      await codeOf(client.lookupBlockByID({ workchain: -1, shard: '-9223372036854775808', seqno: old.id.seqno })),
    ).toBe(LiteErrorCode.notready);
    expect(await codeOf(client.listBlockTransactions(tlId(old.id)))).toBe(LiteErrorCode.notready);
    expect(await codeOf(client.getBlockHeader(tlId(kept.id)))).toBeUndefined();
    // the chain still has the old block: only the liteserver forgot it
    expect(d.chain.mc.bySeqno(old.id.seqno)?.boc).toBeDefined();
  });

  it("cuts an account's history at the first pruned block, and answers 651 for a history starting there", async () => {
    const client = inProcessClient(d);
    const state = await client.getAccountState(DEST, tlId(d.chain.lastMc.id));
    const head = state.lastTx!;
    const recent = await client.getAccountTransactions(
      DEST,
      head.lt.toString(),
      Buffer.from(head.hash.toString(16).padStart(64, '0'), 'hex'),
      16,
    );
    const txs = Cell.fromBoc(recent.transactions).map((c) => loadTransaction(c.beginParse()));
    const last = d.chain.lastMc.id.seqno;
    const retainedTransfers = committedAt.filter((s) => s > last - KEEP).length;
    expect(retainedTransfers).toBeGreaterThan(0);
    expect(retainedTransfers).toBeLessThan(committedAt.length);
    expect(txs.length).toBe(retainedTransfers);
    const oldest = txs.at(-1)!;
    expect(
      await codeOf(
        client.getAccountTransactions(
          DEST,
          oldest.prevTransactionLt.toString(),
          Buffer.from(oldest.prevTransactionHash.toString(16).padStart(64, '0'), 'hex'),
          16,
        ),
      ),
    ).toBe(LiteErrorCode.notready);
  });

  it('without keepBlocks every block stays served (the archival default)', async () => {
    const full = await startDevnet({ blockInterval: 0 });
    try {
      for (let i = 0; i < KEEP + 2; i++) await full.chain.produceBlock();
      const client = inProcessClient(full);
      expect(await codeOf(client.getBlockHeader(tlId(full.chain.mc.bySeqno(1)!.id)))).toBeUndefined();
    } finally {
      await full.stop();
    }
  });
});
