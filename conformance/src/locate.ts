// The tryLocate* family: from an internal message (source, destination, created_lt) to the
// transaction that received it (Tx, ResultTx) or the one that sent it (SourceTx).
import { check, skip, type CaseContext, type CaseDef } from './case.ts';
import { same } from './values.ts';

type Locate = 'tryLocateTx' | 'tryLocateResultTx' | 'tryLocateSourceTx';

export function locateCase(kind: 'result' | 'source'): CaseDef<'v2', Locate> {
  return {
    description:
      kind === 'result'
        ? "the transaction found is the destination's, and its inbound message is the one named by source and created_lt"
        : "the transaction found is the source's, and one of its outbound messages is the one named by destination and created_lt",
    mode: 'exact',
    ignore: ['/@extra'],
    async run(ctx: CaseContext<'v2', Locate>) {
      const m = ctx.data.message;
      if (!m) skip('no internal message discovered on the target');
      const tx = ctx.ok(
        await ctx.call({ args: { source: m.source, destination: m.destination, created_lt: m.created_lt } }),
      );
      if (kind === 'result') {
        check(
          same(tx.transaction_id.hash, m.destTx.hash),
          `found transaction ${tx.transaction_id.hash}, the destination received the message in ${m.destTx.hash}`,
        );
        check(same(tx.in_msg?.hash, m.hash), `its inbound message is ${tx.in_msg?.hash}, not ${m.hash}`);
      } else {
        check(
          same(tx.address?.account_address, m.source),
          `found a transaction of ${tx.address?.account_address}, not of the source ${m.source}`,
        );
        const out = tx.out_msgs;
        check(
          out.some(
            (o) => same(o.hash, m.hash) || (o.created_lt === m.created_lt && same(o.destination, m.destination)),
          ),
          `none of its outbound messages is ${m.hash}`,
        );
      }
    },
  };
}
