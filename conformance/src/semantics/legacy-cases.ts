// The legacy account operations (D22) and their short names (D26): answered from the index by default (D14) or,
// with use_v2=true, from the liteserver-backed API in its own wording. An account the index has never seen tells
// the two apart: the index answers the documented empty state (`uninit`), API v2 its `uninitialized`.
import { Address } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { check, discoveredAccount, otherOk, type CaseContext, type CaseDef } from '../case.ts';
import { whenSettled } from '../settled.ts';
import { at, same } from '../values.ts';

type LegacyOp = 'getAddressInformation' | 'getAccount' | 'getWalletInformation' | 'getWallet';
const ZERO = Buffer.alloc(32).toString('base64');

export function useV2Case(op: LegacyOp): CaseDef<'v3'> {
  const wallet = op === 'getWalletInformation' || op === 'getWallet';
  return {
    description:
      "an account the index never saw answers the documented empty state (balance 0, uninit, last transaction 0 and zero hash) without use_v2 or with use_v2=false, and API v2's own answer with use_v2=true; for a known account use_v2=true is API v2's view of it",
    mode: 'schema-only',
    covers: ['address', 'use_v2'],
    async run(ctx: CaseContext<'v3'>) {
      const unknown = new Address(0, randomBytes(32)).toRawString();
      const read = async (address: string, use_v2?: boolean) =>
        ctx.ok(await ctx.call({ operationId: op, args: { address, ...(use_v2 === undefined ? {} : { use_v2 }) } }));
      for (const flag of [undefined, false]) {
        const r = await read(unknown, flag);
        const got = [at(r, 'balance'), at(r, 'status'), at(r, 'last_transaction_lt'), at(r, 'last_transaction_hash')];
        check(
          JSON.stringify(got) === JSON.stringify(['0', 'uninit', '0', ZERO]) &&
            (wallet || (at(r, 'code') === null && at(r, 'data') === null && at(r, 'frozen_hash') === null)),
          `use_v2=${flag}: a never-seen account answers ${JSON.stringify(r).slice(0, 300)}, not the documented empty state`,
        );
      }
      const v2Unknown = await otherOk(ctx, 'getAddressInformation', { address: unknown });
      const fresh = await read(unknown, true);
      check(
        at(fresh, 'status') === v2Unknown.state && String(at(fresh, 'balance')) === String(v2Unknown.balance),
        `use_v2=true: a never-seen account answers ${JSON.stringify(fresh).slice(0, 200)}; API v2 says ${v2Unknown.state} with ${v2Unknown.balance}`,
      );
      const known = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
      let v2: Awaited<ReturnType<typeof otherOk<'v3', 'getAddressInformation'>>> | undefined;
      await whenSettled(
        async () => {
          v2 = await otherOk(ctx, 'getAddressInformation', { address: known });
          return v2.last_transaction_id.lt;
        },
        async () => {
          const r = await read(known, true);
          if (
            at(r, 'last_transaction_lt') !== v2!.last_transaction_id.lt ||
            !same(at(r, 'last_transaction_hash'), v2!.last_transaction_id.hash)
          )
            return `use_v2=true: last transaction ${at(r, 'last_transaction_lt')} ≠ v2 ${v2!.last_transaction_id.lt}`;
          if (String(at(r, 'balance')) !== v2!.balance)
            return `use_v2=true: balance ${at(r, 'balance')} ≠ v2 ${v2!.balance}`;
          if (at(r, 'status') !== v2!.state) return `use_v2=true: status ${at(r, 'status')} ≠ v2 state ${v2!.state}`;
          if (!wallet && (at(r, 'code') !== v2!.code || at(r, 'data') !== v2!.data))
            return 'use_v2=true: code or data differs from v2';
          return undefined;
        },
      );
    },
  };
}
