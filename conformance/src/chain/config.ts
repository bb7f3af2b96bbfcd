// The blockchain configuration as the chain keeps it: the configuration contract (its address is parameter 0)
// holds the configuration dictionary as the first reference of its data, the very dictionary the masterchain
// state carries, so the contract's state at a seqno is the configuration at that seqno.
import { Address, type Cell, Dictionary } from '@ton/core';
import { type CaseContext, fail } from '../case.ts';
import { configDictionary } from '../config.ts';
import { accountTruth } from './account.ts';

/** The configuration dictionary's root cell at masterchain `seqno`, from the configuration contract's data. */
export async function configAt(
  ctx: CaseContext<'v2'>,
  seqno: number,
): Promise<{ root: Cell; params: Dictionary<number, Cell> }> {
  const all = ctx.ok(await ctx.call({ operationId: 'getConfigAll', args: { seqno } }));
  const param0 = configDictionary(all.config.bytes).get(0);
  if (!param0) fail('the configuration has no parameter 0 (the configuration contract)');
  const address = new Address(-1, param0.beginParse().loadBuffer(32));
  const cell = ctx.ok(
    await ctx.call({ operationId: 'getShardAccountCell', args: { address: address.toRawString(), seqno } }),
  );
  const root = accountTruth(cell.bytes).data?.refs[0];
  if (!root) fail(`the configuration contract ${address.toRawString()} holds no configuration dictionary at ${seqno}`);
  return { root, params: Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), root) };
}
