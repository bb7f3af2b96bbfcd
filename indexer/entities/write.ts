/** Entity upserts: a row replaces the stored one only when it reflects the same or a later transaction. */
import type pg from 'pg';
import type { EntitySet } from './detect.ts';

type Cols = Array<[string, string]>;
const C = (spec: string): Cols =>
  spec
    .split(/\s+/)
    .filter(Boolean)
    .map((x) => x.split(':') as [string, string]);

const TABLES: Array<{ key: keyof EntitySet; table: string; pk: string; cols: Cols; lt: boolean }> = [
  {
    key: 'contract_methods',
    table: 'contract_methods',
    pk: 'code_hash',
    lt: false,
    cols: C('code_hash:bytea methods:text'),
  },
  {
    key: 'code_interfaces',
    table: 'code_interfaces',
    pk: 'code_hash',
    lt: false,
    cols: C('code_hash:bytea interfaces:text'),
  },
  {
    key: 'jetton_masters',
    table: 'jetton_masters',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text total_supply:numeric mintable:bool admin_address:text jetton_content:jsonb jetton_wallet_code_hash:bytea last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'jetton_wallets',
    table: 'jetton_wallets',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text balance:numeric owner:text jetton:text last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'nft_collections',
    table: 'nft_collections',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text next_item_index:numeric owner_address:text collection_content:jsonb last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'nft_items',
    table: 'nft_items',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text init:bool index:numeric collection_address:text owner_address:text content:jsonb last_transaction_lt:int8 code_hash:bytea data_hash:bytea real_owner:text',
    ),
  },
  {
    key: 'dns_entries',
    table: 'dns_entries',
    pk: 'nft_item_address',
    lt: true,
    cols: C(
      'nft_item_address:text nft_item_owner:text domain:text dns_next_resolver:text dns_wallet:text dns_site_adnl:text dns_storage_bag_id:text last_transaction_lt:int8',
    ),
  },
  {
    key: 'multisig',
    table: 'multisig',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text next_order_seqno:numeric threshold:int4 signers:text proposers:text last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'multisig_orders',
    table: 'multisig_orders',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text multisig_address:text order_seqno:numeric threshold:int4 sent_for_execution:bool approvals_mask:numeric approvals_num:int4 expiration_date:int8 order_boc:bytea signers:text last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'vesting_contracts',
    table: 'vesting_contracts',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text vesting_start_time:int8 vesting_total_duration:int8 unlock_period:int8 cliff_duration:int8 vesting_total_amount:numeric vesting_sender_address:text owner_address:text last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'getgems_nft_sales',
    table: 'getgems_nft_sales',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text type:text is_complete:bool created_at:int8 marketplace_address:text nft_address:text nft_owner_address:text full_price:numeric marketplace_fee_address:text marketplace_fee:numeric royalty_address:text royalty_amount:numeric last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'getgems_nft_auctions',
    table: 'getgems_nft_auctions',
    pk: 'address',
    lt: true,
    cols: C(
      'address:text end_flag:bool end_time:int8 mp_addr:text nft_addr:text nft_owner:text last_bid:numeric last_member:text min_step:numeric mp_fee_addr:text mp_fee_factor:int8 mp_fee_base:int8 royalty_fee_addr:text royalty_fee_factor:int8 royalty_fee_base:int8 max_bid:numeric min_bid:numeric created_at:int8 last_bid_at:int8 is_canceled:bool last_transaction_lt:int8 code_hash:bytea data_hash:bytea',
    ),
  },
  {
    key: 'vesting_whitelist',
    table: 'vesting_whitelist',
    pk: 'vesting_contract_address, wallet_address',
    lt: false,
    cols: C('vesting_contract_address:text wallet_address:text'),
  },
];

// Array columns (text[] / bigint[]) travel as JSON text through unnest and are cast back.
const ARRAY_COLS: Record<string, string> = {
  methods: 'bigint[]',
  interfaces: 'text[]',
  signers: 'text[]',
  proposers: 'text[]',
};

export async function writeEntities(client: pg.ClientBase, set: EntitySet): Promise<void> {
  for (const t of TABLES) {
    const rows = dedupeLast(set[t.key], t.pk);
    if (!rows.length) continue;
    const names = t.cols.map(([c]) => c);
    const select = t.cols
      .map(([c], i) =>
        ARRAY_COLS[c] ? `ARRAY(SELECT jsonb_array_elements_text(c${i}::jsonb))::${ARRAY_COLS[c]}` : `c${i}`,
      )
      .join(', ');
    const update = names
      .filter((c) => !t.pk.split(', ').includes(c))
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ');
    const conflict = update
      ? `DO UPDATE SET ${update}${t.lt ? ` WHERE ${t.table}.last_transaction_lt <= EXCLUDED.last_transaction_lt` : ''}`
      : 'DO NOTHING';
    const values = t.cols.map(([c]) => rows.map((r) => (ARRAY_COLS[c] ? JSON.stringify(r[c] ?? []) : (r[c] ?? null))));
    await client.query(
      `INSERT INTO ${t.table} (${names.join(', ')}) SELECT ${select} FROM unnest(${t.cols.map(([c, ty], i) => `$${i + 1}::${ARRAY_COLS[c] ? 'text' : ty}[]`).join(', ')}) AS u(${names.map((_, i) => `c${i}`).join(', ')})
       ON CONFLICT (${t.pk}) ${conflict}`,
      values,
    );
  }
}

/** One row per key (the last one given), as a multi-row upsert may not touch a row twice. */
function dedupeLast(rows: Array<Record<string, unknown>>, pk: string): Array<Record<string, unknown>> {
  const keys = pk.split(', ');
  const m = new Map<string, Record<string, unknown>>();
  for (const r of rows)
    m.set(keys.map((k) => (Buffer.isBuffer(r[k]) ? (r[k] as Buffer).toString('hex') : String(r[k]))).join('|'), r);
  return [...m.values()];
}
