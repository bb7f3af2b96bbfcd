/**
 * DNS record changes and plain NFT transfers built with @ton/core as their owners send them, classified, stored in
 * PostgreSQL and read back as v3 Action records judged by the contract's Action schema.
 */
import { createHash } from 'node:crypto';
import { Address, beginCell, type Cell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSchemaAt, type ValidateFunction } from '../../../contract/index.ts';
import { actionRecord } from '../../src/v3/queries/actions.ts';
import { classifyTrace } from '../../../indexer/actions/classify.ts';
import type { Action, TraceInput, TraceTx } from '../../../indexer/actions/model.ts';
import { insertActions } from '../../../indexer/actions/store.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';

const acct = (n: number) => `0:${n.toString(16).toUpperCase().padStart(2, '0').repeat(32)}`;
const OWNER = acct(0x11),
  ITEM = acct(0x22),
  COLLECTION = acct(0x33),
  TARGET = acct(0x44),
  NEW_OWNER = acct(0x55);
const sha = (s: string) => createHash('sha256').update(s).digest();
let seq = 0;

function tx(account: string, lt: bigint, messages: TraceTx['messages']): TraceTx {
  return {
    hash: Buffer.alloc(32, ++seq).toString('base64'),
    lt,
    now: 1_700_000_000 + seq,
    account,
    aborted: false,
    compute_exit_code: 0,
    orig_status: 'active',
    end_status: 'active',
    descr: 'ord',
    is_tock: null,
    messages,
  };
}

/** The owner's wallet sends `body` to `to`; the receiver's transaction is the one classified. */
function trace(to: string, body: Cell, interfaces: TraceInput['interfaces']): TraceInput {
  const hash = Buffer.alloc(32, ++seq).toString('base64');
  const ext = {
    msg_hash: Buffer.alloc(32, ++seq).toString('base64'),
    direction: 'in' as const,
    source: null,
    destination: OWNER,
    value: null,
    opcode: null,
    created_lt: null,
    bounced: null,
    body: null,
    init_state: false,
  };
  const msg = {
    msg_hash: hash,
    source: OWNER,
    destination: to,
    value: 50_000_000n,
    opcode: body.bits.length >= 32 ? body.beginParse().loadInt(32) : null,
    created_lt: 101n,
    bounced: false,
    body: body.toBoc().toString('base64'),
    init_state: false,
  };
  const wallet = tx(OWNER, 100n, [ext, { ...msg, direction: 'out' }]);
  const receiver = tx(to, 102n, [{ ...msg, direction: 'in' }]);
  return {
    trace_id: Buffer.alloc(32, ++seq).toString('base64'),
    end_lt: 102n,
    end_utime: receiver.now,
    mc_seqno_end: 9,
    external_hash: ext.msg_hash,
    transactions: [wallet, receiver],
    interfaces,
  };
}

const dnsItem = { [ITEM]: { NftItem: { collection_address: COLLECTION, index: '1234' } } };
const change = (key: Buffer, value: Cell | null) =>
  beginCell().storeUint(0x4eb1f0f9, 32).storeUint(7, 64).storeBuffer(key, 32).storeMaybeRef(value).endCell();
const record = (tag: number) => beginCell().storeUint(tag, 16);
const bag = Buffer.alloc(32, 0xab);
const adnl = Buffer.alloc(32, 0xcd);
const text = record(0x1eda)
  .storeUint(2, 8)
  .storeUint(5, 8)
  .storeBuffer(Buffer.from('hello'))
  .storeRef(beginCell().storeUint(6, 8).storeBuffer(Buffer.from(' world')))
  .endCell();

const CASES: Array<{ name: string; body: Cell; type: string; data?: Record<string, unknown> }> = [
  {
    name: 'wallet → contract address',
    body: change(sha('wallet'), record(0x9fd3).storeAddress(Address.parse(TARGET)).storeUint(0, 8).endCell()),
    type: 'change_dns',
    data: { key: sha('wallet').toString('hex'), value_schema: 'DNSSmcAddress', value: TARGET, flags: 0 },
  },
  {
    name: 'next resolver',
    body: change(sha('dns_next_resolver'), record(0xba93).storeAddress(Address.parse(TARGET)).endCell()),
    type: 'change_dns',
    data: {
      key: sha('dns_next_resolver').toString('hex'),
      value_schema: 'DNSNextResolver',
      value: TARGET,
      flags: null,
    },
  },
  {
    name: 'site → ADNL address',
    body: change(sha('site'), record(0xad01).storeBuffer(adnl).storeUint(0, 8).endCell()),
    type: 'change_dns',
    data: { key: sha('site').toString('hex'), value_schema: 'DNSAdnlAddress', value: adnl.toString('hex'), flags: 0 },
  },
  {
    name: 'storage bag',
    body: change(sha('storage'), record(0x7473).storeBuffer(bag).endCell()),
    type: 'change_dns',
    data: {
      key: sha('storage').toString('hex'),
      value_schema: 'DNSStorageAddress',
      value: bag.toString('hex'),
      flags: null,
    },
  },
  {
    name: 'text in two chunks',
    body: change(sha('text'), text),
    type: 'change_dns',
    data: { key: sha('text').toString('hex'), value_schema: 'DNSText', value: 'hello world', flags: null },
  },
  {
    name: 'a record of unknown schema',
    body: change(sha('x'), record(0x1234).endCell()),
    type: 'change_dns',
    data: { key: sha('x').toString('hex'), value_schema: 'Unknown', value: null, flags: null },
  },
  {
    name: 'no value: the record is deleted',
    body: change(sha('site'), null),
    type: 'delete_dns',
    data: { key: sha('site').toString('hex'), value_schema: null, value: null, flags: null },
  },
  { name: 'zero key, no value: the domain is renewed', body: change(Buffer.alloc(32), null), type: 'renew_dns' },
  {
    name: 'a truncated request is only a contract call',
    body: beginCell().storeUint(0x4eb1f0f9, 32).storeUint(7, 40).endCell(),
    type: 'call_contract',
  },
];

const nftTransfer = beginCell()
  .storeUint(0x5fcc3d14, 32)
  .storeUint(99, 64)
  .storeAddress(Address.parse(NEW_OWNER))
  .storeAddress(Address.parse(OWNER))
  .storeMaybeRef(null)
  .storeCoins(1n)
  .storeBit(0)
  .storeUint(0, 32)
  .storeStringTail('gift')
  .endCell();

describe('DNS record changes and NFT transfers as stored actions', () => {
  let db: TestDatabase;
  let validate: ValidateFunction;
  const classified = CASES.map((c) => {
    const input = trace(ITEM, c.body, dnsItem);
    return { input, actions: classifyTrace(input) };
  });
  const nftInput = trace(ITEM, nftTransfer, dnsItem);
  const nft = classifyTrace(nftInput);
  const all: Array<{ a: Action; t: { input: TraceInput; externalHashNorm: null; mcSeqnoEnd: number } }> = [
    ...classified,
    { input: nftInput, actions: nft },
  ].flatMap(({ input, actions }) => actions.map((a) => ({ a, t: { input, externalHashNorm: null, mcSeqnoEnd: 9 } })));
  let records = new Map<string, Record<string, any>>();

  beforeAll(async () => {
    db = await freshDatabase();
    validate = compileSchemaAt('v3', '#/components/schemas/Action');
    const c = await db.pool.connect();
    try {
      await insertActions(c, 'actions', null, all);
    } finally {
      c.release();
    }
    const { rows } = await db.pool.query('SELECT * FROM actions');
    records = new Map(rows.map((r) => [r.action_id.toString('base64'), actionRecord(r)]));
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  for (const [i, c] of CASES.entries()) {
    it(`${c.name}: ${c.type}`, () => {
      const actions = classified[i]!.actions;
      expect(actions.map((a) => a.type)).toEqual([c.type]);
      const a = actions[0]!;
      if (c.type === 'call_contract') return;
      expect(a).toMatchObject({ source: OWNER, destination: ITEM, asset: COLLECTION, success: true });
      expect(a.change_dns_record_data).toEqual(c.data);
    });
  }

  it('every stored action reads back as a record the contract accepts', () => {
    expect(records.size).toBe(all.length);
    for (const rec of records.values())
      expect(validate(rec), `${rec.type}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  });

  it('DNS details name the item, its collection, the key and the value in the field of its schema', () => {
    const details = (k: number) => records.get(classified[k]!.actions[0]!.action_id)!.details;
    expect(details(0)).toEqual({
      key: sha('wallet').toString('hex'),
      source: OWNER,
      asset: ITEM,
      nft_collection: COLLECTION,
      value: {
        sum_type: 'DNSSmcAddress',
        dns_smc_address: TARGET,
        dns_adnl_address: null,
        dns_text: null,
        dns_next_resolver_address: null,
        dns_storage_address: null,
        flags: 0,
      },
    });
    expect(details(1).value).toMatchObject({ sum_type: 'DNSNextResolver', dns_next_resolver_address: TARGET });
    expect(details(2).value).toMatchObject({
      sum_type: 'DNSAdnlAddress',
      dns_adnl_address: adnl.toString('hex'),
      flags: 0,
    });
    expect(details(3).value).toMatchObject({ sum_type: 'DNSStorageAddress', dns_storage_address: bag.toString('hex') });
    expect(details(4).value).toMatchObject({ sum_type: 'DNSText', dns_storage_address: 'hello world', dns_text: null });
    expect(details(6)).toEqual({
      hash: sha('site').toString('hex'),
      source: OWNER,
      asset: ITEM,
      nft_collection: COLLECTION,
    });
    expect(details(7)).toEqual({ source: OWNER, asset: ITEM, nft_collection: COLLECTION });
  });

  it('a plain NFT transfer stores the item index, and its details report it', () => {
    expect(nft.map((a) => a.type)).toEqual(['nft_transfer']);
    expect(nft[0]).toMatchObject({ source: OWNER, destination: NEW_OWNER, asset: COLLECTION, asset_secondary: ITEM });
    expect(nft[0]!.nft_transfer_data).toMatchObject({ nft_item_index: '1234', query_id: 99n, is_purchase: false });
    expect(records.get(nft[0]!.action_id)!.details).toMatchObject({
      nft_collection: COLLECTION,
      nft_item: ITEM,
      nft_item_index: '1234',
      new_owner: NEW_OWNER,
      query_id: '99',
      comment: 'gift',
      is_encrypted_comment: false,
    });
  });

  it('an item whose interface is not known yet leaves the collection and index empty', () => {
    const [a] = classifyTrace(trace(ITEM, nftTransfer, {}));
    expect(a).toMatchObject({ type: 'nft_transfer', asset: null });
    expect(a!.nft_transfer_data?.nft_item_index).toBeNull();
    const [d] = classifyTrace(trace(ITEM, CASES[0]!.body, {}));
    expect(d).toMatchObject({ type: 'change_dns', asset: null, destination: ITEM });
  });
});
