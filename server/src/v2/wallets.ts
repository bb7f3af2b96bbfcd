import type { Cell } from '@ton/core';
import {
  WalletContractV1R1,
  WalletContractV1R2,
  WalletContractV1R3,
  WalletContractV2R1,
  WalletContractV2R2,
  WalletContractV3R1,
  WalletContractV3R2,
  WalletContractV4,
  WalletContractV5Beta,
  WalletContractV5R1,
} from '@ton/ton';

export type WalletKind =
  | 'wallet v1 r1'
  | 'wallet v1 r2'
  | 'wallet v1 r3'
  | 'wallet v2 r1'
  | 'wallet v2 r2'
  | 'wallet v3 r1'
  | 'wallet v3 r2'
  | 'wallet v4 r1'
  | 'wallet v4 r2'
  | 'wallet v5 beta'
  | 'wallet v5 r1';

const key = Buffer.alloc(32);
// Code cells of the standard wallets as @ton/ton deploys them; a wallet is recognised by its code hash.
const known: Array<[WalletKind, Cell]> = [
  ['wallet v1 r1', WalletContractV1R1.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v1 r2', WalletContractV1R2.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v1 r3', WalletContractV1R3.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v2 r1', WalletContractV2R1.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v2 r2', WalletContractV2R2.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v3 r1', WalletContractV3R1.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v3 r2', WalletContractV3R2.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v4 r2', WalletContractV4.create({ workchain: 0, publicKey: key }).init.code],
  ['wallet v5 beta', WalletContractV5Beta.create({ publicKey: key }).init.code],
  ['wallet v5 r1', WalletContractV5R1.create({ publicKey: key }).init.code],
];
// wallet v4 r1 is not shipped by @ton/ton; its code hash (from the TON wallet repository) identifies it.
const V4R1_HASH = '64dd54805522c5be8a9db59cea0105ccf0d08786ca79beb8cb79e880a8d7322d';

/** Code hash (lower-case hex) → wallet version: shared by API v2 (code cells) and the index (code hashes). */
export const WALLET_CODE_HASHES: ReadonlyMap<string, WalletKind> = new Map<string, WalletKind>([
  ...known.map(([k, c]) => [c.hash().toString('hex'), k] as [string, WalletKind]),
  [V4R1_HASH, 'wallet v4 r1'],
]);

export function walletKind(code: Cell | undefined | null): WalletKind | undefined {
  return code ? WALLET_CODE_HASHES.get(code.hash().toString('hex')) : undefined;
}

export function walletKindByCodeHash(codeHash: Buffer | null | undefined): WalletKind | undefined {
  return codeHash ? WALLET_CODE_HASHES.get(codeHash.toString('hex')) : undefined;
}

export interface WalletFields {
  seqno?: number;
  wallet_id?: number;
  is_signature_allowed?: boolean;
}

/** seqno / wallet_id / signature flag as the data layout of each wallet version stores them. */
export function walletFields(kind: WalletKind, data: Cell | undefined | null): WalletFields {
  if (!data) return {};
  const s = data.beginParse();
  try {
    if (kind.startsWith('wallet v1') || kind.startsWith('wallet v2')) return { seqno: s.loadUint(32) };
    if (kind.startsWith('wallet v3') || kind.startsWith('wallet v4'))
      return { seqno: s.loadUint(32), wallet_id: s.loadUint(32) };
    if (kind === 'wallet v5 r1') {
      const is_signature_allowed = s.loadBit();
      return { is_signature_allowed, seqno: s.loadUint(32), wallet_id: s.loadUint(32) };
    }
    // v5 beta: is_signature_allowed:1 seqno:32 wallet_id:80 (network, workchain, version, subwallet)
    const is_signature_allowed = s.loadBit();
    const seqno = s.loadUint(32);
    return { is_signature_allowed, seqno };
  } catch {
    return {};
  }
}
