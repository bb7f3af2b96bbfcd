// The one genesis wallet the v3 cases sign with (index 3 of the local network's genesis wallets; the others belong
// to other send cases). A wallet takes one external message at a time: the cases that send queue on one lock, each
// reads the seqno itself and holds the lock until the chain has taken its message (the seqno moved on).
import { Cell, loadMessage } from '@ton/core';
import { fail, otherOk, skip, type CaseContext } from '../case.ts';
import { signingWallets, type SigningWallet } from '../../../devnet/wallets.ts';
import { same } from '../values.ts';
import { normalizedHash } from './chain.ts';

const SENDER_INDEX = 3;
/** The genesis wallet other cases' transfers go to (index 5, the common recipient). */
const RECIPIENT_INDEX = 5;

export interface Sender {
  wallet: SigningWallet;
  seqno: number;
  /** the common recipient's address */
  recipient: string;
}

async function seqnoOf(ctx: CaseContext<'v3'>, address: string): Promise<number> {
  return Number((await otherOk(ctx, 'getWalletInformation', { address })).seqno);
}

/** Runs `fn` with the sender and its current seqno, alone; `fn` sends at most one external message. */
export async function withSender<T>(ctx: CaseContext<'v3'>, fn: (s: Sender) => Promise<T>): Promise<T> {
  const wallets = await signingWallets(ctx.data.local);
  const wallet = wallets[SENDER_INDEX];
  const recipient = wallets[RECIPIENT_INDEX]?.address;
  if (!wallet || !recipient) skip("needs the local network's genesis wallets: run with --network local and --accounts");
  const lock = await ctx.once('v3-sender-lock', async () => ({ tail: Promise.resolve() }));
  const before = lock.tail;
  let release = () => {};
  lock.tail = new Promise<void>((r) => (release = r));
  await before;
  try {
    const seqno = await seqnoOf(ctx, wallet.address);
    const out = await fn({ wallet, seqno, recipient });
    // the next sender must find the seqno this message used spent
    const end = Date.now() + 20_000;
    while ((await seqnoOf(ctx, wallet.address)) === seqno && Date.now() < end)
      await new Promise((r) => setTimeout(r, 300));
    return out;
  } finally {
    release();
  }
}

/** Broadcasts an external message through v3 POST /message; its answer's hash must be the message cell's. */
export async function broadcast(ctx: CaseContext<'v3'>, boc: string): Promise<string> {
  const r = ctx.ok(await ctx.call({ operationId: 'sendMessage', args: { boc } }));
  const hash = Cell.fromBase64(boc).hash().toString('base64');
  if (!same(r.message_hash, hash))
    fail(`POST /message answered message_hash ${r.message_hash}; the message cell hashes to ${hash}`);
  const norm = normalizedHash(loadMessage(Cell.fromBase64(boc).beginParse()));
  if (!same(r.message_hash_norm, norm))
    fail(`POST /message answered message_hash_norm ${r.message_hash_norm}; TEP-467 normalisation gives ${norm}`);
  return hash;
}

/** Polls API v2 for the transaction of `account` that received the external message `hash`; its raw BoC. */
export async function landed(ctx: CaseContext<'v3'>, account: string, hash: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const txs = await otherOk(ctx, 'getTransactions', { address: account, limit: 5 });
    const tx = txs.find((t) => same(t.in_msg?.hash, hash));
    if (tx) return tx;
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(`the transaction of message ${hash} did not reach ${account} within ${timeoutMs / 1000} s`);
}
