// getBlockTransactions(Ext) against the block the suite knows holds its own transfer (transfer.ts, commit.ts):
// that block lists the transaction, its predecessor in the shard, the masterchain block of the same seqno and
// the sibling shard's block do not; its root/file hashes name it, another block's hashes are refused.
import { Address } from '@ton/core';
import { type CaseContext, type CaseDef, fail } from '../case.ts';
import { MC_SHARD, sameBlock, show } from '../blocks.ts';
import { at, records } from '../values.ts';
import { type BlockArgs, blockArgs } from './commit.ts';
import { printedTxProblems } from './printed-tx.ts';
import { chainTransfer } from './transfer.ts';
import { overTransports, transportName } from './transports.ts';

type Paged = 'getBlockTransactions' | 'getBlockTransactionsExt';

/** The sibling of a shard (the other half of its parent), or undefined for a whole workchain. */
export function siblingShard(shard: string): string | undefined {
  const s = BigInt.asUintN(64, BigInt(shard));
  const low = s & -s;
  if (low === 1n << 63n) return undefined;
  return BigInt.asIntN(64, s ^ (low << 1n)).toString();
}

export function ownBlockCase(op: Paged): CaseDef<'v2'> {
  return {
    description:
      "the shard block holding the suite's own transfer lists it (by workchain, shard and seqno, and with its root and file hash), each item its BOC's; the shard's previous block, the masterchain block of the same seqno and the sibling shard's block do not; another block's hashes are refused",
    mode: 'exact',
    tags: ['send', 'local'],
    covers: ['workchain', 'shard', 'seqno', 'root_hash', 'file_hash'],
    async run(ctx: CaseContext<'v2'>) {
      const f = await chainTransfer(ctx);
      const block = f.commit.block;
      const header = ctx.ok(await ctx.call({ operationId: 'getBlockHeader', args: block }));
      const prev = blockArgs(header.prev_blocks[0]!);
      const own = { lt: f.tx.lt.toString(), hash: f.tx.hash };
      const listing = async (args: Record<string, unknown>, what: string, holds: boolean, id: Partial<BlockArgs>) => {
        for (const { transport, ex } of await overTransports(ctx, op, { ...args, count: 1000 })) {
          const r = ctx.ok(ex);
          const where = `${transportName(transport)} ${what}`;
          if (!sameBlock(r.id, { ...r.id, ...id } as BlockArgs)) fail(`${where}: answered block ${show(r.id)}`);
          const items = records(r.transactions);
          const lt = (t: Record<string, unknown>) => String(at(t, 'lt') ?? at(t, 'transaction_id', 'lt'));
          const hash = (t: Record<string, unknown>) => String(at(t, 'hash') ?? at(t, 'transaction_id', 'hash'));
          const mine = items.filter((t) => lt(t) === own.lt && hash(t) === own.hash);
          if (mine.length !== (holds ? 1 : 0))
            fail(
              `${where}: lists the suite's transaction ${mine.length} times (${items.length} items), the chain has it ${holds ? 'once' : 'in another block'}`,
            );
          for (const t of mine) {
            if (!Address.parse(String(t.account)).equals(f.sender))
              fail(`${where}: the transaction's account is printed as ${t.account}, it is ${f.sender.toRawString()}`);
            if (op === 'getBlockTransactionsExt') {
              const problems = printedTxProblems(t, 'raw');
              if (problems.length) fail(`${where}: ${problems.slice(0, 3).join('; ')}`);
            } else if (!/^-?\d+:[0-9a-f]{64}$/.test(String(t.account)))
              fail(`${where}: account ${t.account} is not raw lower-case hex`);
          }
        }
      };
      const { workchain, shard, seqno } = block;
      await listing({ workchain, shard, seqno }, `block ${show(block)}`, true, block);
      await listing(block, `block ${show(block)} named with its hashes`, true, block);
      await listing(
        { workchain, shard: prev.shard, seqno: prev.seqno },
        `the previous block ${show(prev)}`,
        false,
        prev,
      );
      if (seqno <= f.commit.seqno)
        await listing({ workchain: -1, shard: MC_SHARD, seqno }, `masterchain block ${seqno}`, false, {
          workchain: -1,
          seqno,
        });
      // the other half of the shard, as the committing masterchain block lists it
      const sibling = siblingShard(shard);
      const shards = ctx.ok(await ctx.call({ operationId: 'getShards', args: { seqno: f.commit.seqno } })).shards;
      const other = shards.find((s) => s.workchain === workchain && String(s.shard) === sibling);
      if (other) await listing(blockArgs(other), `the sibling shard's block ${show(other)}`, false, blockArgs(other));
      for (const { transport, ex } of await overTransports(ctx, op, {
        ...block,
        root_hash: prev.root_hash,
        file_hash: prev.file_hash,
        count: 10,
      }))
        if (ex.response.status < 400 || ex.response.status >= 500)
          fail(
            `${transportName(transport)} block ${seqno} named with the hashes of block ${prev.seqno} answered HTTP ${ex.response.status}, not a refusal`,
          );
    },
  };
}
