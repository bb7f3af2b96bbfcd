// Case builders shared by many operations, so a case file stays a few lines of intent.
import { check, fail, skip, type CaseContext, type CaseDef } from './case.ts';
import { isSendOperation } from './run-operation.ts';

/** A valid call with discovered data succeeds (send operations: an empty payload is refused instead). */
export function respondsCase(extraArgs: Record<string, unknown> = {}): CaseDef {
  return {
    description: 'a valid call with identifiers discovered on the target answers 200 with a body of the documented schema',
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      if (isSendOperation(ctx.op)) {
        const args = { ...ctx.args(), ...extraArgs };
        for (const k of Object.keys(args)) if (/boc/i.test(k)) args[k] = '';
        const ex = await ctx.call({ args });
        check(ex.response.status >= 400 && ex.response.status < 500, `an empty payload must be refused with a 4xx, got ${ex.response.status}`);
        return;
      }
      ctx.ok(await ctx.call({ args: { ...ctx.args(), ...extraArgs } }));
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
      try { args = ctx.args(); } catch { /* only the address matters */ }
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
      const list = body?.[recordsKey];
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
      // Moving data may change between calls: a disagreement must persist on a second round.
      let last = '';
      for (let round = 0; round < 2; round++) {
        const results: string[] = [];
        for (const transport of transports) {
          const twin = transport === 'post' && ctx.op.method === 'get' ? ctx.target.postTwin(ctx.op)?.operationId : undefined;
          results.push(JSON.stringify(ctx.ok(await ctx.call({ args, transport, operationId: twin }))));
        }
        if (results.every((r) => r === results[0])) return;
        last = transports.map((t, i) => `${t}: ${results[i]!.slice(0, 160)}`).join(' | ');
      }
      fail(`transports disagree: ${last}`);
    },
  };
}
