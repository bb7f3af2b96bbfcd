/**
 * The TVM's thread: runs transactions and get-methods for trace-emulator.ts with @ton/sandbox's Executor, so a
 * transaction that spends its whole gas limit (about 0.3 s for a million gas) never holds the API's event loop.
 * Cells and addresses cross the thread boundary as base64 bags of cells and raw strings. Erasable TypeScript only:
 * the thread may start without a loader, under Node's own type stripping.
 */
import { parentPort } from 'node:worker_threads';
import { Address, Cell } from '@ton/core';
import { Executor } from '@ton/sandbox';

const executor = Executor.create();
const cell = (b64: string | null | undefined) => (b64 ? Cell.fromBase64(b64) : null);

interface Call {
  id: number;
  method: 'runTransaction' | 'runGetMethod';
  args: Record<string, unknown>;
}

parentPort!.on('message', async ({ id, method, args }: Call) => {
  try {
    const exec = await executor;
    const common = {
      randomSeed: Buffer.from(args.randomSeed as string, 'base64'),
      config: args.config as string,
      verbosity: 'short' as const,
      debugEnabled: false,
    };
    const result =
      method === 'runTransaction'
        ? await exec.runTransaction({
            ...common,
            message: cell(args.message as string)!,
            libs: cell(args.libs as string | null),
            shardAccount: args.shardAccount as string,
            now: args.now as number,
            lt: args.lt as bigint,
            ignoreChksig: args.ignoreChksig as boolean,
          })
        : await exec.runGetMethod({
            ...common,
            code: cell(args.code as string)!,
            data: cell(args.data as string)!,
            libs: cell(args.libs as string | null) ?? undefined,
            methodId: args.methodId as number,
            stack: [],
            address: Address.parse(args.address as string),
            unixTime: args.now as number,
            balance: args.balance as bigint,
            gasLimit: args.gasLimit as bigint,
          });
    parentPort!.postMessage({ id, result });
  } catch (err) {
    // A failure inside the emulator (a WebAssembly trap on a hostile cell tree) may leave its memory unusable:
    // the thread ends after answering, and the next call starts a fresh one.
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
});
