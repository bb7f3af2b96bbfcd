// Case builders for the webhook operations (v3 D32): quick contract rules each operation keeps on its own; the
// webhook round (run.ts) judges what needs a receiver and activity.
import { randomUUID } from 'node:crypto';
import { check, type CaseContext, type CaseDef } from '../case.ts';
import type { Obj } from './api.ts';
import { NOBODY } from './manage.ts';

/** An id no webhook has: 404 for every operation that names one, as another key's webhook is. */
export function unknownIdCase(extra: Record<string, unknown> = {}): CaseDef {
  return {
    description: 'an id no webhook has is 404 with the error envelope (another key’s webhook answers the same, D32)',
    mode: 'schema-only',
    async run(ctx: CaseContext) {
      const ex = await ctx.call({ args: { id: randomUUID(), ...extra } });
      check(ex.response.status === 404, `an unknown webhook id answered ${ex.response.status}, not 404`);
    },
  };
}

/** A webhook the case makes and removes again, to a URL no event is ever sent to (its account never exists). */
export async function withWebhook<T>(ctx: CaseContext, f: (w: Obj) => Promise<T>): Promise<T> {
  const url = `https://example.com/ton-api-conformance/case-${randomUUID().slice(0, 8)}`;
  const w = ctx.ok(
    await ctx.call({ operationId: 'createWebhook', args: { url, types: ['transactions'], addresses: [NOBODY] } }),
  ) as Obj;
  try {
    return await f(w);
  } finally {
    await ctx.call({ operationId: 'deleteWebhook', args: { id: w.id } });
  }
}
