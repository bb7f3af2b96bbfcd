// The code_hash filter of /accountStates and /walletStates (v3 D33), proved with code hashes the chain gives:
// a wallet's and a contract's, which differ. Filtering by the wallet's code lists only accounts with that code
// (the wallet among them, unless the network has 1000 of them before it), and with addresses both filters apply.
import { discoveredAccount, skip, type CaseContext } from '../case.ts';
import { eventually } from '../settled.ts';
import { records, same } from '../values.ts';
import { chainAccount } from './account-cell.ts';

type Args = Record<string, unknown>;

export async function codeHashFilter(
  ctx: CaseContext<'v3', 'getAccountStates' | 'getWalletStates'>,
  key: 'accounts' | 'wallets',
  extra: Args = {},
): Promise<void> {
  const wallet = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
  const contract = ctx.data.local.find((a) => ['jetton-minter', 'nft-item', 'dns-item'].includes(a.kind))?.address;
  if (!contract) skip('no contract discovered whose code differs from a wallet’s');
  const [w, c] = await Promise.all([chainAccount(ctx, wallet), chainAccount(ctx, contract)]);
  if (!w.codeHash || !c.codeHash || same(w.codeHash, c.codeHash))
    skip('the discovered wallet and contract have no two different codes on chain');
  const list = async (args: Args) => records((ctx.ok(await ctx.call({ args: { ...args, ...extra } })) as Args)[key]);
  await eventually(async () => {
    const byCode = await list({ code_hash: [w.codeHash] });
    const other = byCode.find((r) => !same(r.code_hash, w.codeHash));
    if (other)
      return `code_hash=${w.codeHash} lists ${String(other.address)}, whose code hash is ${String(other.code_hash)}`;
    if (byCode.length < 1000 && !byCode.some((r) => same(r.address, wallet)))
      return `code_hash=${w.codeHash} does not list ${wallet}, whose code has that hash on chain`;
    const both = await list({ address: [wallet, contract], code_hash: [w.codeHash] });
    if (both.length !== 1 || !same(both[0]!.address, wallet))
      return `address=${wallet},${contract} with the wallet's code_hash listed [${both.map((r) => String(r.address)).join(', ')}], expected only ${wallet}`;
    const neither = await list({ address: [contract], code_hash: [w.codeHash] });
    if (neither.length) return `the contract ${contract} is listed under the wallet's code_hash`;
    return undefined;
  });
}
