import { fail, type CaseDef } from '../../../src/case.ts';
import { MC_SHARD, sameBlock, show } from '../../../src/blocks.ts';
import { blockArgs } from '../../../src/chain/commit.ts';
import { chainTransfer } from '../../../src/chain/transfer.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

// The shard block holding the suite's transfer is known (commit.ts): its header's lt range holds the
// transaction's lt and its time is the transaction's; its predecessor ends before; the masterchain block of
// the same seqno is another block; another block's hashes are refused.
export default {
  description:
    "the header of the block holding the suite's transfer (by workchain, shard and seqno, and with its hashes) echoes that block, its lt range holds the transaction and it was generated no earlier than the transaction; the previous block's range ends before it; the masterchain block of the same seqno is another; another block's hashes are refused",
  mode: 'exact',
  tags: ['send', 'local'],
  covers: ['workchain', 'shard', 'seqno', 'root_hash', 'file_hash'],
  async run(ctx) {
    const f = await chainTransfer(ctx);
    const block = f.commit.block;
    const { workchain, shard, seqno } = block;
    const lt = f.tx.lt;
    let prev: ReturnType<typeof blockArgs> | undefined;
    for (const args of [{ workchain, shard, seqno }, block])
      for (const { transport, ex } of await overTransports(ctx, 'getBlockHeader', args)) {
        const h = ctx.ok(ex);
        const where = `${transportName(transport)} ${'root_hash' in args ? 'with hashes' : 'by seqno'}`;
        if (!sameBlock(h.id, block)) fail(`${where}: header of ${show(h.id)}, asked ${show(block)}`);
        if (BigInt(h.start_lt) > lt || BigInt(h.end_lt) < lt || h.gen_utime < f.tx.now)
          fail(
            `${where}: lt ${h.start_lt}..${h.end_lt} at ${h.gen_utime}; the transaction in it has lt ${lt} at ${f.tx.now} (a block is generated no earlier than its transactions)`,
          );
        prev = blockArgs(h.prev_blocks[0]!);
      }
    if (!prev) fail('no header read');
    for (const { transport, ex } of await overTransports(ctx, 'getBlockHeader', {
      workchain,
      shard: prev.shard,
      seqno: prev.seqno,
    })) {
      const h = ctx.ok(ex);
      if (!sameBlock(h.id, prev) || BigInt(h.end_lt) >= lt)
        fail(
          `${transportName(transport)} the previous block ${show(prev)}: header of ${show(h.id)} ending at lt ${h.end_lt}, the transaction at ${lt} is in the next one`,
        );
    }
    for (const { transport, ex } of await overTransports(ctx, 'getBlockHeader', {
      workchain: -1,
      shard: MC_SHARD,
      seqno,
    })) {
      const h = ctx.ok(ex);
      if (h.id.workchain !== -1 || h.id.seqno !== seqno)
        fail(`${transportName(transport)} masterchain block ${seqno}: header of ${show(h.id)}`);
    }
    for (const { transport, ex } of await overTransports(ctx, 'getBlockHeader', {
      ...block,
      root_hash: prev.root_hash,
      file_hash: prev.file_hash,
    }))
      if (ex.response.status < 400 || ex.response.status >= 500)
        fail(
          `${transportName(transport)} block ${seqno} named with the hashes of block ${prev.seqno} answered HTTP ${ex.response.status}, not a refusal`,
        );
  },
} satisfies CaseDef<'v2', 'getBlockHeader'>;
