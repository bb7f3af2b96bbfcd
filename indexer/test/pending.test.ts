import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';
import { emulatePending, EmulationError } from '../pending/emulate.ts';

describe('pending data from emulating a submitted external message on the local network', () => {
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  const q = async (sql: string, params: unknown[] = []) => (await db.pool.query(sql, params)).rows;

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
    await d.chain.produceBlock();
    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    lite?.close();
    await d?.stop();
    await db?.stop();
  });

  it('writes the emulated trace, then removes it when the real one is indexed', async () => {
    const to = d.accounts.filter((a) => a.kind === 'wallet')[3]!;
    const { boc, wallet } = await transferBoc('v4r2', 0, 0, [
      internal({ to: Address.parse(to.address), value: toNano('2.5'), bounce: false, body: 'pending hello' }),
    ]);
    const r = await emulatePending(lite, db.pool, boc.toString('base64'));
    expect(r).toMatchObject({ transactions: 2, complete: true });
    const txs = await q(
      `SELECT account, finality, trace_external_hash, compute_exit_code, aborted FROM pending_transactions ORDER BY lt`,
    );
    expect(txs.map((t) => t.account)).toEqual([
      wallet.toRawString().toUpperCase().replace(/^0:/, '0:'),
      Address.parse(to.address).toRawString().toUpperCase(),
    ]);
    expect(txs.every((t) => t.finality === 'pending' && t.aborted === false)).toBe(true);
    expect(txs[0].trace_external_hash.toString('base64')).toBe(r.externalHash);
    const [msg] = await q(`SELECT value::text FROM pending_messages WHERE direction = 'in' AND source IS NOT NULL`);
    expect(msg.value).toBe(toNano('2.5').toString());
    const [tr] = await q('SELECT state, nodes_, external_hash FROM pending_traces');
    expect(tr).toMatchObject({ state: 'complete', nodes_: '2' });
    const [act] = await q(`SELECT type, value::text, data FROM pending_actions`);
    expect(act).toMatchObject({ type: 'ton_transfer', value: toNano('2.5').toString() });
    expect(act.data.ton_transfer_data.content).toBe('pending hello');

    // Emulating the same message twice keeps one copy.
    await emulatePending(lite, db.pool, boc.toString('base64'));
    expect(Number((await q('SELECT count(*) FROM pending_traces'))[0].count)).toBe(1);

    await d.chain.sendExternal(boc);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
    const real = await q('SELECT trace_id, state FROM traces WHERE external_hash = $1', [
      Buffer.from(r.externalHash, 'base64'),
    ]);
    expect(real).toHaveLength(1);
    expect(real[0].state).toBe('complete');
    for (const t of ['pending_traces', 'pending_transactions', 'pending_messages', 'pending_actions']) {
      expect(Number((await q(`SELECT count(*) FROM ${t}`))[0].count), t).toBe(0);
    }
    // Nothing pending once the real trace is there.
    await emulatePending(lite, db.pool, boc.toString('base64')).catch(() => undefined);
    expect(Number((await q('SELECT count(*) FROM pending_traces'))[0].count)).toBe(0);
  }, 120_000);

  it('drops emulations whose message never reached a block once they are old', async () => {
    const { boc } = await transferBoc('v5r1', 2, 0, [
      internal({ to: Address.parse(d.accounts[0]!.address), value: toNano('0.3'), bounce: false }),
    ]);
    await emulatePending(lite, db.pool, boc.toString('base64'));
    expect(Number((await q('SELECT count(*) FROM pending_traces'))[0].count)).toBe(1);
    await db.pool.query(`UPDATE pending_traces SET emulated_at = now() - interval '11 minutes'`);
    await d.chain.produceBlock();
    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
    for (const t of ['pending_traces', 'pending_transactions', 'pending_messages', 'pending_actions']) {
      expect(Number((await q(`SELECT count(*) FROM ${t}`))[0].count), t).toBe(0);
    }
  }, 60_000);

  it('refuses input that is not an acceptable external message with a clear error', async () => {
    await expect(emulatePending(lite, db.pool, 'not a boc')).rejects.toThrow(EmulationError);
    const { boc } = await transferBoc(
      'v4r2',
      1,
      0,
      [internal({ to: Address.parse(d.accounts[0]!.address), value: 1n })],
      { badSignature: true },
    );
    await expect(emulatePending(lite, db.pool, boc.toString('base64'))).rejects.toThrow(/not accepted/);
  }, 60_000);
});
