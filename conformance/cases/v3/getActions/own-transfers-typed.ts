import { Address, beginCell, toNano } from '@ton/core';
import { fail, otherOk, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { signedTransfer } from '../../../src/send.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';
import { signingWallets, type SigningWallet } from '../../../../devnet/wallets.ts';

async function seqnoOf(ctx: CaseContext, address: string): Promise<number> {
  return Number((await otherOk(ctx, 'getWalletInformation', { address })).seqno);
}

async function broadcast(ctx: CaseContext, boc: string): Promise<void> {
  ctx.ok(await ctx.call({ operationId: 'sendMessage', args: { boc } }));
}

/** The first action of `type` involving `account` that `matches`, once the index has classified it. */
async function actionOf(
  ctx: CaseContext,
  account: string,
  type: string,
  matches: (a: any) => string | undefined,
): Promise<void> {
  await eventually(async () => {
    const actions = ctx.ok(await ctx.call({ args: { account, limit: 20, sort: 'desc' } })).actions as any[];
    const typed = actions.filter((a) => a.type === type);
    if (!typed.length)
      return `no ${type} action of ${account} among its last ${actions.length}: ${actions.map((a) => a.type).join(', ')}`;
    const problems = typed.map(matches);
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
    await actionOf(ctx, sender.address, 'ton_transfer', (a) =>
      a.details?.comment !== ton.comment
        ? `comment ${JSON.stringify(a.details?.comment)}`
        : !same(a.details.source, sender.address) || !same(a.details.destination, to)
          ? `source ${a.details.source} → destination ${a.details.destination}`
          : BigInt(a.details.value) !== ton.value
            ? `value ${a.details.value}, sent ${ton.value}`
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
    await actionOf(ctx, owner.address, 'jetton_transfer', (a) =>
      BigInt(a.details?.amount ?? -1) !== amount
        ? `amount ${a.details?.amount}, sent ${amount}`
        : !same(a.details.sender, owner.address) || !same(a.details.receiver, receiver)
          ? `sender ${a.details.sender} → receiver ${a.details.receiver}`
          : !same(a.details.sender_jetton_wallet, jw.address)
            ? `sender_jetton_wallet ${a.details.sender_jetton_wallet}, expected ${jw.address}`
            : undefined,
    );

    // NFT: an item a pool wallet owns now (as the index says), to another pool wallet.
    const items = ctx.ok(await ctx.call({ operationId: 'getNftItems', args: { limit: 50 } })).nft_items as any[];
    const item = items.find(
      (i) =>
        i.owner_address &&
        byAddress(i.owner_address) &&
        !same(i.owner_address, owner.address) &&
        !same(i.owner_address, sender.address),
    );
    if (!item) skip('no NFT item is owned by a genesis wallet the case may sign with');
    const from = byAddress(item.owner_address)!;
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
    await actionOf(ctx, newOwner, 'nft_transfer', (a) =>
      !same(a.details?.nft_item, item.address)
        ? `nft_item ${a.details?.nft_item}`
        : !same(a.details.old_owner, from.address) || !same(a.details.new_owner, newOwner)
          ? `old_owner ${a.details.old_owner} → new_owner ${a.details.new_owner}`
          : undefined,
    );
  },
} satisfies CaseDef;
