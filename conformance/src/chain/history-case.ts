// The paging parameters of getTransactions and getTransactionsStd against an account's known history: every
// read starts at a fixed transaction (lt/hash), so new transactions cannot move the pages, and every page is
// read over every transport and judged against the transactions' own BOCs (history.ts).
import { Address } from '@ton/core';
import { type CaseContext, type CaseDef, fail, skip } from '../case.ts';
import { parameterPointer } from '../spec/pointers.ts';
import { expectPage, type HistoryOp, idOf, type Listed, listed } from './history.ts';
import { overTransports, transportName } from './transports.ts';

export function historyCase(op: HistoryOp): CaseDef<'v2'> {
  return {
    description:
      "limit=N returns exactly N (default 10); lt/hash start at that transaction (inclusive) and a hash that is not the transaction at lt is refused; to_lt stops before it (exclusive); archival=true answers the same history; every transaction is the asked account's and its fields are its BOC's",
    mode: 'exact',
    covers: ['address', 'limit', 'lt', 'hash', 'to_lt', 'archival'],
    async run(ctx: CaseContext<'v2'>) {
      const address = String(ctx.args(op).address);
      const accountHex = Address.parse(address).hash.toString('hex');
      const at = (p: string) => ({ pointer: parameterPointer(ctx.target.doc, ctx.op, p) });
      const read = async (args: Record<string, unknown>): Promise<Listed[]> => {
        const { list, problem } = listed(op, await ctx.call({ operationId: op, args: { address, ...args } }));
        if (!list) fail(`${op}(${JSON.stringify(args)}): ${problem}`);
        return list;
      };
      const head = await read({ limit: 1 });
      if (!head.length) skip('the discovered account has no transactions');
      const start = { lt: head[0]!.lt, hash: head[0]!.hash };
      const all = await read({ ...start, limit: 20 });
      if (all.length < 3) skip(`the account has only ${all.length} transactions: limit and to_lt need three`);
      const ids = all.map(idOf);
      if (ids[0] !== idOf(head[0]!))
        fail(
          `lt/hash of a transaction did not start the page at it: first is ${ids[0]}, expected ${idOf(head[0]!)} (inclusive)`,
          at('lt'),
        );
      const n = all.length - 1;
      await expectPage(
        ctx,
        op,
        { address, ...start, limit: n },
        ids.slice(0, n),
        accountHex,
        `limit=${n}`,
        at('limit'),
      );
      await expectPage(
        ctx,
        op,
        { address, ...start },
        ids.slice(0, 10),
        accountHex,
        'without limit (default 10)',
        at('limit'),
      );
      const mid = all[1]!;
      await expectPage(
        ctx,
        op,
        { address, lt: mid.lt, hash: mid.hash, limit: 2 },
        ids.slice(1, 3),
        accountHex,
        `lt/hash of transaction 1`,
        at('hash'),
      );
      const stop = all[2]!.lt;
      await expectPage(
        ctx,
        op,
        { address, ...start, to_lt: stop, limit: 20 },
        ids.slice(0, 2),
        accountHex,
        `to_lt=${stop} (exclusive)`,
        at('to_lt'),
      );
      await expectPage(
        ctx,
        op,
        { address, ...start, archival: true, limit: 3 },
        ids.slice(0, 3),
        accountHex,
        'archival=true',
        at('archival'),
      );
      // the hash names the transaction: the lt of one with the hash of another is no start point
      for (const { transport, ex } of await overTransports(ctx, op, {
        address,
        lt: start.lt,
        hash: mid.hash,
        limit: 2,
      })) {
        const s = ex.response.status;
        if (s < 400 || s >= 500)
          fail(
            `${transportName(transport)} lt ${start.lt} with the hash of another transaction answered HTTP ${s}, not a refusal`,
            at('hash'),
          );
      }
    },
  };
}
