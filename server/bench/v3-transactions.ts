/**
 * Benchmark of /api/v3/transactions by account over a synthetic index of TX_COUNT transactions (default
 * 1,000,000, each with its inbound message) in embedded PostgreSQL; prints p50/p95/p99 over real HTTP.
 *   tsx server/bench/v3-transactions.ts [--transactions N] [--accounts N] [--requests N]
 */
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { pino } from 'pino';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { createV3Server } from '../src/v3/app.ts';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    accounts: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '2000' },
  },
});
const TX_COUNT = Number(values.transactions);
const ACCOUNTS = Number(values.accounts);
const REQUESTS = Number(values.requests);

const account = (i: string) => `'0:' || upper(encode(sha256(int4send((${i})::int)), 'hex'))`;

async function main() {
  const db = await freshDatabase();
  try {
    const started = Date.now();
    const c = await db.pool.connect();
    try {
      await c.query('SET maintenance_work_mem = \'256MB\'');
      // messages: the inbound internal message of each transaction, sent by the previous account in the sequence
      await c.query(`
        INSERT INTO transactions (hash, lt, account, block_workchain, block_shard, block_seqno, mc_block_seqno, trace_id,
          prev_trans_hash, prev_trans_lt, now, orig_status, end_status, total_fees, account_state_hash_before, account_state_hash_after,
          descr, aborted, destroyed, credit_first, compute_skipped, compute_success, compute_gas_fees, compute_gas_used, compute_exit_code)
        SELECT sha256(int8send(i)), 1000000 + i * 10, ${account(`i % ${ACCOUNTS}`)}, 0, -9223372036854775808, i / 1000, i / 1000 + 1,
          sha256(int8send(i)), sha256(int8send(i - ${ACCOUNTS})), 1000000 + (i - ${ACCOUNTS}) * 10, 1700000000 + i / 10, 'active', 'active',
          1000 + i % 500, sha256(int8send(-i)), sha256(int8send(-i - 1)), 'ord', false, false, true, false, true, 1000, 500, 0
        FROM generate_series(1, ${TX_COUNT}) AS i`);
      await c.query(`
        INSERT INTO messages (tx_hash, tx_lt, msg_hash, direction, mc_seqno, source, destination, value, fwd_fee, ihr_fee,
          created_lt, created_at, opcode, ihr_disabled, bounce, bounced)
        SELECT sha256(int8send(i)), 1000000 + i * 10, sha256(int8send(i + ${TX_COUNT} * 2)), 'in', i / 1000 + 1,
          ${account(`(i + 1) % ${ACCOUNTS}`)}, ${account(`i % ${ACCOUNTS}`)}, 1000000000, 1000, 0, 1000000 + i * 10 - 1,
          1700000000 + i / 10, 0, true, true, false
        FROM generate_series(1, ${TX_COUNT}) AS i`);
      await c.query(`
        INSERT INTO latest_account_states (account, hash, balance, account_status, last_trans_hash, last_trans_lt)
        SELECT ${account('a')}, sha256(int4send(a)), 1000000000 + a, 'active', sha256(int8send(a)), 0
        FROM generate_series(0, ${ACCOUNTS - 1}) AS a`);
      await c.query('ANALYZE');
    } finally {
      c.release();
    }
    console.log(`index built: ${TX_COUNT} transactions, ${TX_COUNT} messages, ${ACCOUNTS} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const server = await createV3Server({ db: db.pool, network: 'mainnet', logger: pino({ level: 'silent' }) });
    await server.start();
    try {
      const { rows } = await db.pool.query(`SELECT ${account('a')} AS account FROM generate_series(0, 199) AS a`);
      const accounts = rows.map((r) => r.account as string);
      const once = async (i: number) => {
        const t0 = performance.now();
        const res = await request(`${server.info.uri}/api/v3/transactions?account=${accounts[i % accounts.length]}&limit=10`);
        const body = (await res.body.json()) as { transactions?: unknown[] };
        if (res.statusCode !== 200 || body.transactions?.length !== 10) throw new Error(`unexpected answer ${res.statusCode}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 100; i++) await once(i);
      const samples: number[] = [];
      for (let i = 0; i < REQUESTS; i++) samples.push(await once(i * 7));
      samples.sort((a, b) => a - b);
      const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(2);
      console.log(`GET /api/v3/transactions?account=…&limit=10  n=${REQUESTS} (sequential): p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  p99 ${q(0.99)} ms`);
      if (Number(q(0.95)) > 15) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
