import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description: 'the consensus block is a masterchain block the server already knows, and its time is not in the future',
  mode: 'schema-only',
  async run(ctx) {
    const c = ctx.ok(await ctx.call());
    const info = ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' }));
    check(
      c.consensus_block <= info.last.seqno + 1,
      `consensus block ${c.consensus_block} is ahead of the last block ${info.last.seqno}`,
    );
    check(c.timestamp <= Date.now() / 1000 + 60, `consensus timestamp ${c.timestamp} is in the future`);
  },
} satisfies CaseDef<'v2', 'getConsensusBlock'>;
