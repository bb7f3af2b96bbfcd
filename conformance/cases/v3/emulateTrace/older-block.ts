import { check, otherOk, type CaseDef } from '../../../src/case.ts';
import { emulationWallet, forgedTransfer } from '../../../src/semantics/emulation.ts';

export default {
  description:
    "mc_block_seqno emulates on that block's states: a transfer at the seqno an active wallet had some blocks ago runs there (the answer names that block, the root transaction starts from the balance v2 reports for it) and, when the wallet has sent since, is refused on the latest block",
  mode: 'schema-only',
  covers: ['mc_block_seqno'],
  async run(ctx) {
    const w = await emulationWallet(ctx);
    const latest = Number((await otherOk(ctx, 'getMasterchainInfo')).last.seqno);
    const at = async (seqno?: number) => {
      const info = await otherOk(ctx, 'getWalletInformation', { address: w.address, ...(seqno ? { seqno } : {}) });
      return { seqno: info.seqno === undefined ? undefined : Number(info.seqno), balance: String(info.balance) };
    };
    const now = await at();
    // the latest earlier block where the wallet had another seqno, else two blocks back
    let pick = { block: Math.max(1, latest - 2), state: await at(Math.max(1, latest - 2)) };
    for (let back = 4; back < latest && back <= 64; back *= 2) {
      const state = await at(latest - back);
      if (state.seqno === undefined) break;
      pick = { block: latest - back, state };
      if (state.seqno !== now.seqno) break;
    }
    check(pick.state.seqno !== undefined, `${w.address} had no wallet seqno at block ${pick.block}`);
    const boc = forgedTransfer(w, pick.state.seqno);
    const e = ctx.ok(await ctx.call({ args: { boc, ignore_chksig: true, mc_block_seqno: pick.block } }));
    check(
      e.mc_block_seqno === pick.block,
      `emulated with mc_block_seqno ${pick.block}, the answer names block ${e.mc_block_seqno}`,
    );
    const root = e.trace.tx_hash ? e.transactions[e.trace.tx_hash] : undefined;
    const before = root?.account_state_before?.balance;
    check(
      before === undefined || before === null || before === pick.state.balance,
      `the root transaction at block ${pick.block} starts from balance ${before}; v2 says ${w.address} had ${pick.state.balance} there`,
    );
    if (pick.state.seqno !== now.seqno) {
      const latestRun = await ctx.call({ args: { boc, ignore_chksig: true } });
      check(
        latestRun.response.status === 422,
        `a transfer at seqno ${pick.state.seqno} (block ${pick.block}) emulated on the latest block, where the wallet's seqno is ${now.seqno}, answered ${latestRun.response.status}, not 422`,
      );
    }
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
