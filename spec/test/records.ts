// What the seed's records look like on the wire (v2: tonlib shapes, v2-contract §2.1–2.7;
// v3: index records, v3-contract §1.4 and §4). Each record is found through an operation's 200
// body, so the check holds whatever the spec names its components.
// Types: JSON types; a trailing `?` means the value may be null and the schema must allow it.

export interface RecordCheck {
  record: string;
  /** v2: operationId; v3: `METHOD /path`. */
  op: string;
  /** Path inside the 200 body: `.` between properties, `[]` array items, `{}` map values. */
  at: string;
  fields: Record<string, string>;
}

const s = 'string';
const i = 'integer';
const b = 'boolean';
const o = 'object';
const a = 'array';

const blockIdExt = { workchain: i, shard: s, seqno: i, root_hash: s, file_hash: s };

export const v2Records: RecordCheck[] = [
  { record: 'success envelope', op: 'getMasterchainInfo', at: '', fields: { ok: b, result: o } },
  { record: 'blocks.masterchainInfo', op: 'getMasterchainInfo', at: 'result', fields: { last: o, state_root_hash: s, init: o } },
  { record: 'ton.blockIdExt', op: 'getMasterchainInfo', at: 'result.last', fields: blockIdExt },
  {
    record: 'raw.fullAccountState', op: 'getAddressInformation', at: 'result',
    fields: { balance: s, extra_currencies: a, code: s, data: s, last_transaction_id: o, block_id: o, frozen_hash: s, sync_utime: i, state: s },
  },
  { record: 'internal.transactionId', op: 'getAddressInformation', at: 'result.last_transaction_id', fields: { lt: s, hash: s } },
  { record: 'ton.blockIdExt (state block)', op: 'getAddressInformation', at: 'result.block_id', fields: blockIdExt },
  { record: 'extraCurrency', op: 'getAddressInformation', at: 'result.extra_currencies[]', fields: { id: i, amount: s } },
  {
    record: 'wallet information', op: 'getWalletInformation', at: 'result',
    fields: { wallet: b, balance: s, account_state: s, last_transaction_id: o },
  },
  {
    record: 'fullAccountState', op: 'getExtendedAddressInformation', at: 'result',
    fields: { address: o, balance: s, extra_currencies: a, last_transaction_id: o, block_id: o, sync_utime: i, account_state: o, revision: i },
  },
  { record: 'accountAddress', op: 'getExtendedAddressInformation', at: 'result.address', fields: { account_address: s } },
  {
    record: 'raw.transaction', op: 'getTransactions', at: 'result[]',
    fields: { address: o, utime: i, data: s, transaction_id: o, fee: s, storage_fee: s, other_fee: s, in_msg: o, out_msgs: a },
  },
  { record: 'accountAddress (transaction)', op: 'getTransactions', at: 'result[].address', fields: { account_address: s } },
  {
    record: 'raw.message (flattened)', op: 'getTransactions', at: 'result[].out_msgs[]',
    fields: { hash: s, source: s, destination: s, value: s, fwd_fee: s, ihr_fee: s, created_lt: s, body_hash: s, msg_data: o },
  },
  { record: 'msg.dataRaw / msg.dataText', op: 'getTransactions', at: 'result[].out_msgs[].msg_data', fields: { body: s, init_state: s, text: s } },
  { record: 'block transactions', op: 'getBlockTransactions', at: 'result', fields: { id: o, req_count: i, incomplete: b, transactions: a } },
  {
    record: 'smc.runResult', op: 'runGetMethod', at: 'result',
    fields: { gas_used: i, exit_code: i, stack: a, block_id: o, last_transaction_id: o },
  },
  { record: 'smc.runResult (typed stack)', op: 'runGetMethodStd', at: 'result', fields: { gas_used: i, exit_code: i, stack: a } },
  { record: 'tvm.stackEntry*', op: 'runGetMethodStd', at: 'result.stack[]', fields: { number: o, cell: o, slice: o, tuple: o, list: o } },
  { record: 'tvm.numberDecimal', op: 'runGetMethodStd', at: 'result.stack[].number', fields: { number: s } },
  { record: 'tvm.cell', op: 'runGetMethodStd', at: 'result.stack[].cell', fields: { bytes: s } },
  { record: 'tvm.tuple', op: 'runGetMethodStd', at: 'result.stack[].tuple', fields: { elements: a } },
  { record: 'ok hash (sendBocReturnHash)', op: 'sendBocReturnHash', at: 'result', fields: { hash: s } },
  { record: 'query.fees', op: 'estimateFee', at: 'result', fields: { source_fees: o, destination_fees: a } },
  { record: 'fees', op: 'estimateFee', at: 'result.source_fees', fields: { in_fwd_fee: i, storage_fee: i, gas_fee: i, fwd_fee: i } },
];

const blockId = { workchain: i, shard: s, seqno: i };
const fee = { in_fwd_fee: i, storage_fee: i, gas_fee: i, fwd_fee: i };

export const v3Records: RecordCheck[] = [
  {
    record: 'Block', op: 'GET /blocks', at: 'blocks[]',
    fields: {
      ...blockId, root_hash: s, file_hash: s, global_id: i, version: i, after_merge: b, before_split: b, after_split: b,
      want_merge: b, want_split: b, key_block: b, vert_seqno_incr: b, flags: i, gen_utime: s, start_lt: s, end_lt: s,
      validator_list_hash_short: i, gen_catchain_seqno: i, min_ref_mc_seqno: i, prev_key_block_seqno: i, vert_seqno: i,
      master_ref_seqno: i, rand_seed: s, created_by: s, tx_count: i, masterchain_block_ref: o, prev_blocks: a,
    },
  },
  { record: 'BlockId (masterchain_block_ref)', op: 'GET /blocks', at: 'blocks[].masterchain_block_ref', fields: blockId },
  { record: 'BlockId (prev_blocks)', op: 'GET /blocks', at: 'blocks[].prev_blocks[]', fields: blockId },
  {
    record: 'Transaction', op: 'GET /transactions', at: 'transactions[]',
    fields: {
      account: s, hash: s, lt: s, now: i, mc_block_seqno: i, trace_id: s, prev_trans_hash: s, prev_trans_lt: s,
      orig_status: s, end_status: s, total_fees: s, total_fees_extra_currencies: 'object?', description: o, block_ref: o,
      in_msg: 'object?', out_msgs: a, account_state_before: o, account_state_after: o, emulated: b, finality: s,
    },
  },
  { record: 'BlockId (block_ref)', op: 'GET /transactions', at: 'transactions[].block_ref', fields: blockId },
  {
    record: 'TransactionDescription', op: 'GET /transactions', at: 'transactions[].description',
    fields: {
      type: s, aborted: b, destroyed: b, credit_first: b, is_tock: b, installed: b,
      storage_ph: o, credit_ph: o, compute_ph: o, action: o, bounce: o, split_info: o,
    },
  },
  {
    record: 'storage phase', op: 'GET /transactions', at: 'transactions[].description.storage_ph',
    fields: { storage_fees_collected: s, storage_fees_due: s, status_change: s },
  },
  {
    record: 'credit phase', op: 'GET /transactions', at: 'transactions[].description.credit_ph',
    fields: { due_fees_collected: s, credit: s, credit_extra_currencies: o },
  },
  {
    record: 'compute phase', op: 'GET /transactions', at: 'transactions[].description.compute_ph',
    fields: {
      skipped: b, reason: s, success: b, msg_state_used: b, account_activated: b, gas_fees: s, gas_used: s, gas_limit: s,
      gas_credit: s, mode: i, exit_code: i, exit_arg: i, vm_steps: i, vm_init_state_hash: s, vm_final_state_hash: s,
    },
  },
  {
    record: 'action phase', op: 'GET /transactions', at: 'transactions[].description.action',
    fields: {
      success: b, valid: b, no_funds: b, status_change: s, total_fwd_fees: s, total_action_fees: s, result_code: i,
      result_arg: i, tot_actions: i, spec_actions: i, skipped_actions: i, msgs_created: i, action_list_hash: s, tot_msg_size: o,
    },
  },
  { record: 'message size', op: 'GET /transactions', at: 'transactions[].description.action.tot_msg_size', fields: { cells: s, bits: s } },
  {
    record: 'bounce phase', op: 'GET /transactions', at: 'transactions[].description.bounce',
    fields: { type: s, msg_size: o, req_fwd_fees: s, msg_fees: s, fwd_fees: s },
  },
  {
    record: 'split info', op: 'GET /transactions', at: 'transactions[].description.split_info',
    fields: { cur_shard_pfx_len: i, acc_split_depth: i, this_addr: s, sibling_addr: s },
  },
  {
    record: 'AccountState', op: 'GET /transactions', at: 'transactions[].account_state_before',
    fields: {
      hash: s, balance: 'string?', extra_currencies: 'object?', account_status: 'string?', frozen_hash: 'string?',
      data_hash: 'string?', code_hash: 'string?',
    },
  },
  {
    record: 'Message', op: 'GET /transactions', at: 'transactions[].out_msgs[]',
    fields: {
      hash: s, source: 'string?', destination: 'string?', value: 'string?', value_extra_currencies: 'object?',
      fwd_fee: 'string?', ihr_fee: 'string?', import_fee: 'string?', extra_flags: 'string?', created_lt: 'string?',
      created_at: 'string?', opcode: 'string?', decoded_opcode: 'string?', ihr_disabled: 'boolean?', bounce: 'boolean?',
      bounced: 'boolean?', message_content: 'object?', init_state: 'object?',
    },
  },
  { record: 'Message (/messages)', op: 'GET /messages', at: 'messages[]', fields: { hash: s, in_msg_tx_hash: s, out_msg_tx_hash: s } },
  { record: 'MessageContent', op: 'GET /transactions', at: 'transactions[].out_msgs[].message_content', fields: { hash: s, body: s, decoded: 'object?' } },
  { record: 'address_book row', op: 'GET /transactions', at: 'address_book{}', fields: { user_friendly: 'string?', domain: 'string?', interfaces: a } },
  { record: 'metadata', op: 'GET /messages', at: 'metadata{}', fields: { is_indexed: b, token_info: a } },
  {
    record: 'TokenInfo', op: 'GET /messages', at: 'metadata{}.token_info[]',
    fields: { valid: b, type: s, name: s, symbol: s, description: s, image: s, nft_index: s, is_nsfw: b, is_scam: b, extra: o },
  },
  {
    record: 'Action', op: 'GET /actions', at: 'actions[]',
    fields: {
      trace_id: 'string?', action_id: s, start_lt: s, end_lt: s, start_utime: i, end_utime: i, trace_end_lt: s,
      trace_end_utime: i, trace_mc_seqno_end: i, transactions: a, success: 'boolean?', type: s, details: o, finality: s,
    },
  },
  { record: 'fee estimate', op: 'POST /estimateFee', at: '', fields: { source_fees: o, destination_fees: a } },
  { record: 'fee', op: 'POST /estimateFee', at: 'source_fees', fields: fee },
  { record: 'fee (destination)', op: 'POST /estimateFee', at: 'destination_fees[]', fields: fee },
];
