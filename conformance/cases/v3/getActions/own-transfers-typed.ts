import { Address, beginCell, toNano } from '@ton/core';
import { fail, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { broadcast, withSender } from '../../../src/semantics/sender.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';
import type { ActionDetailsByType, TypedActionType } from '../../../../generated/v3/actions.ts';

type Ctx = CaseContext<'v3', 'getActions'>;

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
    // TON: a comment only this run wrote.
    const comment = `conformance actions ${Date.now()}`;
    const value = toNano('0.02') + BigInt(Date.now() % 1000);
    const { sender, to } = await withSender(ctx, async ({ wallet, seqno, recipient }) => {
      await broadcast(ctx, wallet.externalBoc(seqno, [{ to: recipient, value, body: comment }]));
      return { sender: wallet.address, to: recipient };
    });
    await actionOf(ctx, sender, 'ton_transfer', (d) =>
      d.comment !== comment
        ? `comment ${JSON.stringify(d.comment)}`
        : !same(d.source, sender) || !same(d.destination, to)
          ? `source ${d.source} → destination ${d.destination}`
          : BigInt(d.value ?? -1) !== value
            ? `value ${d.value}, sent ${value}`
            : undefined,
    );

    // Jetton: an amount only this run chose, from the sender's own jetton wallet.
    const jw = ctx.data.local.find((a) => a.kind === 'jetton-wallet' && a.owner && same(a.owner, sender));
    if (!jw) fail('no jetton wallet of the local network is owned by the wallet the case signs with');
    const amount = BigInt(1000 + (Date.now() % 1000));
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(11, 64)
      .storeCoins(amount)
      .storeAddress(Address.parse(to))
      .storeAddress(Address.parse(sender))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await withSender(ctx, async ({ wallet, seqno }) =>
      broadcast(ctx, wallet.externalBoc(seqno, [{ to: jw.address, value: toNano('0.2'), body, bounce: true }])),
    );
    await actionOf(ctx, sender, 'jetton_transfer', (d) =>
      BigInt(d.amount ?? -1) !== amount
        ? `amount ${d.amount}, sent ${amount}`
        : !same(d.sender, sender) || !same(d.receiver, to)
          ? `sender ${d.sender} → receiver ${d.receiver}`
          : !same(d.sender_jetton_wallet, jw.address)
            ? `sender_jetton_wallet ${d.sender_jetton_wallet}, expected ${jw.address}`
            : undefined,
    );

    // NFT: an item the sender owns now (as the index says), to itself, so that every run finds one to move.
    const items = ctx.ok(
      await ctx.call({ operationId: 'getNftItems', args: { owner_address: [sender], limit: 50 } }),
    ).nft_items;
    const item = items.find((i) => same(i.owner_address, sender));
    if (!item) skip('no NFT item is owned by the wallet the case signs with');
    const queryId = BigInt(Date.now());
    const nftBody = beginCell()
      .storeUint(0x5fcc3d14, 32)
      .storeUint(queryId, 64)
      .storeAddress(Address.parse(sender))
      .storeAddress(Address.parse(to))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await withSender(ctx, async ({ wallet, seqno }) =>
      broadcast(
        ctx,
        wallet.externalBoc(seqno, [{ to: item.address, value: toNano('0.2'), body: nftBody, bounce: true }]),
      ),
    );
    await actionOf(ctx, sender, 'nft_transfer', (d) =>
      !same(d.nft_item, item.address)
        ? `nft_item ${d.nft_item}`
        : !same(d.old_owner, sender) || !same(d.new_owner, sender)
          ? `old_owner ${d.old_owner} → new_owner ${d.new_owner}`
          : undefined,
    );
  },
} satisfies CaseDef<'v3', 'getActions'>;
