// The one genesis wallet the chain facts sign with (signing wallet 1 of the local network), one external
// message at a time: a wallet accepts the next seqno only, so two transfers in flight would race.
import { Address } from '@ton/core';
import { fail, skip, type CaseContext, type OkBody } from '../case.ts';
import { signingWallets } from '../../../devnet/wallets.ts';
import { accountTruth, walletV3Data } from './account.ts';
import { localSigner, type SignedMessage, type Signer } from './wallet.ts';

/** Index of the sending wallet among signingWallets(), and of the wallet that receives. */
const SENDER = 1;
const RECIPIENT = 5;

let queue: Promise<unknown> = Promise.resolve();

/** Runs `fn` when no other chain fact is signing with the sender. */
export function withSender<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

export async function senderAndRecipient(ctx: CaseContext<'v2'>): Promise<{ sender: Signer; recipient: Address }> {
  const wallets = await signingWallets(ctx.data.local);
  if (wallets.length <= RECIPIENT)
    skip("needs the local network's genesis wallets: run with --network local and --accounts");
  const sender = await localSigner(wallets[SENDER]!.account);
  if (!sender) skip(`signing wallet ${SENDER} of the local network is not a wallet v3r2 the suite can sign for`);
  return { sender, recipient: Address.parse(wallets[RECIPIENT]!.address) };
}

/** The seqno a wallet v3 expects next, from its own data cell (getShardAccountCell). */
export async function walletSeqno(ctx: CaseContext<'v2'>, address: Address): Promise<number> {
  const cell = ctx.ok(await ctx.call({ operationId: 'getShardAccountCell', args: { address: address.toRawString() } }));
  const data = walletV3Data(accountTruth(cell.bytes).data);
  if (!data) fail(`${address.toRawString()} has no wallet v3 data`);
  return data.seqno;
}

type Printed = OkBody<'v2', 'getTransactions'>[number];

/** Polls getTransactions of `address` until a transaction whose inbound message has `msgHash` shows up. */
export async function awaitInbound(
  ctx: CaseContext<'v2'>,
  address: Address,
  msgHash: string,
  timeoutMs = 20_000,
): Promise<Printed | undefined> {
  const end = Date.now() + timeoutMs;
  do {
    const txs = ctx.ok(
      await ctx.call({ operationId: 'getTransactions', args: { address: address.toRawString(), limit: 16 } }),
    );
    const found = txs.find((t) => t.in_msg?.hash === msgHash);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 300));
  } while (Date.now() < end);
  return undefined;
}

/**
 * Signs at the wallet's current seqno, broadcasts through sendBoc and waits for the transaction; signs again
 * at the new seqno when the first attempt did not land (another sender took the seqno meanwhile).
 */
export async function sendAndAwait(
  ctx: CaseContext<'v2'>,
  signer: Signer,
  sign: (seqno: number) => SignedMessage,
  seqnoOf: () => Promise<number> = () => walletSeqno(ctx, signer.address),
): Promise<{ sent: SignedMessage; printed: Printed }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const sent = sign(await seqnoOf());
    const ex = await ctx.call({ operationId: 'sendBoc', args: { boc: sent.boc } });
    if (ex.response.status !== 200) continue;
    const printed = await awaitInbound(ctx, signer.address, sent.hash);
    if (printed) return { sent, printed };
  }
  fail(
    `three transfers signed by ${signer.address.toRawString()} never landed (sendBoc accepted them or refused them, getTransactions never listed them)`,
  );
}
