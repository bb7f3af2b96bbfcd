// What the chain itself says about a transaction and its messages, to compare a v3 record with exactly. The raw
// transaction is read over API v2 (getTransactions at its lt and hash: `data` is its BoC); its cell hash IS the
// transaction hash, so the bytes are the chain's whatever server served them. Message hashes, body hashes, fees,
// phases and state hashes are then read off those bytes with @ton/core, never off another answer of the server.
import {
  beginCell,
  Cell,
  Dictionary,
  loadMessage,
  loadTransaction,
  storeStateInit,
  type Message,
  type Transaction,
} from '@ton/core';
import { fail, otherOk, skip, type CaseContext } from '../case.ts';
import { same } from '../values.ts';

/** A message of a raw transaction with the cell it was read from (its hash is the message hash). */
export interface RawMessage {
  cell: Cell;
  message: Message;
}

export interface RawTransaction {
  tx: Transaction;
  inMsg?: RawMessage;
  outMsgs: RawMessage[];
}

const hex = (b: Buffer | bigint): string =>
  typeof b === 'bigint' ? b.toString(16).padStart(64, '0') : b.toString('hex');

/** The in_msg and out_msgs cells of a transaction cell, as @ton/core's loadTransaction reads them. */
function messageCells(cell: Cell): { inMsg?: Cell; outMsgs: Cell[] } {
  const s = cell.beginParse();
  const refs = s.loadRef().beginParse();
  const inMsg = refs.loadBit() ? refs.loadRef() : undefined;
  const dict = refs.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const outMsgs = [...dict.keys()].sort((a, b) => a - b).map((k) => dict.get(k)!);
  return { inMsg, outMsgs };
}

/** Parses a transaction BoC, failing unless its cell hash is `hash` (the bytes must be that transaction). */
export function parseRawTransaction(boc: string, hash: string): RawTransaction {
  const cell = Cell.fromBase64(boc);
  if (!same(cell.hash().toString('hex'), hash))
    fail(`the raw transaction API v2 returned for ${hash} hashes to ${cell.hash().toString('hex')}`);
  const tx = loadTransaction(cell.beginParse());
  const cells = messageCells(cell);
  const raw = (c: Cell): RawMessage => ({ cell: c, message: loadMessage(c.beginParse()) });
  return { tx, inMsg: cells.inMsg && raw(cells.inMsg), outMsgs: cells.outMsgs.map(raw) };
}

/** The raw transaction of `account` at `lt`/`hash`, read once per run over API v2. */
export function rawTransaction(
  ctx: CaseContext<'v3'>,
  account: string,
  lt: string,
  hash: string,
): Promise<RawTransaction> {
  const key = `chain-transaction:${Buffer.from(hash, /^[0-9a-f]{64}$/i.test(hash) ? 'hex' : 'base64').toString('hex')}`;
  return ctx.once(key, async () => {
    const hexHash = Buffer.from(hash, 'base64').length === 32 ? Buffer.from(hash, 'base64').toString('hex') : hash;
    const list = await otherOk(ctx, 'getTransactions', { address: account, lt, hash: hexHash, limit: 1 });
    const found = list.find((t) => t.transaction_id.lt === lt && same(t.transaction_id.hash, hash));
    if (!found?.data) skip(`API v2 does not serve transaction ${hash} of ${account} at lt ${lt} (no archival node?)`);
    return parseRawTransaction(found.data, hash);
  });
}

const STATUS: Record<string, string> = {
  uninitialized: 'uninit',
  frozen: 'frozen',
  active: 'active',
  'non-existing': 'nonexist',
};
const BOUNCE: Record<string, string> = { 'negative-funds': 'negfunds', 'no-funds': 'nofunds', ok: 'ok' };
const DESCRIPTION: Record<string, string> = {
  generic: 'ord',
  storage: 'storage',
  'tick-tock': 'tick_tock',
  'split-prepare': 'split_prepare',
  'split-install': 'split_install',
  'merge-prepare': 'merge_prepare',
  'merge-install': 'merge_install',
};

type Json = Record<string, unknown> | null | undefined;
const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;

/** Collects `field: got ≠ want` for every value that differs; numbers of any JSON encoding compare as text. */
class Diff {
  readonly problems: string[] = [];
  constructor(readonly where: string) {}
  eq(field: string, got: unknown, want: unknown): void {
    const norm = (v: unknown) => (typeof v === 'bigint' || typeof v === 'number' ? String(v) : v);
    const [g, w] = [norm(got), norm(want)];
    const ok = typeof g === 'string' && typeof w === 'string' ? g === w || same(g, w) : g === w;
    if (!ok) this.problems.push(`${this.where}.${field} is ${JSON.stringify(got)}, the chain says ${String(want)}`);
  }
  /** an optional field: absent (or null) exactly when the chain has none */
  opt(field: string, got: unknown, want: unknown): void {
    if (want === undefined || want === null) {
      if (got !== undefined && got !== null)
        this.problems.push(`${this.where}.${field} is ${JSON.stringify(got)}, the chain has none`);
    } else this.eq(field, got, want);
  }
}

const hashB64 = (b: Buffer | bigint): string => Buffer.from(hex(b), 'hex').toString('base64');
const rawAddr = (a: { toRawString(): string } | null | undefined): string | null =>
  a ? a.toRawString().toUpperCase() : null;

/** The first 32 bits of a body as the contract prints an opcode (`0x%08x`), or null under 32 bits. */
export function opcodeOf(body: Cell): string | null {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? `0x${s.loadUint(32).toString(16).padStart(8, '0')}` : null;
}

/** TEP-467: the external-in message rebuilt with addr_none source, no import fee, no StateInit and the body in a ref. */
export function normalizedHash(m: Message): string | undefined {
  if (m.info.type !== 'external-in') return undefined;
  return beginCell()
    .storeUint(0b10, 2)
    .storeUint(0, 2)
    .storeAddress(m.info.dest)
    .storeCoins(0)
    .storeBit(0)
    .storeBit(1)
    .storeRef(m.body)
    .endCell()
    .hash()
    .toString('base64');
}

/** A v3 Message record against the message cell it stands for. */
export function messageProblems(where: string, got: Json, raw: RawMessage): string[] {
  const d = new Diff(where);
  const m = raw.message;
  const r = obj(got);
  if (!r) return [`${where} is missing; the chain has message ${raw.cell.hash().toString('hex')}`];
  d.eq('hash', r.hash, hashB64(raw.cell.hash()));
  const info = m.info;
  if (info.type === 'internal') {
    d.eq('source', r.source, rawAddr(info.src));
    d.eq('destination', r.destination, rawAddr(info.dest));
    d.eq('value', r.value, info.value.coins);
    d.eq('fwd_fee', r.fwd_fee, info.forwardFee);
    // after global version 12 the former ihr_fee bits are `extra_flags` and ihr_fee is zero (Message schema)
    const ihr = String(r.ihr_fee);
    if (!(ihr === String(info.ihrFee) || (ihr === '0' && String(r.extra_flags) === String(info.ihrFee))))
      d.problems.push(
        `${where}.ihr_fee/extra_flags are ${r.ihr_fee}/${r.extra_flags}, the chain's field is ${info.ihrFee}`,
      );
    d.eq('created_lt', r.created_lt, info.createdLt);
    d.eq('created_at', r.created_at, info.createdAt);
    d.eq('bounce', r.bounce, info.bounce);
    d.eq('bounced', r.bounced, info.bounced);
    d.eq('ihr_disabled', r.ihr_disabled, info.ihrDisabled);
  } else if (info.type === 'external-in') {
    d.eq('source', r.source, null);
    d.eq('destination', r.destination, rawAddr(info.dest));
    d.eq('import_fee', r.import_fee, info.importFee);
    d.eq('created_lt', r.created_lt, null);
    d.eq('created_at', r.created_at, null);
    const norm = normalizedHash(m);
    if (r.hash_norm !== undefined || !same(norm, raw.cell.hash().toString('base64')))
      d.eq('hash_norm', r.hash_norm, norm);
  } else {
    d.eq('source', r.source, rawAddr(info.src));
    d.eq('destination', r.destination, null);
    d.eq('created_lt', r.created_lt, info.createdLt);
    d.eq('created_at', r.created_at, info.createdAt);
  }
  d.eq('opcode', r.opcode, opcodeOf(m.body));
  const content = obj(r.message_content);
  d.eq('message_content.hash', content?.hash, hashB64(m.body.hash()));
  if (typeof content?.body === 'string') {
    let bodyHash = '';
    try {
      bodyHash = Cell.fromBase64(content.body).hash().toString('hex');
    } catch {
      bodyHash = 'unreadable';
    }
    d.eq('message_content.body (its cell hash)', bodyHash, m.body.hash().toString('hex'));
  }
  const comment = textComment(m.body);
  if (comment !== undefined && obj(content?.decoded))
    d.eq('message_content.decoded.comment', obj(content?.decoded)?.comment, comment);
  const init = m.init ? beginCell().store(storeStateInit(m.init)).endCell().hash() : undefined;
  d.opt('init_state.hash', obj(r.init_state)?.hash, init && hashB64(init));
  return d.problems;
}

/** The text of a plain text comment (opcode 0, UTF-8 snake), or undefined. */
function textComment(body: Cell): string | undefined {
  try {
    const s = body.beginParse();
    if (s.remainingBits < 32 || s.loadUint(32) !== 0) return undefined;
    return s.loadStringTail();
  } catch {
    return undefined;
  }
}

/** A v3 Transaction record against the raw transaction: every field the chain fixes, compared exactly (D8, D9). */
export function transactionProblems(got: Json, raw: RawTransaction): string[] {
  const r = obj(got) ?? {};
  const t = raw.tx;
  const d = new Diff(`transaction ${String(r.hash)}`);
  d.eq('account (hex part)', String(r.account).split(':')[1]?.toLowerCase(), hex(t.address));
  d.eq('lt', r.lt, t.lt);
  d.eq('now', r.now, t.now);
  d.eq('prev_trans_lt', r.prev_trans_lt, t.prevTransactionLt);
  d.eq('prev_trans_hash', r.prev_trans_hash, hashB64(t.prevTransactionHash));
  d.eq('orig_status', r.orig_status, STATUS[t.oldStatus]);
  d.eq('end_status', r.end_status, STATUS[t.endStatus]);
  d.eq('total_fees', r.total_fees, t.totalFees.coins);
  d.eq('account_state_before.hash', obj(r.account_state_before)?.hash, hashB64(t.stateUpdate.oldHash));
  d.eq('account_state_after.hash', obj(r.account_state_after)?.hash, hashB64(t.stateUpdate.newHash));
  d.problems.push(...descriptionProblems(d.where, obj(r.description), t));
  if (raw.inMsg) d.problems.push(...messageProblems(`${d.where} in_msg`, obj(r.in_msg), raw.inMsg));
  else d.opt('in_msg', r.in_msg, undefined);
  const outs = Array.isArray(r.out_msgs) ? r.out_msgs.map(obj) : [];
  if (outs.length !== raw.outMsgs.length)
    d.problems.push(`${d.where} has ${outs.length} out_msgs, the chain ${raw.outMsgs.length}`);
  // out_msgs come sorted by created_lt (the Transaction schema), which is the chain's order of creation
  const byLt = [...raw.outMsgs].sort((a, b) => {
    const lt = (m: RawMessage) => ('createdLt' in m.message.info ? m.message.info.createdLt : 0n);
    return lt(a) < lt(b) ? -1 : lt(a) > lt(b) ? 1 : 0;
  });
  byLt.forEach((m, i) => {
    d.problems.push(...messageProblems(`${d.where} out_msgs[${i}]`, outs[i], m));
  });
  return d.problems;
}

function descriptionProblems(where: string, got: Record<string, unknown> | undefined, t: Transaction): string[] {
  const d = new Diff(`${where} description`);
  const desc = t.description;
  d.eq('type', got?.type, DESCRIPTION[desc.type]);
  if (!got) return d.problems;
  if ('aborted' in desc) d.eq('aborted', got.aborted, desc.aborted);
  if ('destroyed' in desc) d.eq('destroyed', got.destroyed, desc.destroyed);
  if (desc.type === 'generic') d.eq('credit_first', got.credit_first, desc.creditFirst);
  if (desc.type === 'tick-tock') d.eq('is_tock', got.is_tock, desc.isTock);
  const storage = 'storagePhase' in desc ? desc.storagePhase : undefined;
  const gs = obj(got.storage_ph);
  if (storage) {
    d.eq('storage_ph.storage_fees_collected', gs?.storage_fees_collected, storage.storageFeesCollected);
    d.opt('storage_ph.storage_fees_due', gs?.storage_fees_due, storage.storageFeesDue);
    d.eq('storage_ph.status_change', gs?.status_change, storage.statusChange);
  } else d.opt('storage_ph', got.storage_ph, undefined);
  const credit = 'creditPhase' in desc ? desc.creditPhase : undefined;
  const gc = obj(got.credit_ph);
  if (credit) {
    d.eq('credit_ph.credit', gc?.credit, credit.credit.coins);
    d.opt('credit_ph.due_fees_collected', gc?.due_fees_collected, credit.dueFeesColelcted);
  } else d.opt('credit_ph', got.credit_ph, undefined);
  const compute = 'computePhase' in desc ? desc.computePhase : undefined;
  const gp = obj(got.compute_ph);
  if (compute?.type === 'skipped') {
    d.eq('compute_ph.skipped', gp?.skipped, true);
    d.eq('compute_ph.reason', gp?.reason, compute.reason.replace('-', '_'));
  } else if (compute) {
    d.eq('compute_ph.skipped', gp?.skipped, false);
    d.eq('compute_ph.success', gp?.success, compute.success);
    d.eq('compute_ph.msg_state_used', gp?.msg_state_used, compute.messageStateUsed);
    d.eq('compute_ph.account_activated', gp?.account_activated, compute.accountActivated);
    d.eq('compute_ph.gas_fees', gp?.gas_fees, compute.gasFees);
    d.eq('compute_ph.gas_used', gp?.gas_used, compute.gasUsed);
    d.eq('compute_ph.gas_limit', gp?.gas_limit, compute.gasLimit);
    d.opt('compute_ph.gas_credit', gp?.gas_credit, compute.gasCredit);
    d.eq('compute_ph.mode', gp?.mode, compute.mode);
    d.eq('compute_ph.exit_code', gp?.exit_code, compute.exitCode);
    d.opt('compute_ph.exit_arg', gp?.exit_arg, compute.exitArg);
    d.eq('compute_ph.vm_steps', gp?.vm_steps, compute.vmSteps);
    d.eq('compute_ph.vm_init_state_hash', gp?.vm_init_state_hash, hashB64(compute.vmInitStateHash));
    d.eq('compute_ph.vm_final_state_hash', gp?.vm_final_state_hash, hashB64(compute.vmFinalStateHash));
  } else d.opt('compute_ph', got.compute_ph, undefined);
  const action = 'actionPhase' in desc ? desc.actionPhase : undefined;
  const ga = obj(got.action);
  if (action) {
    d.eq('action.success', ga?.success, action.success);
    d.eq('action.valid', ga?.valid, action.valid);
    d.eq('action.no_funds', ga?.no_funds, action.noFunds);
    d.eq('action.status_change', ga?.status_change, action.statusChange);
    d.opt('action.total_fwd_fees', ga?.total_fwd_fees, action.totalFwdFees);
    d.opt('action.total_action_fees', ga?.total_action_fees, action.totalActionFees);
    d.eq('action.result_code', ga?.result_code, action.resultCode);
    d.opt('action.result_arg', ga?.result_arg, action.resultArg);
    d.eq('action.tot_actions', ga?.tot_actions, action.totalActions);
    d.eq('action.spec_actions', ga?.spec_actions, action.specActions);
    d.eq('action.skipped_actions', ga?.skipped_actions, action.skippedActions);
    d.eq('action.msgs_created', ga?.msgs_created, action.messagesCreated);
    d.eq('action.action_list_hash', ga?.action_list_hash, hashB64(action.actionListHash));
    d.eq('action.tot_msg_size.cells', obj(ga?.tot_msg_size)?.cells, action.totalMessageSize.cells);
    d.eq('action.tot_msg_size.bits', obj(ga?.tot_msg_size)?.bits, action.totalMessageSize.bits);
  } else d.opt('action', got.action, undefined);
  const bounce = 'bouncePhase' in desc ? desc.bouncePhase : undefined;
  const gb = obj(got.bounce);
  if (bounce) {
    d.eq('bounce.type', gb?.type, BOUNCE[bounce.type]);
    if (bounce.type !== 'negative-funds') {
      d.eq('bounce.msg_size.cells', obj(gb?.msg_size)?.cells, bounce.messageSize.cells);
      d.eq('bounce.msg_size.bits', obj(gb?.msg_size)?.bits, bounce.messageSize.bits);
    }
    if (bounce.type === 'no-funds') d.eq('bounce.req_fwd_fees', gb?.req_fwd_fees, bounce.requiredForwardFees);
    if (bounce.type === 'ok') {
      d.eq('bounce.msg_fees', gb?.msg_fees, bounce.messageFees);
      d.eq('bounce.fwd_fees', gb?.fwd_fees, bounce.forwardFees);
    }
  } else d.opt('bounce', got.bounce, undefined);
  return d.problems;
}

/** Every problem of the v3 transaction records against their raw transactions (read once each over API v2). */
export async function chainProblems(ctx: CaseContext<'v3'>, records: readonly Json[]): Promise<string[]> {
  const out: string[] = [];
  for (const r of records) {
    const o = obj(r);
    if (!o) continue;
    const raw = await rawTransaction(ctx, String(o.account), String(o.lt), String(o.hash));
    out.push(...transactionProblems(o, raw));
  }
  return out;
}

/**
 * Up to `n` records of different shapes (description type, inbound kind, outbound count, aborted, bounce phase):
 * a field one kind of transaction gets wrong is then seen without comparing the whole page.
 */
export function diverse<T>(records: readonly T[], n: number): T[] {
  const shape = (r: T): string => {
    const o = obj(r) ?? {};
    const desc = obj(o.description) ?? {};
    const inMsg = obj(o.in_msg);
    return JSON.stringify([
      desc.type,
      inMsg ? (inMsg.source === null ? 'ext' : 'int') : 'none',
      Array.isArray(o.out_msgs) ? Math.min(o.out_msgs.length, 2) : 0,
      desc.aborted,
      !!desc.bounce,
      obj(desc.compute_ph)?.skipped,
      !!obj(inMsg)?.init_state,
    ]);
  };
  const seen = new Set<string>();
  const first = records.filter((r) => !seen.has(shape(r)) && seen.add(shape(r)));
  const rest = records.filter((r) => !first.includes(r));
  return [...first, ...rest].slice(0, n);
}
