import {
  Address,
  beginCell,
  Cell,
  internal,
  loadTransaction,
  parseTuple,
  serializeTuple,
  toNano,
  type TupleItem,
} from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import type { LiteClient } from 'ton-lite-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../index.ts';
import { dnsCategory, DNS_SITE_ADNL } from '../genesis/contracts.ts';
import { dnsItemCode } from '../genesis/codes.ts';
import { compileDnsItem } from '../genesis/dns/build.ts';
import { TON_DNS_COLLECTION } from '../genesis/system/index.ts';
import { tlId } from '../methods/index.ts';
import { inProcessClient, transferBoc } from './helpers.ts';

/** Stack entries as read here: ints carry value, cells and slices carry cell. */
type Item = { type: string; value: bigint; cell: Cell };

describe('genesis DNS item devnet.ton (own FunC contract, TEP-81 + TEP-62)', () => {
  let d: Devnet;
  let client: LiteClient;
  let item: Address;
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    client = inProcessClient(d);
    item = Address.parse(d.accounts.find((a) => a.kind === 'dns-item')!.address);
  });
  afterAll(async () => {
    await d?.stop();
  });

  const run = async (method: string, args: TupleItem[] = []) => {
    const r = await client.runMethod(item, method, serializeTuple(args).toBoc(), tlId(d.chain.lastMc.id));
    expect(r.exitCode).toBe(0);
    return parseTuple(Cell.fromBase64(r.result!)) as unknown as Item[];
  };
  const resolve = (category: bigint) =>
    run('dnsresolve', [
      { type: 'slice', cell: beginCell().storeUint(0, 8).endCell() },
      { type: 'int', value: category },
    ]);

  it('the committed code is what the FunC compiler from npm makes of dns-item.fc', async () => {
    const fresh = await compileDnsItem();
    expect(fresh.hash).toBe(dnsItemCode().hash().toString('hex'));
  }, 60_000);

  it('dnsresolve returns the wallet, site and storage records and the whole dictionary for category 0', async () => {
    const [bits, record] = (await resolve(dnsCategory('wallet'))) as [Item, Item];
    expect(bits.value).toBe(8n);
    const s = record.cell.beginParse();
    expect(s.loadUint(16)).toBe(0x9fd3);
    expect(s.loadAddress().toRawString()).toBe(d.accounts.find((a) => a.kind === 'wallet')!.address);
    const site = (await resolve(dnsCategory('site')))[1]!;
    expect(site.cell.beginParse().skip(16).loadBuffer(32).equals(DNS_SITE_ADNL)).toBe(true);
    const none = (await resolve(dnsCategory('nothing')))[1]!;
    expect(none.type).toBe('null');
    const all = (await resolve(0n))[1]!;
    expect(all.type).toBe('cell');
  });

  it('get_nft_data and get_domain describe an initialised item of the .ton collection owned by V4R2 #0', async () => {
    const [init, index, collection, owner] = (await run('get_nft_data')) as [Item, Item, Item, Item];
    expect(init.value).toBe(-1n);
    expect(index.value).toBe(BigInt('0x' + sha256_sync('devnet').toString('hex')));
    expect(collection.cell.beginParse().loadAddress().equals(TON_DNS_COLLECTION)).toBe(true);
    const admin = d.accounts.find((a) => a.kind === 'wallet' && a.version === 'v4r2' && a.index === 0)!;
    expect(owner.cell.beginParse().loadAddress().toRawString()).toBe(admin.address);
    const [domain] = (await run('get_domain')) as [Item];
    expect(domain.cell.beginParse().loadStringTail()).toBe('devnet');
  });

  it('only the owner changes a record (change_dns_record); others bounce with exit 401', async () => {
    const body = (adnl: Buffer) =>
      beginCell()
        .storeUint(0x4eb1f0f9, 32)
        .storeUint(0, 64)
        .storeUint(dnsCategory('site'), 256)
        .storeRef(beginCell().storeUint(0xad01, 16).storeBuffer(adnl).storeUint(0, 8))
        .endCell();
    await d.chain.sendExternal(
      (await transferBoc('v4r2', 1, 0, [internal({ to: item, value: toNano('0.1'), body: body(Buffer.alloc(32, 1)) })]))
        .boc,
    );
    await d.chain.sendExternal(
      (await transferBoc('v4r2', 0, 0, [internal({ to: item, value: toNano('0.1'), body: body(Buffer.alloc(32, 2)) })]))
        .boc,
    );
    const round = await d.chain.produceBlock();
    const itemTxs = round.shard.txs.filter((t) => t.account.equals(item.hash));
    expect(itemTxs).toHaveLength(2);
    const exits = itemTxs.map((t) => {
      const tx = loadTransaction(t.cell.beginParse());
      return tx.description.type === 'generic' && tx.description.computePhase.type === 'vm'
        ? tx.description.computePhase.exitCode
        : null;
    });
    expect(exits.sort()).toEqual([0, 401]);
    const site = (await resolve(dnsCategory('site')))[1]!;
    expect(site.cell.beginParse().skip(16).loadBuffer(32).equals(Buffer.alloc(32, 2))).toBe(true);
  });
});
