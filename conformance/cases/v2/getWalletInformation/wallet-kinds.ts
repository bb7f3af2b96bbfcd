import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { type AccountTruth, accountTruth } from '../../../src/chain/account.ts';
import { balanceProblem, lastTxProblem } from '../../../src/chain/views.ts';
import { at } from '../../../src/values.ts';

const TYPES: Record<string, string> = { v3r2: 'wallet v3 r2', v4r2: 'wallet v4 r2', v5r1: 'wallet v5 r1' };

/** seqno, wallet id and (v5) the signature flag as each version's data stores them. */
function walletData(version: string, t: AccountTruth): Record<string, unknown> | undefined {
  const s = t.data?.beginParse();
  if (!s) return undefined;
  if (version === 'v5r1') {
    const allowed = s.loadBit();
    return { seqno: s.loadUint(32), wallet_id: s.loadUint(32), is_signature_allowed: allowed };
  }
  return { seqno: s.loadUint(32), wallet_id: s.loadUint(32) };
}

export default {
  description:
    "a genesis wallet of each version (v3r2, v4r2, v5r1) is reported as that wallet type with the seqno, wallet id (and v5's signature flag), balance and last transaction its own data cell holds",
  mode: 'schema-only',
  tags: ['local'],
  covers: ['address'],
  async run(ctx) {
    const wallets = Object.keys(TYPES)
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
        const want = {
          wallet: true,
          wallet_type: TYPES[w.version!],
          account_state: 'active',
          ...walletData(w.version!, t),
        };
        problem =
          Object.entries(want)
            .filter(([k, v]) => at(r, k) !== v)
            .map(([k, v]) => `${k} ${JSON.stringify(at(r, k))}, its data says ${JSON.stringify(v)}`)[0] ??
          balanceProblem(r.balance, t) ??
          lastTxProblem(r.last_transaction_id, t);
      }
      if (problem) fail(`${w.version} wallet ${w.address}: ${problem}`);
    }
  },
} satisfies CaseDef<'v2', 'getWalletInformation'>;
