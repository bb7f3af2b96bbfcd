import { fail, type CaseDef } from '../../../src/case.ts';
import { MC_SHARD, sameBlock, show } from '../../../src/blocks.ts';
import { chainTransfer } from '../../../src/chain/transfer.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

// The shard block holding the suite's transfer is known (commit.ts): looked up by its seqno, by the
// transaction's lt or by its time in its shard, it is that block (or, by time, one generated in
// the same second); the masterchain block of the same seqno is another block.
export default {
  description:
    "the block holding the suite's transfer is found by its seqno and by the transaction's lt in its shard, and by its time a block of that shard generated in that second; the same seqno on the masterchain is a masterchain block",
  mode: 'exact',
  tags: ['send', 'local'],
  covers: ['workchain', 'shard', 'seqno', 'lt', 'unixtime'],
  async run(ctx) {
    const f = await chainTransfer(ctx);
    const block = f.commit.block;
    const { workchain, shard, seqno } = block;
    const asks: Array<[string, Record<string, unknown>]> = [
      [`seqno ${seqno}`, { workchain, shard, seqno }],
      [`the transaction's lt ${f.tx.lt}`, { workchain, shard, lt: f.tx.lt.toString() }],
    ];
    for (const [what, args] of asks)
      for (const { transport, ex } of await overTransports(ctx, 'lookupBlock', args)) {
        const b = ctx.ok(ex);
        if (!sameBlock(b, block))
          fail(`${transportName(transport)} by ${what}: found ${show(b)}, the transaction is in ${show(block)}`);
      }
    // several blocks may share a second: by the holding block's time, the one found must have been generated in it
    const time = ctx.ok(await ctx.call({ operationId: 'getBlockHeader', args: block })).gen_utime;
    for (const { transport, ex } of await overTransports(ctx, 'lookupBlock', { workchain, shard, unixtime: time })) {
      const b = ctx.ok(ex);
      if (sameBlock(b, block)) continue;
      const h = ctx.ok(
        await ctx.call({
          operationId: 'getBlockHeader',
          args: { workchain: b.workchain, shard: String(b.shard), seqno: b.seqno },
        }),
      );
      if (b.workchain !== workchain || String(b.shard) !== shard || h.gen_utime !== time)
        fail(`${transportName(transport)} by the block's time ${time}: found ${show(b)} generated at ${h.gen_utime}`);
    }
    for (const { transport, ex } of await overTransports(ctx, 'lookupBlock', {
      workchain: -1,
      shard: MC_SHARD,
      seqno,
    })) {
      const b = ctx.ok(ex);
      if (b.workchain !== -1 || b.seqno !== seqno)
        fail(`${transportName(transport)} masterchain seqno ${seqno}: found ${show(b)}`);
    }
  },
} satisfies CaseDef<'v2', 'lookupBlock'>;
