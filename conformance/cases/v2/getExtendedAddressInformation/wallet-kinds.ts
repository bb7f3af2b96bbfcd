import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { accountTruth } from '../../../src/chain/account.ts';
import { addressProblem, balanceProblem, bocRootHash, lastTxProblem } from '../../../src/chain/views.ts';
import { Address } from '@ton/core';
import { at } from '../../../src/values.ts';

// tonlib recognises wallet v3 and v4 (seqno and wallet id from their data); a wallet it does not know, v5,
// is a raw.accountState carrying the code and data of the account.
const STATES: Record<string, string> = {
  v3r2: 'wallet.v3.accountState',
  v4r2: 'wallet.v4.accountState',
  v5r1: 'raw.accountState',
};

export default {
  description:
    "a genesis wallet of each version is described as tonlib recognises it, from its own data cell: v3 and v4 with their seqno and wallet id, v5 as the raw code and data; address, balance and last transaction are the cell's",
  mode: 'schema-only',
  tags: ['local'],
  covers: ['address'],
  async run(ctx) {
    const wallets = Object.keys(STATES)
      .map((v) => ctx.data.local.find((a) => a.kind === 'wallet' && a.version === v))
      .filter((a) => a !== undefined);
    if (!wallets.length) skip('the local network lists no genesis wallets');
    for (const w of wallets) {
      let problem: string | undefined = 'the wallet moved during every read';
      for (let attempt = 0; attempt < 3 && problem; attempt++) {
        const cell = async () =>
          accountTruth(
            ctx.ok(await ctx.call({ operationId: 'getShardAccountCell', args: { address: w.address } })).bytes,
          );
        const t = await cell();
        const r = ctx.ok(await ctx.call({ args: { address: w.address } }));
        if ((await cell()).lastTxLt !== t.lastTxLt) continue;
        const state = r.account_state as unknown as Record<string, unknown>;
        const data = t.data?.beginParse();
        const want =
          w.version === 'v5r1'
            ? {
                '@type': STATES[w.version],
                code: bocRootHash(state.code) === t.code?.hash().toString('hex'),
                data: bocRootHash(state.data) === t.data?.hash().toString('hex'),
              }
            : { '@type': STATES[w.version!], seqno: data?.loadUint(32), wallet_id: data?.loadUint(32) };
        const got =
          w.version === 'v5r1'
            ? { '@type': state['@type'], code: true, data: true }
            : { '@type': state['@type'], seqno: state.seqno, wallet_id: state.wallet_id };
        problem =
          (JSON.stringify(got) === JSON.stringify(want)
            ? undefined
            : `account_state ${JSON.stringify(state).slice(0, 200)}, its data says ${JSON.stringify(want)}`) ??
          addressProblem(at(r, 'address', 'account_address'), Address.parse(w.address)) ??
          balanceProblem(r.balance, t) ??
          lastTxProblem(r.last_transaction_id, t);
      }
      if (problem) fail(`${w.version} wallet ${w.address}: ${problem}`);
    }
  },
} satisfies CaseDef<'v2', 'getExtendedAddressInformation'>;
