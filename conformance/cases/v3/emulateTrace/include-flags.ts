import { check, type CaseDef } from '../../../src/case.ts';
import { emulateForged, firstDifference, type Emulation } from '../../../src/semantics/emulation.ts';
import { same } from '../../../src/values.ts';

/** Every raw address the answer prints for its accounts and messages. */
function addressesOf(e: Emulation): string[] {
  const out = new Set<string>(Object.keys(e.account_states));
  for (const t of Object.values(e.transactions)) {
    out.add(t.account);
    for (const m of [t.in_msg, ...(t.out_msgs ?? [])])
      for (const a of [m?.source, m?.destination]) if (typeof a === 'string' && a) out.add(a);
  }
  return [...out];
}

export default {
  description:
    'address_book and metadata are answered exactly when asked: the book has an entry for every account and message address of the trace, the metadata the entries /metadata gives for those accounts; include_code_data changes nothing (code_cells and data_cells are always answered, D37)',
  mode: 'schema-only',
  covers: ['include_address_book', 'include_metadata', 'include_code_data'],
  async run(ctx) {
    const { boc, body: asked } = await emulateForged(ctx, { include_address_book: true, include_metadata: true });
    const pinned = { boc, ignore_chksig: true, mc_block_seqno: asked.mc_block_seqno };
    const plain = ctx.ok(await ctx.call({ args: pinned }));
    check(plain.address_book === undefined, 'without include_address_book the answer has an address_book');
    check(plain.metadata === undefined, 'without include_metadata the answer has metadata');
    check(asked.address_book, 'include_address_book=true: the answer has no address_book');
    check(asked.metadata, 'include_metadata=true: the answer has no metadata');
    const book = Object.keys(asked.address_book);
    const missing = addressesOf(asked).filter((a) => !book.some((k) => same(k, a)));
    check(!missing.length, `address_book has no entry for ${missing.join(', ')}, printed in the answer`);
    const accounts = [...new Set(Object.values(asked.transactions).map((t) => t.account))];
    const index = ctx.ok(await ctx.call({ operationId: 'getMetadata', args: { address: accounts } }));
    const kinds = (m: Record<string, { token_info?: Array<{ type?: string }> }>) =>
      Object.fromEntries(
        Object.entries(m)
          .filter(([k]) => accounts.some((a) => same(a, k)))
          .map(([k, v]) => [k.toUpperCase(), (v.token_info ?? []).map((i) => i.type).sort()]),
      );
    const diff = firstDifference(kinds(asked.metadata), kinds(index), 'metadata');
    check(!diff, `the emulation's metadata for the trace's accounts differs from /metadata at ${diff}`);
    for (const flag of [true, false]) {
      const withFlag = ctx.ok(await ctx.call({ args: { ...pinned, include_code_data: flag } }));
      const d =
        firstDifference(withFlag.code_cells, plain.code_cells, 'code_cells') ??
        firstDifference(withFlag.data_cells, plain.data_cells, 'data_cells');
      check(!d, `include_code_data=${flag} changes the answer (the contract: without effect) at ${d}`);
    }
    check(
      Object.keys(plain.code_cells).length > 0,
      'code_cells is empty for a trace of an active wallet: the contract answers the code of every account',
    );
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
