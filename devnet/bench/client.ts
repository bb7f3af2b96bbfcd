import { parentPort, workerData } from 'node:worker_threads';
import { Address, beginCell, serializeTuple } from '@ton/core';
import { LiteClient, LiteSingleEngine } from 'ton-lite-client';
import { Functions } from 'ton-lite-client/dist/schema.js';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';

// This module is the bench's client thread (its entry): it installs the speed-ups as the devnet process does.
installTonCoreSpeedups();

/**
 * The bench's lite client, in its own thread so that client work (ADNL crypto, TL, BOC parsing)
 * does not share the event loop with the liteserver it measures. It is a load generator: it uses the
 * same bit-identical @ton/core speedups as the devnet, and getAccountState answers are decoded from TL
 * but their BOCs are parsed only on the first call (checked), so that client-side parsing on a
 * 2-core machine does not cap what is measured on the server.
 */

export type BenchJob =
  | { kind: 'send'; bocs: Buffer[]; window: number }
  | {
      kind: 'accountState' | 'runMethod' | 'walletAddress';
      addresses: string[];
      calls: number;
      window: number;
      block: BlockIdJson;
    };

export interface BlockIdJson {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

async function inWindows(n: number, width: number, call: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < n; i = next++) await call(i);
    }),
  );
}

const { host, port, publicKey } = workerData as { host: string; port: number; publicKey: Uint8Array };
const engine = new LiteSingleEngine({ host: `tcp://${host}:${port}`, publicKey: Buffer.from(publicKey) });
const ready = new Promise((r) => engine.once('ready', r));
const client = new LiteClient({ engine });

parentPort!.on('message', async (job: BenchJob | { kind: 'close' }) => {
  if (job.kind === 'close') {
    engine.close();
    parentPort!.close();
    return;
  }
  await ready;
  try {
    const t = performance.now();
    if (job.kind === 'send') {
      const bocs = job.bocs.map((b) => Buffer.from(b));
      await inWindows(bocs.length, job.window, (i) => client.sendMessage(bocs[i]!));
      parentPort!.postMessage({ perSec: bocs.length / ((performance.now() - t) / 1000) });
      return;
    }
    const addrs = job.addresses.map((a) => Address.parse(a));
    const block = {
      ...job.block,
      rootHash: Buffer.from(job.block.rootHash),
      fileHash: Buffer.from(job.block.fileHash),
    };
    // walletAddress: get_wallet_address on the jetton minter with a different owner each call, so no answer repeats.
    const owner = (i: number) =>
      serializeTuple([
        {
          type: 'slice',
          cell: beginCell()
            .storeAddress(
              new Address(
                0,
                Buffer.alloc(32, 0)
                  .fill(i % 251, 0, 4)
                  .fill(i >> 8, 4, 8),
              ),
            )
            .endCell(),
        },
      ]).toBoc();
    if (job.kind === 'accountState') {
      const first = await client.getAccountStateRaw(addrs[0]!, block);
      if (!first.state) throw new Error('getAccountState: the first account has no state');
    }
    const rawState = (i: number) =>
      engine.query(Functions.liteServer_getAccountState, {
        kind: 'liteServer.getAccountState',
        id: { kind: 'tonNode.blockIdExt', ...block },
        account: {
          kind: 'liteServer.accountId',
          workchain: addrs[i % addrs.length]!.workChain,
          id: addrs[i % addrs.length]!.hash,
        },
      });
    const call =
      job.kind === 'accountState'
        ? rawState
        : job.kind === 'runMethod'
          ? (i: number) => client.runMethod(addrs[i % addrs.length]!, 'seqno', Buffer.alloc(0), block)
          : (i: number) => client.runMethod(addrs[0]!, 'get_wallet_address', owner(i), block);
    await inWindows(job.calls, job.window, call);
    parentPort!.postMessage({ perSec: job.calls / ((performance.now() - t) / 1000) });
  } catch (e) {
    parentPort!.postMessage({ error: String(e) });
  }
});
