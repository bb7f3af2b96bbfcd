// Transfers the delivery checks watch, signed by the suite itself (local network genesis wallets): TON with a
// comment only this run wrote, and TEP-74 jetton transfers from a jetton wallet the sender owns. Each transfer is
// signed before the subscribers open, so a trace subscription can name its normalized hash in advance.
import { Address, beginCell, toNano } from '@ton/core';
import type { SigningWallet } from '../../../devnet/wallets.ts';
import { externalHashes } from './norm.ts';
import { raw } from './subscriber.ts';

export interface Transfer {
  /** T1, T2…: how failures name it */
  label: string;
  /** the round of the delivery checks it was sent in (each subscriber's subscription in force for it) */
  round: number;
  kind: 'ton' | 'jetton';
  /** sender and recipient (raw, lower case) */
  from: string;
  to: string;
  boc: string;
  /** base64 hash and normalized hash (TEP-467) of the external message */
  hash: string;
  norm: string;
}

export interface Broadcast {
  seqno(address: string): Promise<number>;
  send(boc: string): Promise<void>;
}

/** One wallet that signs, one transfer at a time (a wallet's seqno allows no other). */
export class Sender {
  private lastSeqno?: number;
  constructor(
    readonly wallet: SigningWallet,
    /** the jetton wallet it owns, when the local network seeded one */
    readonly jettonWallet: string | undefined,
    private readonly io: Broadcast,
  ) {}

  get address(): string {
    return raw(this.wallet.address);
  }

  /** Signs a transfer at the wallet's next seqno (waiting until the previous one is seen by the API). */
  async prepare(label: string, round: number, kind: 'ton' | 'jetton', to: string): Promise<Transfer> {
    let seqno = await this.io.seqno(this.wallet.address);
    for (
      const until = Date.now() + 15_000;
      this.lastSeqno !== undefined && seqno <= this.lastSeqno && Date.now() < until;
    ) {
      await new Promise((r) => setTimeout(r, 300));
      seqno = await this.io.seqno(this.wallet.address);
    }
    this.lastSeqno = seqno;
    const jetton = kind === 'jetton' && this.jettonWallet !== undefined;
    const boc = jetton
      ? this.wallet.externalBoc(seqno, [
          { to: this.jettonWallet!, value: toNano('0.2'), body: jettonTransfer(to, this.wallet.address), bounce: true },
        ])
      : this.wallet.externalBoc(seqno, [
          { to, value: toNano('0.3'), body: `conformance streaming ${label} ${Date.now()}` },
        ]);
    return {
      label,
      round,
      kind: jetton ? 'jetton' : 'ton',
      from: this.address,
      to: raw(to),
      boc,
      ...externalHashes(boc),
    };
  }

  send(t: Transfer): Promise<void> {
    return this.io.send(t.boc);
  }
}

/** TEP-74 `transfer`: an amount only this run chose, the excess back to the sender, a notification to the receiver. */
function jettonTransfer(to: string, responseTo: string) {
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(Date.now(), 64)
    .storeCoins(BigInt(1000 + (Date.now() % 1000)))
    .storeAddress(Address.parse(to))
    .storeAddress(Address.parse(responseTo))
    .storeBit(0)
    .storeCoins(toNano('0.01'))
    .storeBit(0)
    .endCell();
}
