/**
 * Every typed Action variant of the contract, from storage rows written the way the indexer writes them
 * (real classifier output over recorded mainnet traces, the reference's expected rows for types the classifier
 * does not produce yet, and rows in the reference storage layout for the rest), read back from PostgreSQL,
 * turned into records by `actionRecord` and judged by the spec's Action schema.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileSchemaAt,
  loadSpec,
  resolvePointer,
  type JsonObject,
  type ValidateFunction,
} from '../../../contract/index.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { classifyTrace } from '../../../indexer/actions/classify.ts';
import { loadCases, loadTrace } from '../../../indexer/actions/fixtures.ts';
import { insertActions } from '../../../indexer/actions/store.ts';
import { fixturePath, fixturesSkipReason, haveFixtures, fixturesSkipNote } from '../../../tools/fixtures.ts';
import { actionRecord } from '../../src/v3/queries/actions.ts';

/** Protocol and DEX types with typed details (3.0.4). */
const PROTOCOL_TYPES = [
  'multisig_create_order',
  'multisig_approve',
  'multisig_execute',
  'vesting_send_message',
  'vesting_add_whitelist',
  'evaa_supply',
  'evaa_withdraw',
  'jvault_stake',
  'jvault_unstake',
  'jvault_unstake_request',
  'jvault_claim',
  'coffee_create_pool',
  'coffee_create_pool_creator',
  'coffee_staking_deposit',
  'coffee_staking_withdraw',
  'coffee_staking_claim_rewards',
  'coffee_mev_protect_hold_funds',
  'coffee_create_vault',
  'tonco_deploy_pool',
  'tgbtc_mint',
  'tgbtc_mint_fallback',
  'tgbtc_burn',
  'tgbtc_burn_fallback',
  'tgbtc_new_key',
  'tgbtc_new_key_fallback',
  'tgbtc_dkg_log_fallback',
  'layerzero_send',
  'layerzero_send_tokens',
  'layerzero_receive',
  'layerzero_commit_packet',
  'layerzero_dvn_verify',
  'cocoon_worker_payout',
  'cocoon_proxy_payout',
  'cocoon_proxy_charge',
  'cocoon_client_top_up',
  'cocoon_register_proxy',
  'cocoon_unregister_proxy',
  'cocoon_client_register',
  'cocoon_client_change_secret_hash',
  'cocoon_client_request_refund',
  'cocoon_grant_refund',
  'cocoon_client_increase_stake',
  'cocoon_client_withdraw',
];

const TYPED = [
  'ton_transfer',
  'call_contract',
  'contract_deploy',
  'tick_tock',
  'jetton_transfer',
  'jetton_burn',
  'jetton_mint',
  'jetton_swap',
  'nft_mint',
  'nft_transfer',
  'nft_purchase',
  'change_dns',
  'delete_dns',
  'renew_dns',
  'stake_deposit',
  'stake_withdrawal',
  'stake_withdrawal_request',
  'election_deposit',
  'election_recover',
  'subscribe',
  'unsubscribe',
  'auction_bid',
  'dex_deposit_liquidity',
  'dex_withdraw_liquidity',
  'extra_currency_transfer',
  ...PROTOCOL_TYPES,
];

const COLUMNS = [
  'source',
  'source_secondary',
  'destination',
  'destination_secondary',
  'asset',
  'asset_secondary',
  'asset2',
  'asset2_secondary',
  'opcode',
  'value',
  'amount',
];
const acct = (n: number) => `0:${n.toString(16).toUpperCase().padStart(2, '0').repeat(32)}`;
const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
let seq = 0;

/** One `actions` row as the reference storage layout has it: generic columns plus `<name>_data` payloads in `data`. */
async function insertRow(db: TestDatabase, type: string, v: Record<string, unknown>, origin: string): Promise<void> {
  seq++;
  const data = Object.fromEntries(Object.entries(v).filter(([k]) => k.endsWith('_data')));
  const txs = Array.isArray(v.tx_hashes)
    ? (v.tx_hashes as string[]).map((h) => Buffer.from(h, 'base64'))
    : [Buffer.alloc(32, seq)];
  const col = (k: string) => (v[k] === undefined || v[k] === null ? null : String(v[k]));
  await db.pool.query(
    `INSERT INTO actions (trace_id, action_id, start_lt, end_lt, start_utime, end_utime, ${COLUMNS.join(', ')}, tx_hashes, type, success,
       trace_end_lt, trace_end_utime, trace_mc_seqno_end, value_extra_currencies, data, ancestor_type)
     VALUES ($1, $2, 1, 2, 1700000000, 1700000001, ${COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}, $14, $15, $16, 3, 1700000002, 7, $17, $18, $19)`,
    [
      Buffer.alloc(32, 200),
      Buffer.from(`${origin}:${seq}`.padEnd(32, '.').slice(0, 32)),
      ...COLUMNS.map(col),
      txs,
      type,
      v.success !== false,
      v.value_extra_currencies === undefined ? null : json(v.value_extra_currencies),
      json(data),
      [origin],
    ],
  );
}

/** Rows in the reference storage layout for typed variants no recorded trace shows. */
const LAYOUT_ROWS: Array<[string, Record<string, unknown>]> = [
  ['jetton_burn', { source: acct(1), source_secondary: acct(2), asset: acct(3), amount: '1000000000' }],
  [
    'change_dns',
    {
      source: acct(1),
      destination: acct(4),
      asset: acct(5),
      change_dns_record_data: {
        key: 'e8d44050873dba865aa7c170ab4cce64d90839a34dcfd6cf71d14e0205443b1b',
        value_schema: 'DNSSmcAddress',
        value: acct(1),
        flags: 0,
      },
    },
  ],
  [
    'change_dns',
    {
      source: acct(1),
      destination: acct(4),
      asset: acct(5),
      change_dns_record_data: { key: 'e8d4', value_schema: 'DNSText', value: 'hello', flags: null },
    },
  ],
  [
    'delete_dns',
    {
      source: acct(1),
      destination: acct(4),
      asset: acct(5),
      change_dns_record_data: { key: 'e8d44050873dba865aa7c170ab4cce64d90839a34dcfd6cf71d14e0205443b1b' },
    },
  ],
  ['renew_dns', { source: acct(1), destination: acct(4), asset: acct(5) }],
  ['election_deposit', { source: acct(6), destination: `-1:${'3'.repeat(64)}`, amount: '300000000000000' }],
  ['election_recover', { source: acct(6), destination: `-1:${'3'.repeat(64)}` }],
  ['subscribe', { source: acct(1), destination: acct(7), destination_secondary: acct(8), amount: '5000000000' }],
  ['unsubscribe', { source: acct(1), destination: acct(7), destination_secondary: acct(8) }],
  [
    'auction_bid',
    {
      source: acct(1),
      destination: acct(9),
      value: '12000000000',
      asset: acct(5),
      asset_secondary: acct(4),
      nft_transfer_data: { nft_item_index: '77' },
    },
  ],
  ['tick_tock', { source: `-1:${'5'.repeat(64)}` }],
  [
    'ton_transfer',
    {
      source: acct(1),
      destination: acct(2),
      value: '1000',
      value_extra_currencies: { 100: '5' },
      ton_transfer_data: { content: 'hi', encrypted: false },
    },
  ],
  [
    'call_contract',
    { source: acct(1), destination: acct(2), value: '1000', opcode: -1, value_extra_currencies: { 239: '10' } },
  ],
  [
    'jetton_swap',
    {
      source: acct(1),
      asset: null,
      asset2: acct(3),
      jetton_swap_data: {
        dex: 'tonco',
        sender: acct(1),
        min_out_amount: '9',
        dex_incoming_transfer: {
          amount: '10',
          source: acct(1),
          destination: acct(10),
          asset: null,
          source_jetton_wallet: null,
          destination_jetton_wallet: null,
        },
        dex_outgoing_transfer: null,
        peer_swaps: [{ asset_in: null, amount_in: '10', asset_out: acct(3), amount_out: '11' }],
      },
    },
  ],
  [
    'nft_discovery',
    { source: acct(1), asset: acct(5), asset_secondary: acct(4), nft_transfer_data: { nft_item_index: '1' } },
  ],
  [
    'multisig_create_order',
    {
      source: acct(1),
      destination: acct(11),
      destination_secondary: acct(12),
      multisig_create_order_data: {
        query_id: '7',
        order_seqno: '3',
        is_created_by_signer: true,
        is_signed_by_creator: true,
        creator_index: 0,
        expiration_date: 1700003600,
        order_boc: 'te6cckEBAQEACwAAEgAAAABoZWxsb5oNank=',
      },
    },
  ],
  [
    'tgbtc_mint_fallback',
    {
      source: acct(1),
      destination: acct(2),
      destination_secondary: acct(3),
      asset: acct(4),
      asset_secondary: 'ab'.repeat(32),
      amount: '9850',
    },
  ],
  [
    'tgbtc_new_key_fallback',
    {
      source: acct(1),
      source_secondary: 'cd'.repeat(32),
      destination: acct(2),
      destination_secondary: acct(3),
      amount: '425489053588',
    },
  ],
];

/** Protocol types only the reference storage layout shows here (no recorded trace has them). */
const LAYOUT_ONLY = ['multisig_create_order', 'tgbtc_mint_fallback', 'tgbtc_new_key_fallback'];

const title = haveFixtures
  ? 'v3 action details by the contract'
  : `v3 action details by the contract (classifier rows and reference rows skipped: ${fixturesSkipReason})`;

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
    for (const v of (
      resolvePointer(doc, '#/components/schemas/Action') as { allOf: [unknown, { anyOf: JsonObject[] }] }
    ).allOf[1].anyOf) {
      const p = v.properties as { type: { const?: string }; details: JsonObject };
      if (!p.type.const) continue;
      const refs = p.details.$ref ? [p.details.$ref] : (p.details.anyOf as JsonObject[]).map((x) => x.$ref);
      variants.set(
        p.type.const,
        new Set(
          refs.flatMap((r) =>
            Object.keys((resolvePointer(doc, r as string) as { properties?: object }).properties ?? {}),
          ),
        ),
      );
    }
    if (haveFixtures) {
      const dir = fixturePath('ton-indexer', 'traces');
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.lz4'))) {
        const input = loadTrace(`${dir}/${f}`);
        const c = await db.pool.connect();
        try {
          await insertActions(
            c,
            'actions',
            null,
            classifyTrace(input).map((a) => ({
              a,
              t: { input, externalHashNorm: null, mcSeqnoEnd: input.mc_seqno_end },
            })),
          );
        } finally {
          c.release();
        }
      }
      // The reference's expected rows, typed variants and open types alike (conditions like `{{ value != None }}` are not stored values).
      for (const c of loadCases(fixturePath('ton-indexer', 'test_cases'))) {
        for (const e of c.expected) {
          const values = Object.fromEntries(
            Object.entries(e.values ?? {}).filter(([, v]) => !(typeof v === 'string' && v.includes('{{'))),
          );
          await insertRow(db, e.type, values, 'reference');
        }
      }
    }
    for (const [type, v] of LAYOUT_ROWS) await insertRow(db, type, v, 'layout');
    const { rows } = await db.pool.query('SELECT * FROM actions ORDER BY type, action_id');
    records = rows.map((row) => ({ row, rec: actionRecord(row) }));
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('every action record validates against the spec Action schema', () => {
    const bad = records
      .filter(({ rec }) => !validate(rec))
      .slice(0, 3)
      .map(({ rec }) => {
        validate(rec);
        return `${rec.type} ${JSON.stringify(rec.details)}: ${JSON.stringify(validate.errors?.filter((e) => !/anyOf|not|const/.test(e.keyword)).slice(0, 4))}`;
      });
    expect(bad).toEqual([]);
    // Without the recorded traces only the layout rows are there.
    if (haveFixtures) expect(records.length).toBeGreaterThan(LAYOUT_ROWS.length);
    else expect(records.length).toBe(LAYOUT_ROWS.length);
  });

  // The layout rows cover only some variants; the classified traces and reference rows cover the rest.
  it.skipIf(!haveFixtures)(
    haveFixtures
      ? 'every typed variant is exercised'
      : `every typed variant is exercised (skipped: ${fixturesSkipReason})`,
    () => {
      expect(TYPED.filter((t) => !records.some(({ rec }) => rec.type === t))).toEqual([]);
      const fromClassifier = new Set(
        records.filter(({ row }) => row.ancestor_type.length === 0).map(({ rec }) => rec.type),
      );
      for (const t of [
        'ton_transfer',
        'call_contract',
        'jetton_transfer',
        'jetton_mint',
        'nft_transfer',
        'nft_mint',
        'contract_deploy',
      ])
        expect(fromClassifier).toContain(t);
    },
  );

  it('details carry only the fields their variant declares', () => {
    const extra = records.flatMap(({ rec }) => {
      const allowed = variants.get(rec.type);
      return allowed
        ? Object.keys(rec.details)
            .filter((k) => !allowed.has(k))
            .map((k) => `${rec.type}.${k}`)
        : [];
    });
    expect([...new Set(extra)]).toEqual([]);
  });

  // Which column each field comes from (the reference mapping, v3-contract §6.5).
  const FROM: Record<string, Record<string, string>> = {
    jetton_transfer: {
      sender: 'source',
      receiver: 'destination',
      sender_jetton_wallet: 'source_secondary',
      receiver_jetton_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    jetton_burn: { owner: 'source', owner_jetton_wallet: 'source_secondary', asset: 'asset', amount: 'amount' },
    jetton_mint: {
      receiver: 'destination',
      receiver_jetton_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
      ton_amount: 'value',
    },
    jetton_swap: { sender: 'source', asset_in: 'asset', asset_out: 'asset2' },
    nft_transfer: { nft_collection: 'asset', nft_item: 'asset_secondary', new_owner: 'destination' },
    nft_purchase: { nft_collection: 'asset', nft_item: 'asset_secondary', new_owner: 'destination' },
    nft_mint: { nft_collection: 'asset', nft_item: 'asset_secondary' },
    change_dns: { source: 'source', asset: 'destination', nft_collection: 'asset' },
    stake_deposit: { stake_holder: 'source', pool: 'destination', asset: 'asset', amount: 'amount' },
    subscribe: { subscriber: 'source', subscription: 'destination_secondary', amount: 'amount' },
    auction_bid: {
      bidder: 'source',
      auction: 'destination',
      amount: 'value',
      nft_item: 'asset_secondary',
      nft_collection: 'asset',
    },
    multisig_create_order: { source: 'source', destination: 'destination', destination_order: 'destination_secondary' },
    multisig_approve: { source: 'source', destination: 'destination' },
    multisig_execute: { source: 'source', destination: 'destination' },
    vesting_send_message: {
      source: 'source',
      vesting: 'destination',
      destination: 'destination_secondary',
      amount: 'amount',
    },
    vesting_add_whitelist: { source: 'source', vesting: 'destination' },
    evaa_supply: {
      source: 'source',
      source_wallet: 'source_secondary',
      recipient: 'destination',
      recipient_contract: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    evaa_withdraw: {
      source: 'source',
      recipient: 'destination',
      owner_contract: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    jvault_stake: {
      source: 'source',
      source_jetton_wallet: 'source_secondary',
      pool: 'destination',
      asset: 'asset',
      amount: 'amount',
    },
    jvault_unstake: {
      source: 'source',
      stake_wallet: 'source_secondary',
      pool: 'destination',
      asset: 'asset',
      staking_asset: 'asset2',
      amount: 'amount',
    },
    jvault_unstake_request: {
      source: 'source',
      stake_wallet: 'source_secondary',
      pool: 'destination',
      asset: 'asset',
      staking_asset: 'asset2',
      amount: 'amount',
    },
    jvault_claim: { source: 'source', stake_wallet: 'source_secondary', pool: 'destination' },
    coffee_create_pool: {
      source: 'source',
      source_jetton_wallet: 'source_secondary',
      pool: 'destination',
      asset_1: 'asset',
      asset_2: 'asset2',
      amount: 'amount',
    },
    coffee_create_pool_creator: {
      source: 'source',
      source_jetton_wallet: 'source_secondary',
      deposit_recipient: 'destination',
      pool_creator_contract: 'destination_secondary',
      provided_asset: 'asset',
      asset_1: 'asset2',
      asset_2: 'asset2_secondary',
    },
    coffee_staking_deposit: {
      source: 'source',
      source_jetton_wallet: 'source_secondary',
      pool: 'destination',
      pool_jetton_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    coffee_staking_withdraw: {
      source: 'source',
      source_jetton_wallet: 'source_secondary',
      pool: 'destination',
      pool_jetton_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    coffee_staking_claim_rewards: {
      pool: 'source',
      pool_jetton_wallet: 'source_secondary',
      recipient: 'destination',
      recipient_jetton_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    coffee_mev_protect_hold_funds: {
      source: 'source',
      source_jetton_wallet: 'source_secondary',
      mev_contract: 'destination',
      mev_contract_jetton_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    coffee_create_vault: { source: 'source', vault: 'destination', asset: 'asset', value: 'value' },
    tonco_deploy_pool: { source: 'source', router: 'destination', pool: 'destination_secondary' },
    tgbtc_mint: {
      source: 'source',
      destination: 'destination',
      destination_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    tgbtc_burn: {
      source: 'source',
      source_wallet: 'source_secondary',
      destination: 'destination',
      asset: 'asset',
      amount: 'amount',
    },
    tgbtc_new_key: { source: 'source', coordinator: 'destination', pegout: 'destination_secondary', amount: 'amount' },
    tgbtc_dkg_log_fallback: { coordinator: 'source', timestamp: 'value' },
    layerzero_send: { initiator: 'source' },
    layerzero_send_tokens: {
      sender: 'source',
      sender_wallet: 'source_secondary',
      oapp: 'destination',
      oapp_wallet: 'destination_secondary',
      asset: 'asset',
      amount: 'amount',
    },
    layerzero_receive: { sender: 'source', oapp: 'destination', channel: 'destination_secondary' },
    layerzero_commit_packet: {
      sender: 'source',
      endpoint: 'source_secondary',
      uln: 'destination',
      uln_connection: 'destination_secondary',
      channel: 'asset',
      msglib_connection: 'asset_secondary',
    },
    layerzero_dvn_verify: { initiator: 'source' },
    cocoon_worker_payout: { source: 'source', destination: 'destination', amount: 'amount' },
    cocoon_grant_refund: { source: 'source', destination: 'destination', amount: 'amount' },
    cocoon_client_withdraw: { source: 'source', destination: 'destination', amount: 'amount' },
    cocoon_register_proxy: { destination: 'destination' },
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
    const jt = records.filter(
      ({ rec, row }) => rec.type === 'jetton_transfer' && row.data?.jetton_transfer_data?.query_id !== undefined,
    );
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
    const swap = records.find(
      ({ rec }) => rec.type === 'jetton_swap' && rec.details.dex === 'tonco' && rec.details.sender === acct(1),
    );
    expect(swap?.rec.details).toMatchObject({
      min_out_amount: '9',
      asset_in: null,
      peer_swaps: [{ amount_in: '10', amount_out: '11' }],
      dex_outgoing_transfer: { amount: null },
    });
  });

  it('open types keep the open shape with their stored payload', () => {
    const open = records.filter(({ rec }) => !TYPED.includes(rec.type));
    expect(open.length).toBeGreaterThan(0);
    for (const { rec, row } of open) expect(rec.raw_action).toMatchObject({ ...row.data, source: row.source });
  });

  /** Leaf values of a details object that are not null (nested objects and arrays included). */
  const filled = (v: unknown): number =>
    v === null || v === undefined
      ? 0
      : typeof v === 'object'
        ? Object.values(v as object).reduce((n: number, x) => n + filled(x), 0)
        : 1;
  const fromClassifier = (type: string) =>
    records.filter(({ row, rec }) => rec.type === type && !['reference', 'layout'].includes(row.ancestor_type[0]));

  it.skipIf(!haveFixtures)(
    `protocol types classified from recorded traces get typed details with real values${fixturesSkipNote}`,
    () => {
      const thin = PROTOCOL_TYPES.filter((t) => !LAYOUT_ONLY.includes(t)).flatMap((t) => {
        const recs = fromClassifier(t);
        const best = Math.max(0, ...recs.map(({ rec }) => filled(rec.details)));
        // Every type with at least three fields shows three real values somewhere; smaller types fill all of theirs.
        // (A burn fallback is the teleport's log alone: the recorded one states its amount and nothing else.)
        const want = t === 'tgbtc_burn_fallback' ? 1 : Math.min(3, variants.get(t)!.size);
        return recs.length === 0 ? [`${t}: no record`] : best < want ? [`${t}: ${best} values`] : [];
      });
      expect(thin).toEqual([]);
      for (const t of PROTOCOL_TYPES)
        for (const { rec } of records.filter((x) => x.rec.type === t)) expect(rec.raw_action, t).toBeUndefined();
    },
  );

  it.skipIf(!haveFixtures)(`protocol payload fields keep their stored values${fixturesSkipNote}`, () => {
    const one = (t: string) => {
      const r = fromClassifier(t)[0];
      expect(r, t).toBeDefined();
      return r!;
    };
    const wl = one('vesting_add_whitelist');
    expect(wl.rec.details.accounts_added).toEqual(wl.row.data.vesting_add_whitelist_data.accounts_added);
    expect(wl.rec.details.query_id).toBe(String(wl.row.data.vesting_add_whitelist_data.query_id));
    const vs = one('vesting_send_message');
    expect(vs.rec.details.message_boc).toBe(vs.row.data.vesting_send_message_data.message_boc);
    const ap = one('multisig_approve');
    expect(ap.rec.details).toMatchObject({
      signer_index: ap.row.data.multisig_approve_data.signer_index,
      exit_code: ap.row.data.multisig_approve_data.exit_code,
    });
    const ex = one('multisig_execute');
    const exd = ex.row.data.multisig_execute_data;
    expect(ex.rec.details).toMatchObject({
      order_seqno: String(exd.order_seqno),
      approvals_num: exd.approvals_num,
      signers_hash: exd.signers_hash,
      order_boc: exd.order_boc,
    });
    const mint = one('tgbtc_mint');
    expect(mint.rec.details.bitcoin_tx_id).toBe(mint.row.asset_secondary);
    const key = one('tgbtc_new_key');
    expect(key.rec.details.pubkey).toBe(key.row.source_secondary);
    const lz = one('layerzero_send');
    const pkt = lz.row.data.layerzero_packet_data;
    expect(lz.rec.details.layerzero_packet_data).toMatchObject({
      nonce: Number(pkt.nonce),
      src_eid: Number(pkt.src_eid),
      guid: pkt.guid,
      message: pkt.message,
    });
    expect(lz.rec.details.layerzero_send_data.native_fee).toBe(Number(lz.row.data.layerzero_send_data.native_fee));
    const claim = records.find(
      ({ row, rec }) => rec.type === 'jvault_claim' && row.data.jvault_claim_data?.claimed_jettons?.length === 1,
    );
    expect(claim?.rec.details.claimed_rewards).toEqual([
      {
        jetton: claim?.row.data.jvault_claim_data.claimed_jettons[0],
        amount: claim?.row.data.jvault_claim_data.claimed_amounts[0],
      },
    ]);
    const pool = one('tonco_deploy_pool');
    const pd = pool.row.data.tonco_deploy_pool_data;
    expect(pool.rec.details).toMatchObject({
      jetton_minter_1: pd.jetton0_minter,
      tick_spacing: String(pd.tick_spacing),
      initial_price_x96: String(pd.initial_price_x96),
    });
    const wd = one('coffee_staking_withdraw');
    expect(wd.rec.details).toMatchObject({
      nft_address: wd.row.data.coffee_staking_withdraw_data.nft_address,
      points: String(wd.row.data.coffee_staking_withdraw_data.points),
    });
    const co = one('cocoon_worker_payout');
    expect(co.rec.details).toMatchObject({
      payout_type: co.row.data.cocoon_worker_payout_data.payout_type,
      worker_state: co.row.data.cocoon_worker_payout_data.worker_state,
    });
  });

  it('layout-only protocol types map their stored columns and payload', () => {
    const order = records.find(({ rec }) => rec.type === 'multisig_create_order');
    expect(order?.rec.details).toEqual({
      query_id: '7',
      order_seqno: '3',
      is_created_by_signer: true,
      is_signed_by_creator: true,
      creator_index: 0,
      expiration_date: 1700003600,
      order_boc: 'te6cckEBAQEACwAAEgAAAABoZWxsb5oNank=',
      source: acct(1),
      destination: acct(11),
      destination_order: acct(12),
    });
    expect(records.find(({ rec }) => rec.type === 'tgbtc_mint_fallback')?.rec.details).toMatchObject({
      bitcoin_tx_id: 'ab'.repeat(32),
      destination_wallet: acct(3),
      amount: '9850',
    });
    expect(records.find(({ rec }) => rec.type === 'tgbtc_new_key_fallback')?.rec.details).toMatchObject({
      pubkey: 'cd'.repeat(32),
      pegout: acct(3),
    });
  });

  it('malformed stored values become nulls, never an invalid record', () => {
    const base = {
      trace_id: Buffer.alloc(32, 1),
      action_id: Buffer.alloc(32, 2),
      tx_hashes: [Buffer.alloc(32, 3)],
      success: true,
    };
    const rows = [
      {
        ...base,
        type: 'jetton_transfer',
        source: 'not an address',
        amount: '-5',
        data: { jetton_transfer_data: { query_id: 'abc', forward_payload: 12, response_destination: 'x', comment: 7 } },
      },
      { ...base, type: 'nft_transfer', asset: acct(5), data: '{broken json', value_extra_currencies: [1] },
      {
        ...base,
        type: 'change_dns',
        data: { change_dns_record_data: { value_schema: 'DNSSmcAddress', value: 'nope', flags: 'x' } },
      },
      {
        ...base,
        type: 'nft_purchase',
        data: { nft_transfer_data: { forward_payload: 'te6cc-not-a-boc', is_purchase: 'yes' } },
      },
      {
        ...base,
        type: 'multisig_execute',
        data: {
          multisig_execute_data: {
            order_seqno: '-1',
            approvals_num: '99999999999999999999',
            order_boc: 'zz',
            expiration_date: 'x',
          },
        },
      },
      {
        ...base,
        type: 'vesting_add_whitelist',
        data: { vesting_add_whitelist_data: { accounts_added: ['nope', acct(1), 5] } },
      },
      {
        ...base,
        type: 'jvault_claim',
        data: { jvault_claim_data: { claimed_jettons: [acct(1), acct(2)], claimed_amounts: ['1'] } },
      },
      {
        ...base,
        type: 'layerzero_send',
        data: {
          layerzero_send_data: { native_fee: '123456789012345678901', send_request_id: 'x' },
          layerzero_packet_data: 'junk',
        },
      },
      { ...base, type: 'tgbtc_mint', asset_secondary: 'not-a-txid', source_secondary: acct(1) },
      {
        ...base,
        type: 'tonco_deploy_pool',
        data: { tonco_deploy_pool_data: { tick_spacing: '99999999999999999999', initial_price_x96: -1 } },
      },
      { ...base, type: 'jvault_unstake', opcode: 'abc' },
      {
        ...base,
        type: 'cocoon_client_change_secret_hash',
        data: { cocoon_client_change_secret_hash_data: { new_secret_hash: 'xyz', query_id: -3 } },
      },
    ];
    for (const r of rows) {
      const rec = actionRecord(r);
      expect(validate(rec), `${r.type}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
    expect(actionRecord(rows[0]!).details).toMatchObject({
      sender: null,
      amount: null,
      query_id: null,
      forward_payload: null,
      response_destination: null,
      comment: null,
    });
    expect(actionRecord(rows[5]!).details).toMatchObject({ accounts_added: [acct(1)] });
    expect(actionRecord(rows[6]!).details).toMatchObject({ claimed_rewards: [] });
    expect(actionRecord(rows[7]!).details).toMatchObject({
      layerzero_send_data: { native_fee: null, send_request_id: null },
      layerzero_packet_data: { nonce: null },
    });
    expect(actionRecord(rows[8]!).details).toMatchObject({ bitcoin_tx_id: null });
  });

  it('an unmapped type reports the error and its raw storage row', () => {
    const r = records.find(({ rec }) => rec.type === 'nft_discovery');
    expect(r?.rec.details).toEqual({ error: "unsupported action type: 'nft_discovery'" });
    expect(r?.rec.raw_action).toMatchObject({
      source: acct(1),
      asset: acct(5),
      nft_transfer_data: { nft_item_index: '1' },
    });
  });

  it.skipIf(!haveFixtures)(
    `a purchase reports its seller, marketplace and payout from the stored payload${fixturesSkipNote}`,
    () => {
      const p = records.find(({ rec }) => rec.type === 'nft_purchase');
      expect(p?.rec.details).toMatchObject({
        is_purchase: true,
        marketplace: 'getgems',
        real_old_owner: p?.row.data.nft_transfer_data.real_prev_owner,
        payout_address: p?.row.data.nft_transfer_data.real_prev_owner,
        price: '1350000000',
      });
    },
  );
});
