// Case builders shared by many operations, so a case file stays a few lines of intent.
import { check, fail, skip, type CaseContext, type CaseDef } from './case.ts';
import { getMethodStack, type StackValue } from './get-method.ts';
import { isSendOperation } from './checks/protocol-support.ts';
import { eventually } from './settled.ts';
import { at, type Fields, records, same } from './values.ts';

type Args = Record<string, unknown>;

/** A valid call with discovered data succeeds (send operations: an empty payload is refused instead). */
export function respondsCase(
  extra: Args | ((ctx: CaseContext) => Args | Promise<Args>) = {},
  documentedAlternatives: number[] = [],
): CaseDef {
  return {
    description:
      'a valid call with identifiers discovered on the target answers 200 with a body of the documented schema',
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      const extraArgs = typeof extra === 'function' ? await extra(ctx) : extra;
      if (isSendOperation(ctx.op)) {
        const args = { ...ctx.args(), ...extraArgs };
        for (const k of Object.keys(args)) if (/boc/i.test(k)) args[k] = '';
        const ex = await ctx.call({ args });
        check(
          ex.response.status >= 400 && ex.response.status < 500,
          `an empty payload must be refused with a 4xx, got ${ex.response.status}`,
        );
        return;
      }
      const ex = await ctx.call({ args: { ...ctx.args(), ...extraArgs } });
      // A status the contract documents for a valid input (e.g. 409 "not a token") is an answer, not a failure.
      if (documentedAlternatives.includes(ex.response.status) && ctx.op.responses[String(ex.response.status)]) return;
      ctx.ok(ex);
    },
  };
}

/**
 * `responds` for an operation about wallets (v3 /walletInformation, /wallet): a wallet the run knows (the local
 * network's genesis wallets), else the busiest discovered account, which need not be a wallet, so the contract's
 * 409 `not a wallet` is then an answer too.
 */
export function walletRespondsCase(): CaseDef {
  return {
    ...respondsCase(),
    async run(ctx: CaseContext) {
      const address = ctx.data.local.find((a) => a.kind === 'wallet')?.address;
      await respondsCase(address ? { address } : {}, address ? [] : [409]).run(ctx);
    },
  };
}

/** Every address-taking parameter refuses a malformed address with 422. */
export function badAddressCase(param: string): CaseDef {
  return {
    description: `a malformed ${param} is refused with 422 and the error envelope`,
    mode: 'exact',
    async run(ctx: CaseContext) {
      const p = ctx.op.params.find((x) => x.name === param);
      if (!p) skip(`${ctx.op.operationId} has no parameter ${param}`);
      const isArray = typeof p.schema === 'object' && p.schema.type === 'array';
      let args: Record<string, unknown> = {};
      try {
        args = ctx.args();
      } catch {
        /* only the address matters */
      }
      const ex = await ctx.call({ args: { ...args, [param]: isArray ? ['not-an-address'] : 'not-an-address' } });
      check(ex.response.status === 422, `expected 422 for a malformed address, got ${ex.response.status}`);
    },
  };
}

/** A list honours `limit`. */
export function limitCase(recordsKey: string, extraArgs: Record<string, unknown> = {}): CaseDef {
  return {
    description: `limit=1 returns at most one ${recordsKey} record`,
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      const body = ctx.ok(await ctx.call({ args: { ...ctx.args(), ...extraArgs, limit: 1 } }));
      const list = at(body, recordsKey);
      if (!Array.isArray(list)) fail(`response has no ${recordsKey} array`);
      check(list.length <= 1, `limit=1 returned ${list.length} ${recordsKey}`);
    },
  };
}

/** An unknown API key is refused with 401 (implementations that check keys: tag `auth`). */
export function unknownKeyCase(): CaseDef {
  return {
    description: 'an unknown X-API-Key is refused with 401 "API key does not exist"',
    mode: 'exact',
    tags: ['auth'],
    async run(ctx: CaseContext) {
      const ex = await ctx.call({ args: ctx.args(), apiKey: 'conformance-unknown-key-0000' });
      check(ex.response.status === 401, `an unknown key got HTTP ${ex.response.status}, expected 401`);
    },
  };
}

/** v2: the same call over GET, POST and JSON-RPC gives the same result (ignoring `@extra`). */
export function transportsCase(): CaseDef {
  return {
    description: 'the same call over GET, POST and JSON-RPC gives the same result (ignoring @extra)',
    mode: 'exact',
    ignore: ['/@extra'],
    async run(ctx: CaseContext) {
      const args = ctx.args();
      const transports = ctx.transports();
      if (transports.length < 2) skip('the spec offers this operation over one transport only');
      // Moving data may change between calls: a disagreement counts only when the first transport,
      // read again after the others, still answers the same (nothing moved meanwhile).
      let last = '';
      const read = async (transport: 'get' | 'post' | 'jsonrpc'): Promise<string> => {
        const twin =
          transport === 'post' && ctx.op.method === 'get' ? ctx.target.postTwin(ctx.op)?.operationId : undefined;
        return JSON.stringify(ctx.ok(await ctx.call({ args, transport, operationId: twin })));
      };
      for (let round = 0; round < 4; round++) {
        const results: string[] = [];
        for (const transport of transports) results.push(await read(transport));
        if (results.every((r) => r === results[0])) return;
        if ((await read(transports[0]!)) !== results[0]) {
          last = '';
          continue;
        }
        last = transports.map((t, i) => `${t}: ${results[i]!.slice(0, 160)}`).join(' | ');
        break;
      }
      if (!last)
        skip('the answer moved during every comparison (live data read slowly, e.g. paced under a rate limit)');
      fail(`transports disagree: ${last}`);
    },
  };
}

/** v2: the POST form of an operation gives the same result as its GET form for the same arguments. */
export function sameAsGetCase(extra: Args | ((ctx: CaseContext) => Args | Promise<Args>) = {}): CaseDef {
  return {
    description: 'the POST form answers the same result as the GET form for the same arguments (ignoring @extra)',
    mode: 'exact',
    ignore: ['/@extra'],
    async run(ctx: CaseContext) {
      const getId = ctx.op.operationId.replace(/Post$/, '');
      if (getId === ctx.op.operationId || !ctx.target.op(getId)) skip(`${ctx.op.operationId} has no GET form`);
      const args = { ...ctx.args(), ...(typeof extra === 'function' ? await extra(ctx) : extra) };
      // Moving data may change between calls: a disagreement counts only when POST, read again, still
      // answers the same (nothing moved meanwhile).
      let last = '';
      for (let round = 0; round < 4; round++) {
        const post = JSON.stringify(ctx.ok(await ctx.call({ args })));
        const get = JSON.stringify(ctx.ok(await ctx.call({ args, operationId: getId })));
        if (post === get) return;
        if (JSON.stringify(ctx.ok(await ctx.call({ args }))) !== post) {
          last = '';
          continue;
        }
        last = `POST: ${post.slice(0, 200)} | GET: ${get.slice(0, 200)}`;
        break;
      }
      if (!last)
        skip('the answer moved during every comparison (live data read slowly, e.g. paced under a rate limit)');
      fail(`POST and GET disagree: ${last}`);
    },
  };
}

/** v3: a filter returns only records that match it (`matches` defaults to equality of `field`). */
export function filterCase(o: {
  records: string;
  param: string;
  value: (ctx: CaseContext) => unknown | Promise<unknown>;
  field?: string;
  matches?: (record: Fields, value: unknown) => boolean;
  args?: Args;
  description?: string;
}): CaseDef {
  const matches = o.matches ?? ((r: Fields, v: unknown) => same(r[o.field!], v));
  return {
    description: o.description ?? `${o.param}=X returns only ${o.records} whose ${o.field ?? 'matching field'} is X`,
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      const value = await o.value(ctx);
      if (value === undefined) skip(`no value for ${o.param} discovered on the target`);
      const paged = ctx.op.params.some((p) => p.name === 'limit') ? { limit: 20 } : {};
      const body = ctx.ok(await ctx.call({ args: { ...(o.args ?? {}), [o.param]: value, ...paged } }));
      const list = o.records === '' ? body : at(body, o.records);
      if (!Array.isArray(list)) fail(`response has no ${o.records} array`);
      for (const [i, r] of records(list).entries())
        check(
          matches(r, value),
          `${o.records}[${i}] does not match ${o.param}=${JSON.stringify(value)}: ${JSON.stringify(r).slice(0, 240)}`,
        );
    },
  };
}

/** v3: an operation upstream serves under a second name answers exactly what the canonical one answers. */
export function aliasCase(canonical: string, extra: Args | ((ctx: CaseContext) => Args | Promise<Args>) = {}): CaseDef {
  return {
    description: `answers the same status and body as ${canonical} for the same arguments`,
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      if (!ctx.target.op(canonical)) skip(`the spec has no ${canonical}`);
      let args: Args = {};
      try {
        args = ctx.args();
      } catch {
        /* the extra arguments decide */
      }
      args = { ...args, ...(typeof extra === 'function' ? await extra(ctx) : extra) };
      // Moving data may change between calls: a disagreement must persist on a second round.
      let last = '';
      for (let round = 0; round < 2; round++) {
        const mine = await ctx.call({ args });
        const theirs = await ctx.call({ args, operationId: canonical });
        const a = `${mine.response.status} ${mine.response.text}`;
        const b = `${theirs.response.status} ${theirs.response.text}`;
        if (a === b) return;
        last = `${ctx.op.operationId}: ${a.slice(0, 200)} | ${canonical}: ${b.slice(0, 200)}`;
      }
      fail(`the two names disagree: ${last}`);
    },
  };
}

/**
 * The first indexed entities of a list agree with what each one's own get-method answers on chain (API
 * v2), read again until the index has caught up: `differs` names the first field that does not.
 */
export function getMethodAgreesCase(o: {
  description: string;
  /** the list key of the answer (`jetton_wallets`) and what a record is called in a skip (`jetton wallet`) */
  records: string;
  what: string;
  method: string;
  differs(record: Fields, stack: StackValue[]): string | undefined;
}): CaseDef {
  return {
    description: o.description,
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      const listed = records(at(ctx.ok(await ctx.call({ args: { limit: 3 } })), o.records));
      if (!listed.length) skip(`the index lists no ${o.what}`);
      for (const record of listed) {
        const address = String(record.address);
        await eventually(async () => {
          const now = records(at(ctx.ok(await ctx.call({ args: { address } })), o.records))[0];
          const { exit, stack } = await getMethodStack(ctx, address, o.method);
          if (exit !== 0) return `${o.method} of ${address} exited ${exit}`;
          if (!now) return `${address} is no longer listed`;
          return o.differs(now, stack);
        });
      }
    },
  };
}
