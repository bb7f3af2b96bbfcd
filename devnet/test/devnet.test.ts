import { Address, Cell, internal, loadTransaction, toNano, beginCell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiteClient } from 'ton-lite-client';
import { Functions } from 'ton-lite-client/dist/schema.js';
import { startDevnet, type Devnet } from '../index.ts';
import { devnetKey, openWallet } from '../genesis/index.ts';
import { parseBlock } from '../../tlb/index.ts';
import { inProcessClient, transferBoc } from './helpers.ts';
import { tlId } from '../methods/index.ts';

const DEST = Address.parse('0:' + '33'.repeat(32));

describe('devnet over the in-process lite engine', () => {
  let d: Devnet;
  let client: LiteClient;
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    client = inProcessClient(d);
  });
  afterAll(async () => {
    await d?.stop();
  });

  it('executes a V4R2 transfer into the next block, visible in listBlockTransactions and in the parsed Block cell', async () => {
    const { boc, wallet } = await transferBoc('v4r2', 0, 0, [
      internal({ to: DEST, value: toNano('3'), bounce: false }),
    ]);
    await client.sendMessage(boc);
    const round = await d.chain.produceBlock();
    const shardId = tlId(round.shard.id);
    const list = await client.listBlockTransactions(shardId);
    const accounts = list.ids.map((t) => t.account!.toString('hex'));
    expect(accounts).toContain(wallet.hash.toString('hex'));
    expect(accounts).toContain(DEST.hash.toString('hex'));

    const block = await client.engine.query(Functions.liteServer_getBlock, {
      kind: 'liteServer.getBlock',
      id: shardId,
    });
    const parsed = parseBlock(block.data);
    expect(parsed.rootHash.equals(round.shard.id.rootHash)).toBe(true);
    expect(parsed.info.seqno).toBe(round.shard.id.seqno);
    const hashes = parsed.transactions.map(
      (t) =>
        (t as unknown as { hash: Buffer }).hash?.toString('hex') ??
        (t as unknown as { cell: Cell }).cell.hash().toString('hex'),
    );
    expect(hashes.sort()).toEqual(list.ids.map((t) => t.hash!.toString('hex')).sort());

    const state = await client.getAccountState(wallet, tlId(round.mc.id));
    expect(state.balance.coins).toBeLessThan(1_000_000n * 10n ** 9n - 3n * 10n ** 9n);
    expect(state.lastTx?.lt).toBe(round.shard.txs.find((t) => t.account.equals(wallet.hash))!.lt);
  });

  it('runs seqno, get_wallet_data and get_nft_data on genesis contracts', async () => {
    const key = await devnetKey();
    const w = client.open(openWallet('v5r1', 1, key.publicKey));
    expect(await w.getSeqno()).toBe(0);
    const jettonWallet = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const last = (await client.getMasterchainInfo()).last;
    const jw = await client.runMethod(Address.parse(jettonWallet.address), 'get_wallet_data', Buffer.alloc(0), last);
    expect(jw.exitCode).toBe(0);
    const { parseTuple } = await import('@ton/core');
    const stack = parseTuple(Cell.fromBase64(jw.result!));
    expect((stack[0] as { value: bigint }).value).toBe(1_000_000n * 10n ** 9n);
    const item = d.accounts.find((a) => a.kind === 'nft-item')!;
    const nft = await client.runMethod(Address.parse(item.address), 'get_nft_data', Buffer.alloc(0), last);
    expect(nft.exitCode).toBe(0);
    const minter = d.accounts.find((a) => a.kind === 'jetton-minter')!;
    const owner = Address.parse(jettonWallet.owner!);
    const arg = beginCell().storeAddress(owner).endCell();
    const { serializeTuple } = await import('@ton/core');
    const res = await client.runMethod(
      Address.parse(minter.address),
      'get_wallet_address',
      serializeTuple([{ type: 'slice', cell: arg }]).toBoc(),
      last,
    );
    const addr = parseTuple(Cell.fromBase64(res.result!))[0] as { cell: Cell };
    expect(addr.cell.beginParse().loadAddress().equals(Address.parse(jettonWallet.address))).toBe(true);
  });

  it('refuses a bad signature with a liteserver error and records no transaction', async () => {
    const pendingBefore = d.chain.pendingCount();
    const { boc, wallet } = await transferBoc('v3r2', 1, 0, [internal({ to: DEST, value: toNano('1') })], {
      badSignature: true,
    });
    await expect(client.sendMessage(boc)).rejects.toThrow(/External message was not accepted/);
    expect(d.chain.pendingCount()).toBe(pendingBefore);
    await d.chain.produceBlock();
    expect(d.chain.accounts.txsOf(`0:${wallet.hash.toString('hex')}`)).toHaveLength(0);
  });

  it('answers historical state: an older block shows the balance before a transfer', async () => {
    const before = d.chain.lastMc;
    const { boc, wallet } = await transferBoc('v4r2', 2, 0, [
      internal({ to: DEST, value: toNano('5'), bounce: false }),
    ]);
    await client.sendMessage(boc);
    const after = (await d.chain.produceBlock()).mc;
    const old = await client.getAccountState(wallet, tlId(before.id));
    const now = await client.getAccountState(wallet, tlId(after.id));
    expect(old.balance.coins).toBe(1_000_000n * 10n ** 9n);
    expect(now.balance.coins).toBeLessThan(old.balance.coins - 5n * 10n ** 9n);
    const key = await devnetKey();
    const seq = (b: typeof before) =>
      client.runMethod(wallet, 'seqno', Buffer.alloc(0), tlId(b.id)).then((r) => r.result!);
    expect(await seq(before)).not.toBe(await seq(after));
    expect(key.publicKey.length).toBe(32);
  });

  it('lookupBlock by seqno, lt and utime agree', async () => {
    const target = d.chain.shards.ofRound(d.chain.lastShards[0]!.id.seqno - 1)[0]!;
    const bySeqno = await client.lookupBlockByID({
      workchain: 0,
      shard: '-9223372036854775808',
      seqno: target.id.seqno,
    });
    const byLt = await client.lookupBlockByLt({
      workchain: 0,
      shard: '-9223372036854775808',
      lt: target.startLt.toString(),
    } as never);
    expect(bySeqno.id.rootHash.equals(target.id.rootHash)).toBe(true);
    expect(byLt.id.seqno).toBe(target.id.seqno);
    const byUtime = await client.lookupBlockByUtime({
      workchain: -1,
      shard: '-9223372036854775808',
      utime: d.chain.lastMc.genUtime,
    } as never);
    expect(byUtime.id.seqno).toBe(d.chain.mc.byUtime(d.chain.lastMc.genUtime)!.id.seqno);
  });

  it('getTransactions walks an account history newest first from the last transaction', async () => {
    const key = `0:${DEST.hash.toString('hex')}`;
    const mine = d.chain.accounts.txsOf(key);
    const last = mine[mine.length - 1]!;
    const res = await client.getAccountTransactions(DEST, last.lt.toString(), last.hash, 10);
    const txs = Cell.fromBoc(res.transactions).map((c) => loadTransaction(c.beginParse()));
    expect(txs.map((t) => t.lt)).toEqual([...mine].reverse().map((t) => t.lt));
  });
});
