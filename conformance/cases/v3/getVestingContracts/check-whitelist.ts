import { check, skip, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'wallet_address=W finds a vesting that only whitelists W (W neither owns nor sent it) with check_whitelist=true, and not without it or with false',
  mode: 'schema-only',
  covers: ['check_whitelist'],
  async run(ctx) {
    const owner = ctx.data.local.find((a) => a.kind === 'vesting-wallet')?.owner;
    if (!owner) skip("needs the local network's vesting wallet (--network local)");
    const owned = ctx.ok(await ctx.call({ args: { wallet_address: [owner], limit: 100 } })).vesting_contracts;
    // a whitelisted wallet that neither owns nor sent the vesting: found only with check_whitelist=true
    const listed = owned.find((v) => v.whitelist.some((w) => !same(w, v.owner_address) && !same(w, v.sender_address)));
    if (!listed) skip('no vesting of the owner whitelists a third wallet: check_whitelist cannot be told apart');
    const w = listed.whitelist.find((x) => !same(x, listed.owner_address) && !same(x, listed.sender_address))!;
    const find = async (check_whitelist?: boolean) =>
      ctx
        .ok(
          await ctx.call({
            args: { wallet_address: [w], limit: 100, ...(check_whitelist === undefined ? {} : { check_whitelist }) },
          }),
        )
        .vesting_contracts.some((x) => same(x.address, listed.address));
    check(
      await find(true),
      `wallet_address=${w} with check_whitelist=true does not find ${listed.address}, which whitelists it`,
    );
    check(
      !(await find()),
      `wallet_address=${w} without check_whitelist finds ${listed.address}, which it only is whitelisted in`,
    );
    check(
      !(await find(false)),
      `wallet_address=${w} with check_whitelist=false finds ${listed.address}, which it only is whitelisted in`,
    );
  },
} satisfies CaseDef<'v3', 'getVestingContracts'>;
