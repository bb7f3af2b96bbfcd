import { beginCell, Cell, Dictionary, getMethodId, type Address, type TupleItem, parseTuple } from '@ton/core';
import { Executor } from '@ton/sandbox';
import { Functions } from 'ton-lite-client/dist/schema.js';
import type { HandlerContext } from '../http/types.ts';
import { headerInfo, query, type V2Deps } from './chain.ts';
import { liteBlockId, type LiteBlockId } from './convert.ts';

let executor: Promise<Executor> | undefined;
/** The TVM (emulator wasm) is loaded once per process. */
export const getExecutor = (): Promise<Executor> => (executor ??= Executor.create());

/**
 * Config dictionary root of the masterchain state, from a getConfigAll proof:
 * ShardStateUnsplit → custom:(Maybe ^McStateExtra) → McStateExtra(cc26) shard_hashes:(HashmapE) config_addr:bits256 config:^Hashmap.
 */
export function configCellFromProof(configProof: Buffer): Cell {
  const root = Cell.fromBoc(configProof)[0]!;
  const state = root.isExotic ? root.refs[0]! : root;
  const s = state.beginParse();
  if (s.loadUint(32) !== 0x9023afe2) throw new Error('config proof: not a ShardStateUnsplit');
  s.skip(32 + 104 + 32 + 32 + 32 + 64 + 32); // global_id, shard_id, seq_no, vert_seq_no, gen_utime, gen_lt, min_ref_mc_seqno
  s.loadRef(); // out_msg_queue_info
  s.skip(1); // before_split
  s.loadRef(); // accounts
  s.loadRef(); // overload/underload history, total balances, libraries
  if (!s.loadBit()) throw new Error('config proof: state has no McStateExtra');
  const extra = s.loadRef().beginParse();
  if (extra.loadUint(16) !== 0xcc26) throw new Error('config proof: bad McStateExtra tag');
  if (extra.loadBit()) extra.loadRef(); // shard_hashes
  extra.skip(256); // config_addr
  return extra.loadRef();
}

// The emulator takes the config as base64; serialising the whole config dominates a get-method otherwise.
const configBase64 = new WeakMap<Cell, string>();
export function configString(config: Cell): string {
  let s = configBase64.get(config);
  if (!s) configBase64.set(config, (s = config.toBoc().toString('base64')));
  return s;
}

const configByBlock = new Map<string, Promise<Cell>>();
const configByKeyBlock = new Map<number, Promise<Cell>>();

function remember<K, V>(map: Map<K, Promise<V>>, key: K, value: Promise<V>, max: number): Promise<V> {
  map.set(key, value);
  value.catch(() => {
    if (map.get(key) === value) map.delete(key);
  });
  if (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

/**
 * The full config at a masterchain block. A config changes only in key blocks, so it is fetched (about
 * 150 KB) and parsed once per key-block epoch: every later block finds it through the small header
 * query that names its last key block, and the emulator keeps one serialised copy.
 */
export function configAt(deps: V2Deps, ctx: HandlerContext, block: LiteBlockId): Promise<Cell> {
  const key = block.rootHash.toString('hex');
  const hit = configByBlock.get(key);
  if (hit) return hit;
  const value = (async () => {
    const header = await query<{ headerProof: Buffer }>(deps, ctx, 'lookupBlock', (c) =>
      c.lookupBlockByID({ workchain: block.workchain, shard: block.shard, seqno: block.seqno }),
    );
    const info = headerInfo(header.headerProof);
    const epoch = info.keyBlock ? info.seqno : info.prevKeyBlockSeqno;
    return (
      configByKeyBlock.get(epoch) ??
      remember(
        configByKeyBlock,
        epoch,
        query<{ configProof: Buffer }>(deps, ctx, 'getConfigAll', (c) =>
          c.engine.query(Functions.liteServer_getConfigAll, {
            kind: 'liteServer.getConfigAll',
            mode: 0,
            id: liteBlockId(block),
          }),
        ).then((r) => configCellFromProof(r.configProof)),
        8,
      )
    );
  })();
  return remember(configByBlock, key, value, 256);
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

/** Library cells by hash: immutable, so kept for the process (bounded) instead of re-fetched per call. */
const libraryCells = new Map<string, Cell>();
/** Libraries each code needed last time, so the next call runs once with them instead of failing first. */
const librariesOfCode = new Map<string, { hashes: string[]; cell: Cell }>();

async function libraryCell(deps: V2Deps, ctx: HandlerContext, hash: string): Promise<Cell | undefined> {
  const known = libraryCells.get(hash);
  if (known) return known;
  const found = await fetchLibraries(deps, ctx, [Buffer.from(hash, 'hex')]);
  for (const lib of found) {
    libraryCells.set(lib.hash.toString('hex'), Cell.fromBoc(lib.data)[0]!);
    if (libraryCells.size > 1024) libraryCells.delete(libraryCells.keys().next().value!);
  }
  return libraryCells.get(hash);
}

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
  for (const hash of libs?.hashes ?? []) {
    const cell = libraryCells.get(hash);
    if (cell) used.set(hash, cell);
  }
  if (libs && used.size !== libs.hashes.length) libs = undefined;
  for (let round = 0; round < 4; round++) {
    const res = await exec.runGetMethod({
      code: args.code,
      data: args.data,
      methodId: args.methodId,
      stack: args.stack,
      config: configString(config),
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
      const cell = await libraryCell(deps, ctx, missing.toLowerCase());
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
