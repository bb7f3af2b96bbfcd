import type pg from 'pg';
import { b64, shardHex } from '../convert.ts';
import { page, Where, type Sort } from './db.ts';
import { addAfter, type Keyset, type KeyValues, orderBy } from './keyset.ts';
import type { BlockRow } from './rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

const MC_SHARD = '-9223372036854775808';

export interface BlockFilter {
  workchain?: number;
  shard?: string;
  seqno?: number;
  rootHash?: Buffer;
  fileHash?: Buffer;
  mcSeqno?: number;
  startUtime?: number;
  endUtime?: number;
  startLt?: string;
  endLt?: string;
}

export function blockWhere(f: BlockFilter): Where {
  return new Where()
    .when(f.workchain !== undefined, 'workchain = ?', f.workchain)
    .when(f.shard !== undefined, 'shard = ?', f.shard)
    .when(f.seqno !== undefined, 'seqno = ?', f.seqno)
    .when(f.rootHash, 'root_hash = ?', f.rootHash)
    .when(f.fileHash, 'file_hash = ?', f.fileHash)
    .when(f.mcSeqno !== undefined, 'mc_block_seqno = ?', f.mcSeqno)
    .when(f.startUtime !== undefined, 'gen_utime >= ?', f.startUtime)
    .when(f.endUtime !== undefined, 'gen_utime <= ?', f.endUtime)
    .when(f.startLt !== undefined, 'start_lt >= ?', f.startLt)
    .when(f.endLt !== undefined, 'start_lt <= ?', f.endLt);
}

/** Ordered by gen_utime, then (workchain, shard, seqno) as the unique tie-breaker (D5). */
export const BLOCK_KEYS: Keyset = [
  { sql: 'gen_utime', dir: 'sort' },
  { sql: 'workchain', dir: 'sort', kind: 'int32' },
  { sql: 'shard', dir: 'sort' },
  { sql: 'seqno', dir: 'sort', kind: 'int32' },
];

/** The rows of a page of blocks, after the key `after` when given (a cursor, D36). */
export async function selectBlockRows(
  c: pg.PoolClient,
  f: BlockFilter,
  sort: Sort,
  limit?: number,
  offset = 0,
  after?: KeyValues,
): Promise<BlockRow[]> {
  const w = addAfter(blockWhere(f), BLOCK_KEYS, sort, after);
  const tail = limit === undefined ? '' : page(w, limit, offset);
  const { rows } = await c.query<BlockRow>(
    `SELECT * FROM blocks ${w.sql} ORDER BY ${orderBy(BLOCK_KEYS, sort)} ${tail}`,
    w.params,
  );
  return rows;
}

export async function masterchainEdges(c: pg.PoolClient) {
  const { rows } = await c.query<BlockRow>(
    `(SELECT * FROM blocks WHERE workchain = -1 ORDER BY seqno DESC LIMIT 1) UNION ALL (SELECT * FROM blocks WHERE workchain = -1 ORDER BY seqno ASC LIMIT 1)`,
  );
  return rows.map(blockRecord);
}

export async function shardStateBlocks(c: pg.PoolClient, mcSeqno: number) {
  const { rows } = await c.query<BlockRow>(
    `SELECT b.* FROM shard_state s JOIN blocks b ON b.workchain = s.workchain AND b.shard = s.shard AND b.seqno = s.seqno
     WHERE s.mc_seqno = $1 ORDER BY s.workchain, s.shard, s.seqno`,
    [mcSeqno],
  );
  return rows.map(blockRecord);
}

export async function masterchainBlockExists(c: pg.PoolClient, seqno: number): Promise<boolean> {
  const { rowCount } = await c.query('SELECT 1 FROM blocks WHERE workchain = -1 AND seqno = $1 LIMIT 1', [seqno]);
  return (rowCount ?? 0) > 0;
}

export function blockRecord(r: BlockRow): components['schemas']['Block'] {
  const isMaster = r.workchain === -1;
  return {
    workchain: r.workchain,
    shard: shardHex(r.shard),
    seqno: r.seqno,
    root_hash: b64(r.root_hash)!,
    file_hash: b64(r.file_hash) ?? b64(Buffer.alloc(32))!,
    global_id: r.global_id,
    version: r.version,
    after_merge: r.after_merge,
    before_split: r.before_split,
    after_split: r.after_split,
    want_merge: r.want_merge,
    want_split: r.want_split,
    key_block: r.key_block,
    vert_seqno_incr: r.vert_seqno_incr,
    flags: r.flags,
    gen_utime: String(r.gen_utime),
    start_lt: String(r.start_lt),
    end_lt: String(r.end_lt),
    validator_list_hash_short: Number(r.validator_list_hash_short),
    gen_catchain_seqno: r.gen_catchain_seqno,
    min_ref_mc_seqno: r.min_ref_mc_seqno,
    prev_key_block_seqno: r.prev_key_block_seqno,
    vert_seqno: r.vert_seqno,
    master_ref_seqno: r.master_ref_seqno ?? 0,
    rand_seed: b64(r.rand_seed)!,
    created_by: b64(r.created_by)!,
    tx_count: r.tx_count,
    masterchain_block_ref: {
      workchain: isMaster ? -1 : (r.mc_block_workchain ?? -1),
      shard: shardHex(isMaster ? r.shard : (r.mc_block_shard ?? MC_SHARD)),
      seqno: isMaster ? r.seqno : (r.mc_block_seqno ?? r.master_ref_seqno ?? 0),
    },
    prev_blocks: (r.prev_blocks ?? []).map((p) => ({
      workchain: p.workchain,
      shard: shardHex(p.shard),
      seqno: p.seqno,
    })),
  };
}
