import type { Account, Address } from '@ton/core';
import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { fromLiteError } from '../../lite/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { b64, rawOf } from '../convert.ts';
import { compareDecimal } from '../queries/contents.ts';
import { withClient } from '../queries/db.ts';
import { content } from '../queries/records.ts';
import type { ActionRow, MessageRow, MessageWithContentRow, TraceRow } from '../queries/rows.ts';
import { bookAndMetadata, notDeployed } from './common.ts';
import { type PendingTransactionRow, pendingTransactionRecords } from './pending.ts';
import { MAX_TRACE_TXS, traceRecord } from './traces.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';
import type { components } from '../../../../generated/v3/types.ts';

type S = components['schemas'];

/** An account before the trace and as the trace left it (the emulator's view). */
export interface EmulatedAccount {
  address: Address;
  before: Account | null;
  after: Account | null;
  lastTransactionHash: Buffer;
  lastTransactionLt: bigint;
}

export interface EmulatedJetton {
  wallet: Address;
  owner: Address;
  jetton: Address;
  before: bigint;
  after: bigint;
}

/** What the API reads of an emulation besides its rows (`TraceEmulator.rows`). */
export interface EmulationView {
  mcSeqno: number;
  randSeed: Buffer;
  complete: boolean;
  accounts: EmulatedAccount[];
  /** every account state a transaction started or ended in, by hash (hex) */
  states: Map<string, Account | null>;
  jettons: EmulatedJetton[];
}

/**
 * The rows an emulation would leave in the pending tables, as PostgreSQL would give them back (the same row types
 * the v3 readers take), without writing them: the emulation is shown and never kept.
 */
export interface EmulationRows {
  trace: TraceRow;
  transactions: PendingTransactionRow[];
  messages: MessageRow[];
  /** bodies and StateInits not carried on their message's row, by hash (hex) */
  contents: Map<string, Buffer>;
  actions: ActionRow[];
}

/**
 * The indexer's trace emulator, wired in by the server's entry point (it owns the TVM, the trace assembly and the
 * classifier: one implementation for pending traces and this API). A refusal carries `kind` (trace-emulator.ts).
 */
export interface TraceEmulator<E extends EmulationView = EmulationView> {
  run(boc: string, opts: { ignoreChksig?: boolean; mcSeqno?: number }): Promise<E>;
  /**
   * The emulation's rows with its classified actions; `client` reads only what the classifier knows of the
   * accounts (their jetton wallet, NFT and sale interfaces). The indexer's row types are its own (indexer/model):
   * its test holds these rows equal to what its pending tables give back.
   */
  rows(client: pg.ClientBase, emulation: E): Promise<unknown>;
}

/**
 * Answers already read for an emulation, by the request's options: the emulator answers the same emulation for the
 * same message on the same block (its cache), so the rows need not be written and read again for it.
 */
const answers = new WeakMap<EmulationView, Map<string, S['EmulateTraceResult']>>();

const REFUSALS: Record<string, number> = { input: 422, 'not-found': 404, budget: 504 };

function refusal(err: unknown): ApiError | undefined {
  const kind = (err as { kind?: unknown })?.kind;
  if (!(err instanceof Error) || typeof kind !== 'string' || !(kind in REFUSALS)) return undefined;
  return new ApiError(REFUSALS[kind]!, err.message);
}

const balanceOf = (a: Account | null) => a?.storage.balance.coins ?? 0n;

/** An account's fields as v3 shows a state: status, frozen, code and data hashes. */
function stateFields(a: Account | null) {
  const state = a?.storage.state;
  const active = state?.type === 'active' ? state.state : undefined;
  return {
    balance: balanceOf(a).toString(),
    account_status: (!state ? 'nonexist' : state.type) as S['AccountStatus'],
    frozen_hash:
      state?.type === 'frozen' ? b64(Buffer.from(state.stateHash.toString(16).padStart(64, '0'), 'hex'))! : null,
    code_hash: active?.code ? active.code.hash().toString('base64') : null,
    data_hash: active?.data ? active.data.hash().toString('base64') : null,
  };
}

function stateRecord(e: EmulatedAccount): S['EmulatedAccountState'] {
  return {
    ...stateFields(e.after),
    last_trans_lt: e.lastTransactionLt.toString(),
    last_trans_hash: e.lastTransactionHash.toString('base64'),
  };
}

/**
 * The emulated transactions as upstream answers them: no `trace_id` (the trace is not stored), and the states
 * before and after each one filled from the emulator's, which no table holds.
 */
function emulatedTransactions(
  txs: Record<string, S['Transaction']>,
  states: Map<string, Account | null>,
): Record<string, S['Transaction']> {
  const fill = (s: S['AccountState'] | null | undefined): S['AccountState'] | null | undefined => {
    const hex = s ? Buffer.from(s.hash, 'base64').toString('hex') : undefined;
    if (!s || !hex || !states.has(hex)) return s;
    return { hash: s.hash, extra_currencies: null, ...stateFields(states.get(hex)!) };
  };
  for (const t of Object.values(txs)) {
    delete t.trace_id;
    t.account_state_before = fill(t.account_state_before) as S['Transaction']['account_state_before'];
    t.account_state_after = fill(t.account_state_after) as S['Transaction']['account_state_after'];
  }
  return txs;
}

const jettonRecord = (j: EmulatedJetton): S['EmulatedJettonChange'] => ({
  wallet: rawOf(j.wallet),
  owner: rawOf(j.owner),
  jetton: rawOf(j.jetton),
  before: j.before.toString(),
  after: j.after.toString(),
  change: (j.after - j.before).toString(),
});

/** The signer's view (TonAPI's `…ToWallet`): the account the external message went to, across the trace. */
function walletView(
  root: string,
  txs: S['Transaction'][],
  balanceChanges: Record<string, string>,
  jettons: S['EmulatedJettonChange'][],
): S['EmulatedWallet'] {
  const own = txs.filter((t) => t.account === root);
  return {
    address: root,
    ton_change: balanceChanges[root] ?? '0',
    fees: own.reduce((sum, t) => sum + BigInt(t.total_fees), 0n).toString(),
    sent: own.flatMap((t) =>
      t.out_msgs
        .filter((m) => m.destination)
        .map((m) => ({
          destination: m.destination!,
          value: m.value ?? '0',
          bounce: !!m.bounce,
          opcode: m.opcode ?? null,
        })),
    ),
    received: own
      .map((t) => t.in_msg)
      .filter((m): m is NonNullable<typeof m> => !!m?.source)
      .map((m) => ({ source: m.source!, value: m.value ?? '0', bounced: !!m.bounced, opcode: m.opcode ?? null })),
    jettons: jettons.filter((j) => j.owner === root),
  };
}

/** The bodies and StateInits of the messages, from their rows or the emulation's contents, as `withContents` reads them. */
function withEmulatedContents(msgs: MessageRow[], contents: Map<string, Buffer>): MessageWithContentRow[] {
  const of = (hash: Buffer | null, onRow?: Buffer | null) =>
    hash ? content(hash, onRow ?? contents.get(hash.toString('hex')) ?? null) : null;
  return msgs.map((m) => ({ ...m, body_content: of(m.body_hash, m.body_boc), init_content: of(m.init_state_hash) }));
}

/** Actions in the order a trace's are read: start lt, end lt, then action id. */
const actionOrder = (a: ActionRow, b: ActionRow) =>
  compareDecimal(a.start_lt ?? '0', b.start_lt ?? '0') ||
  compareDecimal(a.end_lt ?? '0', b.end_lt ?? '0') ||
  Buffer.compare(a.action_id, b.action_id);

/** Transactions in a trace's order, as the pending tables are read: by lt, then account. */
const traceOrder = (a: { lt: string; account: string }, b: { lt: string; account: string }) =>
  compareDecimal(a.lt, b.lt) || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0);

/**
 * `POST /emulateTrace` (D37): the message's trace as the chain would run it now (or at `mc_block_seqno`), shown as
 * v3 shows a pending trace: the rows the indexer would write to the pending tables for it go through the same
 * record builders and the same classifier as `/pendingTraces`, straight from memory (nothing of an emulation is
 * kept, so nothing is written).
 */
export function emulationHandlers(deps: V3Deps) {
  return {
    emulateTrace: async (input, _ctx: HandlerContext) => {
      const emulator = deps.emulator ?? notDeployed('trace emulation');
      let emulation: EmulationView;
      try {
        emulation = await emulator.run(input.boc, {
          ignoreChksig: input.ignore_chksig,
          mcSeqno: input.mc_block_seqno ?? undefined,
        });
      } catch (err) {
        // a liteserver's answer or silence: its status as on every liteserver-backed operation (404, 504, …)
        throw refusal(err) ?? fromLiteError(err);
      }
      const options = JSON.stringify([
        input.with_actions,
        input.supported_action_types,
        input.include_address_book,
        input.include_metadata,
      ]);
      const known = answers.get(emulation)?.get(options);
      if (known) return known;
      const answer = await withClient(deps.db, async (c) => {
        // the rows as the pending tables would give them back (the indexer's test holds them equal)
        const rows = (await emulator.rows(c, emulation)) as EmulationRows;
        const transactionRows = rows.transactions.sort(traceOrder).slice(0, MAX_TRACE_TXS);
        const addresses: string[] = [];
        const trace = traceRecord(
          rows.trace,
          Number(rows.trace.nodes_) > MAX_TRACE_TXS
            ? undefined
            : pendingTransactionRecords(transactionRows, withEmulatedContents(rows.messages, rows.contents)),
          input.with_actions ? rows.actions.sort(actionOrder) : undefined,
          input.supported_action_types,
          addresses,
        );
        const accounts = emulation.accounts;
        addresses.push(...accounts.map((a) => rawOf(a.address)));
        const transactions = emulatedTransactions(trace.transactions!, emulation.states);
        const jettons = emulation.jettons.map(jettonRecord);
        const code: Record<string, string> = {};
        const data: Record<string, string> = {};
        for (const a of accounts) {
          const s = a.after?.storage.state;
          if (s?.type !== 'active') continue;
          if (s.state.code) code[s.state.code.hash().toString('base64')] = s.state.code.toBoc().toString('base64');
          if (s.state.data) data[s.state.data.hash().toString('base64')] = s.state.data.toBoc().toString('base64');
        }
        const root = transactions[trace.trace!.tx_hash!]!.account;
        const balanceChanges = Object.fromEntries(
          accounts.map((a) => [rawOf(a.address), (balanceOf(a.after) - balanceOf(a.before)).toString()]),
        );
        const result: S['EmulateTraceResult'] = {
          mc_block_seqno: emulation.mcSeqno,
          trace: trace.trace!,
          transactions,
          actions: input.with_actions ? (trace.actions ?? []) : [],
          // upstream's include_code_data has no effect: both maps are always answered (D37)
          code_cells: code,
          data_cells: data,
          rand_seed: emulation.randSeed.toString('base64'),
          is_incomplete: !emulation.complete,
          account_states: Object.fromEntries(accounts.map((a) => [rawOf(a.address), stateRecord(a)])),
          balance_changes: balanceChanges,
          jetton_changes: jettons,
          wallet: walletView(root, Object.values(transactions), balanceChanges, jettons),
        };
        if (input.include_address_book || input.include_metadata) {
          const { address_book, metadata } = await bookAndMetadata(c, deps, addresses);
          if (input.include_address_book) result.address_book = address_book;
          if (input.include_metadata) result.metadata = metadata;
        }
        return result;
      });
      let forEmulation = answers.get(emulation);
      if (!forEmulation) answers.set(emulation, (forEmulation = new Map()));
      forEmulation.set(options, answer);
      return answer;
    },
  } satisfies V3HandlerGroup<'emulateTrace'>;
}
