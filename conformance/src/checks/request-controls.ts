// The request controls upstream honours (v3 D33), generated for every operation that declares them:
// `x_no_address_book=true` answers `address_book: {}`, `x_no_metadata=true` answers `metadata: {}`, the same
// through the `X-No-Address-Book` / `X-No-Metadata` headers, and a header wins over its query twin. Proved on
// an answer whose map has entries, so a server that ignores the switch keeps them and fails.
import { validArgs } from '../args.ts';
import { fail, skip, type CaseContext, type CaseInfo } from '../case.ts';
import { activeAccount, knownMessage } from '../semantics/known.ts';
import { V3_LISTS } from '../semantics/lists.ts';
import type { ApiTarget } from '../target.ts';
import type { Operation } from '../types.ts';

type Obj = Record<string, unknown>;

const CONTROLS = [
  { param: 'x_no_address_book', header: 'X-No-Address-Book', field: 'address_book' },
  { param: 'x_no_metadata', header: 'X-No-Metadata', field: 'metadata' },
] as const;

/** Arguments an answer needs beyond the required ones (one of several, or data that exists). */
const BASES: Record<string, (ctx: CaseContext) => Promise<Obj>> = {
  getAdjacentTransactions: async (ctx) => ({ hash: (await knownMessage(ctx)).destTx.hash }),
  getPendingActions: async (ctx) => ({ account: await activeAccount(ctx) }),
  getPendingTraces: async (ctx) => ({ account: await activeAccount(ctx) }),
};

const entries = (body: unknown, field: string): number | undefined => {
  const map = (body as Obj | undefined)?.[field];
  return map && typeof map === 'object' && !Array.isArray(map) ? Object.keys(map).length : undefined;
};

export function requestControlCases(target: ApiTarget, op: Operation): CaseInfo[] {
  if (target.api !== 'v3' || op.method !== 'get') return [];
  return CONTROLS.filter((c) => op.params.some((p) => p.name === c.param)).map(({ param, header, field }) => ({
    api: 'v3',
    operationId: op.operationId,
    name: `control-${param}`,
    file: `generated from the spec (control-${param})`,
    description: `${param}=true and ${header}: true answer an empty ${field}; the header wins over the query (v3 D33)`,
    mode: 'schema-only',
    covers: [param],
    async run(ctx: CaseContext) {
      const list = V3_LISTS[op.operationId];
      const base = {
        ...validArgs(op, ctx.data).args,
        ...((await list?.base?.(ctx, param)) ?? {}),
        ...((await BASES[op.operationId]?.(ctx)) ?? {}),
      };
      const read = async (args: Obj, headers?: Record<string, string>) => {
        const ex = await ctx.call({ args: { ...base, ...args }, ...(headers ? { headers } : {}) });
        return { status: ex.response.status, n: entries(ex.response.json, field) };
      };
      const problems: string[] = [];
      const answered = (what: string, got: { status: number; n?: number }): boolean => {
        if (got.status === 200) return true;
        problems.push(`${what} answered ${got.status}`);
        return false;
      };
      const first = await read({});
      if (first.status !== 200) skip(`the plain request answered ${first.status}: no valid arguments on the target`);
      // switched on, the map is empty whatever the answer holds
      for (const [what, got] of [
        [`${param}=true`, await read({ [param]: true })],
        [`${header}: true`, await read({}, { [header]: 'true' })],
      ] as const)
        if (answered(what, got) && got.n !== 0)
          problems.push(`${what}: ${field} has ${got.n ?? 'no map of'} entries, expected none`);
      // switched off (the header over the query), the entries are back where a plain answer has some
      const plain = await read({});
      if (answered('the plain request', plain) && plain.n)
        for (const [what, args, headers] of [
          [`${param}=false`, { [param]: false }, undefined],
          [`${header}: false with ${param}=true`, { [param]: true }, { [header]: 'false' }],
        ] as const) {
          const got = await read(args, headers);
          // the list moves on a live network: an empty map only counts where a plain answer right after has entries
          if (answered(what, got) && !got.n && (await read({})).n)
            problems.push(`${what}: ${field} has no entries, though a plain answer has them`);
        }
      if (problems.length) fail(problems.join('; '));
    },
  }));
}
