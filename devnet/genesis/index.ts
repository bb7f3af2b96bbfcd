import type { Address, Cell } from '@ton/core';
import { createShardAccount, type Blockchain } from '@ton/sandbox';
import { genesisWallets, devnetKey, DEVNET_MNEMONIC, type GenesisWallet } from './wallets.ts';
import { DNS_DOMAIN, genesisContracts, type GenesisContract } from './contracts.ts';
import { genesisMultisig } from './multisig/genesis.ts';
import { specialAccounts, type SpecialAccount } from './system/index.ts';

export {
  DEVNET_MNEMONIC,
  devnetKey,
  openWallet,
  genesisWallets,
  GENESIS_WALLET_BALANCE,
  BASE_WALLET_ID,
} from './wallets.ts';
export type { GenesisWallet, WalletVersion } from './wallets.ts';
export type { GenesisContract } from './contracts.ts';

export interface GenesisAccount {
  kind: string;
  version?: string;
  index?: number;
  walletId?: number;
  address: string;
  friendly: string;
  mnemonic?: string[];
  balance: string;
  owner?: string;
  note?: string;
}

export interface Genesis {
  wallets: GenesisWallet[];
  contracts: GenesisContract[];
  /** Config, elector, DNS root and .ton collection: written by seedGenesis from the chain's final config. */
  special: SpecialAccount[];
}

export async function buildGenesis(now: number): Promise<Genesis> {
  const wallets = await genesisWallets();
  const key = await devnetKey();
  const v4 = wallets.filter((w) => w.version === 'v4r2');
  const admin = v4[0]!.address;
  const holders = wallets.map((w) => w.address);
  const contracts = await genesisContracts(admin, holders, now, v4[1]!.address, key.publicKey);
  contracts.push(...multisigContracts(wallets, now));
  return { wallets, contracts, special: [] };
}

/** Multisig signers: V4R2 #1, V4R2 #2 and V5R1 #1; proposer V3R2 #3; the genesis order pays V5R1 #3. */
export const MULTISIG_SIGNERS = [
  ['v4r2', 1],
  ['v4r2', 2],
  ['v5r1', 1],
] as const;
export const MULTISIG_PROPOSERS = [['v3r2', 3]] as const;

function multisigContracts(wallets: GenesisWallet[], now: number): GenesisContract[] {
  const at = ([version, index]: readonly [string, number]) =>
    wallets.find((w) => w.version === version && w.index === index)!.address;
  const g = genesisMultisig(MULTISIG_SIGNERS.map(at), MULTISIG_PROPOSERS.map(at), at(['v5r1', 3]), now);
  return [
    { kind: 'multisig', ...g.multisig },
    { kind: 'multisig-order', ...g.order, owner: g.multisig.address },
  ];
}

/** Writes the genesis accounts into the emulator (zero state: accounts exist without transactions). */
export async function seedGenesis(bc: Blockchain, g: Genesis, now: number): Promise<Address[]> {
  const dnsItems = new Map(
    g.contracts.filter((c) => c.kind === 'dns-item').map((c) => [DNS_DOMAIN, c.address] as const),
  );
  g.special = specialAccounts(bc.config, dnsItems);
  const all: Array<{
    address: Address;
    code: Cell;
    data: Cell;
    balance: bigint;
    special?: { tick: boolean; tock: boolean };
  }> = [...g.wallets, ...g.contracts, ...g.special];
  for (const a of all) {
    const sa = createShardAccount({ address: a.address, code: a.code, data: a.data, balance: a.balance });
    // Storage is paid up to genesis time, not since 1970.
    sa.account!.storageStats.lastPaid = now;
    if (a.special && sa.account!.storage.state.type === 'active') sa.account!.storage.state.state.special = a.special;
    await bc.setShardAccount(a.address, sa);
  }
  return all.map((a) => a.address);
}

export function describeGenesis(g: Genesis): GenesisAccount[] {
  const f = (a: Address) => a.toString({ bounceable: true, testOnly: false });
  return [
    ...g.wallets.map((w) => ({
      kind: 'wallet',
      version: w.version,
      index: w.index,
      walletId: w.walletId,
      address: w.address.toRawString(),
      friendly: w.address.toString({ bounceable: false }),
      mnemonic: DEVNET_MNEMONIC,
      balance: w.balance.toString(),
    })),
    ...[...g.contracts, ...g.special].map((c) => ({
      kind: c.kind,
      address: c.address.toRawString(),
      friendly: f(c.address),
      balance: c.balance.toString(),
      owner: c.owner?.toRawString(),
      note: c.note,
    })),
  ];
}

export function formatGenesis(accounts: GenesisAccount[]): string {
  const lines = ['Genesis accounts (mnemonic below; every wallet holds 1,000,000 TON):'];
  for (const a of accounts) {
    const label = a.kind === 'wallet' ? `${a.version} #${a.index} (walletId ${a.walletId})` : a.kind;
    lines.push(
      `  ${label.padEnd(28)} ${a.address}  ${a.friendly}  ${(BigInt(a.balance) / 1_000_000_000n).toString()} TON${a.note ? '  ' + a.note : ''}`,
    );
  }
  lines.push(`Mnemonic: ${DEVNET_MNEMONIC.join(' ')}`);
  return lines.join('\n');
}
