import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  loadTransaction,
  parseTuple,
  serializeTuple,
  type TupleItem,
} from '@ton/core';
import type { LiteClient } from 'ton-lite-client';
import { Functions } from 'ton-lite-client/dist/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../index.ts';
import { dnsCategory } from '../genesis/contracts.ts';
import { compileResolvers, compileSystem } from '../genesis/system/build.ts';
import { resolverCodes, systemCodes, TON_DNS_COLLECTION } from '../genesis/system/index.ts';
import { tlId } from '../methods/index.ts';
import { inProcessClient } from './helpers.ts';

type Item = { type: string; value: bigint; cell: Cell };
const hex = (a: Address) => a.hash.toString('hex');

describe('special accounts: config and elector tick-tock, DNS root and .ton collection', () => {
  let d: Devnet;
  let client: LiteClient;
  let cfg: Dictionary<number, Cell>;
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    client = inProcessClient(d);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    cfg = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), d.chain.config);
  });
  afterAll(async () => {
    await d?.stop();
  });

  const param = (n: number) => new Address(-1, cfg.get(n)!.beginParse().loadBuffer(32));
  const run = async (address: Address, method: string, args: TupleItem[] = []) => {
    const r = await client.runMethod(address, method, serializeTuple(args).toBoc(), tlId(d.chain.lastMc.id));
    expect(r.exitCode).toBe(0);
    return parseTuple(Cell.fromBase64(r.result!)) as unknown as Item[];
  };

  it('the committed codes are what the FunC compiler from npm makes of their sources', async () => {
    const [sys, dns] = [await compileSystem(), await compileResolvers()];
    const have = { ...systemCodes(), ...resolverCodes() } as Record<string, Cell>;
    for (const [name, c] of Object.entries({ ...sys.codes, ...dns.codes }))
      expect(c.hash, name).toBe(have[name]!.hash().toString('hex'));
  }, 120_000);

  it('every masterchain block opens with the elector tick and closes with the elector and config tocks', async () => {
    const elector = param(1),
      config = param(0);
    for (const seqno of [1, 2, 3]) {
      const block = d.chain.mc.bySeqno(seqno)!;
      const res = await client.engine.query(Functions.liteServer_listBlockTransactions, {
        kind: 'liteServer.listBlockTransactions',
        id: tlId(block.id),
        mode: 7,
        count: 100,
        after: null,
        reverseOrder: false,
        wantProof: false,
      });
      expect(res.ids.length).toBe(3);
      const txs = block.txs.map((t) => ({
        account: t.account.toString('hex'),
        lt: t.lt,
        tx: loadTransaction(t.cell.beginParse()),
      }));
      const kinds = [...txs]
        .sort((a, b) => (a.lt < b.lt ? -1 : 1))
        .map((t) => {
          expect(t.tx.description.type).toBe('tick-tock');
          const desc = t.tx.description as { type: 'tick-tock'; isTock: boolean; aborted: boolean };
          expect(desc.aborted).toBe(false);
          expect(t.tx.totalFees.coins).toBe(0n); // special accounts pay no gas
          return `${t.account === hex(elector) ? 'elector' : t.account === hex(config) ? 'config' : t.account} ${desc.isTock ? 'tock' : 'tick'}`;
        });
      expect(kinds).toEqual(['elector tick', 'elector tock', 'config tock']);
      expect(block.startLt).toBeLessThanOrEqual(txs.reduce((m, t) => (t.lt < m ? t.lt : m), txs[0]!.lt));
    }
  });

  it('the config contract holds the very configuration the masterchain state carries; the elector knows the active set', async () => {
    const state = await client.getAccountState(param(0), tlId(d.chain.lastMc.id));
    const data = (state.state!.storage.state as { type: 'active'; state: { data: Cell } }).state.data;
    expect(data.refs[0]!.hash().equals(d.chain.config.hash())).toBe(true);
    const mcConfig = d.chain.lastMc.state.refs[3]!.refs[1]!;
    expect(mcConfig.hash().equals(d.chain.config.hash())).toBe(true);
    const [seqno] = await run(param(0), 'seqno');
    expect(seqno!.value).toBe(0n);

    const [id] = await run(param(1), 'active_election_id');
    expect(id!.value).toBe(0n);
    const elector = await client.getAccountState(param(1), tlId(d.chain.lastMc.id));
    const es = (elector.state!.storage.state as { type: 'active'; state: { data: Cell } }).state.data.beginParse();
    es.skip(3);
    es.loadCoins();
    const activeId = es.loadUint(32),
      activeHash = es.loadBuffer(32);
    expect(activeHash.equals(cfg.get(34)!.hash())).toBe(true); // learnt on the first tick
    expect(activeId).toBe(cfg.get(34)!.beginParse().skip(8).loadUint(32));
  });

  it('resolves devnet.ton from the root DNS that config param 4 names, through the .ton collection to the item', async () => {
    const name = Buffer.from('\0ton\0devnet\0', 'latin1');
    let resolver = param(4);
    let rest = name;
    const hops: string[] = [];
    for (let hop = 0; hop < 4 && rest.length; hop++) {
      const [bits, record] = (await run(resolver, 'dnsresolve', [
        { type: 'slice', cell: beginCell().storeBuffer(rest).endCell() },
        { type: 'int', value: dnsCategory('wallet') },
      ])) as [Item, Item];
      hops.push(resolver.toRawString());
      const used = Number(bits.value) / 8;
      expect(used).toBeGreaterThan(0);
      rest = rest.subarray(used);
      const s = record.cell.beginParse();
      const tag = s.loadUint(16);
      if (rest.length) {
        expect(tag).toBe(0xba93);
        resolver = s.loadAddress();
        continue;
      }
      expect(tag).toBe(0x9fd3);
      expect(s.loadAddress().toRawString()).toBe(d.accounts.find((a) => a.kind === 'wallet')!.address);
    }
    const item = d.accounts.find((a) => a.kind === 'dns-item')!.address;
    expect(hops).toEqual([param(4).toRawString(), TON_DNS_COLLECTION.toRawString(), item]);

    // the collection answers as a TEP-62 collection for its item
    const [index] = await run(Address.parse(item), 'get_nft_data').then((r) => [r[1]!]);
    const [addr] = await run(TON_DNS_COLLECTION, 'get_nft_address_by_index', [{ type: 'int', value: index!.value }]);
    expect(addr!.cell.beginParse().loadAddress().toRawString()).toBe(item);
    // an unknown domain does not resolve
    const [bits] = await run(param(4), 'dnsresolve', [
      { type: 'slice', cell: beginCell().storeBuffer(Buffer.from('\0com\0x\0', 'latin1')).endCell() },
      { type: 'int', value: 0n },
    ]);
    expect(bits!.value).toBe(0n);
  });
});
