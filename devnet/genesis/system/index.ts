// JSON imports, not file reads: the compiled code travels inside the packed devnet's single bundle.
import systemCompiled from './system.compiled.json' with { type: 'json' };
import resolversCompiled from '../dns/dns-resolvers.compiled.json' with { type: 'json' };
import { Address, beginCell, Cell, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { onchainContent } from '../content.ts';

/**
 * The masterchain's special accounts as mainnet has them: the configuration contract at the address config
 * param 0 names (its data holds the configuration), the elector at param 1's, both run on every masterchain
 * block (elector: tick and tock; config: tock), and the DNS root at param 4's with the `.ton` collection at
 * the mainnet collection's address. Codes are the committed build output of the FunC sources beside them
 * (system/build.ts); nothing is compiled when the devnet starts.
 */

export interface CompiledSet {
  codes: Record<string, { hash: string; boc: string }>;
}

function loadSet(file: string, set: CompiledSet): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const [name, c] of Object.entries(set.codes)) {
    const code = Cell.fromBase64(c.boc);
    if (code.hash().toString('hex') !== c.hash)
      throw new Error(`${file}: ${name} code hash mismatch; run tsx devnet/genesis/system/build.ts`);
    out[name] = code;
  }
  return out;
}

export const systemCodes = () => loadSet('system.compiled.json', systemCompiled) as { elector: Cell; config: Cell };
export const resolverCodes = () =>
  loadSet('dns-resolvers.compiled.json', resolversCompiled) as { root: Cell; collection: Cell };

/** The mainnet `.ton` DNS collection's address; the devnet's stands at the same place. */
export const TON_DNS_COLLECTION = Address.parse('0:b774d95eb20543f186c06b371ab88ad704f7e256130caf96189368a7d0cb6ccf');

const TON = 1_000_000_000n;

export interface SpecialAccount {
  kind: 'config' | 'elector' | 'dns-root' | 'dns-collection';
  address: Address;
  code: Cell;
  data: Cell;
  balance: bigint;
  /** StateInit.special: which of tick and tock transactions the account runs on every masterchain block. */
  special?: { tick: boolean; tock: boolean };
  owner?: Address;
  note?: string;
}

/** Addresses config params 0, 1 and 4 name. */
export function configAddresses(config: Cell): { config: Address; elector: Address; dnsRoot: Address } {
  const dict = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config);
  const at = (n: number) => new Address(-1, dict.get(n)!.beginParse().loadBuffer(32));
  return { config: at(0), elector: at(1), dnsRoot: at(4) };
}

/** Config contract data: cfg_dict:^Cell seqno:uint32 public_key:uint256 vote_dict:(HashmapE 256 …). */
export const configContractData = (config: Cell): Cell =>
  beginCell().storeRef(config).storeUint(0, 32).storeUint(0, 256).storeBit(0).endCell();

/** Elector data between elections: no election, no credits, no past elections; the active set is learnt on the first tick. */
export const electorData = (): Cell =>
  beginCell().storeBit(0).storeBit(0).storeBit(0).storeCoins(0).storeUint(0, 32).storeUint(0, 256).endCell();

export function specialAccounts(config: Cell, tonItems: Map<string, Address>): SpecialAccount[] {
  const sys = systemCodes(),
    dns = resolverCodes();
  const at = configAddresses(config);
  const tlds = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  tlds.set(sha256_sync('ton'), beginCell().storeUint(0xba93, 16).storeAddress(TON_DNS_COLLECTION).endCell());
  const items = Dictionary.empty(Dictionary.Keys.Buffer(32), {
    serialize: (a: Address, b) => {
      b.storeAddress(a);
    },
    parse: (s) => s.loadAddress(),
  });
  for (const [label, item] of tonItems) items.set(sha256_sync(label), item);
  const content = onchainContent({ name: 'TON DNS Domains', description: '*.ton domains of the local devnet' });
  return [
    {
      kind: 'config',
      address: at.config,
      code: sys.config,
      data: configContractData(config),
      balance: 10_000n * TON,
      special: { tick: false, tock: true },
      note: 'configuration contract (config param 0); data holds the config',
    },
    {
      kind: 'elector',
      address: at.elector,
      code: sys.elector,
      data: electorData(),
      balance: 1_000_000n * TON,
      special: { tick: true, tock: true },
      note: 'elector (config param 1); no elections on the devnet',
    },
    {
      kind: 'dns-root',
      address: at.dnsRoot,
      code: dns.root,
      data: beginCell().storeDict(tlds).endCell(),
      balance: 100n * TON,
      note: 'root DNS (config param 4): ton → .ton collection',
    },
    {
      kind: 'dns-collection',
      address: TON_DNS_COLLECTION,
      code: dns.collection,
      data: beginCell().storeRef(content).storeDict(items).endCell(),
      balance: 100n * TON,
      note: `.ton DNS collection: ${[...tonItems.keys()].map((l) => `${l}.ton`).join(', ')}`,
    },
  ];
}
