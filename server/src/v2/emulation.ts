import { beginCell, Cell, Dictionary, getMethodId, type Address, type TupleItem, parseTuple } from '@ton/core';
import { Executor } from '@ton/sandbox';
import { Functions } from 'ton-lite-client/dist/schema.js';
import type { HandlerContext } from '../http/types.ts';
import { query, type V2Deps } from './chain.ts';
import { type ChainConfig, chainCache } from '../../../liteapi/chain-config.ts';
import { liteBlockId, type LiteBlockId } from './convert.ts';

let executor: Promise<Executor> | undefined;
/** The TVM (emulator wasm) is loaded once per process. */
export const getExecutor = (): Promise<Executor> => (executor ??= Executor.create());

/**
 * The config at a masterchain block, kept per key-block epoch for the pool (liteapi/chain-config.ts), fetched
 * through this request's liteserver calls (their statuses are the request's).
 */
export function configAt(deps: V2Deps, ctx: HandlerContext, block: LiteBlockId): Promise<ChainConfig> {
  return chainCache(deps.pool).config(block, {
    headerProof: async () =>
      (
        await query<{ headerProof: Buffer }>(deps, ctx, 'lookupBlock', (c) =>
          c.lookupBlockByID({ workchain: block.workchain, shard: block.shard, seqno: block.seqno }),
        )
      ).headerProof,
    configProof: async () =>
      (
        await query<{ configProof: Buffer }>(deps, ctx, 'getConfigAll', (c) =>
          c.engine.query(Functions.liteServer_getConfigAll, {
            kind: 'liteServer.getConfigAll',
            mode: 0,
            id: liteBlockId(block),
          }),
        )
      ).configProof,
  });
}

export async function fetchLibraries(
  deps: V2Deps,
  ctx: HandlerContext,
  hashes: Buffer[],
): Promise<Array<{ hash: Buffer; data: Buffer }>> {
  const res = await query<{ result: Array<{ hash: Buffer; data: Buffer }> }>(deps, ctx, 'getLibraries', (c) =>
    c.getLibraries(hashes),
  );
  return res.result;
}

export interface GetMethodRun {
  exitCode: number;
  gasUsed: number;
  stack: TupleItem[];
}

export const methodIdOf = (method: string | number): number => {
  if (typeof method === 'number') return method;
  if (/^-?\d+$/.test(method)) return Number(method);
  return getMethodId(method);
};

/** Libraries each code needed last time, so the next call runs once with them instead of failing first. */
const librariesOfCode = new Map<string, { hashes: string[]; cell: Cell }>();

function librariesDict(cells: Map<string, Cell>): Cell {
  const libs = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const [hash, cell] of cells) libs.set(BigInt('0x' + hash), cell);
  return beginCell().storeDictDirect(libs).endCell();
}

/** Runs a get-method locally on the account's state, as tonlib does, so gas_used is known. */
export async function runGetMethodLocally(
  deps: V2Deps,
  ctx: HandlerContext,
  args: {
    address: Address;
    code: Cell;
    data: Cell;
    balance: bigint;
    block: LiteBlockId;
    utime: number;
    methodId: number;
    stack: TupleItem[];
  },
): Promise<GetMethodRun> {
  const [exec, config] = await Promise.all([getExecutor(), configAt(deps, ctx, args.block)]);
  const codeHash = args.code.hash().toString('hex');
  const used = new Map<string, Cell>();
  let libs = librariesOfCode.get(codeHash);
  const cache = chainCache(deps.pool);
  for (const hash of libs?.hashes ?? []) {
    const cell = cache.library(hash);
    if (cell) used.set(hash, cell);
  }
  if (libs && used.size !== libs.hashes.length) libs = undefined;
  for (let round = 0; round < 4; round++) {
    const res = await exec.runGetMethod({
      code: args.code,
      data: args.data,
      methodId: args.methodId,
      stack: args.stack,
      config: config.base64,
      verbosity: 'short',
      libs: libs?.cell ?? (used.size ? librariesDict(used) : undefined),
      address: args.address,
      unixTime: args.utime,
      balance: args.balance,
      randomSeed: Buffer.alloc(32),
      gasLimit: 10_000_000n,
      debugEnabled: false,
    });
    if (!res.output.success) throw new Error(res.output.error);
    const missing = res.output.missing_library;
    if (missing && round < 3) {
      const cell = await cache.fetchLibrary(missing.toLowerCase(), (hashes) => fetchLibraries(deps, ctx, hashes));
      if (!cell) break;
      used.set(missing.toLowerCase(), cell);
      libs = undefined;
      continue;
    }
    if (!libs && used.size) {
      librariesOfCode.set(codeHash, { hashes: [...used.keys()], cell: librariesDict(used) });
      if (librariesOfCode.size > 1024) librariesOfCode.delete(librariesOfCode.keys().next().value!);
    }
    return {
      exitCode: res.output.vm_exit_code,
      gasUsed: Number(res.output.gas_used),
      stack: parseTuple(Cell.fromBase64(res.output.stack)),
    };
  }
  throw new Error('get-method needs a library no liteserver has');
}
