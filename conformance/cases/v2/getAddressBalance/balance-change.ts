import { fail, type CaseDef } from '../../../src/case.ts';
import { chainTransfer } from '../../../src/chain/transfer.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

// What the transfer's BOC says moved: the sender paid its total fees and every outbound message with the
// forwarding and IHR fees it carries; the resolver received its deploy message's value and paid its own fees.
export default {
  description:
    "across the commit of the suite's transfer the sender's balance falls by exactly what its BOC says it paid (total fees, each message's value and forwarding fees) and the resolver's rises from nothing to its message's value less its fees",
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['address', 'seqno'],
  async run(ctx) {
    const f = await chainTransfer(ctx);
    const balance = async (address: string, seqno: number) => {
      const values = new Set<string>();
      for (const { transport, ex } of await overTransports(ctx, 'getAddressBalance', { address, seqno })) {
        const r = ctx.ok(ex);
        if (typeof r !== 'string') fail(`${transportName(transport)}: balance ${JSON.stringify(r)}`);
        values.add(r);
      }
      if (values.size !== 1) fail(`the transports answer ${[...values].join(', ')} for ${address} at ${seqno}`);
      return BigInt([...values][0]!);
    };
    const sender = f.sender.toRawString();
    const paid = f.tx.outMsgs.reduce((s, m) => s + m.value + m.fwdFee + m.ihrFee, f.tx.totalFees);
    const before = await balance(sender, f.commit.seqno - 1);
    const after = await balance(sender, f.commit.seqno);
    if (before - after !== paid)
      fail(`the sender's balance went from ${before} to ${after} (−${before - after}); its transaction paid ${paid}`);
    const resolver = f.resolver.address.toRawString();
    const d = f.deploy;
    const created = await balance(resolver, d.commit.seqno - 1);
    const funded = await balance(resolver, d.commit.seqno);
    if (created !== 0n || funded !== d.msg.value - d.tx.totalFees)
      fail(
        `the resolver's balance went from ${created} to ${funded}; it received ${d.msg.value} and paid ${d.tx.totalFees}`,
      );
  },
} satisfies CaseDef<'v2', 'getAddressBalance'>;
