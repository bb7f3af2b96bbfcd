import { beginCell, type Cell } from '@ton/core';
import type { ExtBlkRef } from '../../tlb/index.ts';
import { AccountTrie, CritBitDict, prevBlocksSpec, seqnoKey } from './crit-bit-dict.ts';
import type { AccountIndex, ChainBlocks, ShardBlocks } from './indexes.ts';
import { buildMcStateExtra, buildShardAccounts, buildShardState, shardDescrOf, type StateAccount } from './state.ts';
import { StateHistory } from './state-history.ts';
import { buildOutMsgQueueInfo } from './message-queue.ts';
import { accountPrefix, shardContains } from './shard-schedule.ts';
import { CATCHAIN_SEQNO, type ValidatorSet } from './validators.ts';
import { BASECHAIN, MASTERCHAIN, ROOT_SHARD, type BlockId, type BlockRecord } from './types.ts';

export const extRef = (id: BlockId, endLt: bigint): ExtBlkRef => ({
  endLt,
  seqno: id.seqno,
  rootHash: id.rootHash,
  fileHash: id.fileHash,
});

export function hasAccount(shardAccount: Cell): boolean {
  return shardAccount.refs[0]!.bits.length > 1; // account_none$0 is a single bit
}

/** split_state#5f327da5 left:^ShardStateUnsplit right:^ShardStateUnsplit: the state a merged block starts from. */
export function splitState(left: Cell, right: Cell): Cell {
  return beginCell().storeUint(0x5f327da5, 32).storeRef(left).storeRef(right).endCell();
}

export interface ChainStatesContext {
  globalId: number;
  configAddr: Buffer;
  config: Cell;
  globalBalance: bigint;
  validators: ValidatorSet;
  mc: ChainBlocks;
  shards: ShardBlocks;
  accounts: AccountIndex;
}

/** Where a state lives: the masterchain, or one basechain shard. */
export interface StatePlace {
  workchain: number;
  shard: bigint;
}
const EMPTY_QUEUE = buildOutMsgQueueInfo([]);
const MC_PLACE: StatePlace = { workchain: MASTERCHAIN, shard: ROOT_SHARD };
const placeKey = (p: StatePlace) => `${p.workchain}:${p.shard.toString(16)}`;

/**
 * The chain's ShardStateUnsplit cells: the live accounts dictionaries (one per basechain shard: a shard's
 * state holds the accounts whose address starts with its prefix), prev_blocks and fee totals that the
 * next states are written from, and the rebuild of an evicted state from history with the very same
 * inputs (so the same cell and hash as when its block was cut).
 */
export class ChainStates {
  readonly history: StateHistory;
  private readonly tries = new Map<string, AccountTrie>([
    [placeKey(MC_PLACE), new AccountTrie()],
    [placeKey({ workchain: BASECHAIN, shard: ROOT_SHARD }), new AccountTrie()],
  ]);
  private basechainShards: bigint[] = [ROOT_SHARD];
  private readonly built = new Map<string, { cell: Cell; total: bigint }>();
  private readonly fees = new Map<string, bigint>([
    [placeKey(MC_PLACE), 0n],
    [placeKey({ workchain: BASECHAIN, shard: ROOT_SHARD }), 0n],
  ]);
  /** prev_blocks of the masterchain state: every earlier masterchain block. */
  private readonly prevBlocks = new CritBitDict(prevBlocksSpec);

  constructor(
    private readonly ctx: ChainStatesContext,
    retain: number,
  ) {
    this.history = new StateHistory(retain, (rec) => this.rebuild(rec));
  }

  /** The place an account's state lives in now. */
  placeOf(workchain: number, id: Buffer): StatePlace {
    if (workchain === MASTERCHAIN) return MC_PLACE;
    const p = accountPrefix(id);
    return { workchain: BASECHAIN, shard: this.basechainShards.find((s) => shardContains(s, p))! };
  }

  setAccount(workchain: number, a: StateAccount | { id: Buffer; shardAccount: null }): void {
    const key = placeKey(this.placeOf(workchain, a.id));
    this.built.delete(key);
    if (a.shardAccount) this.tries.get(key)!.set(a as StateAccount);
    else this.tries.get(key)!.delete(a.id);
  }

  /**
   * The basechain splits or merges: each new shard's dictionary holds the accounts of its prefix as of the
   * last masterchain block; its fee total is the parent's half after a split (the left child takes the odd
   * nanoton) and the sum of both after a merge.
   */
  reshard(shards: bigint[], asOfMc: number): void {
    const oldFees = this.basechainShards.map((s) => ({
      shard: s,
      fees: this.feesOf({ workchain: BASECHAIN, shard: s }),
    }));
    for (const s of this.basechainShards) {
      const k = placeKey({ workchain: BASECHAIN, shard: s });
      this.tries.delete(k);
      this.fees.delete(k);
      this.built.delete(k);
    }
    this.basechainShards = shards;
    for (const s of shards) {
      const trie = new AccountTrie();
      for (const a of this.accountsOf(BASECHAIN, asOfMc, s)) trie.set(a);
      const k = placeKey({ workchain: BASECHAIN, shard: s });
      this.tries.set(k, trie);
      let fees = 0n;
      for (const o of oldFees) {
        const wider = (s & -s) >= (o.shard & -o.shard);
        if (wider && shardContains(s, o.shard))
          fees += o.fees; // s is the parent of o (merge) or o itself
        else if (shardContains(o.shard, s)) fees += s < o.shard ? o.fees - o.fees / 2n : o.fees / 2n; // split
      }
      this.fees.set(k, fees);
    }
  }

  addFees(place: StatePlace, fees: bigint): void {
    this.fees.set(placeKey(place), this.feesOf(place) + fees);
  }
  feesOf(place: StatePlace): bigint {
    return this.fees.get(placeKey(place)) ?? 0n;
  }

  /** Records masterchain block `rec` in prev_blocks of the states that follow it. */
  addPrevBlock(rec: BlockRecord, dict = this.prevBlocks): void {
    dict.set(seqnoKey(rec.id.seqno), { keyBlock: rec.id.seqno === 0, ref: extRef(rec.id, rec.endLt) });
  }

  /** A state from the live dictionaries and fee totals (or the given ones, when rebuilding). */
  stateFor(
    place: StatePlace,
    seqno: number,
    genUtime: number,
    genLt: bigint,
    masterRef: ExtBlkRef | null,
    mcExtra: Cell | null,
    beforeSplit = false,
    outMsgQueueInfo = EMPTY_QUEUE,
    accounts = this.liveAccounts(place),
    validatorFees = this.feesOf(place),
  ) {
    return buildShardState({
      globalId: this.ctx.globalId,
      workchain: place.workchain,
      shard: place.shard,
      seqno,
      genUtime,
      genLt,
      minRefMcSeqno: Math.max(0, seqno - 1),
      accounts,
      masterRef,
      mcExtra,
      validatorFees,
      beforeSplit,
      outMsgQueueInfo,
    });
  }

  /** McStateExtra of the masterchain block committing `shards` (the round's shard blocks). */
  mcExtraFor(shards: BlockRecord[], prevBlocks = this.prevBlocks.build().cell): Cell {
    const descrs = shards.map((shard) =>
      shardDescrOf({
        shard: shard.id.shard,
        seqno: shard.id.seqno,
        regMcSeqno: shard.mcSeqno,
        startLt: shard.startLt,
        endLt: shard.endLt,
        rootHash: shard.id.rootHash,
        fileHash: shard.id.fileHash,
        minRefMcSeqno: shard.mcSeqno - 1,
        genUtime: shard.genUtime,
        feesCollected: shard.feesCollected ?? 0n,
        beforeSplit: shard.beforeSplit ?? false,
        beforeMerge: shard.beforeMerge ?? false,
      }),
    );
    const c = this.ctx;
    return buildMcStateExtra({
      shards: descrs,
      configAddr: c.configAddr,
      configRoot: c.config,
      globalBalance: c.globalBalance,
      lastKeyBlock: extRef(c.mc.list[0]!.id, 0n),
      prevBlocks,
      validatorInfo: { listHashShort: c.validators.mcListHashShort, catchainSeqno: CATCHAIN_SEQNO },
    });
  }

  /** The live accounts dictionary of a place (its total is the place's balance). */
  liveAccounts(place: StatePlace): { cell: Cell; total: bigint } {
    const key = placeKey(place);
    let accounts = this.built.get(key);
    if (!accounts) this.built.set(key, (accounts = this.tries.get(key)!.build()));
    return accounts;
  }

  /** The accounts of a workchain (of one shard's prefix) as of masterchain seqno, from the version history. */
  private accountsOf(workchain: number, mcSeqno: number, shard = ROOT_SHARD): StateAccount[] {
    const list: StateAccount[] = [];
    for (const key of this.ctx.accounts.accountsOf(workchain)) {
      const id = Buffer.from(key.slice(key.indexOf(':') + 1), 'hex');
      if (!shardContains(shard, accountPrefix(id))) continue;
      const v = this.ctx.accounts.versionAt(key, mcSeqno);
      if (v && hasAccount(v.shardAccount)) list.push({ id, shardAccount: v.shardAccount, balance: v.balance });
    }
    return list;
  }

  private rebuild(rec: BlockRecord): Cell {
    const wc = rec.id.workchain;
    const accounts = buildShardAccounts(this.accountsOf(wc, rec.mcSeqno, rec.id.shard));
    const fees = rec.validatorFees ?? 0n;
    if (wc === BASECHAIN) {
      const prevMc = this.ctx.mc.bySeqno(rec.mcSeqno - 1)!;
      return this.stateFor(
        { workchain: BASECHAIN, shard: rec.id.shard },
        rec.id.seqno,
        rec.genUtime,
        rec.endLt,
        extRef(prevMc.id, prevMc.endLt),
        null,
        rec.beforeSplit ?? false,
        rec.outMsgQueueInfo,
        accounts,
        fees,
      ).cell;
    }
    const prev = new CritBitDict(prevBlocksSpec);
    for (let i = 0; i < rec.id.seqno; i++) this.addPrevBlock(this.ctx.mc.bySeqno(i)!, prev);
    const mcExtra = this.mcExtraFor(this.ctx.shards.ofRound(rec.id.seqno), prev.build().cell);
    return this.stateFor(
      MC_PLACE,
      rec.id.seqno,
      rec.genUtime,
      rec.endLt,
      null,
      mcExtra,
      false,
      rec.outMsgQueueInfo,
      accounts,
      fees,
    ).cell;
  }
}
