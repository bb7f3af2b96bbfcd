import { Address } from '@ton/core';
import { randomBytes } from 'node:crypto';
import type { CaseDef } from '../../../src/case.ts';
import { bocHash, chainAccount } from '../../../src/semantics/account-cell.ts';
import { activeAccount } from '../../../src/semantics/known.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "each requested account's state is the chain's Account cell (state hash, status, balance, last transaction, code and data hashes); code_boc and data_boc are those cells, and absent with include_boc=false; an account never seen is absent",
  mode: 'schema-only',
  covers: ['address', 'include_boc'],
  async run(ctx) {
    // a wallet, a contract and a DNS item of the local network, else accounts with recent activity; masterchain
    // system accounts change every block, faster than an index can be compared with the chain
    const local = ['wallet', 'jetton-minter', 'dns-item'].map((k) => ctx.data.local.find((a) => a.kind === k)?.address);
    const known = [...new Set([...local, await activeAccount(ctx)].filter((a) => a !== undefined))].slice(0, 3);
    const unknown = new Address(0, randomBytes(32)).toRawString();
    await eventually(async () => {
      const chain = await Promise.all(known.map((a) => chainAccount(ctx, a)));
      const read = async (include_boc?: boolean) =>
        ctx.ok(
          await ctx.call({
            args: { address: [...known, unknown], ...(include_boc === undefined ? {} : { include_boc }) },
          }),
        ).accounts;
      const [plain, withBoc, without] = [await read(), await read(true), await read(false)];
      if (plain.some((a) => same(a.address, unknown))) return `the never-seen account ${unknown} is listed`;
      for (const [i, address] of known.entries()) {
        const c = chain[i]!;
        for (const [form, list] of [
          ['default', plain],
          ['include_boc=true', withBoc],
          ['include_boc=false', without],
        ] as const) {
          const a = list.filter((x) => same(x.address, address));
          if (a.length !== 1) return `${form}: ${a.length} states of ${address}, expected one`;
          const s = a[0]!;
          if (s.last_transaction_lt !== c.lastLt || !same(s.last_transaction_hash, c.lastHash))
            return `${form}: ${address} last transaction ${s.last_transaction_lt} ≠ the chain's ${c.lastLt}`;
          if (!same(s.account_state_hash, c.stateHash))
            return `${form}: ${address} account_state_hash ${s.account_state_hash} is not the chain's Account cell ${c.stateHash}`;
          if (s.status !== c.status || String(s.balance) !== c.balance)
            return `${form}: ${address} is ${s.status} with ${s.balance}, the chain says ${c.status} with ${c.balance}`;
          if (!same(s.code_hash ?? '', c.codeHash ?? '') || !same(s.data_hash ?? '', c.dataHash ?? ''))
            return `${form}: ${address} code/data hashes ${s.code_hash}/${s.data_hash} ≠ the chain's ${c.codeHash}/${c.dataHash}`;
          const bocs = form === 'include_boc=false' ? [undefined, undefined] : [c.codeHash, c.dataHash];
          const got = [s.code_boc, s.data_boc].map((b) => (b === undefined ? undefined : bocHash(b)));
          if (got[0] !== bocs[0] || got[1] !== bocs[1])
            return `${form}: ${address} code_boc/data_boc hash to ${got.join('/')}, expected ${bocs.join('/')}`;
        }
      }
      return undefined;
    });
  },
} satisfies CaseDef<'v3', 'getAccountStates'>;
