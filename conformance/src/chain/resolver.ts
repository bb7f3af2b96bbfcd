// A TEP-81 resolver the suite deploys itself, so it knows every record exactly: the local network's DNS item
// code (devnet/genesis/dns/dns-item.fc, committed compiled) with records and content chosen for one run.
// What dnsResolve must answer for it (v2 D31 forms) and what getTokenData must say of it (an NFT item without
// collection) follow from the data alone.
import { createHash } from 'node:crypto';
import { ADNLAddress, type Address, beginCell, Cell, contractAddress, Dictionary } from '@ton/core';
import dnsItemCompiled from '../../../devnet/genesis/dns/dns-item.compiled.json' with { type: 'json' };

export const categoryKey = (name: string): Buffer => createHash('sha256').update(name).digest();

/** The url-safe bounceable form D20 and D31 print addresses in. */
export const friendly = (a: Address): string => a.toString({ urlSafe: true, bounceable: true, testOnly: false });

export interface Resolver {
  address: Address;
  init: { code: Cell; data: Cell };
  index: bigint;
  owner: Address;
  content: Record<string, string>;
  /** category name → the entry data dnsResolve must print (v2 D31) */
  entries: Record<string, Record<string, unknown>>;
}

/** Snake text of TEP-64 on-chain content: a 0x00 prefix, then the bytes. */
const snake = (text: string): Cell => beginCell().storeUint(0, 8).storeStringTail(text).endCell();

export function resolverFor(owner: Address, wallet: Address, next: Address, salt: Buffer): Resolver {
  const code = Cell.fromBase64(dnsItemCompiled.boc);
  const index = BigInt(`0x${createHash('sha256').update(salt).digest('hex')}`);
  const adnl = createHash('sha256')
    .update(Buffer.concat([salt, Buffer.from('adnl')]))
    .digest();
  const bag = createHash('sha256')
    .update(Buffer.concat([salt, Buffer.from('bag')]))
    .digest();
  const text = `conformance ${salt.toString('hex').slice(0, 12)}`;
  const records = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  // dns_smc_address#9fd3, dns_adnl_address#ad01, dns_storage_address#7473, dns_next_resolver#ba93, dns_text#1eda
  records.set(categoryKey('wallet'), beginCell().storeUint(0x9fd3, 16).storeAddress(wallet).storeUint(0, 8).endCell());
  records.set(categoryKey('site'), beginCell().storeUint(0xad01, 16).storeBuffer(adnl).storeUint(0, 8).endCell());
  records.set(categoryKey('storage'), beginCell().storeUint(0x7473, 16).storeBuffer(bag).endCell());
  records.set(categoryKey('dns_next_resolver'), beginCell().storeUint(0xba93, 16).storeAddress(next).endCell());
  const textBytes = Buffer.from(text, 'utf8');
  records.set(
    categoryKey('conformance'),
    beginCell().storeUint(0x1eda, 16).storeUint(1, 8).storeUint(textBytes.length, 8).storeBuffer(textBytes).endCell(),
  );
  const content = { name: text, description: 'a TEP-81 resolver the conformance suite deployed' };
  const contentDict = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  for (const [k, v] of Object.entries(content)) contentDict.set(categoryKey(k), snake(v));
  const data = beginCell()
    .storeUint(index, 256)
    .storeAddress(null)
    .storeAddress(owner)
    .storeRef(beginCell().storeUint(0, 8).storeDict(contentDict).endCell())
    .storeRef(beginCell().storeStringTail(text).endCell())
    .storeDict(records)
    .endCell();
  const account = (a: Address) => ({ '@type': 'accountAddress', account_address: friendly(a) });
  return {
    address: contractAddress(0, { code, data }),
    init: { code, data },
    index,
    owner,
    content,
    entries: {
      wallet: { '@type': 'dns.entryDataSmcAddress', smc_address: account(wallet) },
      site: {
        '@type': 'dns.entryDataAdnlAddress',
        adnl_address: { '@type': 'adnlAddress', adnl_address: new ADNLAddress(adnl).toString() },
      },
      storage: { '@type': 'dns.entryDataStorageAddress', bag_id: bag.toString('hex') },
      dns_next_resolver: { '@type': 'dns.entryDataNextResolver', resolver: account(next) },
      conformance: { '@type': 'dns.entryDataText', text },
    },
  };
}
