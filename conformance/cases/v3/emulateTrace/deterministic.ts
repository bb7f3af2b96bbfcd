import { fail, type CaseDef } from '../../../src/case.ts';
import { CLAUSE, emulateForged, firstDifference } from '../../../src/semantics/emulation.ts';

export default {
  description:
    'the same message emulated twice on the same mc_block_seqno answers the same transactions and tree (the contract: "the same message emulated twice on the same block answers the same trace")',
  mode: 'schema-only',
  async run(ctx) {
    const { boc, body: first } = await emulateForged(ctx);
    const args = { boc, ignore_chksig: true, mc_block_seqno: first.mc_block_seqno };
    const again = ctx.ok(await ctx.call({ args }));
    const third = ctx.ok(await ctx.call({ args }));
    for (const [name, a, b] of [
      ['the first answer and a second one pinned to its mc_block_seqno', first, again],
      ['two answers pinned to the same mc_block_seqno', again, third],
    ] as const) {
      const diff =
        firstDifference(a.mc_block_seqno, b.mc_block_seqno, 'mc_block_seqno') ??
        firstDifference(a.trace, b.trace, 'trace') ??
        firstDifference(a.transactions, b.transactions, 'transactions');
      if (diff) fail(`${name} differ at ${diff}`, CLAUSE);
    }
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
