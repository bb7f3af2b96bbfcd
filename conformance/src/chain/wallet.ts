// Signing wallet v3r2 transfers with any outbound messages (a StateInit among them), for the chain facts:
// a genesis wallet of the local network (its mnemonic is public) or a fresh key made for one run.
import { type Address, beginCell, type Cell, external, type MessageRelaxed, SendMode, storeMessage } from '@ton/core';
import { getSecureRandomBytes, keyPairFromSeed, mnemonicToPrivateKey, type KeyPair } from '@ton/crypto';
import { WalletContractV3R2 } from '@ton/ton';
import type { LocalAccount } from '../../../devnet/wallets.ts';

export interface SignedMessage {
  /** the external message, base64 BOC (what sendBoc takes) */
  boc: string;
  /** its cell hash, base64 */
  hash: string;
  /** the signed body (what estimateFee prices) */
  body: Cell;
}

export interface Signer {
  address: Address;
  /** code and data of the wallet's StateInit (what deploys it) */
  init: { code: Cell; data: Cell };
  /** a transfer at `seqno`; `withInit` carries the StateInit (a deploy), `badSignature` flips a signature bit */
  sign(seqno: number, messages: MessageRelaxed[], opts?: { withInit?: boolean; badSignature?: boolean }): SignedMessage;
}

function signer(key: KeyPair, walletId?: number): Signer {
  const w = WalletContractV3R2.create({ workchain: 0, publicKey: key.publicKey, walletId });
  return {
    address: w.address,
    init: w.init,
    sign(seqno, messages, opts = {}) {
      let body = w.createTransfer({
        seqno,
        secretKey: key.secretKey,
        messages,
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
        timeout: Math.floor(Date.now() / 1000) + 600,
      });
      if (opts.badSignature) {
        const s = body.beginParse();
        const signature = s.loadBuffer(64);
        signature[0]! ^= 1;
        body = beginCell().storeBuffer(signature).storeSlice(s).endCell();
      }
      const cell = beginCell()
        .store(storeMessage(external({ to: w.address, init: opts.withInit ? w.init : undefined, body })))
        .endCell();
      return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('base64'), body };
    },
  };
}

/** A genesis wallet v3r2 of the local network (public mnemonic), or undefined for any other kind. */
export async function localSigner(a: LocalAccount): Promise<Signer | undefined> {
  if (a.kind !== 'wallet' || a.version !== 'v3r2' || !a.mnemonic) return undefined;
  const s = signer(await mnemonicToPrivateKey(a.mnemonic), a.walletId);
  return s.address.toRawString() === a.address.toLowerCase() ? s : undefined;
}

/** A wallet v3r2 nobody has used: a new key for this run. */
export async function freshSigner(): Promise<Signer> {
  return signer(keyPairFromSeed(await getSecureRandomBytes(32)));
}
