import { type Address, beginCell, type Cell, contractAddress, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { contractCodes } from './codes.ts';
import { onchainContent } from './content.ts';
import { TON_DNS_COLLECTION } from './system/index.ts';

/** Genesis instances of standard contracts: a jetton with balances, an NFT collection with items, a vesting wallet. */

export const JETTON_DECIMALS = 9;
export const JETTON_PER_WALLET = 1_000_000n * 10n ** BigInt(JETTON_DECIMALS);
export const NFT_ITEMS = 4;

export interface GenesisContract {
  kind:
    | 'jetton-minter'
    | 'jetton-wallet'
    | 'nft-collection'
    | 'nft-item'
    | 'vesting-wallet'
    | 'dns-item'
    | 'multisig'
    | 'multisig-order';
  address: Address;
  code: Cell;
  data: Cell;
  balance: bigint;
  /** Owner (jetton/NFT) and what it holds, for the printed genesis summary. */
  owner?: Address;
  note?: string;
}

const TON = 1_000_000_000n;

function jettonWalletData(balance: bigint, owner: Address, minter: Address, code: Cell): Cell {
  return beginCell().storeCoins(balance).storeAddress(owner).storeAddress(minter).storeRef(code).endCell();
}

export async function genesisContracts(
  admin: Address,
  holders: Address[],
  now: number,
  vestingOwner: Address,
  vestingKey: Buffer,
): Promise<GenesisContract[]> {
  const codes = await contractCodes();
  const out: GenesisContract[] = [];

  const content = onchainContent({
    name: 'Devnet Jetton',
    symbol: 'DVJ',
    decimals: String(JETTON_DECIMALS),
    description: 'TEP-74 jetton of the local devnet',
  });
  const minterInit = beginCell()
    .storeCoins(0)
    .storeAddress(admin)
    .storeRef(content)
    .storeRef(codes.jettonWallet)
    .endCell();
  const minter = contractAddress(0, { code: codes.jettonMinter, data: minterInit });
  const supply = JETTON_PER_WALLET * BigInt(holders.length);
  const minterData = beginCell()
    .storeCoins(supply)
    .storeAddress(admin)
    .storeRef(content)
    .storeRef(codes.jettonWallet)
    .endCell();
  out.push({
    kind: 'jetton-minter',
    address: minter,
    code: codes.jettonMinter,
    data: minterData,
    balance: 10n * TON,
    owner: admin,
    note: `total_supply ${supply}`,
  });
  for (const h of holders) {
    const addr = contractAddress(0, {
      code: codes.jettonWallet,
      data: jettonWalletData(0n, h, minter, codes.jettonWallet),
    });
    out.push({
      kind: 'jetton-wallet',
      address: addr,
      code: codes.jettonWallet,
      data: jettonWalletData(JETTON_PER_WALLET, h, minter, codes.jettonWallet),
      balance: TON,
      owner: h,
      note: `jetton balance ${JETTON_PER_WALLET}`,
    });
  }

  const collectionContent = beginCell()
    .storeRef(onchainContent({ name: 'Devnet Collection', description: 'TEP-62 NFT collection of the local devnet' }))
    .storeRef(beginCell().storeStringTail('devnet-nft/').endCell())
    .endCell();
  const royalty = beginCell().storeUint(5, 16).storeUint(100, 16).storeAddress(admin).endCell();
  const collectionData = (next: number) =>
    beginCell()
      .storeAddress(admin)
      .storeUint(next, 64)
      .storeRef(collectionContent)
      .storeRef(codes.nftItem)
      .storeRef(royalty)
      .endCell();
  const collection = contractAddress(0, { code: codes.nftCollection, data: collectionData(0) });
  out.push({
    kind: 'nft-collection',
    address: collection,
    code: codes.nftCollection,
    data: collectionData(NFT_ITEMS),
    balance: 10n * TON,
    owner: admin,
    note: `${NFT_ITEMS} items`,
  });
  for (let i = 0; i < NFT_ITEMS; i++) {
    const owner = holders[i % holders.length]!;
    const init = beginCell().storeUint(i, 64).storeAddress(collection).endCell();
    const addr = contractAddress(0, { code: codes.nftItem, data: init });
    const data = beginCell()
      .storeUint(i, 64)
      .storeAddress(collection)
      .storeAddress(owner)
      .storeRef(beginCell().storeStringTail(`${i}.json`).endCell())
      .endCell();
    out.push({
      kind: 'nft-item',
      address: addr,
      code: codes.nftItem,
      data,
      balance: TON / 10n,
      owner,
      note: `index ${i}`,
    });
  }

  const walletId = 0x10c; // vesting-1 default: 0x10C + workchain
  const vestingTotal = 100_000n * TON;
  const vesting = beginCell()
    .storeUint(now, 64)
    .storeUint(365 * 86400, 32)
    .storeUint(86400, 32)
    .storeUint(0, 32)
    .storeCoins(vestingTotal)
    .storeAddress(admin)
    .storeAddress(vestingOwner)
    .endCell();
  const vestingData = beginCell()
    .storeUint(0, 32)
    .storeUint(walletId, 32)
    .storeBuffer(vestingKey, 32)
    .storeBit(0)
    .storeRef(vesting)
    .endCell();
  out.push({
    kind: 'vesting-wallet',
    address: contractAddress(0, { code: codes.vestingWallet, data: vestingData }),
    code: codes.vestingWallet,
    data: vestingData,
    balance: vestingTotal,
    owner: vestingOwner,
    note: 'vesting 100000 TON over 365 days, daily unlock',
  });
  out.push(dnsItem(codes.dnsItem, admin, holders[0]!));
  return out;
}

export const DNS_DOMAIN = 'devnet';
/** TEP-81 record keys: sha256 of the category name. */
export const dnsCategory = (name: string): bigint => BigInt('0x' + sha256_sync(name).toString('hex'));
export const DNS_SITE_ADNL = Buffer.alloc(32, 0xad);
export const DNS_STORAGE_BAG = Buffer.alloc(32, 0x57);

/** dns_smc_address#9fd3, dns_adnl_address#ad01 and dns_storage_address#7473 records (TEP-81). */
export function dnsRecords(wallet: Address): Dictionary<Buffer, Cell> {
  const d = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  d.set(sha256_sync('wallet'), beginCell().storeUint(0x9fd3, 16).storeAddress(wallet).storeUint(0, 8).endCell());
  d.set(sha256_sync('site'), beginCell().storeUint(0xad01, 16).storeBuffer(DNS_SITE_ADNL).storeUint(0, 8).endCell());
  d.set(sha256_sync('storage'), beginCell().storeUint(0x7473, 16).storeBuffer(DNS_STORAGE_BAG).endCell());
  return d;
}

/** The devnet's DNS item "devnet.ton": a TEP-62 item of the .ton collection, owned by admin, resolving to `wallet`. */
function dnsItem(code: Cell, owner: Address, wallet: Address): GenesisContract {
  const index = sha256_sync(DNS_DOMAIN);
  const content = onchainContent({ name: `${DNS_DOMAIN}.ton`, description: 'TEP-81 DNS item of the local devnet' });
  const data = beginCell()
    .storeBuffer(index)
    .storeAddress(TON_DNS_COLLECTION)
    .storeAddress(owner)
    .storeRef(content)
    .storeRef(beginCell().storeStringTail(DNS_DOMAIN).endCell())
    .storeDict(dnsRecords(wallet))
    .endCell();
  return {
    kind: 'dns-item',
    address: contractAddress(0, { code, data }),
    code,
    data,
    balance: TON,
    owner,
    note: `domain ${DNS_DOMAIN}; wallet record ${wallet.toRawString()}`,
  };
}
