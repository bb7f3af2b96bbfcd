// v3 D34: an account's state at a masterchain block as the index answers it (/accountStateAt), held against what
// API v2 reads from a liteserver at the same seqno (getAddressInformation with `seqno`).
import { Cell } from '@ton/core';
import { type CaseContext, otherOk, skip } from '../case.ts';

/** The index's first and last masterchain block seqnos (/masterchainInfo). */
export async function indexedRange(ctx: CaseContext): Promise<{ first: number; last: number }> {
  const info = ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' })) as {
    first?: { seqno?: number };
    last?: { seqno?: number };
  };
  const first = Number(info.first?.seqno);
  const last = Number(info.last?.seqno);
  if (!Number.isInteger(first) || !Number.isInteger(last)) skip('the index names no masterchain block range');
  return { first, last };
}

/** `count` distinct seqnos of [first, last], the last always among them, chosen at random. */
export function sampleSeqnos(first: number, last: number, count: number): number[] {
  const out = new Set<number>([last]);
  const span = last - first + 1;
  while (out.size < Math.min(count, span)) out.add(first + Math.floor(Math.random() * span));
  return [...out].sort((a, b) => a - b);
}

const b64hex = (v: string | null | undefined) => (v ? Buffer.from(v, 'base64').toString('hex') : '');

/** The v2 state name for a v3 status: a never-created account is `uninitialized` there (v3 D34). */
const v2Status = (s: string) => (s === 'nonexist' || s === 'uninit' ? 'uninitialized' : s);

/** What differs between v3's answer at masterchain block `seqno` and v2's read at that seqno; undefined if nothing. */
export async function stateAtDiffers(
  ctx: CaseContext<'v3'>,
  address: string,
  v3: {
    mc_seqno: number;
    status: string;
    balance: string;
    code_hash: string | null;
    last_transaction_lt: string | null;
    last_transaction_hash: string | null;
  },
): Promise<string | undefined> {
  const v2 = await otherOk(ctx, 'getAddressInformation', { address, seqno: v3.mc_seqno });
  const where = `${address} at masterchain block ${v3.mc_seqno}`;
  if (v3.balance !== v2.balance) return `${where}: balance ${v3.balance} ≠ v2 ${v2.balance}`;
  if (v2Status(v3.status) !== v2.state) return `${where}: status ${v3.status} ≠ v2 state ${v2.state}`;
  const v2Lt = v2.last_transaction_id.lt === '0' ? null : v2.last_transaction_id.lt;
  if (v3.last_transaction_lt !== null || v2Lt !== null) {
    if (v3.last_transaction_lt !== v2Lt) return `${where}: last transaction lt ${v3.last_transaction_lt} ≠ v2 ${v2Lt}`;
    if (b64hex(v3.last_transaction_hash) !== b64hex(v2.last_transaction_id.hash))
      return `${where}: last transaction hash ${v3.last_transaction_hash} ≠ v2 ${v2.last_transaction_id.hash}`;
  }
  const code = v2.code ? Cell.fromBoc(Buffer.from(v2.code, 'base64'))[0]!.hash().toString('hex') : '';
  if (b64hex(v3.code_hash) !== code) return `${where}: code hash ${v3.code_hash} ≠ the hash of v2's code`;
  return undefined;
}
