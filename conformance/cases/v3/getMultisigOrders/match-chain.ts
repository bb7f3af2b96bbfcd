import { Cell } from '@ton/core';
import { check, skip, type CaseDef } from '../../../src/case.ts';
import { chainOrder, orderActions } from '../../../src/semantics/multisig-chain.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "multisig_address=M lists M's orders, each as its get_order_data says (seqno, threshold, approvals, signers, expiration, order cell); actions is null unless parse_actions=true (D25), then the order cell's own messages (destination, value, body, mode); address=O finds exactly O",
  mode: 'schema-only',
  covers: ['multisig_address', 'parse_actions', 'address'],
  async run(ctx) {
    const m = ctx.data.local.find((a) => a.kind === 'multisig')?.address;
    if (!m) skip("needs the local network's multisig (--network local)");
    const plain = ctx.ok(await ctx.call({ args: { multisig_address: [m], limit: 1000 } })).orders;
    const off = ctx.ok(await ctx.call({ args: { multisig_address: [m], limit: 1000, parse_actions: false } })).orders;
    const on = ctx.ok(await ctx.call({ args: { multisig_address: [m], limit: 1000, parse_actions: true } })).orders;
    if (!plain.length) skip(`the index lists no order of ${m}`);
    for (const o of [...plain, ...off])
      check(
        o.actions === null,
        `order ${o.address} carries actions ${JSON.stringify(o.actions)?.slice(0, 100)} without parse_actions=true (D25: null)`,
      );
    for (const o of on.slice(0, 4)) {
      check(same(o.multisig_address, m), `order ${o.address} belongs to ${o.multisig_address}, not ${m}`);
      const c = await chainOrder(ctx, o.address);
      const got = {
        multisig_address: o.multisig_address.toUpperCase(),
        order_seqno: o.order_seqno,
        threshold: o.threshold,
        sent_for_execution: o.sent_for_execution,
        signers: o.signers.map((a) => a.toUpperCase()),
        approvals_mask: o.approvals_mask,
        approvals_num: o.approvals_num,
        expiration_date: o.expiration_date,
      };
      const { order, ...want } = c;
      check(
        JSON.stringify(got) === JSON.stringify(want),
        `order ${o.address}: ${JSON.stringify(got)}; get_order_data says ${JSON.stringify(want)}`,
      );
      check(
        !!order && same(Cell.fromBase64(String(o.order_boc)).hash().toString('hex'), order.hash().toString('hex')),
        `order ${o.address}: order_boc is not the order cell get_order_data answers`,
      );
      const actions = (o.actions ?? []).map((a) => ({
        destination: String(a.destination).toUpperCase(),
        value: String(a.value),
        body: Cell.fromBase64(a.body_raw).hash().toString('hex'),
        mode: a.send_mode,
      }));
      const expected = orderActions(order!);
      check(
        JSON.stringify(actions) === JSON.stringify(expected),
        `order ${o.address}: actions ${JSON.stringify(actions)}; the order cell holds ${JSON.stringify(expected)}`,
      );
      const one = ctx.ok(await ctx.call({ args: { address: [o.address] } })).orders;
      check(
        one.length === 1 && same(one[0]!.address, o.address),
        `address=${o.address} answered ${one.map((x) => x.address).join(', ') || 'nothing'}`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getMultisigOrders'>;
