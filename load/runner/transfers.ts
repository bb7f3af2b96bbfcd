// Signed transfers between a local network's genesis wallets (their mnemonic is public and only
// worth anything on the devnet): sendBoc sends each once, estimateFee prices their bodies.
import { beginCell, external, internal, storeMessage, toNano, type Cell } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { SendMode, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import type { FeeQuery } from '../shared/dataset.ts';

/** One entry of the accounts file written by `devnet --accounts-out`. */
export interface LocalAccount {
  kind: string;
  version?: string;
  index?: number;
  walletId?: number;
  address: string;
  mnemonic?: string[];
}

type Wallet = WalletContractV3R2 | WalletContractV4 | WalletContractV5R1;

function open(a: LocalAccount, publicKey: Buffer): Wallet | undefined {
  switch (a.version) {
    case 'v3r2': return WalletContractV3R2.create({ workchain: 0, publicKey, walletId: a.walletId });
    case 'v4r2': return WalletContractV4.create({ workchain: 0, publicKey, walletId: a.walletId });
    case 'v5r1': return WalletContractV5R1.create({ publicKey, walletId: { networkGlobalId: -239, context: { workchain: 0, subwalletNumber: a.index ?? 0, walletVersion: 'v5r1' } } });
    default: return undefined;
  }
}

export interface SigningWallet {
  address: string;
  body(seqno: number): Cell;
  external(seqno: number): string;
}

/** Wallets of the accounts file we can sign for, whose derived address matches the file's. */
export async function signingWallets(accounts: LocalAccount[]): Promise<SigningWallet[]> {
  const out: SigningWallet[] = [];
  const keys = new Map<string, Awaited<ReturnType<typeof mnemonicToPrivateKey>>>();
  const wallets = accounts.filter((a) => a.kind === 'wallet' && a.mnemonic);
  for (const [i, a] of wallets.entries()) {
    const words = a.mnemonic!.join(' ');
    if (!keys.has(words)) keys.set(words, await mnemonicToPrivateKey(a.mnemonic!));
    const key = keys.get(words)!;
    const w = open(a, key.publicKey);
    if (!w || w.address.toRawString() !== a.address.toLowerCase()) continue;
    const to = wallets[(i + 1) % wallets.length]!.address;
    const sign = w.createTransfer.bind(w) as (args: Parameters<WalletContractV4['createTransfer']>[0]) => Cell;
    const body = (seqno: number): Cell => sign({
      seqno, secretKey: key.secretKey, sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      // Long enough for any profile to send it; the seqno keeps it single-use.
      timeout: Math.floor(Date.now() / 1000) + 3600,
      messages: [internal({ to, value: toNano('0.01'), bounce: false })],
    });
    out.push({
      address: a.address,
      body,
      external: (seqno) => beginCell().store(storeMessage(external({ to: w.address, body: body(seqno) }))).endCell().toBoc().toString('base64'),
    });
  }
  return out;
}

/**
 * `count` transfers taking wallets in turn, each wallet's seqnos in order: at a few sendBoc per
 * second a wallet's next transfer arrives long after its previous one was applied.
 */
export function transfers(wallets: SigningWallet[], seqnos: Map<string, number>, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count && wallets.length > 0; i++) {
    const w = wallets[i % wallets.length]!;
    out.push(w.external((seqnos.get(w.address) ?? 0) + Math.floor(i / wallets.length)));
  }
  return out;
}

export function feeQueries(wallets: SigningWallet[], seqnos: Map<string, number>): FeeQuery[] {
  return wallets.map((w) => ({ address: w.address, body: w.body(seqnos.get(w.address) ?? 0).toBoc().toString('base64') }));
}
