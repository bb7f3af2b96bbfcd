import { check, type CaseDef } from '../../../src/case.ts';
import { withWebhook } from '../../../src/webhooks/cases.ts';

export default {
  description: "a webhook just created is in the key's list, without its secret, and gone from it once deleted",
  mode: 'schema-only',
  async run(ctx) {
    const id = await withWebhook(ctx, async (w) => {
      const list = ctx.ok(await ctx.call({ args: { limit: 100 } })).webhooks;
      const found = list.find((x) => x.id === w.id);
      check(found, `the list lacks the webhook ${w.id} just created`);
      check(
        !('secret' in found) && !JSON.stringify(list).includes(String(w.secret).slice(6)),
        'the list shows a secret',
      );
      return w.id as string;
    });
    const list = ctx.ok(await ctx.call({ args: { limit: 100 } })).webhooks;
    check(!list.some((x) => x.id === id), 'the list still shows a deleted webhook');
  },
} satisfies CaseDef<'v3', 'listWebhooks'>;
