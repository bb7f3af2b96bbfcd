// Status honesty for lists (v3 D2, D13; v2 getTransactions): a filter that matches nothing is an answer, 200
// with empty lists, never 404 "not found". Generated for every list operation that takes an address: the
// address of an account nobody ever created (32 random bytes), with the other required parameters valid,
// must answer 200 and every list of the answer empty. Operations that look addresses up rather than filter by
// them (`/addressBook`, `/metadata`: an entry per address asked) and those without a list are left out.
import { randomBytes } from 'node:crypto';
import { validArgs } from '../args.ts';
import { fail, skip, type CaseInfo } from '../case.ts';
import { derefDeep, type OpenApiDocument, resolvePointer } from '../../../contract/spec.ts';
import type { ApiTarget } from '../target.ts';
import type { Api, Operation } from '../types.ts';
import { addressFields, isArraySchema } from './protocol-support.ts';

type Obj = Record<string, unknown>;
/** Answers that hold an entry per address asked, not a filtered list. */
const LOOKUPS = new Set(['getAddressBook', 'getMetadata']);
/** v2 operations whose answer is a list of an account's history. */
const V2_LISTS = new Set(['getTransactions', 'getTransactionsStd']);

/** The lists of an answer: v3 its top-level arrays; v2 `result` when it is one, else `result`'s arrays. */
function listsOf(api: Api, body: unknown): Array<[string, unknown[]]> {
  const root = (api === 'v2' ? (body as Obj | undefined)?.result : body) as unknown;
  if (Array.isArray(root)) return [['result', root]];
  if (!root || typeof root !== 'object') return [];
  return Object.entries(root as Obj).filter((e): e is [string, unknown[]] => Array.isArray(e[1]));
}

/** Whether the documented 200 body of a v3 operation holds a list (a top-level array property). */
function listSchema(doc: OpenApiDocument, op: Operation): boolean {
  const schema = Object.values(op.responses['200']?.content ?? {})[0];
  const ref = schema && typeof schema === 'object' ? (schema.$ref as string | undefined) : undefined;
  const resolved = derefDeep(doc, ref ? resolvePointer(doc, ref) : schema) as Obj | undefined;
  const props = (resolved?.properties ?? {}) as Record<string, Obj>;
  return Object.values(props).some((p) => p?.type === 'array');
}

export function emptyMatchCases(target: ApiTarget, op: Operation): CaseInfo[] {
  const api = target.api;
  if (op.method !== 'get' || LOOKUPS.has(op.operationId)) return [];
  if (api === 'v3' && !listSchema(target.doc, op)) return [];
  if (api === 'v2' && !V2_LISTS.has(op.operationId)) return [];
  const field = addressFields(op)[0];
  if (!field) return [];
  return [
    {
      api,
      operationId: op.operationId,
      name: 'empty-match',
      file: 'generated from the spec (empty-match)',
      description: `${field.name} of an account that never existed: 200 with empty lists, not a 404 (v3 D2, D13)`,
      mode: 'schema-only',
      async run(ctx) {
        const { args, missing } = validArgs(op, ctx.data);
        const needed = missing.filter((m) => m !== field.name);
        if (needed.length) skip(`no value discovered on the target for ${needed.join(', ')}`);
        // an operation that needs one of several parameters the spec cannot mark required (D33's one-of rules)
        // refuses the arguments without the address too: there is no list to be empty then
        if (!args[field.name]) {
          const plain = await ctx.call({ args });
          if (plain.response.status === 422)
            skip(`the operation answers 422 without ${field.name}: it needs another parameter`);
        }
        const nobody = `0:${randomBytes(32).toString('hex')}`;
        const ex = await ctx.call({ args: { ...args, [field.name]: isArraySchema(field.schema) ? [nobody] : nobody } });
        if (ex.response.status !== 200)
          fail(
            `${field.name}=${nobody} (an account that never existed) answered ${ex.response.status}: a filter that matches nothing is 200 with an empty list`,
            { pointer: undefined, decision: api === 'v3' ? 'v3 D2' : undefined },
          );
        const lists = listsOf(api, ex.response.json);
        if (!lists.length) fail('the answer holds no list');
        const filled = lists.filter(([, l]) => l.length > 0);
        if (filled.length)
          fail(
            `${field.name}=${nobody} (an account that never existed) listed ${filled.map(([k, l]) => `${l.length} in ${k}`).join(', ')}`,
          );
      },
    },
  ];
}
