/**
 * Every typed Action variant of the contract, from storage rows written the way the indexer writes them
 * (real classifier output over recorded mainnet traces, the reference's expected rows for types the classifier
 * does not produce yet, and rows in the reference storage layout for the rest), read back from PostgreSQL,
 * turned into records by `actionRecord` and judged by the spec's Action schema.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSchemaAt, loadSpec, resolvePointer, type JsonObject, type ValidateFunction } from '../../../contract/index.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/testing.ts';
import { classifyTrace } from '../../../indexer/actions/classify.ts';
import { loadCases, loadTrace } from '../../../indexer/actions/fixtures.ts';
import { insertActions } from '../../../indexer/actions/store.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../tools/fixtures.ts';
import { actionRecord } from '../../src/v3/queries/actions.ts';

const TYPED = ['ton_transfer', 'call_contract', 'contract_deploy', 'tick_tock', 'jetton_transfer', 'jetton_burn', 'jetton_mint', 'jetton_swap', 'nft_mint',
  'nft_transfer', 'nft_purchase', 'change_dns', 'delete_dns', 'renew_dns', 'stake_deposit', 'stake_withdrawal', 'stake_withdrawal_request',
  'election_deposit', 'election_recover', 'subscribe', 'unsubscribe', 'auction_bid', 'dex_deposit_liquidity', 'dex_withdraw_liquidity', 'extra_currency_transfer'];

const COLUMNS = ['source', 'source_secondary', 'destination', 'destination_secondary', 'asset', 'asset_secondary', 'asset2', 'asset2_secondary', 'opcode', 'value', 'amount'];
const acct = (n: number) => `0:${n.toString(16).toUpperCase().padStart(2, '0').repeat(32)}`;
const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
let seq = 0;

/** One `actions` row as the reference storage layout has it: generic columns plus `<name>_data` payloads in `data`. */
async function insertRow(db: TestDatabase, type: string, v: Record<string, unknown>, origin: string): Promise<void> {
  seq++;
  const data = Object.fromEntries(Object.entries(v).filter(([k]) => k.endsWith('_data')));
  const txs = Array.isArray(v.tx_hashes) ? (v.tx_hashes as string[]).map((h) => Buffer.from(h, 'base64')) : [Buffer.alloc(32, seq)];
  const col = (k: string) => (v[k] === undefined || v[k] === null ? null : String(v[k]));
  await db.pool.query(
    `INSERT INTO actions (trace_id, action_id, start_lt, end_lt, start_utime, end_utime, ${COLUMNS.join(', ')}, tx_hashes, type, success,
       trace_end_lt, trace_end_utime, trace_mc_seqno_end, value_extra_currencies, data, ancestor_type)
     VALUES ($1, $2, 1, 2, 1700000000, 1700000001, ${COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}, $14, $15, $16, 3, 1700000002, 7, $17, $18, $19)`,
    [Buffer.alloc(32, 200), Buffer.from(`${origin}:${seq}`.padEnd(32, '.').slice(0, 32)), ...COLUMNS.map(col), txs, type, v.success !== false,
      v.value_extra_currencies === undefined ? null : json(v.value_extra_currencies), json(data), [origin]],
  );
}

/** Rows in the reference storage layout for typed variants no recorded trace shows. */
const LAYOUT_ROWS: Array<[string, Record<string, unknown>]> = [
  ['jetton_burn', { source: acct(1), source_secondary: acct(2), asset: acct(3), amount: '1000000000' }],
  ['change_dns', { source: acct(1), destination: acct(4), asset: acct(5), change_dns_record_data: { key: 'e8d44050873dba865aa7c170ab4cce64d90839a34dcfd6cf71d14e0205443b1b', value_schema: 'DNSSmcAddress', value: acct(1), flags: 0 } }],
  ['change_dns', { source: acct(1), destination: acct(4), asset: acct(5), change_dns_record_data: { key: 'e8d4', value_schema: 'DNSText', value: 'hello', flags: null } }],
  ['delete_dns', { source: acct(1), destination: acct(4), asset: acct(5), change_dns_record_data: { key: 'e8d44050873dba865aa7c170ab4cce64d90839a34dcfd6cf71d14e0205443b1b' } }],
  ['renew_dns', { source: acct(1), destination: acct(4), asset: acct(5) }],
  ['election_deposit', { source: acct(6), destination: `-1:${'3'.repeat(64)}`, amount: '300000000000000' }],
  ['election_recover', { source: acct(6), destination: `-1:${'3'.repeat(64)}` }],
  ['subscribe', { source: acct(1), destination: acct(7), destination_secondary: acct(8), amount: '5000000000' }],
  ['unsubscribe', { source: acct(1), destination: acct(7), destination_secondary: acct(8) }],
  ['auction_bid', { source: acct(1), destination: acct(9), value: '12000000000', asset: acct(5), asset_secondary: acct(4), nft_transfer_data: { nft_item_index: '77' } }],
  ['tick_tock', { source: `-1:${'5'.repeat(64)}` }],
  ['ton_transfer', { source: acct(1), destination: acct(2), value: '1000', value_extra_currencies: { 100: '5' }, ton_transfer_data: { content: 'hi', encrypted: false } }],
  ['call_contract', { source: acct(1), destination: acct(2), value: '1000', opcode: -1, value_extra_currencies: { 239: '10' } }],
  ['jetton_swap', { source: acct(1), asset: null, asset2: acct(3), jetton_swap_data: { dex: 'tonco', sender: acct(1), min_out_amount: '9',
    dex_incoming_transfer: { amount: '10', source: acct(1), destination: acct(10), asset: null, source_jetton_wallet: null, destination_jetton_wallet: null },
    dex_outgoing_transfer: null, peer_swaps: [{ asset_in: null, amount_in: '10', asset_out: acct(3), amount_out: '11' }] } }],
  ['nft_discovery', { source: acct(1), asset: acct(5), asset_secondary: acct(4), nft_transfer_data: { nft_item_index: '1' } }],
];

const title = haveFixtures ? 'v3 action details by the contract' : `v3 action details by the contract (classifier rows and reference rows skipped: ${fixturesSkipReason})`;

describe(title, () => {
  let db: TestDatabase;
  let validate: ValidateFunction;
  let variants: Map<string, Set<string>>;
  let records: Array<{ row: Record<string, any>; rec: Record<string, any> }> = [];

  beforeAll(async () => {
    db = await freshDatabase();
    validate = compileSchemaAt('v3', '#/components/schemas/Action');
    const doc = loadSpec('v3');
    variants = new Map();
    for (const v of (resolvePointer(doc, '#/components/schemas/Action') as { allOf: [unknown, { anyOf: JsonObject[] }] }).allOf[1].anyOf) {
      const p = v.properties as { type: { const?: string }; details: JsonObject };
      if (!p.type.const) continue;
      const refs = p.details.$ref ? [p.details.$ref] : (p.details.anyOf as JsonObject[]).map((x) => x.$ref);
      variants.set(p.type.const, new Set(refs.flatMap((r) => Object.keys((resolvePointer(doc, r as string) as { properties?: object }).properties ?? {}))));
    }
    if (haveFixtures) {
      const dir = fixturePath('ton-indexer', 'traces');
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.lz4'))) {
        const input = loadTrace(`${dir}/${f}`);
        const c = await db.pool.connect();
        try {
          await insertActions(c, 'actions', null, classifyTrace(input).map((a) => ({ a, t: { input, externalHashNorm: null, mcSeqnoEnd: input.mc_seqno_end } })));
        } finally { c.release(); }
      }
      // The reference's expected rows, typed variants and open types alike (conditions like `{{ value != None }}` are not stored values).
      for (const c of loadCases(fixturePath('ton-indexer', 'test_cases'))) {
        for (const e of c.expected) {
          const values = Object.fromEntries(Object.entries(e.values ?? {}).filter(([, v]) => !(typeof v === 'string' && v.includes('{{'))));
          await insertRow(db, e.type, values, 'reference');
        }
      }
    }
    for (const [type, v] of LAYOUT_ROWS) await insertRow(db, type, v, 'layout');
    const { rows } = await db.pool.query('SELECT * FROM actions ORDER BY type, action_id');
    records = rows.map((row) => ({ row, rec: actionRecord(row) }));
  }, 180_000);
  afterAll(async () => { await db?.stop(); });

  it('every action record validates against the spec Action schema', () => {
    const bad = records.filter(({ rec }) => !validate(rec)).slice(0, 3).map(({ rec }) => {
      validate(rec);
      return `${rec.type} ${JSON.stringify(rec.details)}: ${JSON.stringify(validate.errors?.filter((e) => !/anyOf|not|const/.test(e.keyword)).slice(0, 4))}`;
    });
    expect(bad).toEqual([]);
    expect(records.length).toBeGreaterThan(LAYOUT_ROWS.length);
  });

  it('every typed variant is exercised', () => {
    expect(TYPED.filter((t) => !records.some(({ rec }) => rec.type === t))).toEqual([]);
    if (haveFixtures) {
      const fromClassifier = new Set(records.filter(({ row }) => row.ancestor_type.length === 0).map(({ rec }) => rec.type));
      for (const t of ['ton_transfer', 'call_contract', 'jetton_transfer', 'jetton_mint', 'nft_transfer', 'nft_mint', 'contract_deploy']) expect(fromClassifier).toContain(t);
    }
  });

  it('details carry only the fields their variant declares', () => {
    const extra = records.flatMap(({ rec }) => {
      const allowed = variants.get(rec.type);
      return allowed ? Object.keys(rec.details).filter((k) => !allowed.has(k)).map((k) => `${rec.type}.${k}`) : [];
    });
    expect([...new Set(extra)]).toEqual([]);
  });

  // Which column each field comes from (the reference mapping, v3-contract §6.5).
  const FROM: Record<string, Record<string, string>> = {
    jetton_transfer: { sender: 'source', receiver: 'destination', sender_jetton_wallet: 'source_secondary', receiver_jetton_wallet: 'destination_secondary', asset: 'asset', amount: 'amount' },
    jetton_burn: { owner: 'source', owner_jetton_wallet: 'source_secondary', asset: 'asset', amount: 'amount' },
    jetton_mint: { receiver: 'destination', receiver_jetton_wallet: 'destination_secondary', asset: 'asset', amount: 'amount', ton_amount: 'value' },
    jetton_swap: { sender: 'source', asset_in: 'asset', asset_out: 'asset2' },
    nft_transfer: { nft_collection: 'asset', nft_item: 'asset_secondary', new_owner: 'destination' },
    nft_purchase: { nft_collection: 'asset', nft_item: 'asset_secondary', new_owner: 'destination' },
    nft_mint: { nft_collection: 'asset', nft_item: 'asset_secondary' },
    change_dns: { source: 'source', asset: 'destination', nft_collection: 'asset' },
    stake_deposit: { stake_holder: 'source', pool: 'destination', asset: 'asset', amount: 'amount' },
    subscribe: { subscriber: 'source', subscription: 'destination_secondary', amount: 'amount' },
    auction_bid: { bidder: 'source', auction: 'destination', amount: 'value', nft_item: 'asset_secondary', nft_collection: 'asset' },
  };
  it('fields come from the columns the reference maps them from', () => {
    const wrong: string[] = [];
    for (const { row, rec } of records) {
      for (const [field, column] of Object.entries(FROM[rec.type] ?? {})) {
        const want = row[column] === null || row[column] === undefined ? null : String(row[column]);
        if (rec.details[field] !== want) wrong.push(`${rec.type}.${field}: ${rec.details[field]} != ${column} ${want}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('payload fields keep their values: query ids and amounts as decimal strings, comments from the payload', () => {
    const jt = records.filter(({ rec, row }) => rec.type === 'jetton_transfer' && row.data?.jetton_transfer_data?.query_id !== undefined);
    if (haveFixtures) expect(jt.length).toBeGreaterThan(0);
    for (const { rec, row } of jt) {
      const d = row.data.jetton_transfer_data;
      expect(rec.details.query_id).toBe(String(d.query_id));
      expect(rec.details.forward_amount).toBe(d.forward_amount === null ? null : String(d.forward_amount));
      expect(rec.details.comment).toBe(d.comment ?? null);
      expect(rec.details.is_encrypted_comment).toBe(d.is_encrypted_comment ?? null);
    }
    const ton = records.find(({ rec }) => rec.type === 'extra_currency_transfer' && rec.details.comment === 'hi');
    expect(ton?.rec.details).toMatchObject({ value: '1000', value_extra_currencies: { 100: '5' }, encrypted: false });
    const dns = records.find(({ rec }) => rec.type === 'change_dns' && rec.details.value?.sum_type === 'DNSSmcAddress');
    expect(dns?.rec.details.value).toMatchObject({ dns_smc_address: acct(1), flags: 0, dns_text: null });
    const swap = records.find(({ rec }) => rec.type === 'jetton_swap' && rec.details.dex === 'tonco' && rec.details.sender === acct(1));
    expect(swap?.rec.details).toMatchObject({ min_out_amount: '9', asset_in: null, peer_swaps: [{ amount_in: '10', amount_out: '11' }], dex_outgoing_transfer: { amount: null } });
  });

  it.skipIf(!haveFixtures)('open types of the reference rows keep the open shape with their stored payload', () => {
    const open = records.filter(({ rec }) => !TYPED.includes(rec.type));
    expect(new Set(open.map(({ rec }) => rec.type)).size).toBeGreaterThan(20);
    for (const { rec, row } of open) expect(rec.raw_action).toMatchObject({ ...row.data, source: row.source });
  });

  it('malformed stored values become nulls, never an invalid record', () => {
    const base = { trace_id: Buffer.alloc(32, 1), action_id: Buffer.alloc(32, 2), tx_hashes: [Buffer.alloc(32, 3)], success: true };
    const rows = [
      { ...base, type: 'jetton_transfer', source: 'not an address', amount: '-5', data: { jetton_transfer_data: { query_id: 'abc', forward_payload: 12, response_destination: 'x', comment: 7 } } },
      { ...base, type: 'nft_transfer', asset: acct(5), data: '{broken json', value_extra_currencies: [1] },
      { ...base, type: 'change_dns', data: { change_dns_record_data: { value_schema: 'DNSSmcAddress', value: 'nope', flags: 'x' } } },
      { ...base, type: 'nft_purchase', data: { nft_transfer_data: { forward_payload: 'te6cc-not-a-boc', is_purchase: 'yes' } } },
    ];
    for (const r of rows) {
      const rec = actionRecord(r);
      expect(validate(rec), `${r.type}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
    expect(actionRecord(rows[0]!).details).toMatchObject({ sender: null, amount: null, query_id: null, forward_payload: null, response_destination: null, comment: null });
  });

  it('an unmapped type reports the error and its raw storage row', () => {
    const r = records.find(({ rec }) => rec.type === 'nft_discovery');
    expect(r?.rec.details).toEqual({ error: "unsupported action type: 'nft_discovery'" });
    expect(r?.rec.raw_action).toMatchObject({ source: acct(1), asset: acct(5), nft_transfer_data: { nft_item_index: '1' } });
  });

  it.skipIf(!haveFixtures)('a purchase reports its seller, marketplace and payout from the stored payload', () => {
    const p = records.find(({ rec }) => rec.type === 'nft_purchase');
    expect(p?.rec.details).toMatchObject({ is_purchase: true, marketplace: 'getgems', real_old_owner: p?.row.data.nft_transfer_data.real_prev_owner, payout_address: p?.row.data.nft_transfer_data.real_prev_owner, price: '1350000000' });
  });
});
