import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'queue sizes are reported for the masterchain and for the basechain shards of a recent masterchain block',
  mode: 'schema-only',
  async run(ctx) {
    const r = ctx.ok(await ctx.call());
    const info = ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' }));
    const mc = r.shards.filter((s) => s.id.workchain === -1);
    check(mc.length === 1, `expected one masterchain entry, got ${mc.length}`);
    check(
      Math.abs(mc[0]!.id.seqno - info.last.seqno) <= 5,
      `the masterchain entry is block ${mc[0]!.id.seqno}, the last block is ${info.last.seqno}`,
    );
    check(
      r.shards.some((s) => s.id.workchain === 0),
      'no basechain shard listed',
    );
  },
} satisfies CaseDef<'v2', 'getOutMsgQueueSize'>;
