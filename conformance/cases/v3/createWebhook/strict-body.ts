import { check, type CaseDef } from '../../../src/case.ts';
import { NOBODY } from '../../../src/webhooks/manage.ts';

export default {
  description:
    'a field the contract does not name is 422 (D32: a misspelt filter must not make a webhook that delivers the wrong events), and nothing is created',
  mode: 'schema-only',
  async run(ctx) {
    const url = `https://example.com/ton-api-conformance/strict-${Date.now()}`;
    const ex = await ctx.call({
      args: { url, types: ['transactions'], adresses: [NOBODY] },
    });
    check(
      ex.response.status === 422,
      `a body with the unknown field "adresses" answered ${ex.response.status}, not 422`,
    );
    const list = ctx.ok(await ctx.call({ operationId: 'listWebhooks', args: { limit: 100 } })).webhooks;
    check(!list.some((w) => w.url === url), 'the refused call created a webhook');
  },
} satisfies CaseDef<'v3', 'createWebhook'>;
