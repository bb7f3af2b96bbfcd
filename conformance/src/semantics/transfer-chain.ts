// Jetton transfers, jetton burns and NFT transfers as the chain holds them: the record names its transaction, whose
// raw BoC (chain.ts) holds the inbound message that asked for the operation; its body (TEP-74 transfer and burn,
// TEP-62 transfer) fixes every field the record repeats, and the message's sender is the owner who asked.
import { Cell, type Address, type Slice } from '@ton/core';
import { fail, skip, type CaseContext, type CaseDef } from '../case.ts';
import { same } from '../values.ts';
import { rawTransaction, type RawTransaction } from './chain.ts';

type Row = Record<string, unknown>;
type Kind = 'jetton_transfers' | 'jetton_burns' | 'nft_transfers';
type ListOp = 'getJettonTransfers' | 'getJettonBurns' | 'getNftTransfers';

const OPS: Record<Kind, number> = { jetton_transfers: 0x0f8a7ea5, jetton_burns: 0x595f07bc, nft_transfers: 0x5fcc3d14 };
/** The field naming the transaction's account, per kind. */
const ACCOUNT: Record<Kind, string> = {
  jetton_transfers: 'source_wallet',
  jetton_burns: 'jetton_wallet',
  nft_transfers: 'nft_address',
};

/** A standard address as the records print it (raw, upper-case hex); none, or an external address, as null. */
const addr = (a: unknown): string | null =>
  a && typeof a === 'object' && 'toRawString' in a ? (a as Address).toRawString().toUpperCase() : null;
/** Either Cell ^Cell: the referenced cell, or the rest of the slice as a cell of its own. */
const either = (s: Slice): Cell => (s.loadBit() ? s.loadRef() : s.asCell());

/** What the body of the operation's message says, in the record's field names. */
function fromBody(kind: Kind, body: Cell): Record<string, string | null> | string {
  const s = body.beginParse();
  if (s.remainingBits < 32 || s.loadUint(32) !== OPS[kind]) return `its inbound message is no ${kind} operation`;
  const query_id = String(s.loadUintBig(64));
  if (kind === 'jetton_burns') {
    const amount = String(s.loadCoins());
    const response_destination = addr(s.loadAddressAny());
    const custom = s.loadMaybeRef();
    return { query_id, amount, response_destination, custom_payload: custom ? custom.hash().toString('hex') : null };
  }
  const amount = kind === 'jetton_transfers' ? String(s.loadCoins()) : undefined;
  const to = addr(s.loadAddressAny());
  const response_destination = addr(s.loadAddressAny());
  const custom = s.loadMaybeRef();
  const forward = String(s.loadCoins());
  const payload = either(s);
  return {
    query_id,
    ...(kind === 'jetton_transfers'
      ? { amount: amount!, destination: to, forward_ton_amount: forward }
      : { new_owner: to, forward_amount: forward }),
    response_destination,
    custom_payload: custom ? custom.hash().toString('hex') : null,
    forward_payload: payload.bits.length || payload.refs.length ? payload.hash().toString('hex') : null,
  };
}

const bocHash = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  try {
    const c = Cell.fromBase64(String(v));
    return c.bits.length || c.refs.length ? c.hash().toString('hex') : null;
  } catch {
    return `unreadable ${String(v).slice(0, 16)}`;
  }
};

/** Every field of one record that differs from its raw transaction. */
export function transferProblems(kind: Kind, r: Row, raw: RawTransaction): string[] {
  const where = `${kind} ${String(r.transaction_hash)}`;
  const out: string[] = [];
  const eq = (field: string, got: unknown, want: unknown) => {
    const g = got === 'addr_none' ? null : got;
    const ok = g === null || want === null ? (g ?? null) === want : same(String(g), String(want));
    if (!ok) out.push(`${where}.${field} is ${JSON.stringify(got)}, the chain says ${String(want)}`);
  };
  const t = raw.tx;
  eq('transaction_lt', r.transaction_lt, t.lt);
  eq('transaction_now', r.transaction_now, t.now);
  eq('transaction_aborted', r.transaction_aborted, 'aborted' in t.description ? t.description.aborted : false);
  const m = raw.inMsg?.message;
  if (m?.info.type !== 'internal') return [...out, `${where}: its transaction received no internal message`];
  const sender = kind === 'nft_transfers' ? 'old_owner' : kind === 'jetton_burns' ? 'owner' : 'source';
  eq(sender, r[sender], addr(m.info.src));
  const body = fromBody(kind, m.body);
  if (typeof body === 'string') return [...out, `${where}: ${body}`];
  for (const [field, want] of Object.entries(body)) {
    const got = field === 'custom_payload' || field === 'forward_payload' ? bocHash(r[field]) : r[field];
    eq(field, got, want);
  }
  return out;
}

/** The newest records of a transfer list, each compared with the raw transaction it names. */
export function transfersMatchChainCase(op: ListOp, kind: Kind): CaseDef<'v3'> {
  return {
    description: `${kind.replace('_', ' ')} are what their transactions hold on chain: the operation's message body (query id, amount, addresses, payloads), its sender, and the transaction's lt, time and abort flag`,
    mode: 'schema-only',
    async run(ctx: CaseContext<'v3'>) {
      const body = ctx.ok(await ctx.call({ operationId: op, args: { limit: 10, sort: 'desc' } })) as Record<
        string,
        unknown
      >;
      const rows = (body[kind] as Row[] | undefined) ?? [];
      if (!rows.length) skip(`the index lists no ${kind}`);
      const problems: string[] = [];
      for (const r of rows) {
        const raw = await rawTransaction(
          ctx,
          String(r[ACCOUNT[kind]]),
          String(r.transaction_lt),
          String(r.transaction_hash),
        );
        problems.push(...transferProblems(kind, r, raw));
      }
      if (problems.length)
        fail(`${problems.length} field(s) differ from the chain: ${problems.slice(0, 4).join('; ')}`);
    },
  };
}
