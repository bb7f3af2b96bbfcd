/**
 * A message's whole trace emulated with the TVM the chain runs (@ton/sandbox's Executor, a build of the node's
 * transaction.cpp), on the account states and config the liteserver has at one masterchain block, into the same
 * rows the indexer writes for real transactions. Nothing is written here: the pending store and the emulation
 * API each decide what to do with the rows.
 */
import {
  type Account,
  type Address,
  beginCell,
  Cell,
  Dictionary,
  loadMessage,
  loadShardAccount,
  loadTransaction,
  getMethodId,
  type Message,
  parseTuple,
  storeShardAccount,
} from '@ton/core';
import { Functions } from 'ton-lite-client/dist/schema.js';
import { chainCache, remember } from '../../liteapi/chain-config.ts';
import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import type { LitePool } from '../../liteapi/pool.ts';
import type { BlockTransaction } from '../../tlb/index.ts';
import { messageCells, transactionMessages, transactionRow } from '../model/decode.ts';
import type { ContentRow, MessageRow, TransactionRow } from '../model/rows.ts';
import { runGetMethod, runTransaction, TvmDeadline, TvmFailure } from './tvm.ts';

/** Longest trace emulated by default; a longer one ends where it got, marked incomplete. */
const MAX_TRANSACTIONS = 256;
/** Longest an emulation may take by default before it is given up. */
const DEFAULT_BUDGET_MS = 10_000;

/** A request the emulator refuses: the text is safe to show to a client. */
export class EmulationError extends Error {
  constructor(
    message: string,
    /** `input`: the message itself is at fault; `not-found`: the block asked for; `budget`: it ran out of time */
    readonly kind: 'input' | 'not-found' | 'budget' = 'input',
  ) {
    super(message);
  }
}

export interface EmulateOptions {
  /** Run the wallet's signature check as if it passed (the message may be unsigned). */
  ignoreChksig?: boolean;
  /** Emulate on the state at this masterchain block instead of the latest. */
  mcSeqno?: number;
  maxTransactions?: number;
  budgetMs?: number;
}

/** An account as it was before the trace and as the trace left it. */
export interface AccountChange {
  address: Address;
  before: Account | null;
  after: Account | null;
  lastTransactionHash: Buffer;
  lastTransactionLt: bigint;
}

/** A jetton wallet the trace touched (TEP-74 `get_wallet_data` before and after): its balance change. */
export interface JettonChange {
  wallet: Address;
  owner: Address;
  jetton: Address;
  before: bigint;
  after: bigint;
}

export interface Emulation {
  mcSeqno: number;
  randSeed: Buffer;
  externalHash: Buffer;
  transactions: TransactionRow[];
  messages: MessageRow[];
  contents: ContentRow[];
  accounts: AccountChange[];
  /** Every account state a transaction started or ended in, by its hash (hex): what the transactions' state hashes name. */
  states: Map<string, Account | null>;
  jettons: JettonChange[];
  /** False when the trace was cut at the transaction bound. */
  complete: boolean;
}

function parseExternal(bocBase64: string): { cell: Cell; message: Message } {
  let cell: Cell;
  try {
    const cells = Cell.fromBoc(Buffer.from(bocBase64, 'base64'));
    if (cells.length !== 1) throw new Error('not one root');
    cell = cells[0]!;
  } catch {
    throw new EmulationError('boc is not a valid bag of cells');
  }
  let message: Message;
  try {
    message = loadMessage(cell.beginParse());
  } catch {
    throw new EmulationError('boc is not a message');
  }
  if (message.info.type !== 'external-in') throw new EmulationError('message is not an external inbound message');
  return { cell, message };
}

interface State {
  account: Account | null;
  lastLt: bigint;
  lastHash: bigint;
}

type Block = { workchain: number; shard: string; seqno: number; rootHash: Buffer; fileHash: Buffer };

async function masterchainBlock(lite: LitePool, mcSeqno: number | undefined): Promise<Block> {
  // the latest block as every reader of the pool sees it (kept about a second, and asked again as soon as the
  // process learns of a newer one): not a liteserver round trip per emulation
  if (mcSeqno === undefined) return (await lite.masterchainInfo()).last;
  // a seqno is a signed 32-bit integer in the liteserver protocol: one above it names no block
  if (mcSeqno > 0x7fffffff) throw new EmulationError(`masterchain block ${mcSeqno} is not known`, 'not-found');
  try {
    const r = await lite.run('lookupBlock', (c) =>
      c.lookupBlockByID({ workchain: -1, shard: '-9223372036854775808', seqno: mcSeqno }),
    );
    return r.id;
  } catch (err) {
    // 651: not (yet) known; -400: cannot be loaded (a seqno no liteserver can look up)
    if (
      err instanceof LiteServerError &&
      (err.code === LiteErrorCode.notready || err.code === LiteErrorCode.queryFailed)
    )
      throw new EmulationError(`masterchain block ${mcSeqno} is not known`, 'not-found');
    throw err;
  }
}

/** The config at a block, as the TVM takes it: kept per key-block epoch for the pool (liteapi/chain-config.ts). */
async function configAt(lite: LitePool, block: Block): Promise<string> {
  const config = await chainCache(lite).config(block, {
    headerProof: async () => (await lite.run('getBlockHeader', (c) => c.getBlockHeader(block))).headerProof,
    configProof: async () =>
      (
        await lite.run('getConfigAll', (c, t) =>
          c.engine.query(
            Functions.liteServer_getConfigAll,
            { kind: 'liteServer.getConfigAll', mode: 0, id: block },
            { timeout: t },
          ),
        )
      ).configProof,
  });
  return config.base64;
}

async function librariesFor(lite: LitePool, account: Account | null, known: Map<string, Cell>): Promise<void> {
  const code = account?.storage.state.type === 'active' ? account.storage.state.state.code : undefined;
  // A library cell: type 2, its hash after the 8-bit type tag. Code that is itself a library reference is what
  // jetton wallets and other standard contracts deploy; libraries nested deeper are not looked up.
  if (!code?.isExotic || code.bits.length !== 8 + 256) return;
  const s = code.beginParse(true);
  if (s.loadUint(8) !== 2) return;
  const hash = s.loadBuffer(32).toString('hex');
  if (known.has(hash)) return;
  const cell = await chainCache(lite).fetchLibrary(
    hash,
    async (hashes) => (await lite.run('getLibraries', (c) => c.getLibraries(hashes))).result,
  );
  // none: the transaction then fails as the chain's would
  if (cell) known.set(hash, cell);
}

function librariesDict(cells: Map<string, Cell>): Cell | null {
  if (!cells.size) return null;
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const [hash, cell] of cells) dict.set(BigInt(`0x${hash}`), cell);
  return beginCell().storeDictDirect(dict).endCell();
}

/**
 * Emulates the external message and every internal message it causes, in the order of their creation lt, until
 * none is left, the transaction bound is reached (incomplete), or the time budget runs out (EmulationError
 * 'budget'). The TVM runs on its own thread (tvm.ts): a trace never holds the caller's event loop, and one past its
 * budget is stopped there.
 */
export async function emulateTrace(lite: LitePool, bocBase64: string, opts: EmulateOptions = {}): Promise<Emulation> {
  const parsed = parseExternal(bocBase64);
  const block = await masterchainBlock(lite, opts.mcSeqno);
  // The same message on the same block's states gives the same trace: it is run once while it stays in the cache.
  const key = `${block.rootHash.toString('hex')}:${parsed.cell.hash().toString('hex')}:${!!opts.ignoreChksig}:${opts.maxTransactions ?? ''}`;
  return remember(emulations, key, () => run(lite, parsed, block, opts), 256);
}

const emulations = new Map<string, Promise<Emulation>>();

async function run(
  lite: LitePool,
  { cell, message }: { cell: Cell; message: Message },
  block: Block,
  opts: EmulateOptions,
): Promise<Emulation> {
  const started = Date.now();
  const budget = opts.budgetMs ?? DEFAULT_BUDGET_MS;
  const max = opts.maxTransactions ?? MAX_TRANSACTIONS;
  const deadline = started + budget;
  const outOfTime = () => new EmulationError(`emulation did not finish within ${budget} ms`, 'budget');
  const tvm = <T>(work: Promise<T>) =>
    work.catch((err: unknown) => {
      if (err instanceof TvmDeadline) throw outOfTime();
      if (err instanceof TvmFailure) throw new EmulationError(`the emulator cannot run this message: ${err.message}`);
      throw err;
    });
  const states = new Map<string, State>();
  const before = new Map<string, { address: Address; state: State }>();
  const libs = new Map<string, Cell>();
  // the libraries met so far, as the TVM takes them: built again only when one was added
  let libsBoc: { count: number; boc: string | null } = { count: 0, boc: null };
  const librariesBoc = () => {
    if (libsBoc.count !== libs.size)
      libsBoc = { count: libs.size, boc: librariesDict(libs)?.toBoc().toString('base64') ?? null };
    return libsBoc.boc;
  };
  // Each account's state at the block, read once; reads start as soon as a message to the account is known, so
  // the liteserver answers while the TVM runs the transactions before it.
  const reads = new Map<string, Promise<State>>();
  const read = (a: Address): Promise<State> => {
    const k = a.toRawString();
    let r = reads.get(k);
    if (!r) {
      r = lite
        .run('getAccountState', (c) => c.getAccountState(a, block))
        .then((x) => ({ account: x.state, lastLt: x.lastTx?.lt ?? 0n, lastHash: x.lastTx?.hash ?? 0n }));
      r.catch(() => {});
      reads.set(k, r);
    }
    return r;
  };
  const stateOf = async (a: Address): Promise<State> => {
    const k = a.toRawString();
    let s = states.get(k);
    if (!s) {
      s = await read(a);
      states.set(k, s);
      before.set(k, { address: a, state: s });
    }
    await librariesFor(lite, s.account, libs);
    return s;
  };
  const root = (message.info as { dest: Address }).dest;
  void read(root);
  const config = await configAt(lite, block);
  // The time the trace runs at: now, or later where an account already paid storage past now (a network whose
  // blocks run ahead of this clock); a transaction before its account's last_paid cannot run.
  let now = Math.floor(Date.now() / 1000);
  const randSeed = Buffer.alloc(32);
  const queue: Array<{ dest: Address; msg: Cell; createdLt: bigint }> = [{ dest: root, msg: cell, createdLt: 0n }];
  let lt = 0n;
  const transactions: TransactionRow[] = [];
  const messages: MessageRow[] = [];
  const contents = new Map<string, ContentRow>();
  const accountStates = new Map<string, Account | null>();
  /** accounts that received a message that moves jettons (TEP-74): the only ones read with get_wallet_data */
  const jettonWallets = new Set<string>();
  let complete = true;
  while (queue.length) {
    if (transactions.length >= max) {
      complete = false;
      break;
    }
    if (Date.now() > deadline) throw outOfTime();
    queue.sort((x, y) => (x.createdLt < y.createdLt ? -1 : x.createdLt > y.createdLt ? 1 : 0));
    const { dest, msg, createdLt } = queue.shift()!;
    if (movesJettons(msg)) jettonWallets.add(dest.toRawString());
    const st = await stateOf(dest);
    now = Math.max(now, st.account?.storageStats.lastPaid ?? 0);
    lt = [lt + 1n, st.lastLt + 1_000_000n, createdLt + 1n].reduce((x, y) => (y > x ? y : x));
    const shardAccount = beginCell()
      .store(
        storeShardAccount({
          account: st.account ?? undefined,
          lastTransactionHash: st.lastHash,
          lastTransactionLt: st.lastLt,
        }),
      )
      .endCell();
    const res = await tvm(
      runTransaction(
        {
          message: msg.toBoc().toString('base64'),
          config,
          libs: librariesBoc(),
          shardAccount: shardAccount.toBoc().toString('base64'),
          now,
          lt,
          randomSeed: randSeed.toString('base64'),
          ignoreChksig: transactions.length === 0 && !!opts.ignoreChksig,
        },
        deadline,
      ),
    );
    if (!res.result.success) {
      if (transactions.length === 0) {
        const exit = res.result.vmResults?.vmExitCode;
        throw new EmulationError(
          `the message is not accepted: ${res.result.error}${exit === undefined ? '' : ` (exit code ${exit})`}`,
        );
      }
      continue; // an internal message the emulator refuses to run, as a node would skip it
    }
    const txCell = Cell.fromBase64(res.result.transaction);
    const tx = loadTransaction(txCell.beginParse());
    const next = loadShardAccount(Cell.fromBase64(res.result.shardAccount).beginParse());
    accountStates.set(tx.stateUpdate.oldHash.toString('hex'), st.account);
    accountStates.set(tx.stateUpdate.newHash.toString('hex'), next.account ?? null);
    states.set(dest.toRawString(), {
      account: next.account ?? null,
      lastLt: next.lastTransactionLt,
      lastHash: next.lastTransactionHash,
    });
    const bt = {
      account: dest.hash,
      lt: tx.lt,
      hash: txCell.hash(),
      cell: txCell,
      tx,
      fees: { coins: tx.totalFees.coins },
    } as unknown as BlockTransaction;
    // Not in any block: block seqno 0 of the whole-chain shard stands for "none".
    transactions.push(transactionRow(bt, dest.workChain, 0x8000000000000000n, 0, null));
    messages.push(...transactionMessages(bt, dest.workChain, null, contents));
    const outKeys = [...tx.outMessages.keys()].sort((a, b) => a - b);
    const { outMsgs } = messageCells(txCell);
    outKeys.forEach((k, i) => {
      const m = tx.outMessages.get(k)!;
      if (m.info.type !== 'internal') return;
      queue.push({ dest: m.info.dest, msg: outMsgs[i]!, createdLt: m.info.createdLt });
      void read(m.info.dest);
    });
    lt = tx.lt + BigInt(outKeys.length) + 1n;
  }
  const accounts = [...before].map(([k, b]) => {
    const after = states.get(k)!;
    return {
      address: b.address,
      before: b.state.account,
      after: after.account,
      lastTransactionHash: Buffer.from(after.lastHash.toString(16).padStart(64, '0'), 'hex'),
      lastTransactionLt: after.lastLt,
    };
  });
  const jettons: JettonChange[] = [];
  for (const a of accounts) {
    if (!jettonWallets.has(a.address.toRawString())) continue;
    const run = (acc: Account | null) => tvm(walletData(config, librariesBoc(), a.address, acc, now, deadline));
    // most accounts are no jetton wallet: the state after is asked first, and the one before only if it is one
    const is = await run(a.after);
    const was = is || a.after === null ? await run(a.before) : undefined;
    const known = is ?? was;
    if (known && (was?.balance ?? 0n) !== (is?.balance ?? 0n))
      jettons.push({
        wallet: a.address,
        owner: known.owner,
        jetton: known.jetton,
        before: was?.balance ?? 0n,
        after: is?.balance ?? 0n,
      });
  }
  return {
    mcSeqno: block.seqno,
    randSeed,
    externalHash: cell.hash(),
    transactions,
    messages,
    contents: [...contents.values()],
    accounts,
    states: accountStates,
    jettons,
    complete,
  };
}

const GET_WALLET_DATA = getMethodId('get_wallet_data');
/** TEP-74 messages a jetton wallet's balance changes on: transfer, internal_transfer, burn, and their bounces. */
const JETTON_OPS = new Set([0x0f8a7ea5, 0x178d4519, 0x595f07bc, 0x7bdd97de]);

function movesJettons(msg: Cell): boolean {
  try {
    const body = loadMessage(msg.beginParse()).body.beginParse();
    if (body.remainingBits < 32) return false;
    let op = body.loadUint(32);
    if (op === 0xffffffff && body.remainingBits >= 32) op = body.loadUint(32); // a bounced message's own op
    return JETTON_OPS.has(op);
  } catch {
    return false;
  }
}

/** A jetton wallet's balance, owner and master by its own get-method; undefined for any other account. */
async function walletData(
  config: string,
  libs: string | null,
  address: Address,
  account: Account | null,
  now: number,
  deadline: number,
): Promise<{ balance: bigint; owner: Address; jetton: Address } | undefined> {
  const state = account?.storage.state;
  if (state?.type !== 'active' || !state.state.code || !state.state.data) return undefined;
  const res = await runGetMethod(
    {
      code: state.state.code.toBoc().toString('base64'),
      data: state.state.data.toBoc().toString('base64'),
      libs,
      config,
      methodId: GET_WALLET_DATA,
      address: address.toRawString(),
      now,
      balance: account!.storage.balance.coins,
      gasLimit: 1_000_000n,
      randomSeed: Buffer.alloc(32).toString('base64'),
    },
    deadline,
  );
  if (!res.output.success || res.output.vm_exit_code !== 0) return undefined;
  try {
    const [balance, owner, jetton] = parseTuple(Cell.fromBase64(res.output.stack));
    if (balance?.type !== 'int' || owner?.type !== 'slice' || jetton?.type !== 'slice') return undefined;
    return {
      balance: balance.value,
      owner: owner.cell.beginParse().loadAddress(),
      jetton: jetton.cell.beginParse().loadAddress(),
    };
  } catch {
    return undefined;
  }
}
