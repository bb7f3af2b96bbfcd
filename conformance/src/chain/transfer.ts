// The fact the chain oracles share, established once per run (ctx.once): signing wallet 1 sends one external
// message with three outbound messages (two comments to wallet 5, created one lt apart, and the deploy of a
// resolver only this run knows), and the suite records what the chain then says: each transaction's BOC,
// the masterchain block before which the sender's and the resolver's states are the old ones and from which
// they are the new ones (commit.ts).
import { type Address, type Cell, internal, toNano } from '@ton/core';
import { getSecureRandomBytes } from '@ton/crypto';
import { check, fail, type CaseContext } from '../case.ts';
import { commitOf, type Commit, masterchainHead } from './commit.ts';
import { type Resolver, resolverFor } from './resolver.ts';
import { awaitInbound, senderAndRecipient, sendAndAwait, withSender } from './sender.ts';
import { type MessageTruth, type TxTruth, txTruth } from './transaction.ts';
import type { SignedMessage } from './wallet.ts';

export interface Landed {
  msg: MessageTruth;
  tx: TxTruth;
}

export interface ChainTransfer {
  sender: Address;
  /** the sender's wallet code (v3r2): what a view must recognise as a wallet */
  walletCode: Cell;
  recipient: Address;
  resolver: Resolver;
  sent: SignedMessage;
  /** the comments of the two messages to the recipient, in order */
  comments: [string, string];
  /** a masterchain seqno read before the message was sent */
  before: number;
  tx: TxTruth;
  commit: Commit;
  /** the two messages to the recipient and the transactions that received them */
  received: [Landed, Landed];
  /** the resolver's first transaction (its deploy) and its commit */
  deploy: Landed & { commit: Commit };
}

export function chainTransfer(ctx: CaseContext<'v2'>): Promise<ChainTransfer> {
  return ctx.once('v2 chain: wallet 1 → two comments to wallet 5 and a resolver deploy', () =>
    withSender(() => establish(ctx)),
  );
}

async function landed(ctx: CaseContext<'v2'>, msg: MessageTruth): Promise<Landed> {
  check(msg.destination !== '', 'an outbound message without destination');
  const printed = await awaitInbound(ctx, msg.destination, msg.hash);
  if (!printed) fail(`message ${msg.hash} to ${msg.destination.toRawString()} was never received`);
  return { msg, tx: txTruth(printed.data) };
}

async function establish(ctx: CaseContext<'v2'>): Promise<ChainTransfer> {
  const { sender, recipient } = await senderAndRecipient(ctx);
  const salt = await getSecureRandomBytes(16);
  const resolver = resolverFor(sender.address, recipient, sender.address, salt);
  const tag = `conformance v2 chain ${salt.toString('hex').slice(0, 8)}`;
  const comments: [string, string] = [`${tag} first`, `${tag} second`];
  const before = await masterchainHead(ctx);
  const { sent, printed } = await sendAndAwait(ctx, sender, (seqno) =>
    sender.sign(seqno, [
      internal({ to: recipient, value: toNano('0.01'), bounce: false, body: comments[0] }),
      internal({ to: recipient, value: toNano('0.02'), bounce: false, body: comments[1] }),
      internal({ to: resolver.address, value: toNano('0.1'), bounce: false, init: resolver.init }),
    ]),
  );
  const tx = txTruth(printed.data);
  check(
    tx.hash === printed.transaction_id.hash,
    `getTransactions printed ${printed.transaction_id.hash} for a transaction whose data hashes to ${tx.hash}`,
  );
  check(
    tx.inMsg?.hash === sent.hash,
    `the transaction's inbound message is ${tx.inMsg?.hash}, not the one sent ${sent.hash}`,
  );
  const toRecipient = tx.outMsgs.filter((m) => m.destination !== '' && m.destination.equals(recipient));
  const toResolver = tx.outMsgs.find((m) => m.destination !== '' && m.destination.equals(resolver.address));
  if (toRecipient.length !== 2 || !toResolver)
    fail(
      `the wallet's transaction sent ${tx.outMsgs.length} messages, not the two comments and the deploy it was signed for`,
    );
  const received: [Landed, Landed] = [await landed(ctx, toRecipient[0]!), await landed(ctx, toRecipient[1]!)];
  const deployed = await landed(ctx, toResolver);
  return {
    sender: sender.address,
    walletCode: sender.init.code,
    recipient,
    resolver,
    sent,
    comments,
    before,
    tx,
    commit: await commitOf(ctx, sender.address, tx.lt, before),
    received,
    deploy: { ...deployed, commit: await commitOf(ctx, resolver.address, deployed.tx.lt, before) },
  };
}
