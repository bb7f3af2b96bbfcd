/**
 * A small, internally consistent index written with the indexer's schema: two masterchain blocks, a shard
 * block, a wallet sending a comment to a jetton wallet, and one of each entity the v3 API lists.
 */
import { beginCell } from '@ton/core';
import { WalletContractV4 } from '@ton/ton';
import type pg from 'pg';
import { ensureLtPartitions } from '../../../indexer/db/partitions.ts';

const h = (n: number) => Buffer.alloc(32, n);
const acct = (n: number, wc = 0) => `${wc}:${n.toString(16).toUpperCase().padStart(2, '0').repeat(32)}`;

export const MC_SHARD = '-9223372036854775808';
export const A = acct(0xa1); // wallet v4r2
export const B = acct(0xb2); // jetton wallet of A
export const C = acct(0xc3); // jetton master
export const D = acct(0xd4); // NFT item (a .ton domain) owned by A
export const E = acct(0xe5); // NFT collection
export const M = acct(0x6d); // multisig
export const O = acct(0x0f); // multisig order
export const V = acct(0x7e); // vesting
export const S = acct(0x5a); // getgems fixed-price sale of D
export const U = acct(0x8a); // getgems auction of an item the index does not hold
export const UNINDEXED_ITEM = acct(0x99);
export const TX1 = h(1);
export const TX2 = h(2);
export const EXT_MSG = h(11);
export const INT_MSG = h(12);
export const TX1_LT = '1000001';
export const TX2_LT = '1000002';
export const comment = beginCell().storeUint(0, 32).storeStringTail('hello').endCell();
export const walletKey = Buffer.alloc(32, 7);
export const walletCode = WalletContractV4.create({ workchain: 0, publicKey: walletKey }).init.code;
export const walletData = beginCell()
  .storeUint(5, 32)
  .storeUint(698983191, 32)
  .storeBuffer(walletKey)
  .storeBit(false)
  .endCell();

function block(
  workchain: number,
  shard: string,
  seqno: number,
  mcSeqno: number,
  utime: number,
  lt: number,
  root: number,
) {
  return {
    workchain,
    shard,
    seqno,
    root_hash: h(root),
    file_hash: h(root + 100),
    mc_block_workchain: -1,
    mc_block_shard: MC_SHARD,
    mc_block_seqno: mcSeqno,
    global_id: -239,
    version: 0,
    after_merge: false,
    before_split: false,
    after_split: false,
    want_merge: false,
    want_split: false,
    key_block: false,
    vert_seqno_incr: false,
    flags: 1,
    gen_utime: utime,
    start_lt: lt,
    end_lt: lt + 10,
    validator_list_hash_short: 1,
    gen_catchain_seqno: 2,
    min_ref_mc_seqno: mcSeqno - 1,
    prev_key_block_seqno: 1,
    vert_seqno: 1,
    master_ref_seqno: workchain === -1 ? null : mcSeqno,
    rand_seed: h(50),
    created_by: h(51),
    tx_count: 1,
    prev_blocks: JSON.stringify([{ workchain, shard, seqno: seqno - 1 }]),
  };
}

/** The lt-partitioned tables' partition keys (migration 0008): their range partition is created before a row. */
const LT_KEY: Record<string, string> = {
  transactions: 'lt',
  messages: 'tx_lt',
  action_accounts: 'trace_end_lt',
  jetton_transfers: 'tx_lt',
  jetton_burns: 'tx_lt',
  nft_transfers: 'tx_lt',
};

async function insert(c: pg.ClientBase, table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  const lt = LT_KEY[table] && row[LT_KEY[table]];
  if (lt !== undefined) await ensureLtPartitions(c, [lt as string]);
  await c.query(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

function tx(hash: Buffer, lt: string, account: string, before: number, after: number) {
  return {
    hash,
    lt,
    account,
    block_workchain: 0,
    block_shard: MC_SHARD,
    block_seqno: 500,
    mc_block_seqno: 101,
    trace_id: TX1,
    prev_trans_hash: h(0),
    prev_trans_lt: 0,
    now: 1700000100,
    orig_status: 'active',
    end_status: 'active',
    total_fees: '1234567',
    account_state_hash_before: h(before),
    account_state_hash_after: h(after),
    descr: 'ord',
    aborted: false,
    destroyed: false,
    credit_first: true,
    storage_fees_collected: '10',
    storage_status_change: 'unchanged',
    compute_skipped: false,
    compute_success: true,
    compute_msg_state_used: false,
    compute_account_activated: false,
    compute_gas_fees: '100000',
    compute_gas_used: '2500',
    compute_gas_limit: '0',
    compute_gas_credit: '10000',
    compute_mode: 0,
    compute_exit_code: 0,
    compute_exit_arg: 0,
    compute_vm_steps: 70,
    compute_vm_init_state_hash: h(60),
    compute_vm_final_state_hash: h(61),
    action_success: true,
    action_valid: true,
    action_no_funds: false,
    action_status_change: 'unchanged',
    action_total_fwd_fees: '500',
    action_total_action_fees: '300',
    action_result_code: 0,
    action_tot_actions: 1,
    action_spec_actions: 0,
    action_skipped_actions: 0,
    action_msgs_created: 1,
    action_action_list_hash: h(62),
    action_tot_msg_size_cells: 1,
    action_tot_msg_size_bits: 700,
  };
}

export async function seed(pool: pg.Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await insert(c, 'blocks', block(-1, MC_SHARD, 100, 100, 1700000000, 900000, 20));
    await insert(c, 'blocks', block(-1, MC_SHARD, 101, 101, 1700000200, 1000100, 21));
    await insert(c, 'blocks', block(0, MC_SHARD, 500, 101, 1700000100, 1000000, 22));
    await insert(c, 'shard_state', { mc_seqno: 101, workchain: 0, shard: MC_SHARD, seqno: 500 });
    await insert(c, 'transactions', tx(TX1, TX1_LT, A, 31, 32));
    await insert(c, 'transactions', tx(TX2, TX2_LT, B, 33, 34));
    await c.query('SELECT ton_insert_contents($1::bytea[], $2::int8[], $3::bytea[])', [
      [comment.hash()],
      [TX1_LT],
      [comment.toBoc()],
    ]);
    const base = { mc_seqno: 101, trace_id: TX1, body_hash: comment.hash() };
    await insert(c, 'messages', {
      ...base,
      tx_hash: TX1,
      tx_lt: TX1_LT,
      msg_hash: EXT_MSG,
      direction: 'in',
      source: null,
      destination: A,
      import_fee: '0',
    });
    const internal = {
      ...base,
      msg_hash: INT_MSG,
      source: A,
      destination: B,
      value: '1000000000',
      fwd_fee: '666',
      ihr_fee: '0',
      created_lt: '1000001',
      created_at: 1700000100,
      opcode: 0,
      ihr_disabled: true,
      bounce: true,
      bounced: false,
    };
    await insert(c, 'messages', { ...internal, tx_hash: TX1, tx_lt: TX1_LT, direction: 'out' });
    await insert(c, 'messages', { ...internal, tx_hash: TX2, tx_lt: TX2_LT, direction: 'in' });
    for (const [n, account, balance] of [
      [31, A, '5000000000'],
      [32, A, '3999000000'],
      [33, B, '10000000'],
      [34, B, '1010000000'],
    ] as const) {
      await insert(c, 'account_states', {
        hash: h(n),
        account,
        balance,
        account_status: 'active',
        code_hash: h(70),
        data_hash: h(71),
      });
    }
    await insert(c, 'latest_account_states', {
      account: A,
      hash: h(32),
      balance: '3999000000',
      account_status: 'active',
      timestamp: 1700000100,
      last_trans_hash: TX1,
      last_trans_lt: TX1_LT,
      code_hash: walletCode.hash(),
      data_hash: walletData.hash(),
      code_boc: walletCode.toBoc(),
      data_boc: walletData.toBoc(),
    });
    await insert(c, 'latest_account_states', {
      account: B,
      hash: h(34),
      balance: '1010000000',
      account_status: 'active',
      timestamp: 1700000100,
      last_trans_hash: TX2,
      last_trans_lt: TX2_LT,
      code_hash: h(70),
    });
    await insert(c, 'contract_methods', { code_hash: h(70), methods: [97026, 81467] });
    await insert(c, 'jetton_masters', {
      address: C,
      total_supply: '1000000000000',
      mintable: true,
      admin_address: A,
      jetton_content: { symbol: 'TST', decimals: '9' },
      jetton_wallet_code_hash: h(70),
      last_transaction_lt: 900001,
      code_hash: h(72),
      data_hash: h(73),
    });
    await insert(c, 'jetton_wallets', {
      address: B,
      balance: '500',
      owner: A,
      jetton: C,
      last_transaction_lt: TX2_LT,
      code_hash: h(70),
      data_hash: h(74),
    });
    await insert(c, 'jetton_transfers', {
      tx_hash: TX2,
      tx_lt: TX2_LT,
      tx_now: 1700000100,
      tx_aborted: false,
      mc_seqno: 101,
      query_id: '7',
      amount: '100',
      source: A,
      destination: E,
      jetton_wallet_address: B,
      jetton_master_address: C,
      response_destination: A,
      forward_ton_amount: '1',
      forward_payload: comment.toBoc(),
      trace_id: TX1,
    });
    await insert(c, 'jetton_burns', {
      tx_hash: TX2,
      tx_lt: TX2_LT,
      tx_now: 1700000100,
      tx_aborted: true,
      mc_seqno: 101,
      query_id: '8',
      owner: A,
      jetton_wallet_address: B,
      jetton_master_address: C,
      amount: '5',
      trace_id: TX1,
    });
    await insert(c, 'address_metadata', {
      address: C,
      type: 'jetton_masters',
      valid: true,
      name: 'Test',
      symbol: 'TST',
      extra: { decimals: '9' },
    });
    await insert(c, 'nft_collections', {
      address: E,
      next_item_index: '1',
      owner_address: A,
      collection_content: { name: 'Domains' },
      last_transaction_lt: 900002,
      code_hash: h(75),
      data_hash: h(76),
    });
    await insert(c, 'nft_items', {
      address: D,
      init: true,
      index: '0',
      collection_address: E,
      owner_address: A,
      content: { domain: 'alice.ton' },
      last_transaction_lt: 900003,
      code_hash: h(77),
      data_hash: h(78),
    });
    await insert(c, 'nft_transfers', {
      tx_hash: TX1,
      tx_lt: TX1_LT,
      tx_now: 1700000100,
      tx_aborted: false,
      mc_seqno: 101,
      query_id: '9',
      nft_item_address: D,
      nft_item_index: '0',
      nft_collection_address: E,
      old_owner: B,
      new_owner: A,
      forward_amount: '1',
      trace_id: TX1,
    });
    await insert(c, 'dns_entries', {
      nft_item_address: D,
      nft_item_owner: A,
      domain: 'alice.ton',
      dns_wallet: A,
      last_transaction_lt: 900003,
    });
    await insert(c, 'multisig', {
      address: M,
      next_order_seqno: '1',
      threshold: 1,
      signers: [A],
      proposers: [],
      last_transaction_lt: 900004,
      code_hash: h(79),
      data_hash: h(80),
    });
    await insert(c, 'multisig_orders', {
      address: O,
      multisig_address: M,
      order_seqno: '0',
      threshold: 1,
      sent_for_execution: false,
      approvals_mask: '0',
      approvals_num: 0,
      expiration_date: 1800000000,
      signers: [A],
      last_transaction_lt: 900005,
    });
    await insert(c, 'vesting_contracts', {
      address: V,
      vesting_start_time: 1700000000,
      vesting_total_duration: 3600,
      unlock_period: 60,
      cliff_duration: 0,
      vesting_total_amount: '1000',
      vesting_sender_address: B,
      owner_address: A,
      last_transaction_lt: 900006,
    });
    await insert(c, 'getgems_nft_sales', {
      address: S,
      type: 'fixprice',
      is_complete: false,
      created_at: 1700000000,
      marketplace_address: B,
      nft_address: D,
      nft_owner_address: A,
      full_price: '5000',
      marketplace_fee_address: B,
      marketplace_fee: '250',
      royalty_address: E,
      royalty_amount: '100',
      last_transaction_lt: 900007,
      code_hash: h(81),
      data_hash: h(82),
    });
    await insert(c, 'getgems_nft_auctions', {
      address: U,
      end_flag: false,
      end_time: 1800000000,
      mp_addr: B,
      nft_addr: UNINDEXED_ITEM,
      nft_owner: A,
      last_bid: '0',
      min_step: '5',
      mp_fee_addr: B,
      mp_fee_factor: 5,
      mp_fee_base: 100,
      royalty_fee_addr: E,
      royalty_fee_factor: 1,
      royalty_fee_base: 100,
      max_bid: '0',
      min_bid: '1000',
      created_at: 1700000000,
      last_bid_at: 0,
      is_canceled: false,
      last_transaction_lt: 900008,
    });
    await insert(c, 'vesting_whitelist', { vesting_contract_address: V, wallet_address: B });
    await insert(c, 'traces', {
      trace_id: TX1,
      external_hash: EXT_MSG,
      mc_seqno_start: 101,
      mc_seqno_end: 101,
      start_lt: TX1_LT,
      start_utime: 1700000100,
      end_lt: TX2_LT,
      end_utime: 1700000100,
      state: 'complete',
      edges_: 1,
      nodes_: 2,
      classification_state: 'ok',
    });
    await insert(c, 'actions', {
      trace_id: TX1,
      action_id: h(90),
      start_lt: TX1_LT,
      end_lt: TX2_LT,
      start_utime: 1700000100,
      end_utime: 1700000100,
      source: A,
      destination: B,
      tx_hashes: [TX1, TX2],
      type: 'ton_transfer',
      value: '1000000000',
      success: true,
      trace_end_lt: TX2_LT,
      trace_end_utime: 1700000100,
      trace_external_hash: EXT_MSG,
      trace_mc_seqno_end: 101,
      data: { ton_transfer_data: { content: 'hello', encrypted: false } },
    });
    for (const account of [A, B]) {
      await insert(c, 'action_accounts', {
        action_id: h(90),
        trace_id: TX1,
        account,
        trace_end_lt: TX2_LT,
        trace_end_utime: 1700000100,
        action_end_lt: TX2_LT,
        action_end_utime: 1700000100,
      });
    }
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}
