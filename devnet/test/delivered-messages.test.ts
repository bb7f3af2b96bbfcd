import { Address, type Cell, Dictionary, internal, loadCommonMessageInfo, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../index.ts';
import { MULTISIG_SIGNERS, type WalletVersion } from '../genesis/index.ts';
import { newOrderBody, packOrder } from '../genesis/multisig/genesis.ts';
import { genesisSender } from './helpers.ts';

/** In-message and out-message cells of a transaction cell, as stored. */
function messageCells(tx: Cell): { in: Cell | null; out: Cell[] } {
  const s = tx.refs[0]!.beginParse();
  const inMsg = s.loadMaybeRef();
  return { in: inMsg, out: s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell()).values() };
}

/** Whether the message carries a StateInit in a reference (init:(Maybe (Either StateInit ^StateInit)) with the right branch). */
function initInRef(m: Cell): boolean {
  const s = m.beginParse();
  loadCommonMessageInfo(s);
  return s.loadBit() && s.loadBit();
}

describe('internal messages are delivered as their sender serialised them', () => {
  let d: Devnet;
  const { send } = genesisSender(() => d);
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
  });
  afterAll(async () => {
    await d?.stop();
  });

  it('an order deployed by the multisig (its StateInit in a reference) receives the very cell the multisig sent', async () => {
    const multisig = Address.parse(d.accounts.find((a) => a.kind === 'multisig')!.address);
    const [version, index] = MULTISIG_SIGNERS[0];
    const order = packOrder([{ mode: 1, message: internal({ to: multisig, value: toNano('0.01'), bounce: false }) }]);
    const body = newOrderBody({
      orderSeqno: 1n,
      bySigner: true,
      index: 0,
      expirationDate: d.chain.now() + 3600,
      order,
    });
    await send(version as WalletVersion, index, [internal({ to: multisig, value: toNano('0.5'), body })]);
    const round = await d.chain.produceBlock();
    const cells = round.shard.txs.map((t) => messageCells(t.cell));
    const sent = new Set(cells.flatMap((c) => c.out.map((m) => m.hash().toString('hex'))));
    const internalIns = cells
      .map((c) => c.in)
      .filter((m): m is Cell => m !== null && m.beginParse().loadBit() === false);
    // wallet → multisig, multisig → order (init), and what the order sends on: every one was sent in this round.
    expect(internalIns.length).toBeGreaterThanOrEqual(2);
    for (const m of internalIns)
      expect(sent.has(m.hash().toString('hex')), `in-message ${m.hash().toString('hex')} was never sent`).toBe(true);
    // The case a re-serialisation changes: a StateInit carried in a reference.
    expect(internalIns.some(initInRef)).toBe(true);
  });
});
