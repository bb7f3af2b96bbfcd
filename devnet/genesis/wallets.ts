import { mnemonicToPrivateKey, type KeyPair } from '@ton/crypto';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1, type Address, type Cell } from '@ton/ton';

/**
 * The devnet's well-known test mnemonic (documented in devnet/README.md). Like anvil's accounts:
 * public, fixed, and worthless anywhere but on a local devnet.
 */
export const DEVNET_MNEMONIC =
  'grocery ship practice vanish dream village spoon arrange isolate old soccer popular symptom raccoon rain liberty skate moral loud hire olympic birth attend rotate'.split(
    ' ',
  );

export const GENESIS_WALLET_BALANCE = 1_000_000n * 1_000_000_000n;
/** Default wallet id of V3/V4 wallets (698983191 = 0x29a9a317) plus the wallet's index. */
export const BASE_WALLET_ID = 698983191;
export const WALLETS_PER_VERSION = 4;

export type WalletVersion = 'v3r2' | 'v4r2' | 'v5r1';

export interface GenesisWallet {
  version: WalletVersion;
  index: number;
  /** V3/V4: walletId; V5R1: subwalletNumber (networkGlobalId -239, workchain 0). */
  walletId: number;
  address: Address;
  code: Cell;
  data: Cell;
  balance: bigint;
}

let keyCache: Promise<KeyPair> | null = null;
export function devnetKey(): Promise<KeyPair> {
  keyCache ??= mnemonicToPrivateKey(DEVNET_MNEMONIC);
  return keyCache;
}

/** Wallet i of a version: the same key, walletId BASE_WALLET_ID + i (V3R2, V4R2) or subwallet i (V5R1). */
export function openWallet(version: WalletVersion, index: number, publicKey: Buffer) {
  switch (version) {
    case 'v3r2':
      return WalletContractV3R2.create({ workchain: 0, publicKey, walletId: BASE_WALLET_ID + index });
    case 'v4r2':
      return WalletContractV4.create({ workchain: 0, publicKey, walletId: BASE_WALLET_ID + index });
    case 'v5r1':
      return WalletContractV5R1.create({
        publicKey,
        walletId: { networkGlobalId: -239, context: { workchain: 0, subwalletNumber: index, walletVersion: 'v5r1' } },
      });
  }
}

export async function genesisWallets(perVersion = WALLETS_PER_VERSION): Promise<GenesisWallet[]> {
  const key = await devnetKey();
  const out: GenesisWallet[] = [];
  for (const version of ['v3r2', 'v4r2', 'v5r1'] as const) {
    for (let i = 0; i < perVersion; i++) {
      const w = openWallet(version, i, key.publicKey);
      out.push({
        version,
        index: i,
        walletId: version === 'v5r1' ? i : BASE_WALLET_ID + i,
        address: w.address,
        code: w.init.code,
        data: w.init.data,
        balance: GENESIS_WALLET_BALANCE,
      });
    }
  }
  return out;
}
