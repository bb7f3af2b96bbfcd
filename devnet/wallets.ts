// Signing for the local network's genesis wallets (their mnemonic is public and worthless anywhere
// else): conformance send cases, seeded history and load profiles build real wallet transfers with it.
import { readFileSync } from 'node:fs';
import { beginCell, external, internal, storeMessage, toNano, type Cell, type StateInit } from '@ton/core';
import { mnemonicToPrivateKey, type KeyPair } from '@ton/crypto';
import { SendMode, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

/** One record of the accounts file the local network writes. */
export interface LocalAccount {
  kind: string;
  version?: string;
  index?: number;
  walletId?: number;
  address: string;
  friendly?: string;
  mnemonic?: string[];
  balance?: string;
  owner?: string;
  note?: string;
}

export function readAccounts(file: string): LocalAccount[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(raw) ? raw : (raw as { accounts?: unknown }).accounts;
  // Other shapes of accounts file still give their addresses to discovery; there is just nothing to sign with.
  return Array.isArray(list) ? (list as LocalAccount[]).filter((a) => a && typeof a.address === 'string') : [];
}

type Contract = WalletContractV3R2 | WalletContractV4 | WalletContractV5R1;

export interface Transfer {
  to: string;
  value?: bigint;
  body?: Cell | string;
  bounce?: boolean;
  /** deploys the receiver: its code and data, whose hash is its address */
  init?: StateInit;
}

export interface SigningWallet {
  account: LocalAccount;
  address: string;
  /** the signed transfer body (what estimateFee prices) */
  body(seqno: number, transfers: Transfer[]): Cell;
  /** the external message carrying it, as base64 BoC (what sendBoc takes) */
  externalBoc(seqno: number, transfers: Transfer[]): string;
}

function open(a: LocalAccount, publicKey: Buffer): Contract | undefined {
  switch (a.version) {
    case 'v3r2':
      return WalletContractV3R2.create({ workchain: 0, publicKey, walletId: a.walletId });
    case 'v4r2':
      return WalletContractV4.create({ workchain: 0, publicKey, walletId: a.walletId });
    case 'v5r1':
      return WalletContractV5R1.create({
        publicKey,
        walletId: {
          networkGlobalId: -239,
          context: { workchain: 0, subwalletNumber: a.index ?? 0, walletVersion: 'v5r1' },
        },
      });
    default:
      return undefined;
  }
}

const keys = new Map<string, Promise<KeyPair>>();

/** The wallets of the accounts file whose derived address matches the recorded one. */
export async function signingWallets(accounts: LocalAccount[]): Promise<SigningWallet[]> {
  const out: SigningWallet[] = [];
  for (const a of accounts) {
    if (a.kind !== 'wallet' || !a.mnemonic) continue;
    const words = a.mnemonic.join(' ');
    if (!keys.has(words)) keys.set(words, mnemonicToPrivateKey(a.mnemonic));
    const key = await keys.get(words)!;
    const w = open(a, key.publicKey);
    if (!w || w.address.toRawString() !== a.address.toLowerCase()) continue;
    const sign = w.createTransfer.bind(w) as (args: Parameters<WalletContractV4['createTransfer']>[0]) => Cell;
    const body = (seqno: number, transfers: Transfer[]): Cell =>
      sign({
        seqno,
        secretKey: key.secretKey,
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
        timeout: Math.floor(Date.now() / 1000) + 600,
        messages: transfers.map((t) =>
          internal({
            to: t.to,
            value: t.value ?? toNano('0.01'),
            bounce: t.bounce ?? false,
            body: t.body,
            init: t.init,
          }),
        ),
      });
    out.push({
      account: a,
      address: a.address,
      body,
      externalBoc: (seqno, transfers) =>
        beginCell()
          .store(storeMessage(external({ to: w.address, body: body(seqno, transfers) })))
          .endCell()
          .toBoc()
          .toString('base64'),
    });
  }
  return out;
}
