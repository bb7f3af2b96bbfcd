import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell, type Cell, Dictionary, type TupleReader } from '@ton/core';
import { TonClient } from '@ton/ton';
import { signVerify } from '@ton/crypto';
import TonWeb from 'tonweb';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';
import { callAll } from './transports.ts';

// What a client or an indexer sees of the local network's masterchain through unmodified clients and the
// v2 API: validator signatures, tick-tock transactions of the special accounts, DNS from the root.

let fx: V2Fixture;
let client: TonClient;
let wallet: string;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 300 });
  client = new TonClient({ endpoint: `${fx.url}/jsonRPC` });
  wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!.address;
  while (fx.devnet.chain.lastMc.id.seqno < 3) await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => fx?.stop());

const wcat = BigInt('0x' + createHash('sha256').update('wallet').digest('hex'));
const rootOf = (config: Cell) =>
  new Address(
    -1,
    Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config)
      .get(4)!
      .beginParse()
      .loadBuffer(32),
  );

describe('masterchain blocks as on mainnet', () => {
  it('getMasterchainBlockSignatures lists signatures that verify against config param 34', async () => {
    const seqno = fx.devnet.chain.lastMc.id.seqno;
    const r = await callAll(fx, 'getMasterchainBlockSignatures', { seqno });
    const sigs = r.body.result.signatures as Array<{ '@type': string; node_id_short: string; signature: string }>;
    expect(sigs.length).toBeGreaterThan(0);
    expect(sigs[0]!['@type']).toBe('blocks.signature');
    const cfg = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), fx.devnet.chain.config);
    const keys = cfg
      .get(34)!
      .beginParse()
      .skip(8 + 32 + 32 + 16 + 16 + 64)
      .loadDict(Dictionary.Keys.Uint(16), {
        serialize: () => {
          throw new Error('read only');
        },
        parse: (s) => s.skip(8 + 32).loadBuffer(32),
      });
    const byNode = new Map(
      keys.values().map((k) => [
        createHash('sha256')
          .update(Buffer.concat([Buffer.from('c6b41348', 'hex'), k]))
          .digest('base64'),
        k,
      ]),
    );
    const id = r.body.result.id;
    const msg = Buffer.concat([
      Buffer.from('706e0bc5', 'hex'),
      Buffer.from(id.root_hash, 'base64'),
      Buffer.from(id.file_hash, 'base64'),
    ]);
    for (const s of sigs)
      expect(signVerify(msg, Buffer.from(s.signature, 'base64'), byNode.get(s.node_id_short)!)).toBe(true);
  });

  it('getBlockTransactions on a masterchain block lists the elector and config tick-tock transactions', async () => {
    const seqno = fx.devnet.chain.lastMc.id.seqno;
    const r = await callAll(fx, 'getBlockTransactions', { workchain: -1, shard: '-9223372036854775808', seqno });
    const accounts = (r.body.result.transactions as Array<{ account: string }>).map((t) =>
      Address.parse(t.account).toRawString(),
    );
    expect(accounts).toEqual(['-1:' + '33'.repeat(32), '-1:' + '33'.repeat(32), '-1:' + '55'.repeat(32)]);
  });
});

describe('devnet.ton resolves from the root DNS of config param 4', () => {
  it('tonweb, unmodified: dns.getWalletAddress', async () => {
    // tonweb's type declarations leave out its DNS client; the object is the library's own
    type Addr = { toString(userFriendly: boolean): string };
    const { dns } = new TonWeb(new TonWeb.HttpProvider(`${fx.url}/jsonRPC`)) as unknown as {
      dns: { getRootDnsAddress(): Promise<Addr>; getWalletAddress(domain: string): Promise<Addr | null> };
    };
    const root = await dns.getRootDnsAddress();
    expect(root.toString(false)).toBe(rootOf(fx.devnet.chain.config).toRawString());
    const got = await dns.getWalletAddress('devnet.ton');
    expect(got!.toString(false)).toBe(wallet);
    expect(await dns.getWalletAddress('nosuchname.ton')).toBeNull();
  });

  it('@ton/ton TonClient, unmodified: a dnsresolve walk from the root', async () => {
    let resolver = rootOf(fx.devnet.chain.config);
    let rest = Buffer.from('\0ton\0devnet\0', 'latin1');
    for (let hop = 0; hop < 4; hop++) {
      const { stack } = await client.runMethod(resolver, 'dnsresolve', [
        { type: 'slice', cell: beginCell().storeBuffer(rest).endCell() },
        { type: 'int', value: wcat },
      ]);
      const r = stack as TupleReader;
      rest = rest.subarray(r.readNumber() / 8);
      const record = r.readCell().beginParse();
      if (!rest.length) {
        expect(record.loadUint(16)).toBe(0x9fd3);
        expect(record.loadAddress().toRawString()).toBe(wallet);
        return;
      }
      expect(record.loadUint(16)).toBe(0xba93);
      resolver = record.loadAddress();
    }
    throw new Error('devnet.ton did not resolve in 3 hops');
  });

  it('v2 dnsResolve on the root follows the next resolvers to the wallet record', async () => {
    const root = rootOf(fx.devnet.chain.config).toRawString();
    const r = await callAll(fx, 'dnsResolve', { address: root, name: 'devnet.ton', category: 'wallet', ttl: 3 });
    const entries = r.body.result.entries as Array<{
      entry: { '@type': string; smc_address?: { account_address: string } };
    }>;
    const smc = entries.find((e) => e.entry['@type'] === 'dns.entryDataSmcAddress');
    expect(Address.parse(smc!.entry.smc_address!.account_address).toRawString()).toBe(wallet);
  });
});
