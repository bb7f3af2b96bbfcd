import { Address, Cell, Dictionary } from '@ton/core';
import { check, otherOk, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

type Entry = { '@type': string; number?: { number: string }; cell?: { bytes: string }; slice?: { bytes: string } };

/** get_vesting_data: start, duration, unlock period, cliff, amount, sender, owner, whitelist (HashmapE 267 of addresses). */
export async function chainVesting(ctx: CaseContext<'v3'>, address: string) {
  const r = await otherOk(ctx, 'runGetMethodStd', { address, method: 'get_vesting_data', stack: [] });
  const s = r.stack as Entry[];
  const n = (i: number) => String(BigInt(s[i]?.number?.number ?? -1));
  const addr = (i: number) =>
    Cell.fromBase64(s[i]?.slice?.bytes ?? '')
      .beginParse()
      .loadAddress()
      .toRawString()
      .toUpperCase();
  const whitelist: string[] = [];
  if (s[7]?.cell) {
    const d = Dictionary.loadDirect(
      Dictionary.Keys.BigUint(267),
      { serialize: () => {}, parse: () => true },
      Cell.fromBase64(s[7].cell.bytes),
    );
    for (const k of d.keys())
      whitelist.push(
        new Address(
          Number(BigInt.asIntN(8, (k >> 256n) & 0xffn)),
          Buffer.from((k & ((1n << 256n) - 1n)).toString(16).padStart(64, '0'), 'hex'),
        )
          .toRawString()
          .toUpperCase(),
      );
  }
  return {
    start_time: n(0),
    total_duration: n(1),
    unlock_period: n(2),
    cliff_duration: n(3),
    total_amount: n(4),
    sender_address: addr(5),
    owner_address: addr(6),
    whitelist: whitelist.sort(),
  };
}

export default {
  description:
    'contract_address=V answers exactly V as its get_vesting_data says (times, amount, sender, owner, whitelist); wallet_address=W finds the vestings W owns or sent, and with check_whitelist=true also those whitelisting W, which it does not find without',
  mode: 'schema-only',
  covers: ['contract_address', 'wallet_address'],
  async run(ctx) {
    const owner = ctx.data.local.find((a) => a.kind === 'vesting-wallet')?.owner;
    if (!owner) skip("needs the local network's vesting wallet (--network local)");
    const owned = ctx.ok(await ctx.call({ args: { wallet_address: [owner], limit: 100 } })).vesting_contracts;
    check(owned.length > 0, `wallet_address=${owner} finds no vesting, while the devnet's vesting wallet is its`);
    for (const v of owned) {
      check(
        same(v.owner_address, owner) || same(v.sender_address, owner),
        `wallet_address=${owner} finds ${v.address}, neither owned nor sent by it`,
      );
      const one = ctx.ok(await ctx.call({ args: { contract_address: [v.address] } })).vesting_contracts;
      check(
        one.length === 1 && same(one[0]!.address, v.address),
        `contract_address=${v.address} answered ${one.map((x) => x.address).join(', ') || 'nothing'}`,
      );
      const r = one[0]!;
      const got = {
        start_time: String(r.start_time),
        total_duration: String(r.total_duration),
        unlock_period: String(r.unlock_period),
        cliff_duration: String(r.cliff_duration),
        total_amount: String(r.total_amount),
        sender_address: String(r.sender_address).toUpperCase(),
        owner_address: String(r.owner_address).toUpperCase(),
        whitelist: r.whitelist.map((a) => a.toUpperCase()).sort(),
      };
      const want = await chainVesting(ctx, v.address);
      check(
        JSON.stringify(got) === JSON.stringify(want),
        `${v.address}: ${JSON.stringify(got)}; get_vesting_data says ${JSON.stringify(want)}`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getVestingContracts'>;
