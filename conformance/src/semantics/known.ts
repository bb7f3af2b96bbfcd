// Data the v3 cases start from when discovery found none (a network whose newest blocks hold no internal message,
// or a run given no account list): read off the target's own recent basechain transactions, never invented.
import { skip, type CaseContext } from '../case.ts';
import type { MessageRef } from '../discovery.ts';
import { at, records } from '../values.ts';

/** An internal message and the transaction that received it: the discovered one, else a recent one of the index. */
export async function knownMessage(ctx: CaseContext): Promise<MessageRef> {
  if (ctx.data.message) return ctx.data.message;
  return ctx.once('v3-known-internal-message', async () => {
    const body = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { workchain: 0, limit: 50 } }));
    for (const t of records(at(body, 'transactions'))) {
      const m = t.in_msg as Record<string, unknown> | null;
      if (m && typeof m.source === 'string' && m.source !== 'addr_none')
        return {
          source: m.source,
          destination: String(m.destination),
          created_lt: String(m.created_lt),
          hash: String(m.hash),
          destTx: { account: String(t.account), lt: String(t.lt), hash: String(t.hash) },
        };
    }
    skip('neither discovery nor the index found a recent internal message');
  });
}

/** An account with recent basechain activity: the busiest discovered one, else the receiver of a known message. */
export async function activeAccount(ctx: CaseContext): Promise<string> {
  return ctx.data.accounts.find((a) => a.startsWith('0:')) ?? (await knownMessage(ctx)).destTx.account;
}
