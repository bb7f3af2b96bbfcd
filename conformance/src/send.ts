// Real transfers on the local network for the send cases: a genesis wallet signs, the API broadcasts,
// and the transaction must then be found through the API itself.
import { Cell, toNano } from '@ton/core';
import { check, fail, skip, type CaseContext, type OkBody } from './case.ts';
import { signingWallets, type SigningWallet } from '../../devnet/wallets.ts';
import { at, same } from './values.ts';

type V2Transaction = OkBody<'v2', 'getTransactions'>[number];

/**
 * The wallet a send case signs with: each send operation takes its own (counted from the end of the
 * accounts file, away from the busiest accounts other cases read), so concurrent cases never race on a seqno.
 */
export async function senderFor(ctx: CaseContext, slot: number): Promise<{ wallet: SigningWallet; to: string }> {
  const wallets = await signingWallets(ctx.data.local);
  if (wallets.length < 8) skip("needs the local network's genesis wallets: run with --network local and --accounts");
  // The recipient is neither a sender nor the first wallet, which the reading cases watch.
  return { wallet: wallets.at(-1 - slot)!, to: wallets[wallets.length - 7]!.address };
}

export interface SignedTransfer {
  boc: string;
  hash: string;
  value: bigint;
  comment: string;
  to: string;
}

/** A signed transfer of a little TON with a unique comment, at the wallet's current seqno as v2 reports it. */
export async function signedTransfer(
  ctx: CaseContext,
  wallet: SigningWallet,
  to: string,
  seqno?: number,
): Promise<SignedTransfer> {
  if (seqno === undefined) {
    const info = await ctx.target
      .call(ctx.target.op('getWalletInformation') ?? fail('the v2 spec has no getWalletInformation'), {
        args: { address: wallet.address },
      })
      .then((ex) => ctx.ok(ex));
    check(at(info, 'wallet') === true, `${wallet.address} is not reported as a wallet`);
    seqno = Number(at(info, 'seqno'));
  }
  const value = toNano('0.5');
  const comment = `conformance ${ctx.op.operationId} ${Date.now()}`;
  const boc = wallet.externalBoc(seqno, [{ to, value, body: comment }]);
  return { boc, hash: Cell.fromBase64(boc).hash().toString('base64'), value, comment, to };
}

/** Polls v2 getTransactions of the sender until the transaction of the external message shows up. */
export async function awaitV2Transaction(
  ctx: CaseContext<'v2'>,
  address: string,
  msgHash: string,
  timeoutMs = 20_000,
): Promise<V2Transaction> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const txs = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { address, limit: 5 } }));
    const tx = txs.find((t) => same(t.in_msg?.hash, msgHash));
    if (tx) return tx;
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(
    `the transaction of external message ${msgHash} did not appear in getTransactions(${address}) within ${timeoutMs / 1000} s`,
  );
}

/** The wallet's transaction sent the transfer: one outbound message to the recipient with the value. */
export function checkSentTransfer(tx: V2Transaction, t: SignedTransfer): void {
  const out = tx.out_msgs;
  const msg = out.find((m) => same(m.destination, t.to));
  check(msg, `the transaction sent no message to ${t.to}: ${JSON.stringify(out).slice(0, 300)}`);
  check(BigInt(msg.value) === t.value, `the message carries ${msg.value} nanoton, the transfer ${t.value}`);
}
