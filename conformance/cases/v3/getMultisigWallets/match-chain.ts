import { check, skip, type CaseDef } from '../../../src/case.ts';
import { chainMultisig } from '../../../src/semantics/multisig-chain.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'address=M answers M as its get_multisig_data says (next order seqno, threshold, signers, proposers) with its orders, those /multisig/orders lists for it, and orders [] with include_orders=false (D18); wallet_address finds M by each signer and proposer, not by a stranger',
  mode: 'schema-only',
  covers: ['address', 'wallet_address', 'include_orders'],
  async run(ctx) {
    const m = ctx.data.local.find((a) => a.kind === 'multisig')?.address;
    if (!m) skip("needs the local network's multisig (--network local)");
    await eventually(async () => {
      const chain = await chainMultisig(ctx, m);
      const got = ctx.ok(await ctx.call({ args: { address: [m] } })).multisigs;
      if (got.length !== 1 || !same(got[0]!.address, m))
        return `address=${m} answered ${got.map((x) => x.address).join(', ') || 'nothing'}`;
      const r = got[0]!;
      const fields = {
        next_order_seqno: r.next_order_seqno,
        threshold: r.threshold,
        signers: r.signers.map((a) => a.toUpperCase()),
        proposers: r.proposers.map((a) => a.toUpperCase()),
      };
      if (JSON.stringify(fields) !== JSON.stringify(chain))
        return `${m}: ${JSON.stringify(fields)}; get_multisig_data says ${JSON.stringify(chain)}`;
      const orders = ctx.ok(
        await ctx.call({ operationId: 'getMultisigOrders', args: { multisig_address: [m], limit: 1000 } }),
      ).orders;
      const want = orders.map((o) => o.address).sort();
      const carried = (r.orders ?? []).map((o) => o.address).sort();
      if (carried.join() !== want.join())
        return `${m} carries orders ${carried.join(', ')}; /multisig/orders lists ${want.join(', ')}`;
      return undefined;
    });
    const off = ctx.ok(await ctx.call({ args: { address: [m], include_orders: false } })).multisigs[0];
    check(
      Array.isArray(off?.orders) && off.orders.length === 0,
      `include_orders=false carries orders ${JSON.stringify(off?.orders)?.slice(0, 120)}, expected []`,
    );
    const on = ctx.ok(await ctx.call({ args: { address: [m], include_orders: true } })).multisigs[0];
    check((on?.orders?.length ?? 0) > 0, 'include_orders=true carries no order of a multisig that has some');
    const chain = await chainMultisig(ctx, m);
    for (const member of [...chain.signers, ...chain.proposers]) {
      const found = ctx.ok(await ctx.call({ args: { wallet_address: [member], limit: 100 } })).multisigs;
      check(
        found.some((x) => same(x.address, m)),
        `wallet_address=${member} does not find ${m}, which names it`,
      );
      for (const x of found)
        check(
          [...x.signers, ...x.proposers].some((a) => same(a, member)),
          `wallet_address=${member} finds ${x.address}, which does not name it`,
        );
    }
    const stranger = ctx.data.local.find(
      (a) => a.kind === 'wallet' && ![...chain.signers, ...chain.proposers].some((s) => same(s, a.address)),
    )!.address;
    const none = ctx.ok(await ctx.call({ args: { wallet_address: [stranger], limit: 100 } })).multisigs;
    check(!none.some((x) => same(x.address, m)), `wallet_address=${stranger} finds ${m}, which does not name it`);
  },
} satisfies CaseDef<'v3', 'getMultisigWallets'>;
