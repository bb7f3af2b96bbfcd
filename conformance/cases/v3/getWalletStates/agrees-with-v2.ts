import { Address } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { discoveredAccount, otherOk, type CaseDef } from '../../../src/case.ts';
import { chainAccount } from '../../../src/semantics/account-cell.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "each requested account's wallet view is the chain's: a wallet's type, seqno, wallet id and balance as API v2 getWalletInformation reads them and its code hash; a contract is no wallet; an account never seen is absent",
  mode: 'schema-only',
  covers: ['address'],
  async run(ctx) {
    const wallet = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
    const contract = ctx.data.local.find((a) => a.kind === 'jetton-minter' || a.kind === 'nft-item')?.address;
    const known = [wallet, ...(contract ? [contract] : [])];
    const unknown = new Address(0, randomBytes(32)).toRawString();
    await eventually(async () => {
      const v2 = await Promise.all(known.map((address) => otherOk(ctx, 'getWalletInformation', { address })));
      const chain = await Promise.all(known.map((address) => chainAccount(ctx, address)));
      const list = ctx.ok(await ctx.call({ args: { address: [...known, unknown] } })).wallets;
      if (list.some((w) => same(w.address, unknown))) return `the never-seen account ${unknown} is listed`;
      for (const [i, address] of known.entries()) {
        const [info, c] = [v2[i]!, chain[i]!];
        const found = list.filter((w) => same(w.address, address));
        if (found.length !== 1) return `${found.length} wallet states of ${address}, expected one`;
        const w = found[0]!;
        if (w.last_transaction_lt !== c.lastLt)
          return `${address}: last transaction lt ${w.last_transaction_lt} ≠ the chain's ${c.lastLt}`;
        if (w.is_wallet !== info.wallet) return `${address}: is_wallet ${w.is_wallet} ≠ v2 wallet ${info.wallet}`;
        if (w.code_hash !== undefined && !same(w.code_hash, c.codeHash ?? ''))
          return `${address}: code_hash ${w.code_hash} ≠ the chain's ${c.codeHash}`;
        if (
          info.wallet &&
          (w.seqno !== info.seqno || w.wallet_type !== info.wallet_type || w.wallet_id !== info.wallet_id)
        )
          return `${address}: seqno/type/id ${w.seqno}/${w.wallet_type}/${w.wallet_id} ≠ v2 ${info.seqno}/${info.wallet_type}/${info.wallet_id}`;
        if (w.balance !== undefined && w.balance !== c.balance)
          return `${address}: balance ${w.balance} ≠ the chain's ${c.balance}`;
      }
      return undefined;
    });
  },
} satisfies CaseDef<'v3', 'getWalletStates'>;
