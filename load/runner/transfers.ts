// Signed transfers between a local network's genesis wallets (their mnemonic is public and only
// worth anything on the devnet): sendBoc sends each once, estimateFee prices their bodies. Signing
// itself is the conformance suite's (one implementation of the wallet contracts for both).
import type { FeeQuery } from '../shared/dataset.ts';
import type { SigningWallet } from '../../devnet/wallets.ts';

export { readAccounts, signingWallets, type LocalAccount, type SigningWallet } from '../../devnet/wallets.ts';

/** Each wallet pays the next one of the list, so every transfer moves between two known wallets. */
function payee(wallets: SigningWallet[], i: number): string {
  return wallets[(i + 1) % wallets.length]!.address;
}

/**
 * `count` transfers taking wallets in turn, each wallet's seqnos in order: at a few sendBoc per
 * second a wallet's next transfer arrives long after its previous one was applied.
 */
export function transfers(wallets: SigningWallet[], seqnos: Map<string, number>, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count && wallets.length > 0; i++) {
    const k = i % wallets.length;
    const w = wallets[k]!;
    out.push(w.externalBoc((seqnos.get(w.address) ?? 0) + Math.floor(i / wallets.length), [{ to: payee(wallets, k) }]));
  }
  return out;
}

export function feeQueries(wallets: SigningWallet[], seqnos: Map<string, number>): FeeQuery[] {
  return wallets.map((w, k) => ({
    address: w.address,
    body: w
      .body(seqnos.get(w.address) ?? 0, [{ to: payee(wallets, k) }])
      .toBoc()
      .toString('base64'),
  }));
}
