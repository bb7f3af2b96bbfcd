import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Cell } from '@ton/core';
import { Executor } from '@ton/sandbox';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures, fixturesSkipNote } from '../../tools/fixtures.ts';
import { parseBlock } from '../../tlb/block.ts';

/**
 * Re-executes every transaction of mainnet block 0:8000000000000000:71398501 through @ton/sandbox's
 * WASM emulator, from the accounts' recorded previous states, and requires bit-identical transactions.
 * This pins the emulator (fees, gas, TVM) the local chain relies on: a sandbox upgrade that changes
 * execution on real data fails here.
 */

const sandboxVersion = (createRequire(import.meta.url)('@ton/sandbox/package.json') as { version: string }).version;
if (!haveFixtures) console.warn(`emulator fidelity test skipped: ${fixturesSkipReason}`);

interface Replay {
  block: { root_hash: string };
  previous_accounts: { account: string; shard_account_boc_base64: string }[];
  config: { config_root_boc_base64: string; libraries_boc_base64: string[] };
  transaction_configs: { account: string; lt: string; now: string; rand_seed_base64: string }[];
}

/** The raw inbound message cell of a transaction: ^[ in_msg:(Maybe ^Message) out_msgs ]. */
function inMessageCell(tx: Cell): Cell | null {
  const s = tx.refs[0]!.beginParse();
  return s.loadBit() ? s.loadRef() : null;
}

describe.skipIf(!haveFixtures)(`emulator fidelity on mainnet block 71398501${fixturesSkipNote}`, () => {
  it(`@ton/sandbox ${sandboxVersion} Executor reproduces 269/269 transaction hashes`, async () => {
    const replay = JSON.parse(
      readFileSync(fixturePath('tonutils-go', 'tvm_replay_fat_block_66519406.json'), 'utf8'),
    ) as Replay;
    const block = parseBlock(readFileSync(fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc')));
    expect(block.rootHash.toString('hex')).toBe(replay.block.root_hash);
    const byKey = new Map(block.transactions.map((t) => [`0:${t.account.toString('hex')}:${t.lt}`, t]));

    const accounts = new Map(replay.previous_accounts.map((a) => [a.account, a.shard_account_boc_base64]));
    const libsB64 = replay.config.libraries_boc_base64[0];
    // The Executor re-serialises `libs` with toBoc() on every call; for this 750 KB dictionary that costs
    // more than the emulation itself, so hand it the recorded bytes instead of re-encoding them each time.
    const libsCell = libsB64 ? Cell.fromBase64(libsB64) : null;
    const libsBoc = libsB64 ? Buffer.from(libsB64, 'base64') : null;
    const libs = libsCell ? (Object.assign(Object.create(libsCell), { toBoc: () => libsBoc }) as Cell) : null;
    const executor = await Executor.create();

    const t0 = performance.now();
    let equal = 0;
    const mismatches: string[] = [];
    for (const tc of replay.transaction_configs) {
      const key = `${tc.account}:${tc.lt}`;
      const recorded = byKey.get(key);
      if (!recorded) throw new Error(`transaction ${key} is not in the block`);
      const message = inMessageCell(recorded.cell);
      if (!message) throw new Error(`transaction ${key} has no inbound message (tick-tock is not replayed here)`);
      const res = await executor.runTransaction({
        config: replay.config.config_root_boc_base64,
        libs,
        verbosity: 'short',
        shardAccount: accounts.get(tc.account)!,
        now: Number(tc.now),
        lt: BigInt(tc.lt),
        randomSeed: Buffer.from(tc.rand_seed_base64, 'base64'),
        ignoreChksig: false,
        debugEnabled: false,
        message,
      });
      if (!res.result.success) {
        mismatches.push(`${key}: ${res.result.error}`);
        continue;
      }
      // Later transactions of the same account start from the state this one left.
      accounts.set(tc.account, res.result.shardAccount);
      const got = Cell.fromBase64(res.result.transaction).hash();
      if (got.equals(recorded.hash)) equal++;
      else mismatches.push(`${key}: ${got.toString('hex')} != ${recorded.hash.toString('hex')}`);
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `replayed ${replay.transaction_configs.length} tx in ${seconds.toFixed(1)} s (${(replay.transaction_configs.length / seconds).toFixed(0)} tx/s), ${equal} identical`,
    );
    expect(mismatches).toEqual([]);
    expect(equal).toBe(269);
    expect(block.transactions).toHaveLength(269);
  }, 120_000);
});
