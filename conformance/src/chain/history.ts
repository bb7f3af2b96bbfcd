// An account's history as getTransactions (flattened `ext.transaction` list) and getTransactionsStd
// (`raw.transactions` with the cursor of the next older transaction) print it, read in one shape.
import { type CaseContext, fail, type OperationExchange } from '../case.ts';
import { at, records } from '../values.ts';
import { printedTxProblems } from './printed-tx.ts';
import { txTruth } from './transaction.ts';
import { overTransports, transportName } from './transports.ts';

export type HistoryOp = 'getTransactions' | 'getTransactionsStd';

export interface Listed {
  lt: string;
  hash: string;
  printed: Record<string, unknown>;
}

export const idOf = (t: Listed): string => `${t.lt}/${t.hash}`;

/** The listed transactions of an answer (either shape), or a problem. */
export function listed(op: HistoryOp, ex: OperationExchange<string>): { list?: Listed[]; problem?: string } {
  const body = ex.response.json as { ok?: boolean; result?: unknown } | undefined;
  if (ex.response.status !== 200 || body?.ok !== true)
    return { problem: `HTTP ${ex.response.status}: ${ex.response.text.slice(0, 160)}` };
  const items = records(op === 'getTransactions' ? body.result : at(body.result, 'transactions'));
  return {
    list: items.map((t) => ({
      lt: String(at(t, 'transaction_id', 'lt')),
      hash: String(at(t, 'transaction_id', 'hash')),
      printed: t as Record<string, unknown>,
    })),
  };
}

/**
 * Problems of a listed page against the chain: every transaction's fields against its own BOC, each one the
 * asked account's, newest first; for getTransactionsStd the cursor is the last one's previous transaction
 * (unless `cursor` is false).
 */
export function pageProblems(
  op: HistoryOp,
  ex: OperationExchange<string>,
  accountHex: string,
  cursor = true,
): string[] {
  const { list, problem } = listed(op, ex);
  if (problem || !list) return [problem ?? 'no list'];
  const out: string[] = [];
  list.forEach((t, i) => {
    out.push(...printedTxProblems(t.printed, op === 'getTransactions' ? 'ext' : 'raw', `transaction ${i}`));
    const truth = txTruth(String(t.printed.data));
    if (truth.accountHex !== accountHex)
      out.push(`transaction ${i} (${t.hash}) is of account ${truth.accountHex}, not the one asked`);
    if (i > 0 && BigInt(t.lt) >= BigInt(list[i - 1]!.lt))
      out.push(`transaction ${i} is not older than transaction ${i - 1}`);
  });
  // a page cut by to_lt: where the cursor then points is not fixed (the next older one, or the end)
  if (op === 'getTransactionsStd' && list.length && cursor) {
    const last = txTruth(String(list.at(-1)!.printed.data));
    const cursor = at((ex.response.json as { result?: unknown }).result, 'previous_transaction_id');
    if (String(at(cursor, 'lt')) !== last.prevLt.toString() || at(cursor, 'hash') !== last.prevHash)
      out.push(
        `previous_transaction_id ${at(cursor, 'lt')}/${at(cursor, 'hash')}, the last transaction's BOC names ${last.prevLt}/${last.prevHash}`,
      );
  }
  return out;
}

/** Reads one page over every transport; each must list `want` (ids, in order) and pass pageProblems. */
export async function expectPage(
  ctx: CaseContext<'v2'>,
  op: HistoryOp,
  args: Record<string, unknown>,
  want: string[],
  accountHex: string,
  what: string,
  clause?: { pointer?: string },
): Promise<void> {
  for (const { transport, ex } of await overTransports(ctx, op, args)) {
    const { list, problem } = listed(op, ex);
    const got = list?.map(idOf) ?? [];
    if (problem || got.join() !== want.join())
      fail(
        `${transportName(transport)} ${what}: ${problem ?? `listed ${got.length} (${got.slice(0, 3).join(', ')}…), expected ${want.length} (${want.slice(0, 3).join(', ')}…)`}`,
        clause,
      );
    const problems = pageProblems(op, ex, accountHex, args.to_lt === undefined);
    if (problems.length) fail(`${transportName(transport)} ${what}: ${problems.slice(0, 3).join('; ')}`);
  }
}
