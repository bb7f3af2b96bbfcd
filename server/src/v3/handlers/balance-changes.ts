import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { hashInput } from '../convert.ts';
import { withClient } from '../queries/db.ts';
import type { ActionRow, JettonTransferRow, MessageRow, TransactionRow } from '../queries/rows.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';

/** One transaction's effect: nanotons moved, fees paid, jetton amounts moved between owners. */
class Changes {
  readonly value = new Map<string, bigint>();
  readonly fees = new Map<string, bigint>();
  readonly jettons = new Map<string, Map<string, bigint>>();

  private static add(m: Map<string, bigint>, key: string, v: bigint): void {
    m.set(key, (m.get(key) ?? 0n) + v);
  }
  move(from: string | null, to: string, v: bigint): void {
    if (from) Changes.add(this.value, from, -v);
    Changes.add(this.value, to, v);
  }
  fee(account: string, v: bigint): void {
    if (v !== 0n) Changes.add(this.fees, account, v);
  }
  jetton(owner: string, master: string, v: bigint): void {
    const per = this.jettons.get(owner) ?? new Map<string, bigint>();
    this.jettons.set(owner, per);
    Changes.add(per, master, v);
  }
  merge(o: Changes): void {
    for (const [k, v] of o.value) Changes.add(this.value, k, v);
    for (const [k, v] of o.fees) Changes.add(this.fees, k, v);
    for (const [owner, per] of o.jettons) for (const [m, v] of per) this.jetton(owner, m, v);
  }

  /** `changes` is the value moved net of fees, so an account that only paid fees appears there too (upstream). */
  toJson() {
    const net = new Map(this.value);
    for (const [k, v] of this.fees) net.set(k, (net.get(k) ?? 0n) - v);
    const ints = (m: Map<string, bigint>) => Object.fromEntries([...m].map(([k, v]) => [k, Number(v)]));
    return {
      changes: ints(net),
      fees: ints(this.fees),
      jettons: Object.fromEntries(
        [...this.jettons].map(([o, per]) => [o, Object.fromEntries([...per].map(([m, v]) => [m, v.toString()]))]),
      ),
    };
  }
}

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));

/**
 * Per transaction of the trace: the fees of the transaction and of the external messages it sent are its
 * account's; the value of the message it received moves from the sender, who also paid that message's
 * forwarding fee. Jetton transfers whose wallet transaction succeeded move `amount` from the sending owner
 * to the receiving owner.
 */
async function traceChanges(c: pg.PoolClient, traceId: Buffer): Promise<Map<string, Changes>> {
  const txs = await c.query<Pick<TransactionRow, 'hash' | 'lt' | 'account' | 'total_fees'>>(
    'SELECT hash, lt, account, total_fees FROM transactions WHERE trace_id = $1',
    [traceId],
  );
  if (!txs.rows.length) throw new ApiError(404, 'trace not found');
  const msgs = await c.query<
    Pick<MessageRow, 'tx_hash' | 'direction' | 'source' | 'destination' | 'value' | 'fwd_fee'>
  >(
    `SELECT m.tx_hash, m.direction, m.source, m.destination, m.value, m.fwd_fee
     FROM messages m JOIN transactions t ON t.hash = m.tx_hash AND t.lt = m.tx_lt WHERE t.trace_id = $1`,
    [traceId],
  );
  const jettons = await c.query<
    Pick<JettonTransferRow, 'tx_hash' | 'source' | 'destination' | 'jetton_master_address' | 'amount'>
  >(
    `SELECT j.tx_hash, j.source, j.destination, j.jetton_master_address, j.amount
     FROM jetton_transfers j JOIN transactions t ON t.hash = j.tx_hash AND t.lt = j.tx_lt
     WHERE t.trace_id = $1 AND NOT j.tx_aborted`,
    [traceId],
  );
  const byTx = new Map<string, Changes>();
  const account = new Map<string, string>();
  for (const t of txs.rows) {
    const ch = new Changes();
    ch.fee(t.account, big(t.total_fees));
    byTx.set(t.hash.toString('base64'), ch);
    account.set(t.hash.toString('base64'), t.account);
  }
  for (const m of msgs.rows) {
    const key = m.tx_hash.toString('base64');
    const ch = byTx.get(key)!;
    const acc = account.get(key)!;
    if (m.direction === 'in') {
      if (m.value !== null) ch.move(m.source, acc, big(m.value));
      if (m.source && m.fwd_fee !== null) ch.fee(m.source, big(m.fwd_fee));
    } else if (!m.destination && m.fwd_fee !== null) {
      ch.fee(acc, big(m.fwd_fee));
    }
  }
  for (const j of jettons.rows) {
    const ch = byTx.get(j.tx_hash.toString('base64'));
    if (!ch || !j.jetton_master_address || !j.source || !j.destination) continue;
    ch.jetton(j.source, j.jetton_master_address, -big(j.amount));
    ch.jetton(j.destination, j.jetton_master_address, big(j.amount));
  }
  return byTx;
}

export function balanceChangeHandlers(deps: V3Deps) {
  return {
    getBalanceChanges: async (input) => {
      if (input.trace_id === undefined && input.action_id === undefined)
        throw new ApiError(422, 'trace_id or action_id is required');
      const traceGiven = input.trace_id === undefined ? undefined : hashInput(input.trace_id, 'trace_id');
      const actionId = input.action_id === undefined ? undefined : hashInput(input.action_id, 'action_id');
      return withClient(deps.db, async (c) => {
        let action: Pick<ActionRow, 'trace_id' | 'type' | 'tx_hashes'> | undefined;
        if (actionId) {
          const { rows } = traceGiven
            ? await c.query<NonNullable<typeof action>>(
                'SELECT trace_id, type, tx_hashes FROM actions WHERE action_id = $1 AND trace_id = $2 LIMIT 1',
                [actionId, traceGiven],
              )
            : await c.query<NonNullable<typeof action>>(
                'SELECT trace_id, type, tx_hashes FROM actions WHERE action_id = $1 ORDER BY trace_id LIMIT 1',
                [actionId],
              );
          action = rows[0];
          if (!action) throw new ApiError(404, 'action_id not found');
        }
        const traceId = action?.trace_id ?? traceGiven!;
        const byTx = await traceChanges(c, traceId);
        const total = new Changes();
        if (!action) {
          for (const ch of byTx.values()) total.merge(ch);
          return total.toJson();
        }
        if (action.type === 'contract_deploy') return total.toJson();
        // the action's first transaction received the message that started it: its value belongs to what came before
        const { rows } = await c.query<{ hash: Buffer; internal: boolean }>(
          `SELECT t.hash, EXISTS (SELECT 1 FROM messages m WHERE m.tx_hash = t.hash AND m.tx_lt = t.lt AND m.direction = 'in' AND m.source IS NOT NULL) AS internal
           FROM transactions t WHERE t.hash = ANY($1) AND t.trace_id = $2 ORDER BY t.lt ASC`,
          [action.tx_hashes, traceId],
        );
        const counted = rows[0]?.internal ? rows.slice(1) : rows;
        for (const r of counted) total.merge(byTx.get(r.hash.toString('base64'))!);
        return total.toJson();
      });
    },
  } satisfies V3HandlerGroup<'getBalanceChanges'>;
}
