import { check, skip, type CaseDef } from '../../../src/case.ts';

export default {
  description: '/metadata refuses 1025 addresses with 422 (the documented maximum is 1024)',
  mode: 'exact',
  async run(ctx) {
    const address = ctx.data.accounts[0] ?? skip('no account discovered');
    const ex = await ctx.call({ args: { address: Array.from({ length: 1025 }, () => address) } });
    check(ex.response.status === 422, `1025 addresses got HTTP ${ex.response.status}, expected 422`);
  },
} satisfies CaseDef<'v3', 'getMetadata'>;
