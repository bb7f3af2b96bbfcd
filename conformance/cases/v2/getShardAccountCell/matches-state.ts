import { Cell, loadShardAccount } from '@ton/core';
import { check, type CaseDef, type OkBody } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description:
    'the ShardAccount cell holds the account getAddressInformation describes: its last transaction, balance and code',
  mode: 'schema-only',
  async run(ctx) {
    const address = ctx.data.accounts[0];
    let info!: OkBody<'v2', 'getAddressInformation'>;
    await whenSettled(
      async () => {
        info = ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } }));
        return info.last_transaction_id.lt;
      },
      async () => {
        const r = ctx.ok(await ctx.call({ args: { address } }));
        check(r['@type'] === 'tvm.cell', `@type is ${r['@type']}`);
        const shard = loadShardAccount(Cell.fromBase64(r.bytes).beginParse());
        if (String(shard.lastTransactionLt) !== info.last_transaction_id.lt)
          return `last_trans_lt ${shard.lastTransactionLt} ≠ ${info.last_transaction_id.lt}`;
        if (
          Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex').toString('base64') !==
          info.last_transaction_id.hash
        )
          return 'last_trans_hash differs from getAddressInformation';
        const balance = shard.account ? shard.account.storage.balance.coins.toString() : '0';
        if (balance !== info.balance) return `balance ${balance} ≠ ${info.balance}`;
        const state = shard.account?.storage.state;
        const code = state?.type === 'active' ? (state.state.code?.toBoc({ idx: false }).toString('base64') ?? '') : '';
        if (Boolean(code) !== Boolean(info.code))
          return 'the cell and getAddressInformation disagree on whether the account has code';
        return undefined;
      },
    );
  },
} satisfies CaseDef<'v2', 'getShardAccountCell'>;
