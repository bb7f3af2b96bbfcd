import { createHash } from 'node:crypto';
import { Address, beginCell, Cell, Dictionary, loadMessage, loadShardAccount, type TupleItem } from '@ton/core';
import { Blockchain, type BlockchainTransaction } from '@ton/sandbox';
import { loadShardHashes, type GlobalVersion } from '../../tlb/index.ts';
import { cutBlock, feesCollectedBy, globalVersionOf, type BlockTx, type Dequeued } from './block.ts';
import { AccountIndex, ChainBlocks, ShardBlocks, accountKey } from './indexes.ts';
import { buildMcStateExtra, shardDescrOf } from './state.ts';
import { ChainStates, extRef, hasAccount, splitState } from './chain-states.ts';
import {
  accountPrefix,
  checkSchedule,
  NO_SPLIT,
  shardContains,
  transitionsAt,
  type ShardSchedule,
  type ShardTransition,
} from './shard-schedule.ts';
import { CellInterner } from './cell-interner.ts';
import { NodeLikeStorage } from './node-like-storage.ts';
import { deliverSentCells } from './delivered-messages.ts';
import {
  buildOutMsgQueueInfo,
  inFlight,
  MessageStepper,
  queueItem,
  type InFlight,
  type SandboxEntry,
} from './message-queue.ts';
import { BASECHAIN, MASTERCHAIN, ROOT_SHARD, type BlockId, type BlockRecord, type TxRecord } from './types.ts';
import { CATCHAIN_SEQNO, computeSubset, validatorListHashShort, ValidatorSet } from './validators.ts';

export interface LocalChainOptions {
  /** Milliseconds between blocks; 0 = blocks only on produceBlock(). */
  blockInterval?: number;
  /** Seeds the genesis state; returns the addresses it created. */
  genesis?: (bc: Blockchain) => Promise<Address[]>;
  /** Called with every accepted external and every produced round (persistence hooks). */
  journal?: { onExternal(boc: Buffer, now: number): void; onBlock(genUtime: number): void };
  /** Wall clock in seconds (tests may pin it). */
  clock?: () => number;
  /** Rounds whose state cells stay in memory (older ones are rebuilt on demand); default 256. */
  retainStates?: number;
  /** When the basechain splits and merges; default: never (one shard). */
  shards?: ShardSchedule;
}

/** Whether config param 28 (catchain_config_new) asks for the masterchain validators to be shuffled. */
function shuffleMcValidators(config: Cell): boolean {
  const p28 = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config).get(28);
  if (!p28) return false;
  const s = p28.beginParse();
  return s.loadUint(8) === 0xc2 && (s.loadUint(8) & 1) === 1;
}

export interface Round {
  mc: BlockRecord;
  /** The round's basechain blocks, one per shard in prefix order. */
  shards: BlockRecord[];
  /** The first of them (the only one while the basechain is one shard). */
  shard: BlockRecord;
}

const LT_STEP = 1_000_000n;
/** The masterchain's key among a round's blocks (a basechain block's key is its shard id in hex). */
const MC = 'mc';
/**
 * Most transactions one block runs from messages of its own round (a node's block has gas and size limits);
 * the rest wait in the queue for the next block, so a contract that keeps messaging itself cannot stall a round.
 */
const MAX_BLOCK_TXS = 2000;
/** How far (seconds) gen_utime may run ahead of the wall clock so that consecutive blocks get distinct times. */
const MAX_CLOCK_LEAD = 2;

/** A local TON network: @ton/sandbox executes, this class cuts blocks and keeps history. */
export class LocalChain {
  readonly mc = new ChainBlocks();
  /** Basechain blocks by round and shard. */
  readonly shards = new ShardBlocks();
  readonly schedule: ShardSchedule;
  readonly accounts = new AccountIndex();
  readonly globalId: number;
  readonly configAddr: Buffer;
  private pending: BlockchainTransaction[] = [];
  /** Internal messages sent by the coming round's transactions that have not run yet (new messages). */
  private fresh: InFlight[] = [];
  /** Messages that left their block: enqueued, and not yet dequeued by their sender's shard. */
  private queue: InFlight[] = [];
  private readonly stepper: MessageStepper;
  private touched = new Map<string, Address>();
  private lock: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private listeners = new Set<(r: Round) => void>();
  private roundStartLt = LT_STEP;
  private readonly clock: () => number;
  private readonly globalVersion: GlobalVersion | null;
  readonly globalBalance = 5_000_000_000n * 1_000_000_000n;
  /** Parsed once: the emulator's getter re-parses the 115 KB config on every access. */
  readonly config: Cell;
  /** State cells of the chain; `states.history` bounds what stays in memory. */
  readonly stateCells: ChainStates;
  private readonly cells = new CellInterner();
  /** Masterchain accounts whose StateInit asks for tick / tock transactions, in address order. */
  private readonly tickTock = { tick: [] as Address[], tock: [] as Address[] };
  /** The validator group of each basechain shard: its list hash, written into each of its blocks. */
  private readonly shardValidators = new Map<bigint, { listHashShort: number; catchainSeqno: number }>();

  private constructor(
    readonly bc: Blockchain,
    private opts: LocalChainOptions,
    readonly validators: ValidatorSet,
  ) {
    this.clock = opts.clock ?? (() => Math.floor(Date.now() / 1000));
    this.config = bc.config;
    this.schedule = opts.shards ?? NO_SPLIT;
    checkSchedule(this.schedule);
    const cfg = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), this.config);
    this.globalId = cfg.get(19)?.beginParse().loadInt(32) ?? -239;
    this.configAddr = cfg.get(0)?.beginParse().loadBuffer(32) ?? Buffer.alloc(32, 0x55);
    this.globalVersion = globalVersionOf(cfg.get(8));
    this.stateCells = new ChainStates(this, opts.retainStates ?? 256);
    this.stepper = new MessageStepper(bc);
  }

  static async create(opts: LocalChainOptions = {}): Promise<LocalChain> {
    deliverSentCells();
    const bc = await Blockchain.create({ storage: new NodeLikeStorage() });
    // The validator set is elected at genesis: config params 32/34/36 name its keys before any state exists.
    const genesisTime = (opts.clock ?? (() => Math.floor(Date.now() / 1000)))();
    const validators = ValidatorSet.devnet(genesisTime, shuffleMcValidators(bc.config));
    bc.setConfig(validators.writeInto(bc.config));
    const chain = new LocalChain(bc, opts, validators);
    bc.now = chain.clock();
    const created = opts.genesis ? await opts.genesis(bc) : [];
    for (const a of created) chain.touched.set(accountKey(a.workChain, a.hash), a);
    await chain.findTickTock(created);
    await chain.genesisRound();
    if (opts.blockInterval && opts.blockInterval > 0) chain.startCadence(opts.blockInterval);
    return chain;
  }

  /** Special masterchain accounts run a tick and/or a tock transaction in every masterchain block, as their StateInit asks. */
  private async findTickTock(created: Address[]): Promise<void> {
    const mc = created.filter((a) => a.workChain === MASTERCHAIN).sort((a, b) => a.hash.compare(b.hash));
    for (const a of mc) {
      const c = await this.bc.getContract(a);
      const acc = loadShardAccount(
        Cell.fromBase64((c as unknown as { _account: string })._account).beginParse(),
      ).account;
      const special = acc?.storage.state.type === 'active' ? acc.storage.state.state.special : null;
      if (special?.tick) this.tickTock.tick.push(a);
      if (special?.tock) this.tickTock.tock.push(a);
    }
  }

  /** Tick transactions open a masterchain block, tock transactions close it (as the collator orders them). */
  private async runTickTock(which: 'tick' | 'tock', now: number, round: number): Promise<void> {
    const list = this.tickTock[which];
    if (!list.length) return;
    this.bc.now = now;
    for (const on of list) await this.execute({ type: 'ticktock', on, which }, round);
    this.forgetSandboxHistory();
  }

  /** Runs one message or tick-tock; what its transaction sends joins the round's new messages. */
  private async execute(entry: SandboxEntry, round: number): Promise<BlockchainTransaction | null> {
    const { tx, sent } = await this.stepper.run(entry);
    if (!tx) return null;
    this.takeTx(tx);
    for (const e of sent) {
      const m = e.type === 'message' ? inFlight(e, round) : null;
      if (m) this.fresh.push(m);
    }
    return tx;
  }

  /** Serialises every mutation of the emulator and the indexes. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn, fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  startCadence(ms: number): void {
    this.stopCadence();
    this.timer = setInterval(() => {
      this.produceBlock().catch((e) => console.error('block production failed', e));
    }, ms);
    this.timer.unref();
  }
  stopCadence(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  onBlock(fn: (r: Round) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  get lastMc(): BlockRecord {
    return this.mc.last;
  }
  /** The newest basechain block of every shard. */
  get lastShards(): BlockRecord[] {
    return this.shards.tops;
  }
  /** A block by its exact (workchain, shard, seqno). */
  blockOf(workchain: number, shard: bigint, seqno: number): BlockRecord | undefined {
    if (workchain === MASTERCHAIN) return shard === ROOT_SHARD ? this.mc.bySeqno(seqno) : undefined;
    return workchain === BASECHAIN ? this.shards.exact(shard, seqno) : undefined;
  }
  /** The basechain block of masterchain block mcSeqno's round whose shard holds the account. */
  shardBlockOf(mcSeqno: number, accountId: Buffer): BlockRecord {
    return this.shards.holding(accountPrefix(accountId), mcSeqno)!;
  }

  /** The validator group of a basechain shard (drawn by the same rule as the masterchain's, for that shard). */
  private shardGroup(shard: bigint) {
    let g = this.shardValidators.get(shard);
    if (!g) {
      const v = this.validators;
      const group = computeSubset(v.validators, v.validators.length, BASECHAIN, shard, CATCHAIN_SEQNO, v.shuffleMc);
      this.shardValidators.set(
        shard,
        (g = { listHashShort: validatorListHashShort(group), catchainSeqno: CATCHAIN_SEQNO }),
      );
    }
    return g;
  }

  /** Chain time: wall clock, never behind the last block. */
  now(): number {
    return Math.max(this.clock(), this.mc.list.length ? this.lastMc.genUtime : 0);
  }

  /**
   * Executes an external message now: the receiving contract's transaction, which accepts or refuses it.
   * Throws the emulator's error when the contract does not accept it — no transaction is recorded.
   * The internal messages it sends run when the next round is cut, in that round's blocks or (leaving
   * their shard) the next round's, so a send costs one transaction and each round runs its messages in one batch.
   */
  sendExternal(boc: Buffer, nowOverride?: number): Promise<{ hash: Buffer; transactions: number }> {
    return this.exclusive(async () => {
      const msg = Cell.fromBoc(boc)[0];
      if (!msg) throw new Error('empty message');
      const parsed = loadMessage(msg.beginParse());
      if (parsed.info.type === 'external-out') throw new Error('Cannot send external out message');
      const now = nowOverride ?? this.now();
      this.bc.now = now;
      // the coming round's: its messages run (or leave) when that round is cut
      const tx = await this.execute({ type: 'message', ...parsed }, this.mc.list.length);
      this.forgetSandboxHistory();
      if (!tx) throw new Error('External message was not accepted: no transaction');
      this.opts.journal?.onExternal(boc, now);
      return { hash: msg.hash(), transactions: 1 };
    });
  }

  /** The sandbox keeps every transaction it ran; the chain keeps its own index instead. */
  private forgetSandboxHistory(): void {
    (this.bc as unknown as { transactions: unknown[] }).transactions = [];
  }

  private takeTx(t: BlockchainTransaction): void {
    this.pending.push(t);
    const a = txAddress(t);
    if (a) this.touched.set(accountKey(a.workChain, a.hash), a);
  }

  /**
   * The round's internal messages, at the block's time: first those earlier rounds enqueued (each imported
   * by the block holding its destination, oldest first), then the new ones, in the order they were sent,
   * where sender and destination share a block. The others stay in `fresh`: the round enqueues them.
   */
  private async runMessages(now: number, round: number, blockOf: (a: Address) => string): Promise<void> {
    this.bc.now = now;
    const run = async (m: InFlight) => {
      try {
        await this.execute(m.entry, round);
      } catch (e) {
        console.error('devnet: a message could not be delivered', e);
      }
      this.forgetSandboxHistory();
    };
    const due = this.queue
      .filter((m) => m.importedRound === undefined && m.sentRound < round)
      .sort((a, b) => (a.info.createdLt < b.info.createdLt ? -1 : a.info.createdLt > b.info.createdLt ? 1 : 0));
    for (const m of due) {
      m.importedRound = round;
      await run(m);
    }
    const leaving: InFlight[] = [];
    const counts = new Map<string, number>();
    for (let i = 0; i < this.fresh.length; i++) {
      const m = this.fresh[i]!;
      const to = blockOf(m.info.dest);
      const n = counts.get(to) ?? 0;
      if (blockOf(m.info.src) !== to || n >= MAX_BLOCK_TXS) leaving.push(m);
      else {
        counts.set(to, n + 1);
        await run(m);
      }
    }
    this.fresh = leaving;
  }

  /** Cuts one masterchain block and one basechain block per shard from the pending transactions. */
  produceBlock(genUtimeOverride?: number): Promise<Round> {
    return this.exclusive(async () => {
      const maxTxNow = this.pending.reduce((m, t) => Math.max(m, t.now), 0);
      const genUtime = genUtimeOverride ?? this.nextUtime(maxTxNow);
      const seqno = this.mc.list.length;
      const transitions = transitionsAt(this.schedule, seqno);
      const blockOf = (a: Address) =>
        a.workChain === MASTERCHAIN
          ? MC
          : transitions.find((t) => shardContains(t.shard, accountPrefix(a.hash)))!.shard.toString(16);
      await this.runTickTock('tick', genUtime, seqno);
      await this.runMessages(genUtime, seqno, blockOf);
      await this.runTickTock('tock', genUtime, seqno);
      const txs = this.pending;
      this.pending = [];
      const round = await this.cutRound(txs, genUtime, transitions, blockOf);
      this.opts.journal?.onBlock(genUtime);
      for (const l of this.listeners) l(round);
      return round;
    });
  }

  private async refreshTouched(mcSeqno: number): Promise<void> {
    for (const [key, addr] of this.touched) {
      const c = await this.bc.getContract(addr);
      const raw = (c as unknown as { _account: string })._account;
      const shardAccount = this.cells.intern(Cell.fromBase64(raw));
      this.stateCells.setAccount(
        addr.workChain,
        hasAccount(shardAccount)
          ? { id: addr.hash, shardAccount, balance: c.balance }
          : { id: addr.hash, shardAccount: null },
      );
      this.accounts.addVersion(key, { mcSeqno, shardAccount, balance: c.balance });
    }
    this.touched.clear();
  }

  private async genesisRound(): Promise<void> {
    await this.refreshTouched(0);
    const utime = this.bc.now!;
    const shardState = this.stateCells.stateFor({ workchain: BASECHAIN, shard: ROOT_SHARD }, 0, utime, 0n, null, null);
    const shardFile = sha256(shardState.cell.toBoc());
    const shardId: BlockId = {
      workchain: BASECHAIN,
      shard: ROOT_SHARD,
      seqno: 0,
      rootHash: shardState.cell.hash(),
      fileHash: shardFile,
    };
    const mcExtra = buildMcStateExtra({
      shards: [
        shardDescrOf({
          shard: ROOT_SHARD,
          seqno: 0,
          regMcSeqno: 0,
          startLt: 0n,
          endLt: 0n,
          rootHash: shardId.rootHash,
          fileHash: shardId.fileHash,
          minRefMcSeqno: 0,
          genUtime: utime,
          feesCollected: 0n,
        }),
      ],
      configAddr: this.configAddr,
      configRoot: this.config,
      globalBalance: this.globalBalance,
      lastKeyBlock: null,
      validatorInfo: { listHashShort: this.validators.mcListHashShort, catchainSeqno: CATCHAIN_SEQNO },
    });
    const mcState = this.stateCells.stateFor(
      { workchain: MASTERCHAIN, shard: ROOT_SHARD },
      0,
      utime,
      0n,
      null,
      mcExtra,
    );
    const mcId: BlockId = {
      workchain: MASTERCHAIN,
      shard: ROOT_SHARD,
      seqno: 0,
      rootHash: mcState.cell.hash(),
      fileHash: sha256(mcState.cell.toBoc()),
    };
    const base = { startLt: 0n, endLt: 0n, genUtime: utime, mcSeqno: 0, prev: null, txs: [], boc: null };
    this.shards.push(0, [{ ...base, id: shardId, masterRef: null, state: shardState.cell, stateFileHash: shardFile }]);
    this.mc.push({ ...base, id: mcId, masterRef: null, state: mcState.cell, stateFileHash: mcId.fileHash });
  }

  /** gen_utime: the wall clock, one second past the previous block when the clock allows a small lead. */
  private nextUtime(atLeast: number): number {
    const prev = this.mc.list.length ? this.lastMc.genUtime : 0;
    const want = Math.max(this.clock(), atLeast);
    if (want > prev) return want;
    return prev + 1 <= this.clock() + MAX_CLOCK_LEAD ? prev + 1 : prev;
  }

  private async cutRound(
    all: BlockchainTransaction[],
    genUtime: number,
    transitions: ShardTransition[],
    blockOf: (a: Address) => string,
  ): Promise<Round> {
    const seqno = this.mc.list.length;
    const prevMc = this.lastMc;
    const prevTops = this.shards.tops;
    if (transitions.some((t) => t.afterSplit || t.afterMerge))
      this.stateCells.reshard(
        transitions.map((t) => t.shard),
        seqno - 1,
      );
    // Before this round's accounts change: what each shard's block starts from (a child: its half of the parent).
    const fromPrev = new Map(
      transitions.map((t) => [t.shard, this.stateCells.liveAccounts({ workchain: BASECHAIN, shard: t.shard }).total]),
    );
    await this.refreshTouched(seqno);

    // The round's transactions by the block that carries them: the masterchain's, or the shard holding the account.
    const split = new Map<string, BlockTx[]>([
      [MC, []],
      ...transitions.map((t) => [t.shard.toString(16), []] as [string, BlockTx[]]),
    ]);
    for (const t of all) {
      const a = txAddress(t);
      if (!a) continue;
      split.get(blockOf(a))!.push({ account: a.hash, lt: t.lt, cell: t.raw, tx: t });
    }
    // Each block's lt range covers exactly its transactions: [first lt, last lt + its out messages + 1).
    const range = (txs: BlockTx[]) => {
      if (!txs.length) return { startLt: this.roundStartLt, endLt: this.roundStartLt + 1n };
      let startLt = txs[0]!.lt,
        endLt = 0n;
      for (const t of txs) {
        if (t.lt < startLt) startLt = t.lt;
        endLt = maxBig(endLt, t.lt + BigInt(t.tx.outMessagesCount) + 1n);
      }
      return { startLt, endLt };
    };
    const ranges = new Map([...split].map(([k, txs]) => [k, range(txs)]));
    let maxEnd = 0n;
    for (const r of ranges.values()) maxEnd = maxBig(maxEnd, r.endLt);
    this.roundStartLt = ((maxEnd + LT_STEP) / LT_STEP) * LT_STEP;
    (this.bc as unknown as { currentLt: bigint }).currentLt = this.roundStartLt;
    const queues = this.advanceQueue(seqno, blockOf, ranges);

    const prevMcRef = extRef(prevMc.id, prevMc.endLt);
    const mkRecord = (
      id: BlockId,
      lt: { startLt: bigint; endLt: bigint },
      txs: BlockTx[],
      boc: Buffer,
      prev: BlockId,
      masterRef: BlockId | null,
      feesCollected: bigint,
      validatorFees: bigint,
    ): BlockRecord => {
      const rec = {
        id,
        ...lt,
        genUtime,
        mcSeqno: seqno,
        prev,
        masterRef,
        txs: [],
        boc,
        stateFileHash: Buffer.alloc(32),
        feesCollected,
        validatorFees,
      } as unknown as BlockRecord;
      rec.txs = txs.map((t) => this.recordTx(id.workchain, t, id));
      return rec;
    };

    const shardRecs: BlockRecord[] = [];
    let shardFeesTotal = 0n;
    for (const t of transitions) {
      const k = t.shard.toString(16);
      const place = { workchain: BASECHAIN, shard: t.shard };
      const lt = ranges.get(k)!;
      const txs = sortTxs(split.get(k)!);
      const fees = feesCollectedBy(txs, 0n);
      shardFeesTotal += fees;
      this.stateCells.addFees(place, fees);
      const queue = queues.of(k);
      const state = this.stateCells.stateFor(
        place,
        seqno,
        genUtime,
        lt.endLt,
        prevMcRef,
        null,
        t.beforeSplit,
        queue.info,
      );
      const parents = t.prevShards.map((s) => prevTops.find((b) => b.id.shard === s)!);
      const block = cutBlock({
        globalId: this.globalId,
        workchain: BASECHAIN,
        shard: t.shard,
        seqno,
        genUtime,
        ...lt,
        minRefMcSeqno: prevMc.id.seqno,
        prev: parents.map((p) => extRef(p.id, p.endLt)),
        split: {
          afterMerge: t.afterMerge,
          beforeSplit: t.beforeSplit,
          afterSplit: t.afterSplit,
          wantSplit: t.beforeSplit,
          wantMerge: t.beforeMerge,
        },
        masterRef: prevMcRef,
        globalVersion: this.globalVersion,
        txs,
        dequeued: queue.dequeued,
        // A child starts from its parent's state, a merged block from both parents' (split_state).
        oldState: t.afterMerge ? splitState(parents[0]!.state, parents[1]!.state) : parents[0]!.state,
        newState: state.cell,
        fromPrev: fromPrev.get(t.shard)!,
        toNext: state.totalBalance,
        mc: null,
        randSeed: sha256(Buffer.from(t.shard === ROOT_SHARD ? `0:${seqno}` : `0:${k}:${seqno}`)),
        validators: this.shardGroup(t.shard),
      });
      const id: BlockId = {
        workchain: BASECHAIN,
        shard: t.shard,
        seqno,
        rootHash: block.cell.hash(),
        fileHash: block.fileHash,
      };
      const rec = mkRecord(id, lt, txs, block.boc, parents[0]!.id, prevMc.id, fees, this.stateCells.feesOf(place));
      if (t.afterMerge) rec.prevs = parents.map((p) => p.id);
      rec.outMsgQueueInfo = queue.info;
      rec.outQueueSize = queue.size;
      if (t.beforeSplit) rec.beforeSplit = true;
      if (t.beforeMerge) rec.beforeMerge = true;
      this.stateCells.history.attach(rec, state.cell);
      shardRecs.push(rec);
    }

    this.stateCells.addPrevBlock(prevMc);
    const mcExtra = this.stateCells.mcExtraFor(shardRecs);
    const descrs = loadMcStateShards(mcExtra);
    const mcPlace = { workchain: MASTERCHAIN, shard: ROOT_SHARD };
    const mcTxs = sortTxs(split.get(MC)!);
    this.stateCells.addFees(mcPlace, feesCollectedBy(mcTxs, shardFeesTotal));
    const mcLt = ranges.get(MC)!;
    const mcQueue = queues.of(MC);
    const mcState = this.stateCells.stateFor(mcPlace, seqno, genUtime, mcLt.endLt, null, mcExtra, false, mcQueue.info);
    const mcBlock = cutBlock({
      globalId: this.globalId,
      workchain: MASTERCHAIN,
      shard: ROOT_SHARD,
      seqno,
      genUtime,
      ...mcLt,
      minRefMcSeqno: prevMc.id.seqno,
      prev: [prevMcRef],
      masterRef: null,
      globalVersion: this.globalVersion,
      txs: mcTxs,
      dequeued: mcQueue.dequeued,
      oldState: prevMc.state,
      newState: mcState.cell,
      fromPrev: balanceOf(prevMc.state),
      toNext: mcState.totalBalance,
      mc: { shards: descrs },
      randSeed: sha256(Buffer.from(`-1:${seqno}`)),
      validators: { listHashShort: this.validators.mcListHashShort, catchainSeqno: CATCHAIN_SEQNO },
    });
    const mcId: BlockId = {
      workchain: MASTERCHAIN,
      shard: ROOT_SHARD,
      seqno,
      rootHash: mcBlock.cell.hash(),
      fileHash: mcBlock.fileHash,
    };
    const mcRec = mkRecord(
      mcId,
      mcLt,
      mcTxs,
      mcBlock.boc,
      prevMc.id,
      null,
      mcBlock.valueFlow.feesCollected.grams,
      this.stateCells.feesOf(mcPlace),
    );
    mcRec.signatures = this.validators.signBlock(mcId.rootHash, mcId.fileHash);
    mcRec.outMsgQueueInfo = mcQueue.info;
    mcRec.outQueueSize = mcQueue.size;
    // import_block_lt of the messages this round imported: where the importing block's lt range ends
    for (const m of this.queue)
      if (m.importedRound === seqno) m.importBlockLt = ranges.get(blockOf(m.info.dest))!.endLt;
    this.stateCells.history.attach(mcRec, mcState.cell);
    this.shards.push(seqno, shardRecs);
    this.mc.push(mcRec);
    return { mc: mcRec, shards: shardRecs, shard: shardRecs[0]! };
  }

  /**
   * The queue as the round's blocks leave it. New messages that did not run here are enqueued by their
   * sender's block; messages imported in an earlier round are dequeued by their sender's block now that
   * the masterchain has committed the import. Each block's state holds what its shard's senders enqueued.
   */
  private advanceQueue(
    round: number,
    blockOf: (a: Address) => string,
    ranges: Map<string, { startLt: bigint }>,
  ): { of(block: string): { info: Cell; size: number; dequeued: Dequeued[] } } {
    for (const m of this.fresh) m.enqueuedLt = ranges.get(blockOf(m.info.src))!.startLt;
    const kept: InFlight[] = [];
    const held = new Map<string, InFlight[]>();
    const dequeued = new Map<string, Dequeued[]>();
    const add = <T>(map: Map<string, T[]>, k: string, v: T) => (map.get(k) ?? map.set(k, []).get(k)!).push(v);
    for (const m of [...this.queue, ...this.fresh]) {
      const sender = blockOf(m.info.src);
      if (m.importedRound !== undefined && m.importedRound < round)
        add(dequeued, sender, {
          hash: m.hash,
          envelopeHash: m.envelope.hash(),
          destWorkchain: m.info.dest.workChain,
          destPrefix: accountPrefix(m.info.dest.hash),
          importBlockLt: m.importBlockLt ?? 0n,
        });
      else {
        kept.push(m);
        add(held, sender, m);
      }
    }
    this.queue = kept;
    this.fresh = [];
    return {
      of: (block) => {
        const mine = held.get(block) ?? [];
        return {
          info: buildOutMsgQueueInfo(mine.map(queueItem)),
          size: mine.length,
          dequeued: dequeued.get(block) ?? [],
        };
      },
    };
  }

  private recordTx(workchain: number, t: BlockTx, block: BlockId): TxRecord {
    const rec: TxRecord = {
      workchain,
      account: t.account,
      lt: t.lt,
      hash: t.cell.hash(),
      now: t.tx.now,
      cell: t.cell,
      block,
      prevLt: t.tx.prevTransactionLt,
      prevHash: bigToBuf(t.tx.prevTransactionHash),
    };
    this.accounts.addTx(accountKey(workchain, t.account), rec);
    return rec;
  }

  /** ShardAccount of an account as of masterchain seqno (undefined: no such account then). */
  accountAt(workchain: number, id: Buffer, mcSeqno: number) {
    return this.accounts.versionAt(accountKey(workchain, id), mcSeqno);
  }

  /** Runs a get-method on the account's state as of masterchain block mcSeqno. */
  async runGetMethod(address: Address, methodId: number, stack: TupleItem[], mcSeqno: number) {
    const v = this.accountAt(address.workChain, address.hash, mcSeqno);
    const acc = v ? loadAccountState(v.shardAccount) : null;
    if (acc?.state.type !== 'active' || !acc.state.state.code || !acc.state.state.data)
      return { kind: 'inactive' as const };
    const block = this.mc.bySeqno(mcSeqno)!;
    const res = await this.bc.executor.runGetMethod({
      code: acc.state.state.code,
      data: acc.state.state.data,
      methodId,
      stack,
      config: this.bc.configBase64,
      verbosity: 'short',
      libs: this.bc.libs,
      address,
      unixTime: block.genUtime,
      balance: acc.balance,
      randomSeed: Buffer.alloc(32),
      gasLimit: 10_000_000n,
      debugEnabled: false,
    });
    if (!res.output.success) return { kind: 'error' as const, error: res.output.error };
    return {
      kind: 'ok' as const,
      exitCode: res.output.vm_exit_code,
      stack: Cell.fromBase64(res.output.stack),
      gasUsed: BigInt(res.output.gas_used),
    };
  }

  pendingCount(): number {
    return this.pending.length;
  }

  /** Internal messages in flight: waiting for the next round, or enqueued and not yet dequeued. */
  queuedMessages(): number {
    return this.fresh.length + this.queue.length;
  }
  /** Internal messages that have not run yet. */
  messagesToRun(): number {
    return this.fresh.length + this.queue.filter((m) => m.importedRound === undefined).length;
  }

  async close(): Promise<void> {
    this.stopCadence();
    await this.lock.catch(() => undefined);
  }
}

function loadAccountState(shardAccount: Cell) {
  const sa = loadShardAccount(shardAccount.beginParse());
  if (!sa.account) return null;
  return { state: sa.account.storage.state, balance: sa.account.storage.balance.coins };
}

function txAddress(t: BlockchainTransaction): Address | null {
  const info = t.inMessage?.info;
  if (info && (info.type === 'internal' || info.type === 'external-in')) return info.dest;
  // tick and tock transactions have no inbound message; only masterchain accounts run them
  if (t.description.type === 'tick-tock') return new Address(MASTERCHAIN, bigToBuf(t.address));
  return null;
}

function sortTxs(txs: BlockTx[]): BlockTx[] {
  return [...txs].sort((a, b) => {
    const c = a.account.compare(b.account);
    return c !== 0 ? c : a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0;
  });
}

/** The basechain ShardDescrs inside a McStateExtra cell (the block commits the same records). */
function loadMcStateShards(mcExtra: Cell) {
  const s = mcExtra.beginParse();
  s.skip(16);
  return loadShardHashes(s);
}

function balanceOf(state: Cell): bigint {
  // ^[ overload underload total_balance ... ] is the third ref of ShardStateUnsplit
  const s = state.refs[2]!.beginParse();
  s.skip(128);
  return s.loadCoins();
}

const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);
export const sha256 = (b: Buffer): Buffer => createHash('sha256').update(b).digest();
const bigToBuf = (v: bigint): Buffer => Buffer.from(v.toString(16).padStart(64, '0'), 'hex');
export { beginCell };
