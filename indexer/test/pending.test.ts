import { Address, beginCell, contractAddress, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';
import { emulatePending, EmulationError, emulationRows, writeEmulation } from '../pending/emulate.ts';
import type { WalletVersion } from '../../devnet/genesis/index.ts';
import { emulateTrace } from '../pending/trace-emulator.ts';

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

  it('the rows an emulation is shown from without writing it are those the pending tables give back', async () => {
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const to = Address.parse(wallets[2]!.address);
    const jetton = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const owner = d.accounts.find((a) => a.kind === 'wallet' && a.address === jetton.owner)!;
    // an empty code cell runs and returns: the account is deployed with this StateInit
    const init = { code: beginCell().endCell(), data: beginCell().storeUint(7, 32).endCell() };
    const jettonBody = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(1, 64)
      .storeCoins(5n)
      .storeAddress(to)
      .storeAddress(Address.parse(owner.address))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const messages: Array<[WalletVersion, number, Parameters<typeof internal>[0]]> = [
      ['v4r2', 3, { to, value: toNano('1'), bounce: false, body: 'a comment carried on its row' }],
      // a body longer than a row carries is read by its hash (message contents)
      ['v4r2', 3, { to, value: toNano('1'), bounce: false, body: 'x'.repeat(400) }],
      ['v4r2', 3, { to: contractAddress(0, init), value: toNano('0.5'), init }],
      [
        owner.version as WalletVersion,
        owner.index!,
        { to: Address.parse(jetton.address), value: toNano('0.2'), body: jettonBody },
      ],
    ];
    const client = await db.pool.connect();
    try {
      for (const [version, index, m] of messages) {
        const { boc } = await transferBoc(version, index, 0, [internal(m)]);
        const emu = await emulateTrace(lite, boc.toString('base64'));
        const shown = await emulationRows(client, emu);
        await client.query('BEGIN');
        try {
          const traceId = await writeEmulation(client, emu);
          const read = async (table: string, order: string) =>
            (await client.query(`SELECT * FROM ${table} WHERE trace_id = $1 ORDER BY ${order}`, [traceId])).rows.map(
              // when the row was written, which no reader shows
              ({ emulated_at: _, ...r }) => r,
            );
          const [trace] = await read('pending_traces', 'trace_id');
          expect(shown.trace).toStrictEqual(trace);
          expect(shown.transactions).toStrictEqual(await read('pending_transactions', 'lt'));
          // a set of rows: compared in one order on both sides
          const byKey = (rows: Array<Record<string, unknown>>) =>
            [...rows].sort((a, b) => {
              const k = (r: Record<string, unknown>) =>
                `${r.tx_lt}:${r.direction}:${(r.msg_hash as Buffer).toString('hex')}`;
              return k(a) < k(b) ? -1 : 1;
            });
          expect(byKey(shown.messages)).toStrictEqual(byKey(await read('pending_messages', 'tx_lt')));
          expect(shown.actions.length).toBeGreaterThan(0);
          const inTraceOrder = [...shown.actions].sort(
            (a, b) =>
              Number(BigInt(a.start_lt as string) - BigInt(b.start_lt as string)) ||
              Number(BigInt(a.end_lt as string) - BigInt(b.end_lt as string)) ||
              Buffer.compare(a.action_id as Buffer, b.action_id as Buffer),
          );
          expect(inTraceOrder).toStrictEqual(await read('pending_actions', 'start_lt, end_lt, action_id'));
          const hashes = (await read('pending_messages', 'tx_lt')).flatMap((r) =>
            [r.body_boc ? null : r.body_hash, r.init_state_hash].filter(Boolean),
          );
          for (const h of hashes) {
            const [c] = (await client.query('SELECT body FROM message_contents WHERE hash = $1', [h])).rows;
            expect(shown.contents.get(h.toString('hex'))).toEqual(c.body);
          }
        } finally {
          await client.query('ROLLBACK');
        }
      }
    } finally {
      client.release();
    }
  }, 120_000);

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
