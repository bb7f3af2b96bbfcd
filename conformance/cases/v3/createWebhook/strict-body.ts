import { check, type CaseDef } from '../../../src/case.ts';
import { NOBODY } from '../../../src/webhooks/manage.ts';

export default {
  description:
    'a field the contract does not name is 422 (D32: a misspelt filter must not make a webhook that delivers the wrong events), and nothing is created',
  mode: 'schema-only',
  async run(ctx) {
    const before = ctx.ok(await ctx.call({ operationId: 'listWebhooks', args: { limit: 100 } })).webhooks.length;
    const ex = await ctx.call({
      args: { url: 'https://example.com/ton-api-conformance/strict', types: ['transactions'], adresses: [NOBODY] },
    });
    check(
      ex.response.status === 422,
      `a body with the unknown field "adresses" answered ${ex.response.status}, not 422`,
    );
    const after = ctx.ok(await ctx.call({ operationId: 'listWebhooks', args: { limit: 100 } })).webhooks.length;
    check(after <= before, `${after - before} webhooks were created by a refused call`);
  },
} satisfies CaseDef<'v3', 'createWebhook'>;
