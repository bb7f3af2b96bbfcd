import { Address, Cell, internal, toNano } from '@ton/core';
import type { LiteClient } from 'ton-lite-client';
import { Functions } from 'ton-lite-client/dist/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlockInfo } from '../../tlb/index.ts';
import { startDevnet, type Devnet } from '../index.ts';
import { tlId } from '../methods/index.ts';
import type { Round } from '../chain/local-chain.ts';
import { inProcessClient, transferBoc } from './helpers.ts';

/** Every cell of a proof tree: ordinary ones by hash, pruned ones by the hash they stand for. */
function cellsOf(root: Cell): { full: Set<string>; pruned: Set<string> } {
  const full = new Set<string>(),
    pruned = new Set<string>();
  const walk = (c: Cell) => {
    if (c.isExotic && c.type === 1) {
      pruned.add(c.hash(0).toString('hex'));
      return;
    }
    if (!c.isExotic) full.add(c.hash().toString('hex'));
    c.refs.forEach(walk);
  };
  walk(root);
  return { full, pruned };
}

/** Ordinary cells of a proof tree. */
function cellsFull(root: Cell): Cell[] {
  const out: Cell[] = [];
  const walk = (c: Cell) => {
    if (c.isExotic) return;
    out.push(c);
    c.refs.forEach(walk);
  };
  walk(root);
  return out;
}
const bitsOfCell = (c: Cell): string => {
  let s = '';
  for (let i = 0; i < c.bits.length; i++) s += c.bits.at(i) ? '1' : '0';
  return s;
};

/** The MerkleProof root of a proof BOC, checked to stand for `rootHash`. */
function proofOf(boc: Buffer, rootHash: Buffer): Cell {
  const proof = Cell.fromBoc(boc)[0]!;
  expect(proof.isExotic && proof.type).toBe(3); // MerkleProof
  expect(proof.refs[0]!.hash(0).equals(rootHash)).toBe(true);
  return proof.refs[0]!;
}

describe('proofs served by the devnet', () => {
  let d: Devnet;
  let client: LiteClient;
  let round: Round;
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    client = inProcessClient(d);
    const to = Address.parse('0:' + '99'.repeat(32));
    for (const i of [0, 1, 2])
      await d.chain.sendExternal(
        (await transferBoc('v4r2', i, 0, [internal({ to, value: toNano('1'), bounce: false })])).boc,
      );
    round = await d.chain.produceBlock();
    await d.chain.produceBlock();
  });
  afterAll(async () => {
    await d?.stop();
  });

  it('getOneTransaction: a MerkleProof of the block holding the whole transaction and the block header', async () => {
    const tx = round.shard.txs[1]!;
    const res = await client.engine.query(Functions.liteServer_getOneTransaction, {
      kind: 'liteServer.getOneTransaction',
      id: tlId(round.shard.id),
      account: { kind: 'liteServer.accountId', workchain: 0, id: tx.account },
      lt: tx.lt.toString(),
    });
    const block = proofOf(res.proof, round.shard.id.rootHash);
    expect(loadBlockInfo(block.refs[0]!).seqno).toBe(round.shard.id.seqno);
    const { full, pruned } = cellsOf(block);
    expect(full.has(tx.hash.toString('hex'))).toBe(true);
    for (const other of round.shard.txs.filter((t) => t !== tx))
      expect(full.has(other.hash.toString('hex'))).toBe(false);
    expect(pruned.size).toBeGreaterThan(0);
  });

  it('listBlockTransactions with want_proof: the listed transactions appear pruned under the block root', async () => {
    const res = (await client.engine.query(Functions.liteServer_listBlockTransactions, {
      kind: 'liteServer.listBlockTransactions',
      id: tlId(round.shard.id),
      mode: 7 | 32,
      count: 4,
      after: null,
      reverseOrder: false,
      wantProof: true,
    } as never)) as unknown as { ids: { hash: Buffer }[]; proof: Buffer; incomplete: boolean };
    expect(res.ids).toHaveLength(4);
    expect(res.incomplete).toBe(true);
    const { pruned } = cellsOf(proofOf(res.proof, round.shard.id.rootHash));
    for (const id of res.ids) expect(pruned.has(Buffer.from(id.hash).toString('hex'))).toBe(true);
    const plain = await client.listBlockTransactions(tlId(round.shard.id), { mode: 7, count: 4 });
    expect(plain.proof.length).toBe(0);
  });

  it('getBlockProof: a forward link to a newer block and a back link to an older one, each proving its destination header', async () => {
    const older = d.chain.mc.bySeqno(1)!,
      newer = d.chain.lastMc;
    const ask = (known: typeof older, target: typeof older) =>
      client.engine.query(Functions.liteServer_getBlockProof, {
        kind: 'liteServer.getBlockProof',
        mode: 1,
        knownBlock: tlId(known.id),
        targetBlock: tlId(target.id),
      });
    const fwd = await ask(older, newer);
    expect(fwd.complete).toBe(true);
    // through the last key block (the zero state), as a lite client checks forward links from a key block's config
    expect(fwd.steps.map((s) => s.kind)).toEqual(['liteServer.blockLinkBack', 'liteServer.blockLinkForward']);
    expect(fwd.steps.map((s) => [s.from.seqno, s.to.seqno])).toEqual([
      [older.id.seqno, 0],
      [0, newer.id.seqno],
    ]);
    expect(fwd.steps[0]!.toKeyBlock).toBe(true);
    const f = fwd.steps[1]!;
    expect(loadBlockInfo(proofOf(f.destProof, newer.id.rootHash).refs[0]!).seqno).toBe(newer.id.seqno);
    const back = await ask(newer, older);
    expect(back.steps.map((s) => s.kind)).toEqual(['liteServer.blockLinkBack']);
    const b = back.steps[0]! as unknown as { destProof: Buffer; stateProof: Buffer; proof: Buffer };
    proofOf(b.destProof, older.id.rootHash);
    // The known block's header commits to its state hash; the state proof reaches the target in prev_blocks.
    const update = proofOf(b.stateProof, newer.id.rootHash).refs[2]!.beginParse(true);
    update.skip(8 + 256);
    const stateHash = update.loadBuffer(32);
    expect(stateHash.equals(newer.state.hash())).toBe(true);
    const { full } = cellsOf(proofOf(b.proof, stateHash));
    const target = [...older.id.rootHash].map((x) => x.toString(2).padStart(8, '0')).join('');
    const holders = [...cellsFull(proofOf(b.proof, stateHash))].filter((c) => bitsOfCell(c).includes(target));
    expect(holders).toHaveLength(1);
    expect(full.size).toBeLessThan(40);
    expect((await ask(newer, newer)).steps).toEqual([]);
  });
});
