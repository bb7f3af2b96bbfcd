import { skip, type CaseDef } from '../../../src/case.ts';
import { rawTransaction } from '../../../src/semantics/chain.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

const hashes = (txs: Array<{ hash: string }>) => txs.map((t) => Buffer.from(t.hash, 'base64').toString('hex'));

export default {
  description:
    "direction=in answers exactly the transaction that sent this one's inbound message, direction=out exactly those that received its outbound messages (hashes read off the raw transaction), no direction both, by lt ascending",
  mode: 'schema-only',
  covers: ['hash', 'direction'],
  async run(ctx) {
    // a transaction in the middle of a chain of messages: an internal message in, internal messages out; among the
    // newest (all but the last few, whose children may still be on their way) or else the oldest, since a stretch of
    // plain transfers can fill the newest hundred with wallets and receivers alone
    const list = async (sort: 'asc' | 'desc') =>
      ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { workchain: 0, limit: 100, sort } })).transactions;
    const middle = [...(await list('desc')).slice(5), ...(await list('asc'))].find(
      (t) => t.in_msg?.source && t.out_msgs.some((o) => o.destination && o.destination !== 'addr_extern'),
    );
    if (!middle) skip('no indexed transaction both received and sent internal messages');
    const raw = await rawTransaction(ctx, middle.account, middle.lt, middle.hash);
    const inHash = raw.inMsg!.cell.hash().toString('base64');
    const outHashes = raw.outMsgs
      .filter((m) => m.message.info.type === 'internal')
      .map((m) => m.cell.hash().toString('base64'));
    const read = async (direction?: 'in' | 'out') =>
      ctx.ok(await ctx.call({ args: { hash: middle.hash, ...(direction ? { direction } : {}) } })).transactions;
    await eventually(async () => {
      const parents = await read('in');
      if (parents.length !== 1 || !parents[0]!.out_msgs.some((o) => same(o.hash, inHash)))
        return `direction=in answered ${parents.length} transaction(s) ${hashes(parents).join(', ')}; expected the one that sent ${inHash}`;
      const children = await read('out');
      const received = children.map((c) => c.in_msg?.hash);
      if (children.some((c) => !outHashes.some((h) => same(h, c.in_msg?.hash))))
        return `direction=out answered a transaction that received none of ${outHashes.join(', ')}`;
      if (outHashes.some((h) => !received.some((r) => same(r, h))))
        return `direction=out lacks the receiver of an outbound message (${received.length} of ${outHashes.length} answered)`;
      const both = await read();
      const want = [...parents, ...children].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
      if (hashes(both).join() !== hashes(want).join())
        return `without direction: ${hashes(both).join(', ')}; expected parent and children by lt: ${hashes(want).join(', ')}`;
      return undefined;
    });
  },
} satisfies CaseDef<'v3', 'getAdjacentTransactions'>;
