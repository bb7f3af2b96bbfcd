import { Address, beginCell, toNano } from '@ton/core';
import { fail, otherOk, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { signedTransfer } from '../../../src/send.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';
import { signingWallets, type SigningWallet } from '../../../../devnet/wallets.ts';
import type { ActionDetailsByType, TypedActionType } from '../../../../generated/v3/actions.ts';

type Ctx = CaseContext<'v3', 'getActions'>;

async function seqnoOf(ctx: Ctx, address: string): Promise<number> {
  return Number((await otherOk(ctx, 'getWalletInformation', { address })).seqno);
}

async function broadcast(ctx: Ctx, boc: string): Promise<void> {
  ctx.ok(await ctx.call({ operationId: 'sendMessage', args: { boc } }));
}

/** The first action of `type` involving `account` that `matches`, once the index has classified it. */
async function actionOf<T extends TypedActionType>(
  ctx: Ctx,
  account: string,
  type: T,
  matches: (details: ActionDetailsByType[T]) => string | undefined,
): Promise<void> {
  await eventually(async () => {
    const actions = ctx.ok(await ctx.call({ args: { account, limit: 20, sort: 'desc' } })).actions;
    const typed = actions.filter((a) => a.type === type);
    if (!typed.length)
      return `no ${type} action of ${account} among its last ${actions.length}: ${actions.map((a) => a.type).join(', ')}`;
    // the response checks validate each action's details by the variant its type selects
    const problems = typed.map((a) => matches(a.details as ActionDetailsByType[T]));
    return problems.includes(undefined)
      ? undefined
      : `the ${type} actions of ${account} do not carry the transfer: ${problems[0]}`;
  }, 30_000);
}

export default {
  description:
    'transfers the suite itself signs (TON with a comment, a jetton transfer, an NFT transfer) are classified as ton_transfer, jetton_transfer and nft_transfer with their sender, receiver, amount and item',
  mode: 'schema-only',
  tags: ['send', 'local'],
  async run(ctx) {
    const wallets = await signingWallets(ctx.data.local);
    if (wallets.length < 10) skip("needs the local network's genesis wallets: run with --network local and --accounts");
    // Away from the wallets the other send cases sign with (the last ones) and the one reading cases watch (the first).
    const pool = wallets.slice(1, -7);
    const byAddress = (a: string): SigningWallet | undefined => pool.find((w) => same(w.address, a));

    // TON: a comment only this run wrote.
    const sender = pool[0]!;
    const to = pool[1]!.address;
    const ton = await signedTransfer(ctx, sender, to, await seqnoOf(ctx, sender.address));
    await broadcast(ctx, ton.boc);
    await actionOf(ctx, sender.address, 'ton_transfer', (d) =>
      d.comment !== ton.comment
        ? `comment ${JSON.stringify(d.comment)}`
        : !same(d.source, sender.address) || !same(d.destination, to)
          ? `source ${d.source} → destination ${d.destination}`
          : BigInt(d.value ?? -1) !== ton.value
            ? `value ${d.value}, sent ${ton.value}`
            : undefined,
    );

    // Jetton: an amount only this run chose, from a jetton wallet a pool wallet owns.
    const jw = ctx.data.local.find(
      (a) => a.kind === 'jetton-wallet' && a.owner && byAddress(a.owner) && !same(a.owner, sender.address),
    );
    if (!jw) fail('no jetton wallet of the local network is owned by a genesis wallet the case may sign with');
    const owner = byAddress(jw.owner!)!;
    const receiver = pool.find((w) => w !== owner)!.address;
    const amount = BigInt(1000 + (Date.now() % 1000));
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(11, 64)
      .storeCoins(amount)
      .storeAddress(Address.parse(receiver))
      .storeAddress(Address.parse(owner.address))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await broadcast(
      ctx,
      owner.externalBoc(await seqnoOf(ctx, owner.address), [
        { to: jw.address, value: toNano('0.2'), body, bounce: true },
      ]),
    );
    await actionOf(ctx, owner.address, 'jetton_transfer', (d) =>
      BigInt(d.amount ?? -1) !== amount
        ? `amount ${d.amount}, sent ${amount}`
        : !same(d.sender, owner.address) || !same(d.receiver, receiver)
          ? `sender ${d.sender} → receiver ${d.receiver}`
          : !same(d.sender_jetton_wallet, jw.address)
            ? `sender_jetton_wallet ${d.sender_jetton_wallet}, expected ${jw.address}`
            : undefined,
    );

    // NFT: an item a pool wallet owns now (as the index says), to another pool wallet.
    const items = ctx.ok(await ctx.call({ operationId: 'getNftItems', args: { limit: 50 } })).nft_items;
    const item = items.find(
      (i) =>
        i.owner_address &&
        byAddress(i.owner_address) &&
        !same(i.owner_address, owner.address) &&
        !same(i.owner_address, sender.address),
    );
    if (!item) skip('no NFT item is owned by a genesis wallet the case may sign with');
    const from = byAddress(item.owner_address!)!;
    const newOwner = pool.find((w) => w !== from && w !== owner && w !== sender)!.address;
    const nftBody = beginCell()
      .storeUint(0x5fcc3d14, 32)
      .storeUint(13, 64)
      .storeAddress(Address.parse(newOwner))
      .storeAddress(Address.parse(from.address))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await broadcast(
      ctx,
      from.externalBoc(await seqnoOf(ctx, from.address), [
        { to: item.address, value: toNano('0.2'), body: nftBody, bounce: true },
      ]),
    );
    await actionOf(ctx, newOwner, 'nft_transfer', (d) =>
      !same(d.nft_item, item.address)
        ? `nft_item ${d.nft_item}`
        : !same(d.old_owner, from.address) || !same(d.new_owner, newOwner)
          ? `old_owner ${d.old_owner} → new_owner ${d.new_owner}`
          : undefined,
    );
  },
} satisfies CaseDef<'v3', 'getActions'>;
