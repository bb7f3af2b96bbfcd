/**
 * Jetton transfers and burns, NFT transfers: the in-messages of transactions on known jetton wallets and NFT
 * items, decoded (TEP-74 transfer#0f8a7ea5 and burn#595f07bc, TEP-62 transfer#5fcc3d14). Aborted transactions
 * are recorded too (tx_aborted), as the v3 API reports them.
 */
import { Cell, type Slice } from '@ton/core';
import type pg from 'pg';
import { rawAddress } from '../model/decode.ts';
import type { BlockData, MessageRow, TransactionRow } from '../model/rows.ts';
import type { EntitySet } from './detect.ts';

const OP_TRANSFER = 0x0f8a7ea5;
const OP_BURN = 0x595f07bc;
const OP_NFT_TRANSFER = 0x5fcc3d14;

type Row = Record<string, unknown>;
export interface EventSet {
  jetton_transfers: Row[];
  jetton_burns: Row[];
  nft_transfers: Row[];
}

const maybeAddr = (s: Slice) => {
  const a = s.loadMaybeAddress();
  return a ? rawAddress(a) : null;
};
/** Either-style payload: a bit, then the payload in a reference or inline in the rest of the slice. */
const eitherPayload = (s: Slice): Buffer | null => {
  if (s.remainingBits === 0 && s.remainingRefs === 0) return null;
  const c = s.loadBit() ? s.loadRef() : s.asCell();
  return c.bits.length === 0 && c.refs.length === 0 ? null : c.toBoc();
};

export async function decodeEvents(db: pg.ClientBase, blocks: BlockData[], entities: EntitySet): Promise<EventSet> {
  const out: EventSet = { jetton_transfers: [], jetton_burns: [], nft_transfers: [] };
  const candidates: Array<{ tx: TransactionRow; msg: MessageRow; body: Buffer; op: number }> = [];
  for (const b of blocks) {
    const bodies = new Map(b.contents.map((c) => [c.hash.toString('hex'), c.body]));
    const inMsg = new Map(b.messages.filter((m) => m.direction === 'in').map((m) => [m.tx_hash.toString('hex'), m]));
    for (const tx of b.transactions) {
      const m = inMsg.get(tx.hash.toString('hex'));
      if (!m || m.source === null || m.opcode === null || !m.body_hash) continue;
      const op = m.opcode >>> 0;
      if (op !== OP_TRANSFER && op !== OP_BURN && op !== OP_NFT_TRANSFER) continue;
      const body = bodies.get(m.body_hash.toString('hex'));
      if (body) candidates.push({ tx, msg: m, body, op });
    }
  }
  if (!candidates.length) return out;
  const accounts = [...new Set(candidates.map((c) => c.tx.account))];
  const wallets = new Map<string, string | null>(
    entities.jetton_wallets.map((w) => [w.address as string, (w.jetton as string | null) ?? null]),
  );
  const items = new Map<string, { index: unknown; collection: unknown }>(
    entities.nft_items.map((i) => [i.address as string, { index: i.index, collection: i.collection_address }]),
  );
  const missing = accounts.filter((a) => !wallets.has(a) && !items.has(a));
  if (missing.length) {
    for (const r of (await db.query('SELECT address, jetton FROM jetton_wallets WHERE address = ANY($1)', [missing]))
      .rows)
      wallets.set(r.address, r.jetton);
    for (const r of (
      await db.query('SELECT address, index::text, collection_address FROM nft_items WHERE address = ANY($1)', [
        missing,
      ])
    ).rows)
      items.set(r.address, { index: r.index, collection: r.collection_address });
  }
  for (const { tx, msg, body, op } of candidates) {
    const common = {
      tx_hash: tx.hash,
      tx_lt: tx.lt,
      tx_now: tx.now,
      tx_aborted: tx.aborted ?? false,
      mc_seqno: tx.mc_block_seqno,
      trace_id: tx.trace_id,
    };
    try {
      const s = Cell.fromBoc(body)[0]!.beginParse();
      s.skip(32);
      const queryId = s.loadUintBig(64).toString();
      if (op === OP_TRANSFER && wallets.has(tx.account)) {
        const amount = s.loadCoins().toString();
        const destination = maybeAddr(s);
        const response = maybeAddr(s);
        const custom = s.loadMaybeRef()?.toBoc() ?? null;
        const fwd = s.loadCoins().toString();
        out.jetton_transfers.push({
          ...common,
          query_id: queryId,
          amount,
          source: msg.source,
          destination,
          jetton_wallet_address: tx.account,
          jetton_master_address: wallets.get(tx.account),
          response_destination: response,
          custom_payload: custom,
          forward_ton_amount: fwd,
          forward_payload: eitherPayload(s),
        });
      } else if (op === OP_BURN && wallets.has(tx.account)) {
        const amount = s.loadCoins().toString();
        const response = maybeAddr(s);
        const custom = s.remainingBits > 0 ? (s.loadMaybeRef()?.toBoc() ?? null) : null;
        out.jetton_burns.push({
          ...common,
          query_id: queryId,
          owner: msg.source,
          jetton_wallet_address: tx.account,
          jetton_master_address: wallets.get(tx.account),
          amount,
          response_destination: response,
          custom_payload: custom,
        });
      } else if (op === OP_NFT_TRANSFER && items.has(tx.account)) {
        const item = items.get(tx.account)!;
        const newOwner = maybeAddr(s);
        const response = maybeAddr(s);
        const custom = s.loadMaybeRef()?.toBoc() ?? null;
        const fwd = s.loadCoins().toString();
        out.nft_transfers.push({
          ...common,
          query_id: queryId,
          nft_item_address: tx.account,
          nft_item_index: item.index,
          nft_collection_address: item.collection,
          old_owner: msg.source,
          new_owner: newOwner,
          response_destination: response,
          custom_payload: custom,
          forward_amount: fwd,
          forward_payload: eitherPayload(s),
        });
      }
    } catch {
      /* a body that does not parse is not a transfer of this standard */
    }
  }
  return out;
}

const SPEC: Record<keyof EventSet, Array<[string, string]>> = {
  jetton_transfers: [
    ['tx_hash', 'bytea'],
    ['tx_lt', 'int8'],
    ['tx_now', 'int8'],
    ['tx_aborted', 'bool'],
    ['mc_seqno', 'int4'],
    ['query_id', 'numeric'],
    ['amount', 'numeric'],
    ['source', 'text'],
    ['destination', 'text'],
    ['jetton_wallet_address', 'text'],
    ['jetton_master_address', 'text'],
    ['response_destination', 'text'],
    ['custom_payload', 'bytea'],
    ['forward_ton_amount', 'numeric'],
    ['forward_payload', 'bytea'],
    ['trace_id', 'bytea'],
  ],
  jetton_burns: [
    ['tx_hash', 'bytea'],
    ['tx_lt', 'int8'],
    ['tx_now', 'int8'],
    ['tx_aborted', 'bool'],
    ['mc_seqno', 'int4'],
    ['query_id', 'numeric'],
    ['owner', 'text'],
    ['jetton_wallet_address', 'text'],
    ['jetton_master_address', 'text'],
    ['amount', 'numeric'],
    ['response_destination', 'text'],
    ['custom_payload', 'bytea'],
    ['trace_id', 'bytea'],
  ],
  nft_transfers: [
    ['tx_hash', 'bytea'],
    ['tx_lt', 'int8'],
    ['tx_now', 'int8'],
    ['tx_aborted', 'bool'],
    ['mc_seqno', 'int4'],
    ['query_id', 'numeric'],
    ['nft_item_address', 'text'],
    ['nft_item_index', 'numeric'],
    ['nft_collection_address', 'text'],
    ['old_owner', 'text'],
    ['new_owner', 'text'],
    ['response_destination', 'text'],
    ['custom_payload', 'bytea'],
    ['forward_amount', 'numeric'],
    ['forward_payload', 'bytea'],
    ['trace_id', 'bytea'],
  ],
};

export async function writeEvents(client: pg.ClientBase, ev: EventSet): Promise<void> {
  for (const [table, cols] of Object.entries(SPEC) as Array<[keyof EventSet, Array<[string, string]>]>) {
    const rows = ev[table];
    if (!rows.length) continue;
    await client.query(
      `INSERT INTO ${table} (${cols.map(([c]) => c).join(', ')}) SELECT * FROM unnest(${cols.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) ON CONFLICT DO NOTHING`,
      cols.map(([c]) => rows.map((r) => r[c] ?? null)),
    );
  }
}
