/** What the follower needs from the chain, over the server's liteserver pool (failover, deadlines). */
import { Address, Cell, loadAccount } from '@ton/core';
import type { LiteClient } from 'ton-lite-client';
import { liteQuery } from '../../liteapi/index.ts';
import type { LitePool } from '../../server/src/lite/pool.ts';

export interface BlockRef { workchain: number; shard: string; seqno: number; rootHash: Buffer; fileHash: Buffer }

const MC_SHARD = '-9223372036854775808';
const tlId = (b: BlockRef) => ({ kind: 'tonNode.blockIdExt' as const, workchain: b.workchain, shard: b.shard, seqno: b.seqno, rootHash: b.rootHash, fileHash: b.fileHash });

export interface AccountSnapshot {
  /** Account cell hash (what transactions' state_update names); null when the account does not exist. */
  hash: Buffer | null;
  balance: bigint;
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
      liteQuery(c.engine, 'liteServer_getBlock', { kind: 'liteServer.getBlock', id: tlId(ref) }, { timeout: t }));
    return r.data;
  }

  async account(address: Address, at: BlockRef): Promise<AccountSnapshot> {
    const r = await this.pool.run('getAccountState', (c, t) =>
      liteQuery(c.engine, 'liteServer_getAccountState', {
        kind: 'liteServer.getAccountState', id: tlId(at), account: { kind: 'liteServer.accountId', workchain: address.workChain, id: address.hash },
      }, { timeout: t }));
    if (r.state.length === 0) return { hash: null, balance: 0n, status: 'nonexist', code: null, data: null, frozenHash: null, boc: null };
    const cell = Cell.fromBoc(r.state)[0]!;
    const sl = cell.beginParse();
    // account_none$0 | account$1 ...
    if (!sl.loadBit()) return { hash: null, balance: 0n, status: 'nonexist', code: null, data: null, frozenHash: null, boc: null };
    const acc = loadAccount(sl);
    const st = acc.storage.state;
    return {
      hash: cell.hash(), balance: acc.storage.balance.coins,
      status: st.type === 'active' ? 'active' : st.type === 'frozen' ? 'frozen' : 'uninit',
      code: st.type === 'active' ? st.state.code ?? null : null, data: st.type === 'active' ? st.state.data ?? null : null,
      frozenHash: st.type === 'frozen' ? Buffer.from(st.stateHash.toString(16).padStart(64, '0'), 'hex') : null,
      boc: r.state,
    };
  }
}
