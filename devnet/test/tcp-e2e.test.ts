import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, internal, SendMode, toNano } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { LiteClient, LiteSingleEngine } from 'ton-lite-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../index.ts';
import { devnetKey, openWallet } from '../genesis/index.ts';
import { tlId } from '../methods/index.ts';
import { transferBoc } from './helpers.ts';

async function tcpClient(d: Devnet): Promise<{ client: LiteClient; engine: LiteSingleEngine }> {
  const engine = new LiteSingleEngine({
    host: `tcp://${d.liteserver.host}:${d.liteserver.port}`,
    publicKey: d.liteserver.publicKey,
  });
  await new Promise((r) => engine.once('ready', r));
  return { client: new LiteClient({ engine }), engine };
}

/** n calls with at most `width` in flight (the client times out queries that queue too long). */
async function inWindows(n: number, width: number, call: () => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next++ < n) await call();
    }),
  );
}

async function untilBlockWith(_d: Devnet, pred: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('devnet over ADNL/TCP with the unmodified ton-lite-client', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'devnet-e2e-'));
  let d: Devnet;
  let client: LiteClient;
  let engine: LiteSingleEngine;
  beforeAll(async () => {
    d = await startDevnet({ dataDir, blockInterval: 200 });
    ({ client, engine } = await tcpClient(d));
  });
  afterAll(async () => {
    engine?.close();
    await d?.stop();
  });

  it('funds and deploys a fresh V5R1 wallet, which then transfers on its own', async () => {
    const key = await mnemonicToPrivateKey(await mnemonicNew(24));
    const fresh = client.open(WalletContractV5R1.create({ publicKey: key.publicKey, workchain: 0 }));
    const genesisKey = await devnetKey();
    const funder = client.open(openWallet('v4r2', 3, genesisKey.publicKey));
    await funder.sendTransfer({
      seqno: await funder.getSeqno(),
      secretKey: genesisKey.secretKey,
      messages: [internal({ to: fresh.address, value: toNano('10'), bounce: false })],
      sendMode: SendMode.PAY_GAS_SEPARATELY,
    });
    await untilBlockWith(d, () => d.chain.accounts.txsOf(`0:${fresh.address.hash.toString('hex')}`).length > 0);
    await fresh.sendTransfer({
      seqno: 0,
      secretKey: key.secretKey,
      messages: [internal({ to: Address.parse('0:' + '44'.repeat(32)), value: toNano('1'), bounce: false })],
      sendMode: SendMode.PAY_GAS_SEPARATELY,
    });
    await untilBlockWith(d, () => d.chain.accounts.txsOf(`0:${fresh.address.hash.toString('hex')}`).length > 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await fresh.getSeqno()).toBe(1);
    const last = (await client.getMasterchainInfo()).last;
    const state = await client.getAccountState(fresh.address, last);
    expect(state.state?.storage.state.type).toBe('active');
  });

  it('measures transfers/s, getAccountState/s and runSmcMethod/s over TCP and block latency', async () => {
    d.chain.stopCadence();
    const key = await devnetKey();
    const boc: Buffer[] = [];
    const N = 100;
    const seq = await client.open(openWallet('v5r1', 2, key.publicKey)).getSeqno();
    for (let i = 0; i < N; i++)
      boc.push(
        (
          await transferBoc('v5r1', 2, seq + i, [
            internal({ to: Address.parse('0:' + '55'.repeat(32)), value: 1n, bounce: false }),
          ])
        ).boc,
      );
    let t = performance.now();
    for (const b of boc) await client.sendMessage(b);
    const sendRate = N / ((performance.now() - t) / 1000);
    t = performance.now();
    const round = await d.chain.produceBlock();
    const blockMs = performance.now() - t;
    expect(round.shard.txs.length).toBe(2 * N);
    t = performance.now();
    await d.chain.produceBlock();
    const emptyBlockMs = performance.now() - t;

    const last = tlId(d.chain.lastMc.id);
    const wallet = openWallet('v4r2', 1, key.publicKey).address;
    const M = 2000;
    t = performance.now();
    await inWindows(M, 64, () => client.getAccountStateRaw(wallet, last));
    const stateRate = M / ((performance.now() - t) / 1000);
    const K = 200;
    t = performance.now();
    await inWindows(K, 16, () => client.runMethod(wallet, 'seqno', Buffer.alloc(0), last));
    const getRate = K / ((performance.now() - t) / 1000);
    console.log(
      `devnet speed: ${sendRate.toFixed(0)} wallet transfers/s via sendMessage over TCP; block with ${2 * N} txs cut in ${blockMs.toFixed(0)} ms, empty block ${emptyBlockMs.toFixed(1)} ms; ${stateRate.toFixed(0)} getAccountState/s and ${getRate.toFixed(0)} runSmcMethod/s over TCP`,
    );
    expect(sendRate).toBeGreaterThan(0);
  }, 240_000);

  it('restarts from the data directory with the same blocks and history', async () => {
    await d.chain.produceBlock();
    const lastSeqno = d.chain.lastMc.id.seqno;
    const lastHash = d.chain.lastMc.id.rootHash;
    const someShard = d.chain.shards.ofRound(Math.max(1, lastSeqno - 3))[0]!.id.rootHash;
    engine.close();
    await d.stop();
    d = await startDevnet({ dataDir, blockInterval: 0 });
    ({ client, engine } = await tcpClient(d));
    expect(d.chain.mc.bySeqno(lastSeqno)!.id.rootHash.equals(lastHash)).toBe(true);
    expect(d.chain.shards.ofRound(Math.max(1, lastSeqno - 3))[0]!.id.rootHash.equals(someShard)).toBe(true);
    const info = await client.getMasterchainInfo();
    expect(info.last.seqno).toBe(lastSeqno);
  });
});
