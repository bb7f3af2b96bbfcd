import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, internal, toNano, beginCell, external, storeMessage } from '@ton/core';
import { TonClient, type WalletContractV4 } from '@ton/ton';
import TonWeb from 'tonweb';
import { devnetKey, openWallet } from '../../devnet/genesis/index.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';

let fx: V2Fixture;
let client: TonClient;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 300 });
  client = new TonClient({ endpoint: `${fx.url}/jsonRPC` });
});
afterAll(async () => fx?.stop());

async function until<T>(fn: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting for the chain');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('@ton/ton TonClient, unmodified, against the reference server', () => {
  it('reads balance and state, runs get-methods, estimates fees, sends a transfer and reads it back', async () => {
    const key = await devnetKey();
    const wallet = client.open(openWallet('v4r2', 2, key.publicKey) as WalletContractV4);
    const recipient = Address.parse('0:' + '33'.repeat(32));
    expect(await client.getBalance(wallet.address)).toBe(1_000_000n * 1_000_000_000n);
    const state = await client.getContractState(wallet.address);
    expect(state.state).toBe('active');
    const seqno = await wallet.getSeqno();
    expect(seqno).toBe(0);
    const { stack } = await client.runMethod(wallet.address, 'get_public_key');
    expect(stack.readBigNumber()).toBe(BigInt('0x' + key.publicKey.toString('hex')));

    const transfer = wallet.createTransfer({
      seqno,
      secretKey: key.secretKey,
      messages: [internal({ to: recipient, value: toNano('1.5'), bounce: false, body: 'hello' })],
    });
    const fees = await client.estimateExternalMessageFee(wallet.address, {
      body: transfer,
      initCode: null,
      initData: null,
      ignoreSignature: true,
    });
    expect(fees.source_fees.gas_fee).toBeGreaterThan(0);
    expect(fees.source_fees.fwd_fee).toBeGreaterThan(0);

    await wallet.sendTransfer({
      seqno,
      secretKey: key.secretKey,
      messages: [internal({ to: recipient, value: toNano('1.5'), bounce: false, body: 'hello' })],
    });
    await until(async () => ((await wallet.getSeqno()) === 1 ? true : undefined));
    // the uninitialised recipient pays storage on receipt, so slightly less than 1.5 remains
    const got = await client.getBalance(recipient);
    expect(got).toBeGreaterThan(toNano('1.49'));
    expect(got).toBeLessThanOrEqual(toNano('1.5'));

    const txs = await client.getTransactions(wallet.address, { limit: 5 });
    expect(txs.length).toBe(1);
    expect(txs[0]!.outMessages.size).toBe(1);
    const received = await until(async () => {
      const r = await client.getTransactions(recipient, { limit: 5 });
      return r.length ? r : undefined;
    });
    expect(received[0]!.inMessage?.info.src?.toString()).toBe(wallet.address.toString());
    const inInfo = received[0]!.inMessage!.info;
    const createdLt = inInfo.type === 'internal' ? inInfo.createdLt.toString() : '0';
    const located = await client.tryLocateResultTx(wallet.address, recipient, createdLt);
    expect(located.hash().equals(received[0]!.hash())).toBe(true);
    const source = await client.tryLocateSourceTx(wallet.address, recipient, createdLt);
    expect(source.hash().equals(txs[0]!.hash())).toBe(true);
    await expect(client.tryLocateResultTx(wallet.address, recipient, '1')).rejects.toThrow();
    expect(fx.violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
  });

  it('reads masterchain info and shard transactions', async () => {
    const mc = await client.getMasterchainInfo();
    expect(mc.latestSeqno).toBeGreaterThan(0);
    const shards = await client.getWorkchainShards(mc.latestSeqno);
    expect(shards.length).toBeGreaterThan(0);
    expect(fx.violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
  });
});

describe('tonweb HttpProvider, unmodified, against the reference server', () => {
  it('reads account and wallet info, calls get-methods, reads blocks and sends a BOC', async () => {
    const provider = new TonWeb.HttpProvider(`${fx.url}/jsonRPC`);
    const key = await devnetKey();
    const w = openWallet('v4r2', 3, key.publicKey) as WalletContractV4;
    const raw = w.address.toRawString();
    const info = await provider.getAddressInfo(raw);
    expect(info.state).toBe('active');
    const wi = await provider.getWalletInfo(raw);
    expect(wi.wallet).toBe(true);
    expect(wi.wallet_type).toBe('wallet v4 r2');
    const seqnoRes = await provider.call2(raw, 'seqno', []);
    expect(seqnoRes.toString()).toBe('0');
    const mc = await provider.getMasterchainInfo();
    expect(mc.last.seqno).toBeGreaterThan(0);
    const shards = await provider.getBlockShards(mc.last.seqno);
    expect(shards.shards.length).toBeGreaterThan(0);
    const header = await provider.getMasterchainBlockHeader(mc.last.seqno);
    expect(header.id.seqno).toBe(mc.last.seqno);
    const blockTxs = await provider.getMasterchainBlockTransactions(mc.last.seqno);
    expect(Array.isArray(blockTxs.transactions)).toBe(true);

    const transfer = w.createTransfer({
      seqno: 0,
      secretKey: key.secretKey,
      messages: [internal({ to: Address.parse('0:' + '44'.repeat(32)), value: toNano('2'), bounce: false })],
    });
    const ext = beginCell()
      .store(storeMessage(external({ to: w.address, body: transfer })))
      .endCell();
    const sent = await provider.sendBoc(ext.toBoc().toString('base64'));
    expect(sent['@type']).toBe('ok');
    await until(async () => {
      const txs = await provider.getTransactions(raw, 5);
      return txs.length ? txs : undefined;
    });
    expect(fx.violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
  });
});
