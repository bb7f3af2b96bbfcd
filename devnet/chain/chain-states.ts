import type { Cell } from '@ton/core';
import type { ExtBlkRef } from '../../tlb/index.ts';
import { AccountTrie, CritBitDict, prevBlocksSpec, seqnoKey } from './crit-bit-dict.ts';
import type { AccountIndex, ChainBlocks } from './indexes.ts';
import { buildMcStateExtra, buildShardAccounts, buildShardState, shardDescrOf, type StateAccount } from './state.ts';
import { StateHistory } from './state-history.ts';
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

export interface ChainStatesContext {
  globalId: number;
  configAddr: Buffer;
  config: Cell;
  globalBalance: bigint;
  validators: ValidatorSet;
  mc: ChainBlocks;
  shard: ChainBlocks;
  accounts: AccountIndex;
}

/**
 * The chain's ShardStateUnsplit cells: the live accounts dictionaries, prev_blocks and fee totals that
 * the next states are written from, and the rebuild of an evicted state from history with the very same
 * inputs (so the same cell and hash as when its block was cut).
 */
export class ChainStates {
  readonly history: StateHistory;
  private readonly tries = new Map<number, AccountTrie>([
    [MASTERCHAIN, new AccountTrie()],
    [BASECHAIN, new AccountTrie()],
  ]);
  private readonly built = new Map<number, { cell: Cell; total: bigint }>();
  private readonly fees = new Map<number, bigint>([
    [MASTERCHAIN, 0n],
    [BASECHAIN, 0n],
  ]);
  /** prev_blocks of the masterchain state: every earlier masterchain block. */
  private readonly prevBlocks = new CritBitDict(prevBlocksSpec);

  constructor(
    private readonly ctx: ChainStatesContext,
    retain: number,
  ) {
    this.history = new StateHistory(retain, (rec) => this.rebuild(rec));
  }

  setAccount(workchain: number, a: StateAccount | { id: Buffer; shardAccount: null }): void {
    this.built.delete(workchain);
    if (a.shardAccount) this.tries.get(workchain)!.set(a as StateAccount);
    else this.tries.get(workchain)!.delete(a.id);
  }

  addFees(workchain: number, fees: bigint): void {
    this.fees.set(workchain, this.fees.get(workchain)! + fees);
  }
  feesOf(workchain: number): bigint {
    return this.fees.get(workchain)!;
  }

  /** Records masterchain block `rec` in prev_blocks of the states that follow it. */
  addPrevBlock(rec: BlockRecord, dict = this.prevBlocks): void {
    dict.set(seqnoKey(rec.id.seqno), { keyBlock: rec.id.seqno === 0, ref: extRef(rec.id, rec.endLt) });
  }

  /** A state from the live dictionaries and fee totals (or the given ones, when rebuilding). */
  stateFor(
    workchain: number,
    seqno: number,
    genUtime: number,
    genLt: bigint,
    masterRef: ExtBlkRef | null,
    mcExtra: Cell | null,
    accounts = this.liveAccounts(workchain),
    validatorFees = this.feesOf(workchain),
  ) {
    return buildShardState({
      globalId: this.ctx.globalId,
      workchain,
      shard: ROOT_SHARD,
      seqno,
      genUtime,
      genLt,
      minRefMcSeqno: Math.max(0, seqno - 1),
      accounts,
      masterRef,
      mcExtra,
      validatorFees,
    });
  }

  /** McStateExtra of the masterchain block committing `shard` (the round's shard block). */
  mcExtraFor(shard: BlockRecord, prevBlocks = this.prevBlocks.build().cell): Cell {
    const descr = shardDescrOf({
      shard: ROOT_SHARD,
      seqno: shard.id.seqno,
      regMcSeqno: shard.mcSeqno,
      startLt: shard.startLt,
      endLt: shard.endLt,
      rootHash: shard.id.rootHash,
      fileHash: shard.id.fileHash,
      minRefMcSeqno: shard.mcSeqno - 1,
      genUtime: shard.genUtime,
      feesCollected: shard.feesCollected ?? 0n,
    });
    const c = this.ctx;
    return buildMcStateExtra({
      shards: [descr],
      configAddr: c.configAddr,
      configRoot: c.config,
      globalBalance: c.globalBalance,
      lastKeyBlock: extRef(c.mc.list[0]!.id, 0n),
      prevBlocks,
      validatorInfo: { listHashShort: c.validators.mcListHashShort, catchainSeqno: CATCHAIN_SEQNO },
    });
  }

  private liveAccounts(workchain: number): { cell: Cell; total: bigint } {
    let accounts = this.built.get(workchain);
    if (!accounts) this.built.set(workchain, (accounts = this.tries.get(workchain)!.build()));
    return accounts;
  }

  /** The accounts dictionary of a workchain as of masterchain seqno, from the version history. */
  private accountsAsOf(workchain: number, mcSeqno: number): { cell: Cell; total: bigint } {
    const list: StateAccount[] = [];
    for (const key of this.ctx.accounts.accountsOf(workchain)) {
      const v = this.ctx.accounts.versionAt(key, mcSeqno);
      if (v && hasAccount(v.shardAccount))
        list.push({
          id: Buffer.from(key.slice(key.indexOf(':') + 1), 'hex'),
          shardAccount: v.shardAccount,
          balance: v.balance,
        });
    }
    return buildShardAccounts(list);
  }

  private rebuild(rec: BlockRecord): Cell {
    const wc = rec.id.workchain;
    const accounts = this.accountsAsOf(wc, rec.mcSeqno);
    const fees = rec.validatorFees ?? 0n;
    if (wc === BASECHAIN) {
      const prevMc = this.ctx.mc.bySeqno(rec.mcSeqno - 1)!;
      return this.stateFor(
        BASECHAIN,
        rec.id.seqno,
        rec.genUtime,
        rec.endLt,
        extRef(prevMc.id, prevMc.endLt),
        null,
        accounts,
        fees,
      ).cell;
    }
    const prev = new CritBitDict(prevBlocksSpec);
    for (let i = 0; i < rec.id.seqno; i++) this.addPrevBlock(this.ctx.mc.bySeqno(i)!, prev);
    const mcExtra = this.mcExtraFor(this.ctx.shard.bySeqno(rec.id.seqno)!, prev.build().cell);
    return this.stateFor(MASTERCHAIN, rec.id.seqno, rec.genUtime, rec.endLt, null, mcExtra, accounts, fees).cell;
  }
}
