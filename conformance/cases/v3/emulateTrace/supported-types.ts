import { Address, internal, toNano } from '@ton/core';
import { check, fail, skip, type CaseDef } from '../../../src/case.ts';
import { V1_TYPE } from '../../../src/semantics/action-visibility.ts';
import { walletSeqno, type Emulation } from '../../../src/semantics/emulation.ts';
import { chainMultisig } from '../../../src/semantics/multisig-chain.ts';
import { same } from '../../../src/values.ts';
import { signingWallets } from '../../../../devnet/wallets.ts';
import { newOrderBody, packOrder } from '../../../../devnet/genesis/multisig/genesis.ts';

const ORDER_TYPE = 'multisig_create_order';

export default {
  description:
    'supported_action_types decides which actions an emulation shows, as on /actions: a new multisig order (signed, never sent) shows multisig_create_order by default and to a client listing it, not to one listing only ton_transfer (plus v1); X-Actions-Version replaces the list',
  mode: 'schema-only',
  tags: ['local'],
  covers: ['supported_action_types'],
  async run(ctx) {
    const multisig = ctx.data.local.find((a) => a.kind === 'multisig')?.address;
    if (!multisig) skip("needs the local network's multisig (--network local and --accounts)");
    const chain = await chainMultisig(ctx, multisig);
    const wallets = await signingWallets(ctx.data.local);
    const wallet = wallets.find((w) => chain.proposers.some((p) => same(p, w.address)));
    if (!wallet) skip(`no genesis wallet the suite signs for is a proposer of ${multisig}`);
    const index = chain.proposers.findIndex((p) => same(p, wallet.address));
    const order = packOrder([
      {
        mode: 3,
        message: internal({ to: Address.parse(wallet.address), value: toNano('0.01'), bounce: false, body: 'x' }),
      },
    ]);
    const body = newOrderBody({
      orderSeqno: BigInt(chain.next_order_seqno),
      bySigner: false,
      index,
      expirationDate: Math.floor(Date.now() / 1000) + 3600,
      order,
    });
    // the first emulation on the latest block (retried while other cases move the seqno), the rest pinned to it
    let first: Emulation | undefined;
    let boc = '';
    for (let attempt = 0; attempt < 3 && !first; attempt++) {
      boc = wallet.externalBoc(await walletSeqno(ctx, wallet.address), [
        { to: multisig, value: toNano('0.2'), body, bounce: true },
      ]);
      const ex = await ctx.call({ args: { boc, with_actions: true } });
      if (ex.response.status !== 422) first = ctx.ok(ex);
    }
    if (!first) fail(`a new order signed by proposer ${wallet.address} was refused three times`);
    const types = async (supported?: string[], version?: string) =>
      ctx
        .ok(
          await ctx.call({
            args: {
              boc,
              with_actions: true,
              mc_block_seqno: first.mc_block_seqno,
              ...(supported ? { supported_action_types: supported } : {}),
            },
            headers: version ? { 'X-Actions-Version': version } : undefined,
          }),
        )
        .actions.map((a) => a.type);
    const shown = (l: string[]) => l.includes(ORDER_TYPE);
    check(
      shown(first.actions.map((a) => a.type)),
      `by default (latest) the new order shows ${first.actions.map((a) => a.type).join(', ') || 'no action'}, not ${ORDER_TYPE}`,
    );
    check(shown(await types([ORDER_TYPE])), `a client listing ${ORDER_TYPE} is not shown it`);
    check(!shown(await types([V1_TYPE])), `a client listing only ${V1_TYPE} is shown ${ORDER_TYPE}`);
    check(
      !shown(await types([ORDER_TYPE], V1_TYPE)),
      `X-Actions-Version: ${V1_TYPE} with supported_action_types=${ORDER_TYPE} shows ${ORDER_TYPE}: the header must replace the list`,
    );
    check(
      shown(await types([V1_TYPE], ORDER_TYPE)),
      `X-Actions-Version: ${ORDER_TYPE} with supported_action_types=${V1_TYPE} does not show ${ORDER_TYPE}`,
    );
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
