import { check, skip, type CaseDef } from '../../../src/case.ts';
import { opcodeOf, rawTransaction } from '../../../src/semantics/chain.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'opcode=X answers only transactions whose inbound message starts with X (read off the raw transaction of a known one, which is found), in each spelling D10 allows: 0x-hex, decimal, bare hex',
  mode: 'schema-only',
  covers: ['opcode'],
  async run(ctx) {
    // a basechain receiver of an internal message whose opcode some other receiver's message lacks: among the newest
    // and the oldest, since a stretch of plain transfers can give the newest hundred one opcode alone
    const list = async (sort: 'asc' | 'desc') =>
      ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { workchain: 0, limit: 100, sort } })).transactions;
    const recent = [...(await list('desc')), ...(await list('asc'))].filter((t) => t.in_msg?.source && t.in_msg.opcode);
    // an opcode of 10 or more: its decimal spelling then reads as another number in hex (D10 tells them apart)
    const known = recent.find(
      (t) =>
        Number.parseInt(String(t.in_msg?.opcode), 16) >= 10 &&
        recent.some((u) => u.in_msg?.opcode && u.in_msg.opcode !== t.in_msg?.opcode),
    );
    if (!known) skip('no two inbound internal messages carry different opcodes, one of them 10 or more');
    const raw = await rawTransaction(ctx, known.account, known.lt, known.hash);
    const opcode = opcodeOf(raw.inMsg!.message.body) ?? skip('the known inbound message has no opcode');
    const value = Number.parseInt(opcode, 16);
    for (const spelling of [opcode, String(value), value.toString(16)]) {
      // an all-digit bare hex spelling reads as decimal (D10): only spellings that say the same opcode count
      if (/^\d+$/.test(spelling) && spelling !== String(value)) continue;
      const txs = ctx.ok(await ctx.call({ args: { opcode: spelling, limit: 1000 } })).transactions;
      for (const t of txs)
        check(
          t.in_msg?.opcode === opcode,
          `opcode=${spelling}: transaction ${t.hash} received a message with opcode ${t.in_msg?.opcode}, not ${opcode}`,
        );
      check(
        txs.some((t) => same(t.hash, known.hash)),
        `opcode=${spelling}: the receiver ${known.hash} of a message with opcode ${opcode} is not listed`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getTransactionsByMessage'>;
