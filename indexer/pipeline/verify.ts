/**
 * `indexer verify`: the index held against the liteservers, masterchain block by masterchain block.
 *
 * Full: for each masterchain block, the chain's own account of what it commits (its id from lookupBlock, the
 * shard blocks new since the previous masterchain block, walked back from its shard tops through the blocks'
 * prev links, as `follow` walks them) against the index's `blocks` rows of that block; each block's transactions
 * as the liteserver lists them (listBlockTransactions: account, lt, hash) against the index's rows; and at every
 * `sampleEvery`-th block a few accounts' states (the state the index stored after their last transaction of the
 * block set, against getAccountState at that masterchain block).
 * Fast: the index alone, in SQL, against its own records of the chain: masterchain seqno continuity, each
 * block's transaction count against its rows, shard tops and prev links that name a block the index lacks.
 * The result is recorded in `index_verification` (migration 0016), which the server's /metrics reads.
 */
import { Address } from '@ton/core';
import type pg from 'pg';
import { parseBlock, prevBlockIds, shardSigned, type ParsedBlock } from '../../tlb/index.ts';
import { blockRefOf, type BlockRef, type ChainSource } from '../ingest/chain.ts';
import { lastIndexed } from './follow.ts';

export type FindingKind = 'gap' | 'extra' | 'mismatch';

export interface Finding {
  /** gap: on chain, not in the index; extra: in the index, not on chain; mismatch: both, differing */
  kind: FindingKind;
  mcSeqno: number;
  /** `wc:shard-hex:seqno` of the block concerned, when the finding is about one block */
  block?: string;
  what: string;
}

export interface VerifyOptions {
  /** first masterchain seqno (default: the first the index holds) */
  from?: number;
  /** last masterchain seqno (default: the last the index holds) */
  to?: number;
  /** gaps and counts only, from the index's own records (no per-transaction comparison) */
  fast?: boolean;
  /** account states are compared at every this many masterchain blocks (0: never; default 10) */
  sampleEvery?: number;
  /** accounts compared at a sampled block (default 4) */
  sampleAccounts?: number;
  /** masterchain blocks verified at once (default 8) */
  concurrency?: number;
  /** progress: in place on a TTY, a line every few seconds elsewhere (default stderr) */
  progress?: NodeJS.WritableStream & { isTTY?: boolean };
  progressEveryMs?: number;
  /** store the result in index_verification (default true) */
  record?: boolean;
  signal?: AbortSignal;
}

export interface VerifyResult {
  from: number;
  to: number;
  fast: boolean;
  mcBlocks: number;
  shardBlocks: number;
  transactions: number;
  accounts: number;
  seconds: number;
  findings: Finding[];
  holes: number;
  extras: number;
  mismatches: number;
}

const MC_SHARD = '-9223372036854775808';
const hex = (b: Buffer | null | undefined) => (b ? b.toString('hex').toUpperCase() : 'null');
const short = (b: Buffer | null | undefined) => (b ? `${hex(b).slice(0, 16)}…` : 'null');
const shardHex = (signed: string) => BigInt.asUintN(64, BigInt(signed)).toString(16).toUpperCase().padStart(16, '0');
export const blockName = (wc: number, shard: string, seqno: number) => `${wc}:${shardHex(shard)}:${seqno}`;
const key = (wc: number, shard: string, seqno: number) => `${wc}:${shard}:${seqno}`;

export async function verify(db: pg.Pool, chain: ChainSource, options: VerifyOptions = {}): Promise<VerifyResult> {
  const started = performance.now();
  const bounds = await db.query<{ min: number | null; max: number | null }>(
    'SELECT min(seqno) AS min, max(seqno) AS max FROM indexed_mc_blocks',
  );
  const first = bounds.rows[0]?.min ?? undefined;
  const last = await lastIndexed(db);
  const from = options.from ?? first;
  const to = options.to ?? last;
  if (from === undefined || to === undefined)
    throw new Error('the index holds no masterchain block: nothing to verify');
  if (from > to) throw new Error(`--from ${from} is after --to ${to}`);
  const fast = options.fast === true;
  const head = await chain.head();
  const progress = new VerifyProgress(options.progress ?? process.stderr, options.progressEveryMs ?? 5000, from, to);
  const totals = { mcBlocks: 0, shardBlocks: 0, transactions: 0, accounts: 0 };
  const findings: Finding[] = [];
  const onChainTo = Math.min(to, head);
  if (to > head) findings.push(...(await beyondHead(db, head, to)));
  if (fast) {
    await verifyFast(db, { from, to: onChainTo, first: first ?? from }, findings, totals, progress, options.signal);
  } else {
    const v = new FullVerifier(db, chain, options);
    const seqnos = Array.from({ length: Math.max(0, onChainTo - from + 1) }, (_, i) => from + i);
    await forEachLimit(seqnos, options.concurrency ?? 8, options.signal, async (n) => {
      const r = await v.mcBlock(n, from);
      findings.push(...r.findings);
      totals.mcBlocks += 1;
      totals.shardBlocks += r.shardBlocks;
      totals.transactions += r.transactions;
      totals.accounts += r.accounts;
      progress.tick(n, totals.mcBlocks, findings.length);
    });
  }
  progress.done();
  findings.sort((a, b) => a.mcSeqno - b.mcSeqno || (a.block ?? '').localeCompare(b.block ?? ''));
  const count = (k: FindingKind) => findings.filter((f) => f.kind === k).length;
  const result: VerifyResult = {
    from,
    to,
    fast,
    ...totals,
    seconds: (performance.now() - started) / 1000,
    findings,
    holes: count('gap'),
    extras: count('extra'),
    mismatches: count('mismatch'),
  };
  if (options.record !== false && !options.signal?.aborted) await recordVerification(db, result);
  return result;
}

/** One row, replaced by each run: what the server's /metrics reports as known holes and last verified seqno. */
export async function recordVerification(db: pg.Pool, r: VerifyResult): Promise<void> {
  await db.query(
    `INSERT INTO index_verification (one, from_seqno, last_verified_seqno, known_holes, extras, mismatches, fast, verified_at)
     VALUES (true, $1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (one) DO UPDATE SET from_seqno = $1, last_verified_seqno = $2, known_holes = $3, extras = $4,
       mismatches = $5, fast = $6, verified_at = now()`,
    [r.from, r.to, r.holes, r.extras, r.mismatches, r.fast],
  );
}

export function formatFinding(f: Finding): string {
  return `${f.kind.padEnd(8)} mc ${f.mcSeqno}${f.block ? ` block ${f.block}` : ''}: ${f.what}`;
}

export function formatSummary(r: VerifyResult): string {
  const rate = r.mcBlocks / (r.seconds || 1);
  const what = r.fast
    ? `${r.mcBlocks} masterchain blocks, ${r.shardBlocks} shard blocks, gaps and counts only`
    : `${r.mcBlocks} masterchain blocks, ${r.shardBlocks} shard blocks, ${r.transactions} transactions, ${r.accounts} account states`;
  const verdict = r.findings.length === 0 ? 'the index matches the chain' : `${r.findings.length} findings`;
  return (
    `verified mc ${r.from}..${r.to}${r.fast ? ' (fast)' : ''}: ${what} in ${r.seconds.toFixed(2)} s = ${rate.toFixed(1)} blocks/s\n` +
    `${r.holes} gaps, ${r.extras} extras, ${r.mismatches} mismatches: ${verdict}`
  );
}

/** Masterchain blocks the index holds past the chain's head: no liteserver knows them. */
async function beyondHead(db: pg.Pool, head: number, to: number): Promise<Finding[]> {
  const r = await db.query<{ seqno: number }>(
    'SELECT seqno FROM indexed_mc_blocks WHERE seqno > $1 AND seqno <= $2 ORDER BY seqno',
    [head, to],
  );
  return r.rows.map((x) => ({
    kind: 'extra' as const,
    mcSeqno: x.seqno,
    what: `masterchain block ${x.seqno} is in the index, past the liteservers' head ${head}`,
  }));
}

interface ChainBlock {
  ref: BlockRef;
  startLt: bigint;
  endLt: bigint;
}

interface IndexBlockRow {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: Buffer;
  file_hash: Buffer | null;
  mc_block_seqno: number | null;
  tx_count: number;
}

interface IndexTxRow {
  block_workchain: number;
  block_shard: string;
  block_seqno: number;
  account: string;
  lt: string;
  hash: Buffer;
  account_state_hash_after: Buffer;
  end_status: string;
}

class FullVerifier {
  /** parsed masterchain blocks by seqno, shared by a block and the next (whose walk stops at its shard tops) */
  #mc = new Map<number, Promise<{ ref: BlockRef; block: ParsedBlock }>>();
  constructor(
    readonly db: pg.Pool,
    readonly chain: ChainSource,
    readonly options: VerifyOptions,
  ) {}

  #mcBlock(seqno: number) {
    let p = this.#mc.get(seqno);
    if (!p) {
      p = (async () => {
        const ref = await this.chain.mcBlockRef(seqno);
        return { ref, block: parseBlock(await this.chain.blockBoc(ref), { forIndexing: true }) };
      })();
      p.catch(() => this.#mc.delete(seqno));
      this.#mc.set(seqno, p);
    }
    return p;
  }

  /** The blocks masterchain block `seqno` commits, as the chain says: itself and the shard blocks new since the previous one. */
  async #chainBlocks(seqno: number): Promise<{ mcRef: BlockRef; blocks: ChainBlock[] }> {
    const mc = await this.#mcBlock(seqno);
    const prevTops = new Set<string>();
    if (seqno > 1)
      for (const d of (await this.#mcBlock(seqno - 1)).block.mcExtra?.shards ?? [])
        prevTops.add(key(d.workchain, shardSigned(d.shard), d.seqno));
    const blocks: ChainBlock[] = [{ ref: mc.ref, startLt: mc.block.info.startLt, endLt: mc.block.info.endLt }];
    const queue: BlockRef[] = (mc.block.mcExtra?.shards ?? []).map(blockRefOf);
    const seen = new Set<string>();
    while (queue.length) {
      const ref = queue.shift()!;
      const k = key(ref.workchain, ref.shard, ref.seqno);
      if (ref.seqno === 0 || seen.has(k) || prevTops.has(k)) continue;
      seen.add(k);
      const b = parseBlock(await this.chain.blockBoc(ref), { forIndexing: true });
      blocks.push({ ref, startLt: b.info.startLt, endLt: b.info.endLt });
      for (const p of prevBlockIds(b)) queue.push(blockRefOf(p));
    }
    return { mcRef: mc.ref, blocks };
  }

  async mcBlock(
    seqno: number,
    from: number,
  ): Promise<{ findings: Finding[]; shardBlocks: number; transactions: number; accounts: number }> {
    const findings: Finding[] = [];
    const add = (kind: FindingKind, what: string, block?: string) =>
      findings.push({ kind, mcSeqno: seqno, what, ...(block ? { block } : {}) });
    const { mcRef, blocks } = await this.#chainBlocks(seqno);
    // The next block's walk needs this one; none further back is read again.
    this.#mc.delete(seqno - 2);
    const shardBlocks = blocks.length - 1;
    const keys = blocks.map((b) => b.ref);
    const [rows, marked] = await Promise.all([
      this.db.query<IndexBlockRow>(
        `SELECT workchain, shard::text AS shard, seqno, root_hash, file_hash, mc_block_seqno, tx_count FROM blocks
         WHERE mc_block_seqno = $1
            OR (workchain, shard, seqno) IN (SELECT * FROM unnest($2::int[], $3::bigint[], $4::int[]))`,
        [seqno, keys.map((k) => k.workchain), keys.map((k) => k.shard), keys.map((k) => k.seqno)],
      ),
      this.db.query<{ tx_count: number }>('SELECT tx_count FROM indexed_mc_blocks WHERE seqno = $1', [seqno]),
    ]);
    if (rows.rows.length === 0 && marked.rows.length === 0) {
      add('gap', `masterchain block ${seqno} and the ${shardBlocks} shard blocks it commits are not in the index`);
      return { findings, shardBlocks, transactions: 0, accounts: 0 };
    }
    if (marked.rows.length === 0)
      add('gap', `masterchain block ${seqno} is not recorded as indexed (indexed_mc_blocks)`);
    const indexed = new Map(rows.rows.map((r) => [key(r.workchain, r.shard, r.seqno), r]));
    const onChain = new Set<string>();
    const present: ChainBlock[] = [];
    for (const b of blocks) {
      const { workchain, shard, seqno: s } = b.ref;
      const k = key(workchain, shard, s);
      const name = blockName(workchain, shard, s);
      onChain.add(k);
      const row = indexed.get(k);
      if (!row) {
        add('gap', `the block is on chain (root ${short(b.ref.rootHash)}), not in the index`, name);
        continue;
      }
      present.push(b);
      if (row.mc_block_seqno !== seqno)
        add(
          'mismatch',
          `committed by masterchain block ${row.mc_block_seqno} in the index, by ${seqno} on chain`,
          name,
        );
      if (!row.root_hash.equals(b.ref.rootHash))
        add('mismatch', `root_hash is ${hex(row.root_hash)} in the index, ${hex(b.ref.rootHash)} on chain`, name);
      if (!row.file_hash?.equals(b.ref.fileHash))
        add('mismatch', `file_hash is ${hex(row.file_hash)} in the index, ${hex(b.ref.fileHash)} on chain`, name);
    }
    for (const [k, row] of indexed)
      if (!onChain.has(k) && row.mc_block_seqno === seqno)
        add(
          'extra',
          `the index has the block (root ${short(row.root_hash)}, ${row.tx_count} transactions) as committed by this masterchain block; the chain does not`,
          blockName(row.workchain, row.shard, row.seqno),
        );

    // Transactions: the liteserver's list of each block against the index's rows of the block set.
    const lo = blocks.reduce((m, b) => (b.startLt < m ? b.startLt : m), blocks[0]!.startLt);
    const hi = blocks.reduce((m, b) => (b.endLt > m ? b.endLt : m), blocks[0]!.endLt);
    const [lists, txRows] = await Promise.all([
      Promise.all(present.map((b) => this.chain.blockTransactions(b.ref))),
      this.db.query<IndexTxRow>(
        `SELECT block_workchain, block_shard::text AS block_shard, block_seqno, account, lt::text AS lt, hash,
                account_state_hash_after, end_status
         FROM transactions WHERE mc_block_seqno = $1 AND lt BETWEEN $2 AND $3`,
        [seqno, lo.toString(), hi.toString()],
      ),
    ]);
    const byBlock = new Map<string, Map<string, IndexTxRow>>();
    for (const t of txRows.rows) {
      const k = key(t.block_workchain, t.block_shard, t.block_seqno);
      let m = byBlock.get(k);
      if (!m) byBlock.set(k, (m = new Map()));
      m.set(`${t.account}|${t.lt}|${hex(t.hash)}`, t);
    }
    let transactions = 0;
    let total = 0;
    present.forEach((b, i) => {
      const { workchain, shard, seqno: s } = b.ref;
      const k = key(workchain, shard, s);
      const name = blockName(workchain, shard, s);
      const list = lists[i]!;
      total += list.length;
      const mine = byBlock.get(k) ?? new Map<string, IndexTxRow>();
      byBlock.delete(k);
      const row = indexed.get(k)!;
      if (row.tx_count !== list.length)
        add('mismatch', `tx_count is ${row.tx_count} in the index, the liteserver lists ${list.length}`, name);
      for (const t of list) {
        const account = `${workchain}:${hex(t.account)}`;
        const id = `${account}|${t.lt}|${hex(t.hash)}`;
        if (mine.delete(id)) transactions += 1;
        else add('gap', `transaction ${account} lt ${t.lt} hash ${hex(t.hash)} is on chain, not in the index`, name);
      }
      for (const t of mine.values())
        add(
          'extra',
          `transaction ${t.account} lt ${t.lt} hash ${hex(t.hash)} is in the index, not in the block on chain`,
          name,
        );
    });
    for (const [k, m] of byBlock) {
      const [wc, sh, s] = k.split(':');
      // rows of a block the chain commits here and the index lacks: that block's gap already names it
      if (onChain.has(k) && !indexed.has(k)) {
        const gap = findings.find((f) => f.kind === 'gap' && f.block === blockName(Number(wc), sh!, Number(s)));
        if (gap) gap.what += ` (${m.size} of its transaction rows are)`;
        continue;
      }
      if (!onChain.has(k) || !indexed.has(k))
        for (const t of m.values())
          add(
            'extra',
            `transaction ${t.account} lt ${t.lt} hash ${hex(t.hash)} is in the index, in a block this masterchain block does not commit`,
            blockName(Number(wc), sh!, Number(s)),
          );
    }
    const mark = marked.rows[0];
    if (mark && mark.tx_count !== total && present.length === blocks.length)
      add('mismatch', `indexed_mc_blocks.tx_count is ${mark.tx_count}, the liteserver lists ${total} in the block set`);

    let accounts = 0;
    const every = this.options.sampleEvery ?? 10;
    if (every > 0 && (seqno - from) % every === 0) {
      const found = await this.#sampleAccounts(seqno, mcRef, txRows.rows);
      accounts = found.accounts;
      findings.push(...found.findings);
    }
    return { findings, shardBlocks, transactions, accounts };
  }

  /**
   * The state the index stored after an account's last transaction of the block set is the account's state at
   * the masterchain block (follow reads it there): compared, hash, balance and status, with getAccountState at it.
   */
  async #sampleAccounts(
    seqno: number,
    mcRef: BlockRef,
    txs: IndexTxRow[],
  ): Promise<{ findings: Finding[]; accounts: number }> {
    const lastOf = new Map<string, IndexTxRow>();
    for (const t of txs) {
      const cur = lastOf.get(t.account);
      if (!cur || BigInt(t.lt) > BigInt(cur.lt)) lastOf.set(t.account, t);
    }
    const picked = [...lastOf.values()]
      .sort((a, b) => a.account.localeCompare(b.account))
      .slice(0, this.options.sampleAccounts ?? 4);
    if (picked.length === 0) return { findings: [], accounts: 0 };
    const stored = await this.db.query<{ hash: Buffer; balance: string | null; account_status: string | null }>(
      'SELECT hash, balance::text AS balance, account_status FROM account_states WHERE hash = ANY($1)',
      [picked.map((t) => t.account_state_hash_after)],
    );
    const byHash = new Map(stored.rows.map((r) => [hex(r.hash), r]));
    const snaps = await Promise.all(picked.map((t) => this.chain.account(Address.parse(t.account), mcRef)));
    const findings: Finding[] = [];
    const add = (what: string) => findings.push({ kind: 'mismatch', mcSeqno: seqno, what });
    picked.forEach((t, i) => {
      const snap = snaps[i]!;
      if (!snap.hash) {
        if (t.end_status !== 'nonexist')
          add(
            `account ${t.account}: the liteserver has no state at this block, the index's last transaction ends ${t.end_status}`,
          );
        return;
      }
      if (!snap.hash.equals(t.account_state_hash_after)) {
        add(
          `account ${t.account}: state hash after lt ${t.lt} is ${hex(t.account_state_hash_after)} in the index, ${hex(snap.hash)} on chain`,
        );
        return;
      }
      const row = byHash.get(hex(snap.hash));
      if (!row) add(`account ${t.account}: state ${hex(snap.hash)} is on chain, not in the index (account_states)`);
      else if (row.balance !== snap.balance.toString() || row.account_status !== snap.status)
        add(
          `account ${t.account}: state ${short(snap.hash)} has balance ${row.balance} (${row.account_status}) in the index, ${snap.balance} (${snap.status}) on chain`,
        );
    });
    return { findings, accounts: picked.length };
  }
}

/** Chunks of masterchain blocks checked in SQL at once by `--fast`. */
const FAST_CHUNK = 500;

async function verifyFast(
  db: pg.Pool,
  range: { from: number; to: number; first: number },
  findings: Finding[],
  totals: { mcBlocks: number; shardBlocks: number },
  progress: VerifyProgress,
  signal?: AbortSignal,
): Promise<void> {
  for (let lo = range.from; lo <= range.to && !signal?.aborted; lo += FAST_CHUNK) {
    const hi = Math.min(range.to, lo + FAST_CHUNK - 1);
    const [mc, counts, sets, tops, links, shards] = await Promise.all([
      // masterchain continuity: a seqno with no block row or not recorded as indexed
      db.query<{ s: number; block: boolean; marked: boolean }>(
        `SELECT s, EXISTS (SELECT 1 FROM blocks b WHERE b.workchain = -1 AND b.shard = ${MC_SHARD} AND b.seqno = s) AS block,
                EXISTS (SELECT 1 FROM indexed_mc_blocks i WHERE i.seqno = s) AS marked
         FROM generate_series($1::int, $2::int) AS s`,
        [lo, hi],
      ),
      // each block's count against its transaction rows
      db.query<{ workchain: number; shard: string; seqno: number; mc: number; tx_count: number; n: string }>(
        `SELECT b.workchain, b.shard::text AS shard, b.seqno, b.mc_block_seqno AS mc, b.tx_count,
                (SELECT count(*) FROM transactions t WHERE t.block_workchain = b.workchain AND t.block_shard = b.shard
                   AND t.block_seqno = b.seqno AND t.lt BETWEEN b.start_lt AND b.end_lt) AS n
         FROM blocks b WHERE b.mc_block_seqno BETWEEN $1 AND $2`,
        [lo, hi],
      ),
      // each masterchain block's count against its blocks'
      db.query<{ seqno: number; tx_count: number; sum: string | null }>(
        `SELECT i.seqno, i.tx_count, (SELECT sum(b.tx_count) FROM blocks b WHERE b.mc_block_seqno = i.seqno) AS sum
         FROM indexed_mc_blocks i WHERE i.seqno BETWEEN $1 AND $2`,
        [lo, hi],
      ),
      // shard tops the index lacks; a top already there at the index's first block may predate the index
      db.query<{ mc: number; workchain: number; shard: string; seqno: number }>(
        `SELECT s.mc_seqno AS mc, s.workchain, s.shard::text AS shard, s.seqno FROM shard_state s
         WHERE s.mc_seqno BETWEEN $1 AND $2 AND s.seqno > 0
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.workchain = s.workchain AND b.shard = s.shard AND b.seqno = s.seqno)
           AND NOT EXISTS (SELECT 1 FROM shard_state f WHERE f.mc_seqno = $3 AND f.workchain = s.workchain
                             AND f.shard = s.shard AND f.seqno = s.seqno)`,
        [lo, hi, range.first],
      ),
      // prev links of shard blocks naming a block the index lacks (same allowance)
      db.query<{ mc: number; workchain: number; shard: string; seqno: number; by: string }>(
        `SELECT b.mc_block_seqno AS mc, p.workchain, p.shard, p.seqno,
                b.workchain || ':' || b.shard || ':' || b.seqno AS by
         FROM blocks b CROSS JOIN LATERAL jsonb_to_recordset(b.prev_blocks) AS p(workchain int, shard text, seqno int)
         WHERE b.mc_block_seqno BETWEEN $1 AND $2 AND b.workchain <> -1 AND p.seqno > 0
           AND NOT EXISTS (SELECT 1 FROM blocks x WHERE x.workchain = p.workchain AND x.shard = p.shard::bigint AND x.seqno = p.seqno)
           AND NOT EXISTS (SELECT 1 FROM shard_state f WHERE f.mc_seqno = $3 AND f.workchain = p.workchain
                             AND f.shard = p.shard::bigint AND f.seqno = p.seqno)`,
        [lo, hi, range.first],
      ),
      db.query<{ n: string }>(
        'SELECT count(*) AS n FROM blocks WHERE mc_block_seqno BETWEEN $1 AND $2 AND workchain <> -1',
        [lo, hi],
      ),
    ]);
    const add = (kind: FindingKind, mcSeqno: number, what: string, block?: string) =>
      findings.push({ kind, mcSeqno, what, ...(block ? { block } : {}) });
    for (const r of mc.rows) {
      if (!r.block && !r.marked) add('gap', r.s, `masterchain block ${r.s} is not in the index`);
      else if (!r.block)
        add('gap', r.s, `masterchain block ${r.s} is recorded as indexed but its block row is missing`);
      else if (!r.marked) add('gap', r.s, `masterchain block ${r.s} is not recorded as indexed (indexed_mc_blocks)`);
    }
    for (const r of counts.rows)
      if (Number(r.n) !== r.tx_count)
        add(
          'mismatch',
          r.mc,
          `the block has ${r.tx_count} transactions, the index holds ${r.n}`,
          blockName(r.workchain, r.shard, r.seqno),
        );
    for (const r of sets.rows)
      if (Number(r.sum ?? 0) !== r.tx_count)
        add('mismatch', r.seqno, `indexed_mc_blocks.tx_count is ${r.tx_count}, its blocks hold ${r.sum ?? 0}`);
    const missing = new Set<string>();
    for (const r of tops.rows) {
      missing.add(key(r.workchain, r.shard, r.seqno));
      add(
        'gap',
        r.mc,
        'a shard top of this masterchain block is not in the index',
        blockName(r.workchain, r.shard, r.seqno),
      );
    }
    for (const r of links.rows) {
      const k = key(r.workchain, r.shard, r.seqno);
      if (missing.has(k)) continue;
      missing.add(k);
      const [wc, sh, s] = r.by.split(':');
      add(
        'gap',
        r.mc,
        `not in the index, named as previous block by ${blockName(Number(wc), sh!, Number(s))}`,
        blockName(r.workchain, r.shard, r.seqno),
      );
    }
    totals.mcBlocks += hi - lo + 1;
    totals.shardBlocks += Number(shards.rows[0]!.n);
    progress.tick(hi, totals.mcBlocks, findings.length);
  }
}

/** Items in order with at most `limit` at once; the first failure stops the rest and is thrown. */
async function forEachLimit<T>(
  items: T[],
  limit: number,
  signal: AbortSignal | undefined,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed && !signal?.aborted) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** A bar in place on a TTY; elsewhere a plain line every few seconds. */
class VerifyProgress {
  #start = performance.now();
  #lastPrint = 0;
  #printed = false;
  constructor(
    readonly out: NodeJS.WritableStream & { isTTY?: boolean },
    readonly everyMs: number,
    readonly from: number,
    readonly to: number,
  ) {}

  tick(seqno: number, done: number, findings: number): void {
    const tty = this.out.isTTY === true;
    const now = performance.now();
    if (now - this.#lastPrint < (tty ? 100 : this.everyMs)) return;
    this.#lastPrint = now;
    const total = this.to - this.from + 1;
    const share = Math.min(1, done / total);
    const rate = done / ((now - this.#start) / 1000 || 1);
    const text = `verify mc ${seqno} (${done}/${total}) ${rate.toFixed(1)} blocks/s, ${findings} findings`;
    if (tty) {
      const width = 24;
      const filled = Math.round(share * width);
      this.out.write(
        `\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0)}% ${text}`,
      );
      this.#printed = true;
    } else this.out.write(`${text}\n`);
  }

  done(): void {
    if (this.#printed) this.out.write('\r\x1b[K');
  }
}
