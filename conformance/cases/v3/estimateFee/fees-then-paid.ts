import {
  beginCell,
  Cell,
  external,
  internal,
  loadMessage,
  loadTransaction,
  SendMode,
  storeMessage,
  toNano,
} from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV3R2 } from '@ton/ton';
import { randomBytes } from 'node:crypto';
import { check, otherOk, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { broadcast, landed, withSender } from '../../../src/semantics/sender.ts';

type Ctx = CaseContext<'v3', 'estimateFee'>;
type Fees = { in_fwd_fee: number; storage_fee: number; gas_fee: number; fwd_fee: number };

/** What a transaction paid, in estimateFee's terms: gas, forwarding of what it sent, and the import of its message. */
function paid(boc: string): Omit<Fees, 'storage_fee'> {
  const tx = loadTransaction(Cell.fromBase64(boc).beginParse());
  const d = tx.description;
  if (d.type !== 'generic' || d.computePhase.type !== 'vm') return { in_fwd_fee: -1, gas_fee: -1, fwd_fee: -1 };
  const gas = d.computePhase.gasFees;
  const storage = d.storagePhase?.storageFeesCollected ?? 0n;
  const action = d.actionPhase?.totalActionFees ?? 0n;
  return {
    gas_fee: Number(gas),
    fwd_fee: Number(d.actionPhase?.totalFwdFees ?? 0n),
    in_fwd_fee: Number(tx.totalFees.coins - gas - storage - action),
  };
}

/** The fees that depend only on the message and the config (storage grows with the seconds since the last payment). */
const exact = (f: Omit<Fees, 'storage_fee'>) => `gas ${f.gas_fee}, forwarding ${f.fwd_fee}, import ${f.in_fwd_fee}`;

async function estimate(ctx: Ctx, args: Record<string, unknown>): Promise<Fees> {
  return ctx.ok(await ctx.call({ args })).source_fees as Fees;
}

export default {
  description:
    "a transfer's estimate (address, body) is what its transaction then pays (gas, forwarding, import); the same body with a forged signature is priced only with ignore_chksig (its default true), refused without; a new wallet's deploy is priced with init_code and init_data as its first transaction pays, and without them runs no code",
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['address', 'body', 'ignore_chksig', 'init_code', 'init_data'],
  async run(ctx) {
    const key = keyPairFromSeed(randomBytes(32));
    const fresh = WalletContractV3R2.create({ workchain: 0, publicKey: key.publicKey });
    const freshAddress = fresh.address.toRawString();
    await withSender(ctx, async ({ wallet, seqno }) => {
      const boc = wallet.externalBoc(seqno, [
        { to: freshAddress, value: toNano('0.3'), body: 'conformance deploy funds' },
      ]);
      const body = loadMessage(Cell.fromBase64(boc).beginParse()).body;
      const estimated = await estimate(ctx, {
        address: wallet.address,
        body: body.toBoc().toString('base64'),
        ignore_chksig: false,
      });
      // the same transfer signed with another key: only a signature check tells it from the real one
      const forged = WalletContractV3R2.create({
        workchain: 0,
        publicKey: key.publicKey,
        walletId: wallet.account.walletId,
      }).createTransfer({
        seqno,
        secretKey: keyPairFromSeed(randomBytes(32)).secretKey,
        messages: [internal({ to: freshAddress, value: toNano('0.3'), body: 'conformance deploy funds' })],
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      });
      const f = (forged as Cell).toBoc().toString('base64');
      const [checked, skipped, byDefault] = [
        await estimate(ctx, { address: wallet.address, body: f, ignore_chksig: false }),
        await estimate(ctx, { address: wallet.address, body: f, ignore_chksig: true }),
        await estimate(ctx, { address: wallet.address, body: f }),
      ];
      check(
        checked.gas_fee === 0,
        `a forged signature with ignore_chksig=false is priced with gas ${checked.gas_fee}: the wallet would refuse it`,
      );
      for (const [name, e] of [
        ['ignore_chksig=true', skipped],
        ['ignore_chksig absent (default true)', byDefault],
      ] as const)
        check(
          e.gas_fee === estimated.gas_fee && e.fwd_fee === estimated.fwd_fee,
          `a forged signature with ${name} is priced ${JSON.stringify(e)}, the signed transfer ${JSON.stringify(estimated)}`,
        );
      const hash = await broadcast(ctx, boc);
      const tx = await landed(ctx, wallet.address, hash);
      check(
        exact(estimated) === exact(paid(tx.data)),
        `the transfer was estimated ${exact(estimated)} and paid ${exact(paid(tx.data))}`,
      );
    });
    // the new wallet deploys itself with its first external message, once the funds reached it
    const end = Date.now() + 20_000;
    while (BigInt(await otherOk(ctx, 'getAddressBalance', { address: freshAddress })) === 0n && Date.now() < end)
      await new Promise((r) => setTimeout(r, 300));
    const transfer = fresh.createTransfer({
      seqno: 0,
      secretKey: key.secretKey,
      messages: [internal({ to: fresh.address, value: 1n, body: 'conformance deployed' })],
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    }) as Cell;
    const init = fresh.init;
    const base = { address: freshAddress, body: transfer.toBoc().toString('base64'), ignore_chksig: false };
    const withInit = await estimate(ctx, {
      ...base,
      init_code: init.code.toBoc().toString('base64'),
      init_data: init.data.toBoc().toString('base64'),
    });
    const without = await estimate(ctx, base);
    check(
      without.gas_fee === 0,
      `without init_code/init_data an undeployed wallet is priced with gas ${without.gas_fee}: it has no code to run`,
    );
    const deploy = beginCell()
      .store(storeMessage(external({ to: fresh.address, init, body: transfer })))
      .endCell();
    const hash = await broadcast(ctx, deploy.toBoc().toString('base64'));
    const tx = await landed(ctx, freshAddress, hash);
    check(
      exact(withInit) === exact(paid(tx.data)),
      `the deploy was estimated ${exact(withInit)} and paid ${exact(paid(tx.data))}`,
    );
  },
} satisfies CaseDef<'v3', 'estimateFee'>;
