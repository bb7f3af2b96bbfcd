// JSON imports, not file reads: the compiled code travels inside the packed devnet's single bundle.
import dnsItemCompiled from './dns/dns-item.compiled.json' with { type: 'json' };
import { Cell } from '@ton/core';
import TonWeb from 'tonweb';

/**
 * Standard contract code shipped by the tonweb package (TEP-74 jetton minter/wallet, TEP-62 NFT
 * collection/item, vesting wallet v1), read from the installed package, never downloaded; and the
 * devnet's own DNS item, compiled from dns/dns-item.fc at build time (dns/build.ts).
 */
// tonweb has no type declarations; its contract classes are reached dynamically.
const tw = TonWeb as unknown as Record<string, any>;

const dummyProvider = new tw.HttpProvider('http://127.0.0.1:1');
const zero = () => new tw.utils.Address('0:' + '00'.repeat(32));

async function toCell(twCell: { toBoc(hasIdx: boolean): Promise<Uint8Array> }): Promise<Cell> {
  return Cell.fromBoc(Buffer.from(await twCell.toBoc(false)))[0]!;
}

export interface ContractCodes {
  jettonMinter: Cell;
  jettonWallet: Cell;
  nftCollection: Cell;
  nftItem: Cell;
  vestingWallet: Cell;
  dnsItem: Cell;
}

let cached: Promise<ContractCodes> | null = null;

export function contractCodes(): Promise<ContractCodes> {
  cached ??= (async () => {
    const jettonWalletHex: string = tw.token.jetton.JettonWallet.codeHex;
    const nftItemHex: string = tw.token.nft.NftItem.codeHex;
    const minter = new tw.token.jetton.JettonMinter(dummyProvider, {
      adminAddress: zero(),
      jettonContentUri: '',
      jettonWalletCodeHex: jettonWalletHex,
    });
    const collection = new tw.token.nft.NftCollection(dummyProvider, {
      ownerAddress: zero(),
      royalty: 0,
      royaltyAddress: zero(),
      collectionContentUri: '',
      nftItemContentBaseUri: '',
      nftItemCodeHex: nftItemHex,
    });
    const vestingHex: string = tw.LockupWallets.all['vesting-1'].codeHex;
    return {
      jettonMinter: await toCell(minter.options.code),
      jettonWallet: Cell.fromHex(jettonWalletHex),
      nftCollection: await toCell(collection.options.code),
      nftItem: Cell.fromHex(nftItemHex),
      vestingWallet: Cell.fromHex(vestingHex),
      dnsItem: dnsItemCode(),
    };
  })();
  return cached;
}

/** The committed build output of dns/dns-item.fc, checked against its recorded hash. */
export function dnsItemCode(): Cell {
  const compiled: { hash: string; boc: string } = dnsItemCompiled;
  const code = Cell.fromBase64(compiled.boc);
  if (code.hash().toString('hex') !== compiled.hash)
    throw new Error('dns-item.compiled.json: code hash mismatch; run tsx devnet/genesis/dns/build.ts');
  return code;
}
