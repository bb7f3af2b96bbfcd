/** What the follower needs from the chain, over the server's liteserver pool (failover, deadlines). */
import {
  Address,
  Cell,
  type Dictionary,
  loadAccount,
  parseTuple,
  serializeTuple,
  TupleReader,
  type TupleItem,
} from '@ton/core';
import { forEachAugLeafE } from '../../tlb/hashmap.ts';
import { loadCC } from '../../tlb/primitives.ts';
import type { LiteClient } from 'ton-lite-client';
import type { liteServer_blockTransactions } from 'ton-lite-client/dist/schema.js';
import { liteQuery } from '../../liteapi/index.ts';
import { shardSigned } from '../../tlb/index.ts';
import type { LitePool } from '../../liteapi/pool.ts';

export interface BlockRef {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

/**
 * The ref of a block named by another block (a shard description of a masterchain block, or a previous-block id):
 * its shard as the signed decimal the liteserver's TL and the index's rows use.
 */
export function blockRefOf(id: {
  workchain: number;
  shard: bigint;
  seqno: number;
  rootHash: Buffer;
  fileHash?: Buffer;
}): BlockRef {
  return {
    workchain: id.workchain,
    shard: shardSigned(id.shard),
    seqno: id.seqno,
    rootHash: id.rootHash,
    // a block id always carries its file hash on the wire; the parsed type leaves it optional for other readers
    fileHash: id.fileHash!,
  };
}

const MC_SHARD = '-9223372036854775808';
const tlId = (b: BlockRef) => ({
  kind: 'tonNode.blockIdExt' as const,
  workchain: b.workchain,
  shard: b.shard,
  seqno: b.seqno,
  rootHash: b.rootHash,
  fileHash: b.fileHash,
});

export interface AccountSnapshot {
  /** Account cell hash (what transactions' state_update names); null when the account does not exist. */
  hash: Buffer | null;
  balance: bigint;
  /** Extra currencies as JSON `{id: amount}`; null when the account holds none. */
  balanceExtra: string | null;
  status: 'active' | 'uninit' | 'frozen' | 'nonexist';
  code: Cell | null;
  data: Cell | null;
  frozenHash: Buffer | null;
  boc: Buffer | null;
}

export class ChainSource {
  constructor(readonly pool: LitePool) {}

  async head(): Promise<number> {
    return (await this.pool.run('getMasterchainInfo', (c, t) => c.getMasterchainInfo({ timeout: t }))).last.seqno;
  }

  async mcBlockRef(seqno: number): Promise<BlockRef> {
    const r = await this.pool.run('lookupBlock', (c) => c.lookupBlockByID({ workchain: -1, shard: MC_SHARD, seqno }));
    const id = r.id;
    return { workchain: id.workchain, shard: id.shard, seqno: id.seqno, rootHash: id.rootHash, fileHash: id.fileHash };
  }

  async blockBoc(ref: BlockRef): Promise<Buffer> {
    const r = await this.pool.run('getBlock', (c: LiteClient, t) =>
      liteQuery(c.engine, 'liteServer_getBlock', { kind: 'liteServer.getBlock', id: tlId(ref) }, { timeout: t }),
    );
    return r.data;
  }

  /**
   * The liteserver's own list of a block's transactions (liteServer.listBlockTransactions, paged by its cursor):
   * what `indexer verify` holds the index's rows against, read without parsing the block.
   */
  async blockTransactions(ref: BlockRef): Promise<Array<{ account: Buffer; lt: string; hash: Buffer }>> {
    const out: Array<{ account: Buffer; lt: string; hash: Buffer }> = [];
    let after: { kind: 'liteServer.transactionId3'; account: Buffer; lt: string } | null = null;
    for (;;) {
      const cursor: typeof after = after;
      // mode bits: 1 account, 2 lt, 4 hash, 128 after the cursor
      const r: liteServer_blockTransactions = await this.pool.run('listBlockTransactions', (c, t) =>
        c.listBlockTransactions(
          tlId(ref),
          { mode: 1 + 2 + 4 + (cursor ? 128 : 0), count: 256, after: cursor },
          { timeout: t },
        ),
      );
      for (const id of r.ids) out.push({ account: id.account!, lt: id.lt!, hash: id.hash! });
      const last = r.ids.at(-1);
      if (!r.incomplete || !last) return out;
      after = { kind: 'liteServer.transactionId3', account: last.account!, lt: last.lt! };
    }
  }

  async account(address: Address, at: BlockRef): Promise<AccountSnapshot> {
    const r = await this.pool.run('getAccountState', (c, t) =>
      liteQuery(
        c.engine,
        'liteServer_getAccountState',
        {
          kind: 'liteServer.getAccountState',
          id: tlId(at),
          account: { kind: 'liteServer.accountId', workchain: address.workChain, id: address.hash },
        },
        { timeout: t },
      ),
    );
    return r.state.length === 0 ? NONE : snapshotOf(Cell.fromBoc(r.state)[0]!, r.state);
  }

  /** A get-method at the block through the liteserver; null when it fails or exits with a code other than 0/1. */
  async runGetMethod(address: Address, method: string, stack: TupleItem[], at: BlockRef): Promise<TupleReader | null> {
    const params = serializeTuple(stack).toBoc();
    const r = await this.pool.run('runSmcMethod', (c, t) => c.runMethod(address, method, params, at, { timeout: t }));
    if ((r.exitCode !== 0 && r.exitCode !== 1) || !r.result) return null;
    return new TupleReader(parseTuple(Cell.fromBase64(r.result)));
  }

  /**
   * Every account of a (zero) state: liteServer.getState serves whole states (liteservers allow it for
   * zerostates), ShardStateUnsplit.accounts = HashmapAugE 256 ShardAccount DepthBalanceInfo.
   */
  async stateAccounts(
    ref: BlockRef,
  ): Promise<Array<{ address: Address; snapshot: AccountSnapshot; lastLt: bigint; lastHash: Buffer }>> {
    const r = await this.pool.run('getState', (c: LiteClient, t) =>
      liteQuery(c.engine, 'liteServer_getState', { kind: 'liteServer.getState', id: tlId(ref) }, { timeout: t }),
    );
    const root = Cell.fromBoc(r.data)[0]!;
    const s = root.beginParse();
    if (s.loadUint(32) !== 0x9023afe2) throw new Error('getState: not a ShardStateUnsplit');
    s.skip(32); // global_id
    s.skip(2 + 6 + 32 + 64); // shard_ident
    s.skip(32 + 32 + 32 + 64 + 32); // seq_no, vert_seq_no, gen_utime, gen_lt, min_ref_mc_seqno
    s.loadRef(); // out_msg_queue_info
    s.skip(1); // before_split
    const accounts = s.loadRef().beginParse();
    const out: Array<{ address: Address; snapshot: AccountSnapshot; lastLt: bigint; lastHash: Buffer }> = [];
    forEachAugLeafE(accounts, 256, (key, leaf) => {
      leaf.skip(5); // split_depth
      loadCC(leaf);
      const accCell = leaf.loadRef();
      const lastHash = leaf.loadBuffer(32);
      const lastLt = leaf.loadUintBig(64);
      const address = new Address(ref.workchain, Buffer.from(key.toString(16).padStart(64, '0'), 'hex'));
      out.push({ address, snapshot: snapshotOf(accCell, null), lastLt, lastHash });
    });
    return out;
  }
}

const NONE: AccountSnapshot = {
  hash: null,
  balance: 0n,
  balanceExtra: null,
  status: 'nonexist',
  code: null,
  data: null,
  frozenHash: null,
  boc: null,
};

/** An Account cell (account_none$0 | account$1 ...) as a snapshot. */
export function snapshotOf(cell: Cell, boc: Buffer | null): AccountSnapshot {
  const sl = cell.beginParse();
  if (!sl.loadBit()) return NONE;
  const acc = loadAccount(sl);
  const st = acc.storage.state;
  return {
    hash: cell.hash(),
    balance: acc.storage.balance.coins,
    balanceExtra: extraJson(acc.storage.balance.other),
    status: st.type === 'active' ? 'active' : st.type === 'frozen' ? 'frozen' : 'uninit',
    code: st.type === 'active' ? (st.state.code ?? null) : null,
    data: st.type === 'active' ? (st.state.data ?? null) : null,
    frozenHash: st.type === 'frozen' ? Buffer.from(st.stateHash.toString(16).padStart(64, '0'), 'hex') : null,
    boc: boc ?? cell.toBoc(),
  };
}

function extraJson(other: Dictionary<number, bigint> | undefined | null): string | null {
  if (!other || other.size === 0) return null;
  const o: Record<string, string> = {};
  for (const k of other.keys()) o[String(k)] = String(other.get(k));
  return JSON.stringify(o);
}
