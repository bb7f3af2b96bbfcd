// The seeded history of a new local network: every kind of activity lands (each message's transactions
// succeed), and a restart from the same data folder replays it instead of seeding again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, Cell, parseTuple, serializeTuple } from '@ton/core';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFunc } from '@ton-community/func-js';
import { startDevnet, type Devnet } from '../index.ts';
import { SALE_CODE, SALE_FC } from '../seed.ts';
import { dnsCategory } from '../genesis/contracts.ts';
import { tlId } from '../methods/index.ts';
import { inProcessClient } from './helpers.ts';

describe('seeded history of a new local network', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'devnet-seed-'));
  let d: Devnet | undefined;
  afterAll(async () => {
    await d?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (dn: Devnet, at: string, method: string, args: Parameters<typeof serializeTuple>[0] = []) => {
    const r = await inProcessClient(dn).runMethod(
      Address.parse(at),
      method,
      serializeTuple(args).toBoc(),
      tlId(dn.chain.lastMc.id),
    );
    expect(r.exitCode, method).toBe(0);
    return parseTuple(Cell.fromBase64(r.result!));
  };

  it('sends transfers, jetton transfers and a burn, NFT transfers, a DNS change and a multisig order, and each takes effect', async () => {
    d = await startDevnet({ blockInterval: 0, dataDir, seed: true });
    expect(d.seeded?.activity).toHaveLength(13);
    expect(d.seeded!.transactions).toBeGreaterThan(10);
    const multisig = d.accounts.find((a) => a.kind === 'multisig')!.address;
    const [next] = await run(d, multisig, 'get_multisig_data');
    expect(next).toMatchObject({ type: 'int', value: 3n });
    const dns = d.accounts.find((a) => a.kind === 'dns-item')!.address;
    const [, record] = await run(d, dns, 'dnsresolve', [
      { type: 'slice', cell: new Cell() },
      { type: 'int', value: dnsCategory('site') },
    ]);
    expect(
      record?.type === 'cell' && record.cell.beginParse().skip(16).loadBuffer(32).equals(Buffer.alloc(32, 0x5e)),
    ).toBe(true);
    const item = d.accounts.find((a) => a.kind === 'nft-item')!;
    const [, , , owner] = await run(d, item.address, 'get_nft_data');
    expect(owner?.type === 'slice' && owner.cell.beginParse().loadAddress().toRawString()).not.toBe(item.owner);
  });

  it('deploys more jetton masters, an NFT collection, multisigs, vesting wallets and DNS items, each answering its get-method', async () => {
    const kinds = new Set(d!.seeded!.deployed.map((x) => x.what));
    expect([...kinds].sort()).toEqual([
      'DNS item',
      'NFT collection',
      'NFT sale',
      'empty jetton wallet',
      'jetton master',
      'multisig',
      'vesting wallet',
    ]);
    for (const x of d!.seeded!.deployed) await run(d!, x.address, x.getter);
    // the item on sale is held by the sale, which names its real owner
    const sale = d!.seeded!.deployed.find((x) => x.what === 'NFT sale')!.address;
    const item = d!.accounts.find((a) => a.kind === 'nft-item' && a.note === 'index 2')!;
    const [, , , owner] = await run(d!, item.address, 'get_nft_data');
    expect(owner?.type === 'slice' && owner.cell.beginParse().loadAddress().toRawString()).toBe(sale);
    const [magic, , , , nft, seller] = await run(d!, sale, 'get_sale_data');
    expect(magic).toMatchObject({ type: 'int', value: 0x46495850n });
    expect(nft?.type === 'slice' && nft.cell.beginParse().loadAddress().toRawString()).toBe(item.address);
    expect(seller?.type === 'slice' && seller.cell.beginParse().loadAddress().toRawString()).toBe(item.owner);
  });

  it('the sale contract is its FunC source compiled', async () => {
    const r = await compileFunc({ targets: ['sale.fc'], sources: { 'sale.fc': SALE_FC } });
    expect(r.status).toBe('ok');
    expect(r.status === 'ok' && Cell.fromBase64(r.codeBoc).hash().toString('hex')).toBe(
      Cell.fromBase64(SALE_CODE).hash().toString('hex'),
    );
  });

  it('a restart replays the seeded history instead of seeding again', async () => {
    const head = d!.chain.lastMc.id.seqno;
    await d!.stop();
    d = await startDevnet({ blockInterval: 0, dataDir, seed: true });
    expect(d.seeded).toBeUndefined();
    expect(d.chain.lastMc.id.seqno).toBe(head);
  });
});
