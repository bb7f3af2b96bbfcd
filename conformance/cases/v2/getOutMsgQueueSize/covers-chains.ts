import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'queue sizes are reported for the masterchain and for the basechain shards of a recent masterchain block',
  mode: 'schema-only',
  async run(ctx) {
    // the last block read before and after the call bound it: a paced (keyless) run may wait seconds between calls
    const before = ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' })).last.seqno;
    const r = ctx.ok(await ctx.call());
    const after = ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' })).last.seqno;
    const mc = r.shards.filter((s) => s.id.workchain === -1);
    check(mc.length === 1, `expected one masterchain entry, got ${mc.length}`);
    check(
      // masterchain info may come from a cache a few blocks behind the liteserver the queue is read from
      mc[0]!.id.seqno >= before - 5 && mc[0]!.id.seqno <= after + 5,
      `the masterchain entry is block ${mc[0]!.id.seqno}; the last block was ${before} before the call and ${after} after it`,
    );
    check(
      r.shards.some((s) => s.id.workchain === 0),
      'no basechain shard listed',
    );
  },
} satisfies CaseDef<'v2', 'getOutMsgQueueSize'>;
