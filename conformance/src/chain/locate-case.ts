// tryLocateTx / tryLocateResultTx / tryLocateSourceTx against the suite's own transfer (transfer.ts): the sender
// sent two messages to the recipient one lt apart and one to the resolver, so each of source, destination and
// created_lt changes which transaction is the answer, or whether there is one (404).
import type { Address } from '@ton/core';
import { type CaseContext, type CaseDef, fail } from '../case.ts';
import { at } from '../values.ts';
import { printedTxProblems } from './printed-tx.ts';
import { chainTransfer } from './transfer.ts';
import { overTransports, transportName } from './transports.ts';

type Locate = 'tryLocateTx' | 'tryLocateResultTx' | 'tryLocateSourceTx';

export function ownLocateCase(op: Locate): CaseDef<'v2'> {
  const source = op === 'tryLocateSourceTx';
  return {
    description: source
      ? "the sender's transaction is found by each message it sent (to the recipient, to the resolver); a destination or source that did not exchange a message at created_lt, or a created_lt no message has, is 404; the fields are the transaction's BOC"
      : "each of the two messages the sender sent the recipient one lt apart finds the recipient's transaction that received it; another source, another destination or a created_lt no message has is 404; the fields are the transaction's BOC",
    mode: 'schema-only',
    tags: ['send', 'local'],
    covers: ['source', 'destination', 'created_lt'],
    async run(ctx: CaseContext<'v2'>) {
      const f = await chainTransfer(ctx);
      const [first, second] = f.received;
      const deploy = f.tx.outMsgs.find((m) => m.destination !== '' && m.destination.equals(f.resolver.address))!;
      const args = (from: Address, to: Address, lt: bigint) => ({
        source: from.toRawString(),
        destination: to.toRawString(),
        created_lt: lt.toString(),
      });
      const found: Array<[Record<string, string>, string, string]> = source
        ? [
            [args(f.sender, f.recipient, first.msg.createdLt), f.tx.hash, 'the first comment'],
            [args(f.sender, f.recipient, second.msg.createdLt), f.tx.hash, 'the second comment'],
            [args(f.sender, f.resolver.address, deploy.createdLt), f.tx.hash, 'the deploy'],
          ]
        : [
            [args(f.sender, f.recipient, first.msg.createdLt), first.tx.hash, 'the first comment'],
            [args(f.sender, f.recipient, second.msg.createdLt), second.tx.hash, 'the second comment'],
            [args(f.sender, f.resolver.address, deploy.createdLt), f.deploy.tx.hash, 'the deploy'],
          ];
      for (const [a, want, what] of found)
        for (const { transport, ex } of await overTransports(ctx, op, a)) {
          const r = ex.response.status === 200 ? (ex.response.json as { result?: unknown }).result : undefined;
          if (at(r, 'transaction_id', 'hash') !== want)
            fail(
              `${transportName(transport)} ${what} (${JSON.stringify(a)}): found ${at(r, 'transaction_id', 'hash') ?? `HTTP ${ex.response.status}`}, the chain says ${want}`,
            );
          const problems = printedTxProblems(r, 'ext');
          if (problems.length) fail(`${transportName(transport)} ${what}: ${problems.slice(0, 3).join('; ')}`);
        }
      const none: Array<[Record<string, string>, string]> = [
        [args(f.resolver.address, f.recipient, first.msg.createdLt), 'a source that sent nothing at that lt'],
        [args(f.sender, f.resolver.address, first.msg.createdLt), 'a destination that received nothing at that lt'],
        [args(f.sender, f.recipient, f.tx.lt), 'a created_lt no message has'],
      ];
      for (const [a, what] of none)
        for (const { transport, ex } of await overTransports(ctx, op, a))
          if (ex.response.status !== 404)
            fail(
              `${transportName(transport)} ${what} (${JSON.stringify(a)}) answered HTTP ${ex.response.status}, not 404`,
            );
    },
  };
}
