// v3 `/emulateTrace` (D37) judged by what the contract says of its answer: the fields that do not depend on when
// or in which block the message runs must equal what sending it then does, and the answer must agree with itself
// (keys, tree, hashes, balance changes, the signer's view). The comparison reads only the contract's fields, so it
// judges any implementation; the emulations it needs are built from messages the suite makes itself.
import { Address, beginCell, Cell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4 } from '@ton/ton';
import { randomBytes } from 'node:crypto';
import { fail, skip, type CaseContext } from '../case.ts';
import { eventually } from '../settled.ts';
import { same } from '../values.ts';
import { broadcast, withSender } from './sender.ts';
import type { Transfer } from '../../../devnet/wallets.ts';
import type { components } from '../../../generated/v3/types.ts';

type S = components['schemas'];
export type Emulation = S['EmulateTraceResult'];
type Tx = S['Transaction'];
type Node = S['TraceNode'];
type Ctx = CaseContext<'v3'>;

/** The first place two JSON values differ, as `path: emulated … executed …`, or undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return a.length === b.length ? undefined : `${path}.length: ${a.length} against ${b.length}`;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        path ? `${path}.${k}` : k,
      );
      if (d) return d;
    }
    return undefined;
  }
  return JSON.stringify(a) === JSON.stringify(b)
    ? undefined
    : `${path || '(value)'}: ${JSON.stringify(a)?.slice(0, 200)} against ${JSON.stringify(b)?.slice(0, 200)}`;
}

const storage = (t: Tx) => BigInt(t.description?.storage_ph?.storage_fees_collected ?? '0');

/** A transaction's fields that do not depend on when or in which block it ran (D37). */
export function timeless(t: Tx) {
  const d = t.description;
  const msg = (m: S['Message']) => ({
    source: m.source ?? null,
    destination: m.destination ?? null,
    value: m.value ?? null,
    fwd_fee: m.fwd_fee ?? null,
    bounce: m.bounce ?? null,
    bounced: m.bounced ?? null,
    opcode: m.opcode ?? null,
    body_hash: m.message_content?.hash ?? null,
    init_state_hash: m.init_state?.hash ?? null,
  });
  return {
    account: t.account,
    orig_status: t.orig_status,
    end_status: t.end_status,
    fees_but_storage: (BigInt(t.total_fees) - storage(t)).toString(),
    aborted: d?.aborted ?? null,
    destroyed: d?.destroyed ?? null,
    compute_ph: d?.compute_ph ?? null,
    action: d?.action ?? null,
    bounce: d?.bounce ?? null,
    credit_ph: d?.credit_ph ?? null,
    in_msg: t.in_msg ? msg(t.in_msg) : null,
    out_msgs: (t.out_msgs ?? []).map(msg),
  };
}

const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** The tree with each node's transaction in place of its hash, children in a stable order. */
export function shape(node: Node, txs: Record<string, Tx>): unknown {
  const t = node.tx_hash ? txs[node.tx_hash] : undefined;
  const children = (node.children ?? []).map((c) => shape(c, txs)).sort(byJson);
  return { tx: t ? timeless(t) : `no transaction ${node.tx_hash}`, children };
}

/** An action's content without what is hashed or timed. */
export function actionOf(a: S['Action']) {
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !/hash|_lt$|utime|trace|^transactions$|query_id|action_id/.test(k))
              .map(([k, x]) => [k, strip(x)]),
          )
        : v;
  return { type: a.type, success: a.success, details: strip(a.details), accounts: [...(a.accounts ?? [])].sort() };
}

/** Each account's transactions in lt order. */
function byAccount(txs: Tx[]): Map<string, Tx[]> {
  const out = new Map<string, Tx[]>();
  for (const t of txs) out.set(t.account, [...(out.get(t.account) ?? []), t]);
  for (const list of out.values()) list.sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
  return out;
}

/** Each account's TON change over the trace plus the storage fees it paid: the part that does not depend on time. */
export function changesButStorage(txs: Tx[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [account, list] of byAccount(txs)) {
    const before = BigInt(list[0]!.account_state_before?.balance ?? '0');
    const after = BigInt(list.at(-1)!.account_state_after?.balance ?? '0');
    out[account] = (after - before + list.reduce((s, t) => s + storage(t), 0n)).toString();
  }
  return out;
}

/**
 * The emulated trace against the executed one (`/traces` of the same message, with its actions): the first field
 * that differs where D37 says they match, or undefined.
 */
export function executionDifference(e: Emulation, real: S['Trace']): string | undefined {
  const realTxs = real.transactions ?? {};
  const counts = `transaction count: emulated ${Object.keys(e.transactions).length}, executed ${Object.keys(realTxs).length}`;
  if (Object.keys(e.transactions).length !== Object.keys(realTxs).length) return counts;
  if (!real.trace) return 'the executed trace has no tree';
  const tree = firstDifference(shape(e.trace, e.transactions), shape(real.trace, realTxs), 'trace');
  if (tree) return tree;
  const actions = firstDifference(
    e.actions.map(actionOf).sort(byJson),
    (real.actions ?? []).map(actionOf).sort(byJson),
    'actions',
  );
  if (actions) return actions;
  return firstDifference(
    changesButStorage(Object.values(e.transactions)),
    changesButStorage(Object.values(realTxs)),
    'TON change plus storage fees',
  );
}

/** What an answer must say of itself whatever the network (D37 and the answer's schema descriptions). */
export function selfProblems(e: Emulation, sentBoc: string, o: { withActions: boolean }): string[] {
  const problems: string[] = [];
  const txs = Object.values(e.transactions);
  for (const [key, t] of Object.entries(e.transactions))
    if (!same(key, t.hash)) problems.push(`transactions key ${key} holds transaction ${t.hash}`);
  // the tree names each transaction exactly once
  const named: string[] = [];
  const walk = (n: Node) => {
    named.push(String(n.tx_hash));
    for (const c of n.children ?? []) walk(c);
  };
  walk(e.trace);
  const keys = Object.keys(e.transactions);
  const missing = keys.filter((k) => !named.some((n) => same(n, k)));
  const extra = named.filter((n) => !keys.some((k) => same(n, k)));
  const twice = named.filter((n, i) => named.findIndex((m) => same(m, n)) !== i);
  if (missing.length) problems.push(`the tree does not name transactions ${missing.join(', ')}`);
  if (extra.length) problems.push(`the tree names transactions not in transactions: ${extra.join(', ')}`);
  if (twice.length) problems.push(`the tree names transactions more than once: ${twice.join(', ')}`);
  const msgHash = Cell.fromBase64(sentBoc).hash().toString('base64');
  if (!same(e.trace.in_msg_hash, msgHash))
    problems.push(`trace.in_msg_hash is ${e.trace.in_msg_hash}, the sent message hashes to ${msgHash}`);
  const root = e.trace.tx_hash ? e.transactions[e.trace.tx_hash] : undefined;
  if (!root) problems.push(`the root transaction ${e.trace.tx_hash} is not in transactions`);
  else if (!same(root.in_msg?.hash, msgHash))
    problems.push(`the root transaction's in_msg is ${root.in_msg?.hash}, the sent message ${msgHash}`);
  const notEmulated = txs.filter((t) => t.emulated !== true).map((t) => t.hash);
  if (notEmulated.length) problems.push(`transactions without emulated: true: ${notEmulated.join(', ')}`);
  if (!o.withActions && e.actions.length)
    problems.push(`without with_actions the answer has ${e.actions.length} actions, the contract says []`);
  for (const [account, list] of byAccount(txs)) {
    const key = Object.keys(e.balance_changes).find((k) => same(k, account));
    if (key === undefined) {
      problems.push(`balance_changes has no entry for ${account}, an account of the trace`);
      continue;
    }
    const before = list[0]!.account_state_before?.balance;
    const after = list.at(-1)!.account_state_after?.balance;
    if (before == null || after == null) continue;
    const state = Object.entries(e.account_states).find(([k]) => same(k, account))?.[1];
    if (!state) problems.push(`account_states has no entry for ${account}, an account of the trace`);
    else if (state.balance !== after)
      problems.push(`account_states[${account}].balance is ${state.balance}; its last transaction leaves ${after}`);
    const change = (BigInt(after) - BigInt(before)).toString();
    if (e.balance_changes[key] !== change)
      problems.push(
        `balance_changes[${account}] is ${e.balance_changes[key]}; its transactions go from ${before} to ${after} (${change})`,
      );
  }
  if (root) {
    if (!same(e.wallet.address, root.account))
      problems.push(`wallet.address is ${e.wallet.address}, the root transaction's account ${root.account}`);
    const own = Object.entries(e.balance_changes).find(([k]) => same(k, root.account))?.[1];
    if (own !== undefined && e.wallet.ton_change !== own)
      problems.push(`wallet.ton_change is ${e.wallet.ton_change}, balance_changes[${root.account}] ${own}`);
    const fees = txs.filter((t) => same(t.account, root.account)).reduce((s, t) => s + BigInt(t.total_fees), 0n);
    if (BigInt(e.wallet.fees) !== fees)
      problems.push(`wallet.fees is ${e.wallet.fees}, the total_fees of ${root.account}'s transactions sum to ${fees}`);
  }
  for (const [name, map] of [
    ['code_cells', e.code_cells],
    ['data_cells', e.data_cells],
  ] as const)
    for (const [key, boc] of Object.entries(map)) {
      let hash: string;
      try {
        hash = Cell.fromBase64(boc).hash().toString('base64');
      } catch {
        problems.push(`${name}[${key}] is not a bag of cells`);
        continue;
      }
      if (!same(key, hash)) problems.push(`${name} key ${key} holds a cell hashing to ${hash}`);
    }
  if (e.is_incomplete && txs.length < 256)
    problems.push(`is_incomplete is true for a trace of ${txs.length} transactions (the bound is 256)`);
  return problems;
}

/** Fails unless the answer's mc_block_seqno is a block the target has (or reaches within seconds). */
export async function checkSeqnoKnown(ctx: Ctx, seqno: number): Promise<void> {
  await eventually(async () => {
    const last = ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' })).last.seqno;
    return seqno <= last ? undefined : `mc_block_seqno ${seqno} is ahead of the latest masterchain block ${last}`;
  }, 15_000);
}

const WALLET_TYPES = ['wallet v3 r1', 'wallet v3 r2', 'wallet v4 r2'] as const;

export interface EmulationWallet {
  address: string;
  type: (typeof WALLET_TYPES)[number];
  walletId: number;
}

/**
 * A standard wallet (v3, v4r2: their transfer body is the same whatever the key) the target holds with a balance:
 * the local network's genesis wallets first, then the discovered accounts.
 */
export async function emulationWallet(ctx: Ctx): Promise<EmulationWallet> {
  return ctx.once('v3-emulation-wallet', async () => {
    const local = ctx.data.local.filter((a) => a.kind === 'wallet').map((a) => a.address);
    const candidates = [...local.slice(0, 3), ...ctx.data.accounts.slice(0, 6)];
    for (const address of candidates) {
      const ex = await ctx.call({ operationId: 'getWalletInformation', args: { address, use_v2: true } });
      if (ex.response.status !== 200) continue;
      const w = ctx.ok(ex);
      const type = WALLET_TYPES.find((t) => t === w.wallet_type);
      if (!type || w.wallet_id === undefined || w.status !== 'active' || BigInt(w.balance) < toNano('0.2')) continue;
      return { address, type, walletId: Number(w.wallet_id) };
    }
    skip(
      `none of ${candidates.length} known accounts is an active wallet v3/v4r2 with 0.2 TON whose transfers the suite can build`,
    );
  });
}

/** The wallet's seqno now (from the chain, not the index). */
export async function walletSeqno(ctx: Ctx, address: string): Promise<number> {
  return Number(ctx.ok(await ctx.call({ operationId: 'getWalletInformation', args: { address, use_v2: true } })).seqno);
}

/**
 * An external message to `w` at `seqno` signed with a key that is not the wallet's (a run with `ignore_chksig`
 * accepts it): 0.01 TON to itself and 0.01 TON with bounce to an address nobody has used, which comes back.
 */
export function forgedTransfer(w: EmulationWallet, seqno: number): string {
  const key = keyPairFromSeed(randomBytes(32));
  const opts = { workchain: 0, publicKey: key.publicKey, walletId: w.walletId };
  const contract =
    w.type === 'wallet v4 r2'
      ? WalletContractV4.create(opts)
      : w.type === 'wallet v3 r1'
        ? WalletContractV3R1.create(opts)
        : WalletContractV3R2.create(opts);
  const self = Address.parse(w.address);
  const nowhere = new Address(0, randomBytes(32));
  const body = contract.createTransfer({
    seqno,
    secretKey: key.secretKey,
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    timeout: Math.floor(Date.now() / 1000) + 600,
    messages: [
      internal({ to: self, value: toNano('0.01'), bounce: false, body: 'conformance emulation' }),
      internal({ to: nowhere, value: toNano('0.01'), bounce: true }),
    ],
  });
  return beginCell()
    .store(storeMessage(external({ to: self, body })))
    .endCell()
    .toBoc()
    .toString('base64');
}

/**
 * Emulates a forged transfer of the emulation wallet at its current seqno with `ignore_chksig`; a 422 (the seqno
 * moved meanwhile: another client of the wallet sent) is retried with the new seqno.
 */
export async function emulateForged(
  ctx: Ctx,
  extra: Record<string, unknown> = {},
): Promise<{ boc: string; body: Emulation; wallet: EmulationWallet; seqno: number }> {
  const w = await emulationWallet(ctx);
  let last = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const seqno = await walletSeqno(ctx, w.address);
    const boc = forgedTransfer(w, seqno);
    const ex = await ctx.call({ operationId: 'emulateTrace', args: { boc, ignore_chksig: true, ...extra } });
    if (ex.response.status === 422) {
      last = ex.response.text.slice(0, 300);
      continue;
    }
    return { boc, body: ctx.ok(ex), wallet: w, seqno };
  }
  fail(`a transfer of ${w.address} at its current seqno with ignore_chksig was refused three times: ${last}`);
}

/**
 * The local network's sender emulates a transfer with its actions, then sends it and waits for its trace to be
 * indexed complete and classified; fails naming the first field where the emulation differs from the execution.
 */
export async function emulationEqualsExecution(
  ctx: Ctx,
  what: string,
  transfers: (s: { recipient: string }) => Transfer[],
): Promise<{ e: Emulation; real: S['Trace'] }> {
  return withSender(ctx, async ({ wallet, seqno, recipient }) => {
    const boc = wallet.externalBoc(seqno, transfers({ recipient }));
    const e = ctx.ok(await ctx.call({ operationId: 'emulateTrace', args: { boc, with_actions: true } }));
    const own = selfProblems(e, boc, { withActions: true });
    if (own.length) fail(`${what}: the emulation disagrees with itself: ${own.join('; ')}`);
    const hash = await broadcast(ctx, boc);
    let real: S['Trace'] | undefined;
    await eventually(async () => {
      const { traces } = ctx.ok(
        await ctx.call({ operationId: 'getTraces', args: { msg_hash: [hash], include_actions: true } }),
      );
      const t = traces[0];
      if (!t) return `${what}: the trace of message ${hash} is not indexed`;
      if (t.trace_info?.trace_state !== 'complete' || t.trace_info.classification_state === 'unclassified')
        return `${what}: the trace of message ${hash} is ${t.trace_info?.trace_state}, classification ${t.trace_info?.classification_state}`;
      real = t;
      return undefined;
    }, 30_000);
    const diff = executionDifference(e, real!);
    if (diff) fail(`${what}: the emulation differs from the execution of the same message at ${diff}`, CLAUSE);
    return { e, real: real! };
  });
}

/** Where the contract says what must match. */
export const CLAUSE = { pointer: '#/paths/~1emulateTrace/post', decision: 'v3 D37' };
