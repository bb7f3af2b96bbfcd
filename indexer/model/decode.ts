/** A parsed block → rows for blocks, transactions, messages and message contents. */
import {
  Address,
  beginCell,
  type Cell,
  type CurrencyCollection as CoreCC,
  Dictionary,
  type ExternalAddress,
  type Message,
  storeStateInit,
  type Transaction,
  type TransactionActionPhase,
  type TransactionComputePhase,
  type TransactionDescription,
  type TransactionStoragePhase,
} from '@ton/core';
import { blockId, prevBlockIds, shardSigned, type BlockTransaction, type ParsedBlock } from '../../tlb/index.ts';
import type { BlockData, BlockRow, ContentRow, MessageRow, TransactionRow } from './rows.ts';

export const rawAddress = (a: Address): string => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;
export const rawAccount = (wc: number, id: Buffer | bigint): string =>
  `${wc}:${(typeof id === 'bigint' ? id.toString(16).padStart(64, '0') : id.toString('hex')).toUpperCase()}`;
const hash256 = (v: bigint): Buffer => Buffer.from(v.toString(16).padStart(64, '0'), 'hex');
const s = (v: bigint | number | null | undefined): string | null =>
  v === null || v === undefined ? null : v.toString();

function extraCurrencies(cc: CoreCC | undefined | null): string | null {
  const other = cc?.other;
  if (!other || other.size === 0) return null;
  const o: Record<string, string> = {};
  for (const k of other.keys()) o[String(k)] = other.get(k)!.toString();
  return JSON.stringify(o);
}

const STATUS: Record<string, string> = {
  uninitialized: 'uninit',
  frozen: 'frozen',
  active: 'active',
  'non-existing': 'nonexist',
};
const DESCR: Record<TransactionDescription['type'], string> = {
  generic: 'ord',
  storage: 'storage',
  'tick-tock': 'tick_tock',
  'split-prepare': 'split_prepare',
  'split-install': 'split_install',
  'merge-prepare': 'merge_prepare',
  'merge-install': 'merge_install',
};

export interface DecodeContext {
  /** Masterchain block that committed this block (the block itself for masterchain blocks); null when unknown. */
  mcSeqno: number | null;
}

export function decodeBlock(b: ParsedBlock, ctx: DecodeContext): BlockData {
  const id = blockId(b);
  const wc = id.workchain;
  const shard = shardSigned(id.shard);
  const info = b.info;
  const mcSeqno = wc === -1 ? info.seqno : ctx.mcSeqno;
  const block: BlockRow = {
    workchain: wc,
    shard,
    seqno: info.seqno,
    root_hash: b.rootHash,
    file_hash: b.fileHash ?? null,
    mc_block_workchain: mcSeqno === null ? null : -1,
    mc_block_shard: mcSeqno === null ? null : shardSigned(0x8000000000000000n),
    mc_block_seqno: mcSeqno,
    global_id: b.globalId,
    version: info.version,
    after_merge: info.afterMerge,
    before_split: info.beforeSplit,
    after_split: info.afterSplit,
    want_merge: info.wantMerge,
    want_split: info.wantSplit,
    key_block: info.keyBlock,
    vert_seqno_incr: info.vertSeqnoIncr,
    flags: info.flags,
    gen_utime: info.genUtime,
    start_lt: info.startLt.toString(),
    end_lt: info.endLt.toString(),
    validator_list_hash_short: info.genValidatorListHashShort,
    gen_catchain_seqno: info.genCatchainSeqno,
    min_ref_mc_seqno: info.minRefMcSeqno,
    prev_key_block_seqno: info.prevKeyBlockSeqno,
    vert_seqno: info.vertSeqno,
    master_ref_seqno: info.masterRef?.seqno ?? null,
    rand_seed: b.randSeed,
    created_by: b.createdBy,
    tx_count: b.transactions.length,
    prev_blocks: JSON.stringify(
      prevBlockIds(b).map((p) => ({
        workchain: p.workchain,
        shard: shardSigned(p.shard),
        seqno: p.seqno,
        root_hash: p.rootHash.toString('base64'),
        file_hash: p.fileHash?.toString('base64') ?? null,
      })),
    ),
  };
  const transactions: TransactionRow[] = [];
  const messages: MessageRow[] = [];
  const contents = new Map<string, ContentRow>();
  for (const t of b.transactions) {
    transactions.push(transactionRow(t, wc, id.shard, info.seqno, mcSeqno));
    for (const m of transactionMessages(t, wc, mcSeqno, contents)) messages.push(m);
  }
  const bocs = b.transactions.map((t) => ({ lt: t.lt.toString(), hash: t.hash, boc: t.cell.toBoc({ idx: false }) }));
  return { block, transactions, messages, contents: [...contents.values()], bocs };
}

export function transactionRow(
  t: BlockTransaction,
  wc: number,
  shard: bigint,
  seqno: number,
  mcSeqno: number | null,
): TransactionRow {
  const tx = t.tx;
  const d = tx.description;
  const row: TransactionRow = {
    hash: t.hash,
    lt: tx.lt.toString(),
    account: rawAccount(wc, t.account),
    block_workchain: wc,
    block_shard: shardSigned(shard),
    block_seqno: seqno,
    mc_block_seqno: mcSeqno,
    trace_id: null,
    prev_trans_hash: hash256(tx.prevTransactionHash),
    prev_trans_lt: tx.prevTransactionLt.toString(),
    now: tx.now,
    orig_status: STATUS[tx.oldStatus] ?? tx.oldStatus,
    end_status: STATUS[tx.endStatus] ?? tx.endStatus,
    total_fees: tx.totalFees.coins.toString(),
    total_fees_extra_currencies: extraCurrencies(tx.totalFees),
    account_state_hash_before: tx.stateUpdate.oldHash,
    account_state_hash_after: tx.stateUpdate.newHash,
    descr: DESCR[d.type],
    aborted: null,
    destroyed: null,
    credit_first: null,
    is_tock: null,
    installed: null,
    storage_fees_collected: null,
    storage_fees_due: null,
    storage_status_change: null,
    credit_due_fees_collected: null,
    credit: null,
    credit_extra_currencies: null,
    compute_skipped: null,
    skipped_reason: null,
    compute_success: null,
    compute_msg_state_used: null,
    compute_account_activated: null,
    compute_gas_fees: null,
    compute_gas_used: null,
    compute_gas_limit: null,
    compute_gas_credit: null,
    compute_mode: null,
    compute_exit_code: null,
    compute_exit_arg: null,
    compute_vm_steps: null,
    compute_vm_init_state_hash: null,
    compute_vm_final_state_hash: null,
    action_success: null,
    action_valid: null,
    action_no_funds: null,
    action_status_change: null,
    action_total_fwd_fees: null,
    action_total_action_fees: null,
    action_result_code: null,
    action_result_arg: null,
    action_tot_actions: null,
    action_spec_actions: null,
    action_skipped_actions: null,
    action_msgs_created: null,
    action_action_list_hash: null,
    action_tot_msg_size_cells: null,
    action_tot_msg_size_bits: null,
    bounce: null,
    bounce_msg_size_cells: null,
    bounce_msg_size_bits: null,
    bounce_req_fwd_fees: null,
    bounce_msg_fees: null,
    bounce_fwd_fees: null,
    split_info_cur_shard_pfx_len: null,
    split_info_acc_split_depth: null,
    split_info_this_addr: null,
    split_info_sibling_addr: null,
  };
  if ('aborted' in d) row.aborted = d.aborted;
  if ('destroyed' in d) row.destroyed = d.destroyed;
  if (d.type === 'generic') row.credit_first = d.creditFirst;
  if (d.type === 'tick-tock') row.is_tock = d.isTock;
  if (d.type === 'split-install') row.installed = d.installed;
  if ('storagePhase' in d && d.storagePhase) storage(row, d.storagePhase);
  if ('creditPhase' in d && d.creditPhase) {
    row.credit_due_fees_collected = s(d.creditPhase.dueFeesColelcted);
    row.credit = d.creditPhase.credit.coins.toString();
    row.credit_extra_currencies = extraCurrencies(d.creditPhase.credit);
  }
  if ('computePhase' in d && d.computePhase) compute(row, d.computePhase);
  if ('actionPhase' in d && d.actionPhase) action(row, d.actionPhase);
  if ('bouncePhase' in d && d.bouncePhase) {
    const bp = d.bouncePhase;
    row.bounce = bp.type === 'negative-funds' ? 'negfunds' : bp.type === 'no-funds' ? 'nofunds' : 'ok';
    if (bp.type !== 'negative-funds') {
      row.bounce_msg_size_cells = bp.messageSize.cells.toString();
      row.bounce_msg_size_bits = bp.messageSize.bits.toString();
    }
    if (bp.type === 'no-funds') row.bounce_req_fwd_fees = bp.requiredForwardFees.toString();
    if (bp.type === 'ok') {
      row.bounce_msg_fees = bp.messageFees.toString();
      row.bounce_fwd_fees = bp.forwardFees.toString();
    }
  }
  if ('splitInfo' in d) {
    row.split_info_cur_shard_pfx_len = d.splitInfo.currentShardPrefixLength;
    row.split_info_acc_split_depth = d.splitInfo.accountSplitDepth;
    row.split_info_this_addr = rawAccount(wc, d.splitInfo.thisAddress);
    row.split_info_sibling_addr = rawAccount(wc, d.splitInfo.siblingAddress);
  }
  return row;
}

function storage(row: TransactionRow, p: TransactionStoragePhase): void {
  row.storage_fees_collected = p.storageFeesCollected.toString();
  row.storage_fees_due = s(p.storageFeesDue);
  row.storage_status_change = p.statusChange;
}

function compute(row: TransactionRow, p: TransactionComputePhase): void {
  row.compute_skipped = p.type === 'skipped';
  if (p.type === 'skipped') {
    row.skipped_reason = p.reason.replace('-', '_');
    return;
  }
  row.compute_success = p.success;
  row.compute_msg_state_used = p.messageStateUsed;
  row.compute_account_activated = p.accountActivated;
  row.compute_gas_fees = p.gasFees.toString();
  row.compute_gas_used = p.gasUsed.toString();
  row.compute_gas_limit = p.gasLimit.toString();
  row.compute_gas_credit = s(p.gasCredit);
  row.compute_mode = p.mode;
  row.compute_exit_code = p.exitCode;
  row.compute_exit_arg = p.exitArg ?? null;
  row.compute_vm_steps = p.vmSteps;
  row.compute_vm_init_state_hash = hash256(p.vmInitStateHash);
  row.compute_vm_final_state_hash = hash256(p.vmFinalStateHash);
}

function action(row: TransactionRow, p: TransactionActionPhase): void {
  row.action_success = p.success;
  row.action_valid = p.valid;
  row.action_no_funds = p.noFunds;
  row.action_status_change = p.statusChange;
  row.action_total_fwd_fees = s(p.totalFwdFees);
  row.action_total_action_fees = s(p.totalActionFees);
  row.action_result_code = p.resultCode;
  row.action_result_arg = p.resultArg ?? null;
  row.action_tot_actions = p.totalActions;
  row.action_spec_actions = p.specActions;
  row.action_skipped_actions = p.skippedActions;
  row.action_msgs_created = p.messagesCreated;
  row.action_action_list_hash = hash256(p.actionListHash);
  row.action_tot_msg_size_cells = p.totalMessageSize.cells.toString();
  row.action_tot_msg_size_bits = p.totalMessageSize.bits.toString();
}

/** The in-message and out-message cells as stored in the transaction (their hashes are the message hashes). */
export function messageCells(txCell: Cell): { inMsg: Cell | null; outMsgs: Cell[] } {
  const sl = txCell.refs[0]!.beginParse();
  const inMsg = sl.loadMaybeRef();
  const dict = sl.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const outMsgs = [...dict.keys()].sort((a, b) => a - b).map((k) => dict.get(k)!);
  return { inMsg, outMsgs };
}

const addr = (a: Address | ExternalAddress | null | undefined): string | null =>
  a && Address.isAddress(a) ? rawAddress(a) : null;

/** Hash of an external-in message with source, import fee and StateInit cleared: stable across re-signing wrappers. */
export function normalizedHash(m: Message): Buffer | null {
  if (m.info.type !== 'external-in') return null;
  return beginCell()
    .storeUint(0b10, 2)
    .storeUint(0, 2)
    .storeAddress(m.info.dest)
    .storeCoins(0)
    .storeBit(0)
    .storeBit(1)
    .storeRef(m.body)
    .endCell()
    .hash();
}

/**
 * A content carried by a message of the transaction at `lt`: kept once, at the smallest lt carrying it, which is
 * where it is stored (message_bodies). A block lists its transactions by account, so a batch's receivers can come
 * before the batch itself; the writer merges the blocks it writes together the same way. `make` gives a row of
 * the map's own, which a smaller lt later changes. Returns the map's row for the content.
 */
export function carried(
  contents: Map<string, ContentRow>,
  key: string,
  lt: string,
  make: () => ContentRow,
): ContentRow {
  const known = contents.get(key);
  if (!known) {
    const row = make();
    contents.set(key, row);
    return row;
  }
  if (BigInt(lt) < BigInt(known.lt)) known.lt = lt;
  return known;
}

/**
 * Bodies up to this many bytes (as a BOC) are also written on their message's row (migration 0012): nine in ten of
 * the recorded messages' bodies, 77 bytes on average. A reader then has them with the message, instead of one more
 * lookup by hash for each (an index page and a heap page, both from disk on an index larger than memory).
 */
export const INLINE_BODY_MAX = 256;

export function messageRow(
  cell: Cell,
  m: Message,
  tx: { hash: Buffer; lt: string },
  direction: 'in' | 'out',
  mcSeqno: number | null,
  contents: Map<string, ContentRow>,
): MessageRow {
  const info = m.info;
  const body = m.body;
  const bodyHash = body.hash();
  const key = bodyHash.toString('hex');
  const bodyBoc = carried(contents, key, tx.lt, () => ({ hash: bodyHash, lt: tx.lt, body: body.toBoc() })).body;
  let initHash: Buffer | null = null;
  if (m.init) {
    const initCell = beginCell().store(storeStateInit(m.init)).endCell();
    const hash = initCell.hash();
    initHash = hash;
    carried(contents, hash.toString('hex'), tx.lt, () => ({ hash, lt: tx.lt, body: initCell.toBoc() }));
  }
  const bs = body.beginParse();
  const opcode = bs.remainingBits >= 32 ? bs.loadInt(32) : null;
  const hash = cell.hash();
  const norm = normalizedHash(m);
  return {
    tx_hash: tx.hash,
    tx_lt: tx.lt,
    msg_hash: hash,
    direction,
    mc_seqno: mcSeqno,
    msg_hash_norm: norm && !norm.equals(hash) ? norm : null,
    trace_id: null,
    source: info.type === 'external-in' ? null : addr(info.src),
    destination: info.type === 'external-out' ? null : addr(info.dest),
    value: info.type === 'internal' ? info.value.coins.toString() : null,
    value_extra_currencies: info.type === 'internal' ? extraCurrencies(info.value) : null,
    fwd_fee: info.type === 'internal' ? info.forwardFee.toString() : null,
    // The field after `value` was ihr_fee, charged only with IHR enabled; since global version 11 every new message has IHR
    // disabled, and since 12 the field is extra_flags. So with IHR disabled it is the flags (0 in older messages), else an old fee.
    ihr_fee: info.type === 'internal' ? (info.ihrDisabled ? '0' : info.ihrFee.toString()) : null,
    extra_flags: info.type === 'internal' ? (info.ihrDisabled ? info.ihrFee.toString() : '0') : null,
    import_fee: info.type === 'external-in' ? info.importFee.toString() : null,
    created_lt: info.type === 'external-in' ? null : info.createdLt.toString(),
    created_at: info.type === 'external-in' ? null : info.createdAt,
    opcode,
    ihr_disabled: info.type === 'internal' ? info.ihrDisabled : null,
    bounce: info.type === 'internal' ? info.bounce : null,
    bounced: info.type === 'internal' ? info.bounced : null,
    body_hash: bodyHash,
    init_state_hash: initHash,
    body_boc: bodyBoc.length <= INLINE_BODY_MAX ? bodyBoc : null,
  };
}

export function transactionMessages(
  t: BlockTransaction,
  wc: number,
  mcSeqno: number | null,
  contents: Map<string, ContentRow>,
): MessageRow[] {
  void wc;
  const tx: Transaction = t.tx;
  const cells = messageCells(t.cell);
  const ref = { hash: t.hash, lt: tx.lt.toString() };
  const out: MessageRow[] = [];
  if (cells.inMsg && tx.inMessage) out.push(messageRow(cells.inMsg, tx.inMessage, ref, 'in', mcSeqno, contents));
  const outs = [...tx.outMessages.keys()].sort((a, b) => a - b).map((k) => tx.outMessages.get(k)!);
  outs.forEach((m, i) => out.push(messageRow(cells.outMsgs[i]!, m, ref, 'out', mcSeqno, contents)));
  return out;
}
