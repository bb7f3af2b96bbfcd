// v3 D35: the jetton wallets whose balance history a case can judge: the local network's genesis jetton wallets
// (they are what its seeded history moves), then the senders' wallets of the target's recent jetton transfers.
import { type CaseContext, skip } from '../case.ts';
import { at, records } from '../values.ts';

export interface JettonWalletRef {
  wallet: string;
  owner: string | undefined;
}

/** Up to `max` jetton wallets that have moved, local genesis ones first. */
export async function movedJettonWallets(ctx: CaseContext, max = 6): Promise<JettonWalletRef[]> {
  const out = new Map<string, JettonWalletRef>();
  for (const a of ctx.data.local)
    if (a.kind === 'jetton-wallet') out.set(a.address, { wallet: a.address, owner: a.owner });
  const transfers = ctx.ok(
    await ctx.call({ operationId: 'getJettonTransfers', args: { limit: 20, sort: 'desc' } }),
  ) as Record<string, unknown>;
  for (const t of records(at(transfers, 'jetton_transfers')))
    if (typeof t.source_wallet === 'string' && !out.has(t.source_wallet))
      out.set(t.source_wallet, { wallet: t.source_wallet, owner: typeof t.source === 'string' ? t.source : undefined });
  if (!out.size) skip('no jetton wallet on the target: neither local genesis wallets nor recent jetton transfers');
  return [...out.values()].slice(0, max);
}

/** The owner of the first wallet whose history has at least `rows` points (a page that offset and limit can prove). */
export async function busyJettonOwner(ctx: CaseContext, rows = 3): Promise<string> {
  let fallback: string | undefined;
  for (const { owner } of await movedJettonWallets(ctx, 12)) {
    if (!owner) continue;
    const body = ctx.ok(
      await ctx.call({ operationId: 'getJettonBalanceHistory', args: { owner_address: owner, limit: rows } }),
    ) as Record<string, unknown>;
    const n = records(at(body, 'balances')).length;
    if (n >= rows) return owner;
    if (n > 0) fallback ??= owner;
  }
  return fallback ?? skip('no jetton wallet owner with a balance change on the target');
}
