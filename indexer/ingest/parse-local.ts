/** Parsing on the calling thread (the parse pool's fallback, and what the workers run). */
import { parseBlock, shardSigned } from '../../tlb/index.ts';
import { decodeBlock } from '../model/decode.ts';
import type { Parsed } from './parse-pool.ts';

export function parseLocal(boc: Buffer, mcSeqno: number | null): Parsed {
  const parsed = parseBlock(boc, { forIndexing: true });
  const data = decodeBlock(parsed, { mcSeqno });
  const shardState = (parsed.mcExtra?.shards ?? []).map((d) => ({
    mc_seqno: parsed.info.seqno,
    workchain: d.workchain,
    shard: shardSigned(d.shard),
    seqno: d.seqno,
  }));
  return { data, shardState };
}
