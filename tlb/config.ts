import { Cell } from '@ton/core';
import { PARAM_DECODERS } from './config-params.ts';
import { forEachLeaf } from './hashmap.ts';
import { type CurrencyCollection, loadCC } from './primitives.ts';

export interface ConfigParamEntry {
  id: number;
  /** The param's value cell (the ^Cell of the config dictionary). */
  cell: Cell;
  /** Typed value when the param has a known layout and decoded cleanly. */
  value?: unknown;
  /** Why a known layout did not decode (the raw cell is still available). */
  error?: string;
}

export interface DecodedConfig {
  params: Map<number, ConfigParamEntry>;
  /** Ids whose known layout failed to decode (e.g. a param stored in an older or invalid format). */
  undecodable: number[];
}

/** Decodes a config dictionary (Hashmap 32 ^Cell root). Unknown params are kept raw; broken ones are reported. */
export function decodeConfigDict(dict: Cell): DecodedConfig {
  const params = new Map<number, ConfigParamEntry>();
  const undecodable: number[] = [];
  forEachLeaf(dict, 32, (key, leaf) => {
    const id = Number(BigInt.asIntN(32, key));
    const cell = leaf.loadRef();
    const entry: ConfigParamEntry = { id, cell };
    const decode = PARAM_DECODERS[id];
    if (decode && !cell.isExotic) {
      try {
        const s = cell.beginParse();
        const value = decode(s);
        if (s.remainingBits || s.remainingRefs)
          throw new Error(`${s.remainingBits} bits and ${s.remainingRefs} refs left over`);
        entry.value = value;
      } catch (e) {
        entry.error = (e as Error).message;
        undecodable.push(id);
      }
    }
    params.set(id, entry);
  });
  return { params, undecodable };
}

export interface ConfigFromState {
  configAddr: Buffer;
  dict: Cell;
  /** McStateExtra.global_balance, read after the config ref (which is a plain ref, not a Maybe). */
  globalBalance: CurrencyCollection;
  seqno: number;
  genUtime: number;
}

/**
 * Reads the config from a masterchain state: a config proof BOC (root MerkleProof → ShardStateUnsplit)
 * as returned by liteServer.getConfigAll, or a ShardStateUnsplit cell.
 */
export function configFromState(src: Buffer | Cell): ConfigFromState {
  try {
    return readConfigFromState(src);
  } catch (e) {
    const msg = (e as Error).message;
    throw new Error(msg.startsWith('Config') ? msg : `Config: malformed state (${msg})`);
  }
}

function readConfigFromState(src: Buffer | Cell): ConfigFromState {
  let root: Cell;
  try {
    root = src instanceof Cell ? src : Cell.fromBoc(src)[0]!;
  } catch (e) {
    throw new Error(`Config: cannot decode BOC (${(e as Error).message})`);
  }
  const state = root.isExotic ? root.refs[0] : root;
  if (!state) throw new Error('Config: empty proof');
  const s = state.beginParse();
  if (s.loadUint(32) !== 0x9023afe2) throw new Error('Config: not a ShardStateUnsplit (shard_state#9023afe2)');
  s.skip(32 + 104); // global_id, shard_id
  const seqno = s.loadUint(32);
  s.skip(32); // vert_seq_no
  const genUtime = s.loadUint(32);
  if (state.refs.length < 4) throw new Error('Config: state has no McStateExtra (not a masterchain state)');
  const x = state.refs[3]!;
  if (x.isExotic) throw new Error('Config: McStateExtra is pruned in this proof');
  const m = x.beginParse();
  if (m.loadUint(16) !== 0xcc26) throw new Error('Config: bad McStateExtra tag');
  if (m.loadBit()) m.loadRef(); // shard_hashes
  const configAddr = m.loadBuffer(32);
  const dict = m.loadRef();
  m.loadRef(); // ^[ flags validator_info prev_blocks ... ]
  return { configAddr, dict, globalBalance: loadCC(m), seqno, genUtime };
}

/** Convenience: decode the config carried by a config proof BOC. */
export function decodeConfigProof(boc: Buffer): DecodedConfig & ConfigFromState {
  const st = configFromState(boc);
  return { ...st, ...decodeConfigDict(st.dict) };
}
