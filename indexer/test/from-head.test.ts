// An index of a long-lived network starts from its head, and an indexer whose liteservers are not
// there yet waits for them, saying why, instead of exiting: the local network is stopped when the
// indexer starts and appears later on the same address.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, beginCell, internal, toNano } from '@ton/core';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow, lastIndexed } from '../pipeline/follow.ts';
import { ProgressLine } from '../pipeline/progress.ts';
import { Writable } from 'node:stream';

const quiet = new Writable({
  write(_c, _e, cb) {
    cb();
  },
}) as unknown as NodeJS.WriteStream;
const raw = (a: string) => {
  const x = Address.parse(a);
  return `${x.workChain}:${x.hash.toString('hex').toUpperCase()}`;
};

async function until(what: string, cond: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('indexing a network from its head, liteservers appearing late', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'from-head-'));
  let d: Devnet | undefined;
  let db: TestDatabase | undefined;
  let lite: LitePool | undefined;
  const abort = new AbortController();
  let following: Promise<unknown> | undefined;
  afterAll(async () => {
    abort.abort();
    await following?.catch(() => undefined);
    lite?.close();
    await d?.stop();
    await db?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for the liteservers with a clear log line, starts at the head, and fills entities of accounts first touched later', async () => {
    // The network exists and has history, then goes away.
    d = await startDevnet({ blockInterval: 0, dataDir });
    for (let i = 0; i < 5; i++) await d.chain.produceBlock();
    const port = d.liteserver.port;
    const head = d.chain.lastMc.id.seqno;
    await d.stop();
    d = undefined;

    db = await freshDatabase();
    lite = await LitePool.fromGlobalConfig(join(dataDir, 'global.config.json'), { timeoutMs: 1500 });
    const lines: string[] = [];
    following = follow(db.pool, new ChainSource(lite), {
      from: 'latest',
      signal: abort.signal,
      log: (l) => lines.push(l),
      progress: new ProgressLine(quiet),
    });
    await until(
      'the unreachable log line',
      () => lines.some((l) => /liteservers unreachable since \d{4}-/.test(l)),
      20_000,
    );

    // The network comes back on the same address (its journal replays the same chain).
    d = await startDevnet({ blockInterval: 0, dataDir, port });
    expect(d.chain.lastMc.id.seqno).toBe(head);
    await until(
      'the reachable-again log line',
      () => lines.some((l) => /liteservers reachable again/.test(l)),
      30_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}; indexer log:\n${lines.join('\n')}`);
    });
    await until(`masterchain block ${head} indexed`, async () => ((await lastIndexed(db!.pool)) ?? 0) >= head);
    const first = (await db.pool.query<{ min: number }>('SELECT min(seqno) AS min FROM indexed_mc_blocks')).rows[0]!
      .min;
    expect(first).toBe(head);
    expect(lines.some((l) => l.includes(`starting from the network's head, masterchain block ${head}`))).toBe(true);

    // A jetton wallet first touched after the start gets its entity row, read by get-methods at that block.
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const other = d.accounts.find((a) => a.kind === 'wallet' && a.address !== jw.owner)!.address;
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(1, 64)
      .storeCoins(1000n)
      .storeAddress(Address.parse(other))
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(0n)
      .storeBit(0)
      .endCell();
    const { send, walletOf } = genesisSender(() => d!);
    const o = walletOf(jw.owner!);
    await send(o.version, o.index, [internal({ to: Address.parse(jw.address), value: toNano('0.2'), body })]);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    const end = d.chain.lastMc.id.seqno;
    await until(`masterchain block ${end} indexed`, async () => ((await lastIndexed(db!.pool)) ?? 0) >= end);
    const rows = (await db.pool.query('SELECT owner, jetton FROM jetton_wallets WHERE address = $1', [raw(jw.address)]))
      .rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].owner).toBe(raw(jw.owner!));
  }, 120_000);
});
