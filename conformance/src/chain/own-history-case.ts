// getTransactions / getTransactionsStd against the suite's own transfer (transfer.ts): the page that starts at
// the sender's transaction is that transaction, field for field its BOC (the external message the suite
// signed, two comments and a deploy), to_lt cuts exactly at the previous transaction, and the recipient's
// transactions carry the comments the suite wrote.
import { Address } from '@ton/core';
import { type CaseContext, type CaseDef, fail } from '../case.ts';
import { at } from '../values.ts';
import { expectPage, type HistoryOp, listed } from './history.ts';
import { chainTransfer } from './transfer.ts';
import { overTransports, transportName } from './transports.ts';

export function ownHistoryCase(op: HistoryOp): CaseDef<'v2'> {
  return {
    description:
      "the page starting at the suite's own transfer (lt/hash, limit=1) is that transaction with the external message it signed and the comments and deploy it sent, each field its BOC's; to_lt at the previous transaction leaves it out and one below keeps it; the recipient's transactions carry the comments",
    mode: 'schema-only',
    tags: ['send', 'local'],
    covers: ['address', 'lt', 'hash', 'limit', 'to_lt'],
    async run(ctx: CaseContext<'v2'>) {
      const f = await chainTransfer(ctx);
      const sender = f.sender.toRawString();
      const hex = (a: Address) => a.hash.toString('hex');
      const start = { lt: f.tx.lt.toString(), hash: f.tx.hash };
      const own = `${start.lt}/${start.hash}`;
      await expectPage(ctx, op, { address: sender, ...start, limit: 1 }, [own], hex(f.sender), 'the transfer');
      const prev = `${f.tx.prevLt}/${f.tx.prevHash}`;
      await expectPage(
        ctx,
        op,
        { address: sender, ...start, to_lt: f.tx.prevLt.toString(), limit: 5 },
        [own],
        hex(f.sender),
        'to_lt at the previous transaction',
      );
      if (f.tx.prevLt > 0n)
        await expectPage(
          ctx,
          op,
          { address: sender, ...start, to_lt: (f.tx.prevLt - 1n).toString(), limit: 5 },
          [own, prev],
          hex(f.sender),
          'to_lt one below the previous transaction',
        );
      // what the suite signed, read back through the printed fields (each also checked against the BOC above)
      for (const { transport, ex } of await overTransports(ctx, op, { address: sender, ...start, limit: 1 })) {
        const t = listed(op, ex).list?.[0]?.printed;
        const outs = (at(t, 'out_msgs') as unknown[] | undefined) ?? [];
        const dest = (i: number) =>
          String(op === 'getTransactions' ? at(outs[i], 'destination') : at(outs[i], 'destination', 'account_address'));
        if (at(t, 'in_msg', 'hash') !== f.sent.hash || outs.length !== 3)
          fail(
            `${transportName(transport)}: the transfer's in_msg is ${at(t, 'in_msg', 'hash')} with ${outs.length} out_msgs; the suite sent ${f.sent.hash} with 3`,
          );
        if (!Address.parse(dest(0)).equals(f.recipient) || !Address.parse(dest(2)).equals(f.resolver.address))
          fail(`${transportName(transport)}: out_msgs go to ${dest(0)}, ${dest(1)}, ${dest(2)}`);
        if (
          op === 'getTransactions' &&
          (at(outs[0], 'message') !== f.comments[0] || at(outs[1], 'message') !== f.comments[1])
        )
          fail(
            `${transportName(transport)}: the comments read ${JSON.stringify([at(outs[0], 'message'), at(outs[1], 'message')])}, the suite wrote ${JSON.stringify(f.comments)}`,
          );
      }
      for (const [i, r] of f.received.entries()) {
        const id = { lt: r.tx.lt.toString(), hash: r.tx.hash };
        await expectPage(
          ctx,
          op,
          { address: f.recipient.toRawString(), ...id, limit: 1 },
          [`${id.lt}/${id.hash}`],
          hex(f.recipient),
          `the recipient's transaction ${i}`,
        );
        if (r.tx.inMsg?.comment !== f.comments[i])
          fail(
            `the recipient's transaction ${i} received ${JSON.stringify(r.tx.inMsg?.comment)}, the suite wrote ${JSON.stringify(f.comments[i])}`,
          );
      }
    },
  };
}
