// One case shape for every v3 operation that answers transaction records: the records it returns are, field for
// field, the raw transactions the chain holds (chain.ts). A bug in how one operation assembles its records (a
// join on the wrong row, a column read from the wrong message) then fails on that operation.
import { fail, skip, type CaseContext, type CaseDef } from '../case.ts';
import { chainProblems, diverse } from './chain.ts';

type Records = readonly unknown[];

export function matchesChainCase(o: {
  description: string;
  /** the transaction records to judge, read through this case's own operation */
  read(ctx: CaseContext<'v3'>): Promise<Records>;
  covers?: string[];
  max?: number;
}): CaseDef<'v3'> {
  return {
    description: o.description,
    mode: 'schema-only',
    ...(o.covers ? { covers: o.covers } : {}),
    async run(ctx) {
      const records = await o.read(ctx);
      if (!records.length) skip('the answer holds no transaction to compare');
      const problems = await chainProblems(ctx, diverse(records as Array<Record<string, unknown>>, o.max ?? 8));
      if (problems.length)
        fail(`${problems.length} field(s) differ from the chain: ${problems.slice(0, 4).join('; ')}`);
    },
  };
}
