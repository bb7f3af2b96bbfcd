// A little real activity on a fresh local network, so that every list the APIs serve has records
// from the first minute: transfers with comments between genesis wallets, jetton transfers and burns,
// NFT transfers, multisig orders proposed (and approved once) by signers, a DNS record change by the
// domain's owner, an NFT put on sale, and more of each kind of entity (jetton masters, an NFT collection,
// multisigs, vesting wallets, DNS items) so that every entity list pages, orders and filters. Each message
// is signed by the genesis wallet that owns the contract, exactly as a wallet app would sign it, and cut
// into blocks. `make run` (devnet --seed), the conformance suite's
// local stack and the load runner all start from this same history.
import { Address, beginCell, Cell, contractAddress, Dictionary, internal, toNano, type StateInit } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { contractCodes } from './genesis/codes.ts';
import { dnsCategory } from './genesis/contracts.ts';
import { onchainContent } from './genesis/content.ts';
import { MULTISIG_SIGNERS } from './genesis/index.ts';
import { multisigCodes, multisigData, newOrderBody, packOrder } from './genesis/multisig/genesis.ts';
import { TON_DNS_COLLECTION } from './genesis/system/index.ts';
import type { Devnet } from './index.ts';
import { signingWallets, type LocalAccount, type Transfer } from './wallets.ts';

export interface SeedSummary {
  /** transactions the seeded messages caused, cascades included */
  transactions: number;
  /** what was sent, one line each, for logs and reports */
  activity: string[];
  /** the contracts the seed deployed, by the get-method that identifies each kind */
  deployed: Array<{ what: string; getter: string; address: string }>;
}

/**
 * A fixed-price sale that answers get_sale_data as a getgems fix-price sale does ('FIXP'), so that the index lists
 * the NFT the seed puts on it as on sale, with its real owner. It sells nothing: it keeps whatever it is sent.
 * SALE_CODE is SALE_FC compiled with @ton-community/func-js (devnet/test/seed.test.ts recompiles and compares).
 */
export const SALE_FC = `slice begin_parse(cell c) asm "CTOS";
cell get_data() asm "c4 PUSH";
(slice, slice) load_msg_addr(slice s) asm(-> 1 0) "LDMSGADDR";
(slice, int) load_coins(slice s) asm(-> 1 0) "LDVARUINT16";
(slice, cell) load_ref(slice s) asm(-> 1 0) "LDREF";

() recv_internal() impure {
}

(int, int, int, slice, slice, slice, int, slice, int, slice, int) get_sale_data() method_id {
  slice ds = get_data().begin_parse();
  int created_at = ds~load_uint(32);
  slice marketplace = ds~load_msg_addr();
  slice nft = ds~load_msg_addr();
  slice owner = ds~load_msg_addr();
  int price = ds~load_coins();
  slice fees = ds~load_ref().begin_parse();
  slice fee_address = fees~load_msg_addr();
  int fee = fees~load_coins();
  slice royalty_address = fees~load_msg_addr();
  int royalty = fees~load_coins();
  return (0x46495850, 0, created_at, marketplace, nft, owner, price, fee_address, fee, royalty_address, royalty);
}
`;
export const SALE_CODE =
  'te6ccgEBBAEAPgABFP8A9KQT9LzyyAsBAgFiAgMAAtAATaA4WdqJoaY/9IH0gfSB9AGoYaH0gfQB9IH0AGEEIIySsKAS4BKqww==';

const JETTON_TRANSFER = 0x0f8a7ea5;
const NFT_TRANSFER = 0x5fcc3d14;
const JETTON_BURN = 0x595f07bc;
const CHANGE_DNS_RECORD = 0x4eb1f0f9;

/** Runs on a devnet whose genesis wallets have sent nothing yet (their seqnos are counted from 0). */
export async function seedHistory(devnet: Devnet, rounds = 2): Promise<SeedSummary> {
  const accounts = devnet.accounts as LocalAccount[];
  const wallets = await signingWallets(accounts);
  if (wallets.length < 2) throw new Error('the local network has fewer than two genesis wallets to sign for');
  const seqnos = new Map<string, number>();
  const activity: string[] = [];
  let transactions = 0;
  const send = async (from: string, transfers: Transfer[]): Promise<void> => {
    const w = wallets.find((x) => x.address === from);
    if (!w) throw new Error(`no signing wallet for ${from}`);
    const seqno = seqnos.get(from) ?? 0;
    seqnos.set(from, seqno + 1);
    transactions += (await devnet.chain.sendExternal(Buffer.from(w.externalBoc(seqno, transfers), 'base64')))
      .transactions;
  };
  // Three jetton burns, three jetton transfers and two NFT transfers, first, each in a block with a unix time of its
  // own: every transfer list then has rows whose order, paging and lt and time windows can be observed (one row, or
  // rows of one second, prove none of them).
  const other = wallets[wallets.length - 1]!.address;
  const jettonWallets = accounts.filter((a) => a.kind === 'jetton-wallet' && a.owner && a.owner !== other);
  // Three burns by three owners, each in a block of its own, first: the chain's first blocks have seconds of their
  // own without waiting, and no later activity adds burns (the transfer lists get the suite's own transfers).
  const burners = jettonWallets.slice(2, 5);
  for (const [i, burner] of burners.entries()) {
    const body = beginCell()
      .storeUint(JETTON_BURN, 32)
      .storeUint(21 + i, 64)
      .storeCoins(500n + 100n * BigInt(i))
      .storeAddress(Address.parse(burner.owner!))
      .storeBit(0)
      .endCell();
    await send(burner.owner!, [{ to: burner.address, value: toNano('0.2'), body, bounce: true }]);
    await newSecond(devnet);
    await devnet.chain.produceBlock();
  }
  if (burners.length) activity.push(`${burners.length} jetton burns`);
  // The two owners pay each other, the first one twice (three rows: what paging by offset needs), and the first
  // NFT's owner receives the second: some owner is then on both sides of a transfer, which is what makes a
  // `direction` filter observable.
  const pair = jettonWallets.slice(0, 2);
  const payers = pair.length === 2 ? [0, 1, 0] : pair.map((_, i) => i);
  for (const [i, p] of payers.entries()) {
    const jw = pair[p]!;
    const to = pair.length === 2 ? pair[1 - p]!.owner! : other;
    const body = beginCell()
      .storeUint(JETTON_TRANSFER, 32)
      .storeUint(7 + i, 64)
      .storeCoins(1000n + BigInt(i))
      .storeAddress(Address.parse(to))
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await send(jw.owner!, [{ to: jw.address, value: toNano('0.2'), body, bounce: true }]);
    await newSecond(devnet);
    await devnet.chain.produceBlock();
  }
  if (payers.length) activity.push(`${payers.length} jetton transfers`);
  const items = accounts.filter((a) => a.kind === 'nft-item' && a.owner && a.owner !== other);
  const moved = items.slice(0, 2);
  for (const [i, item] of moved.entries()) {
    const to = i === 1 && items[0]!.owner !== item.owner ? items[0]!.owner! : other;
    const body = beginCell()
      .storeUint(NFT_TRANSFER, 32)
      .storeUint(9 + i, 64)
      .storeAddress(Address.parse(to))
      .storeAddress(Address.parse(item.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await send(item.owner!, [{ to: item.address, value: toNano('0.2'), body, bounce: true }]);
    await newSecond(devnet);
    await devnet.chain.produceBlock();
  }
  if (moved.length) activity.push(`${moved.length} NFT transfers`);
  for (let r = 0; r < rounds; r++) {
    for (const [i, w] of wallets.entries()) {
      const to = wallets[(i + 1 + r) % wallets.length]!.address;
      await send(w.address, [{ to, value: toNano(1 + i), body: `seed ${r}.${i}` }]);
    }
    await devnet.chain.produceBlock();
  }
  activity.push(`${rounds * wallets.length} TON transfers with comments between genesis wallets`);

  const dns = accounts.find((a) => a.kind === 'dns-item' && a.owner && wallets.some((w) => w.address === a.owner));
  if (dns) {
    const adnl = Buffer.alloc(32, 0x5e);
    const body = beginCell()
      .storeUint(CHANGE_DNS_RECORD, 32)
      .storeUint(0, 64)
      .storeUint(dnsCategory('site'), 256)
      .storeRef(beginCell().storeUint(0xad01, 16).storeBuffer(adnl).storeUint(0, 8))
      .endCell();
    await send(dns.owner!, [{ to: dns.address, value: toNano('0.1'), body, bounce: true }]);
    activity.push('a DNS record change (site)');
  }
  const multisig = accounts.find((a) => a.kind === 'multisig');
  const signer = multisig && signerAddress(accounts, 0);
  if (multisig && signer && wallets.some((w) => w.address === signer)) {
    // Order 1 (order 0 is in genesis), proposed by signer 0, who thereby approves it: one of two approvals.
    const order = packOrder([
      {
        mode: 3,
        message: internal({
          to: Address.parse(other),
          value: toNano('1'),
          bounce: false,
          body: 'seeded multisig order',
        }),
      },
    ]);
    const body = newOrderBody({
      orderSeqno: 1n,
      bySigner: true,
      index: 0,
      expirationDate: Math.floor(Date.now() / 1000) + 30 * 86400,
      order,
    });
    await send(signer, [{ to: multisig.address, value: toNano('0.5'), body, bounce: true }]);
    await devnet.chain.produceBlock();
    // Order 2, by signer 1: a multisig's orders then page (three with the genesis order).
    const second = signerAddress(accounts, 1);
    if (second && wallets.some((w) => w.address === second)) {
      const order2 = packOrder([
        {
          mode: 3,
          message: internal({ to: Address.parse(other), value: toNano('2'), bounce: false, body: 'second order' }),
        },
      ]);
      const body2 = newOrderBody({
        orderSeqno: 2n,
        bySigner: true,
        index: 1,
        expirationDate: Math.floor(Date.now() / 1000) + 30 * 86400,
        order: order2,
      });
      await send(second, [{ to: multisig.address, value: toNano('0.5'), body: body2, bounce: true }]);
    }
    activity.push('multisig orders (1 of 2 approvals each)');
  }
  const deployed = await deployEntities(accounts, wallets[0]!.address, send, () => devnet.chain.produceBlock());
  deployed.push(...(await putOnSale(accounts, wallets[0]!.address, send, () => devnet.chain.produceBlock())));
  const counts = new Map<string, number>();
  for (const { what } of deployed) counts.set(what, (counts.get(what) ?? 0) + 1);
  activity.push(...[...counts].map(([what, n]) => `${n} more ${what}${n > 1 ? 's' : ''} deployed`));
  // The jetton, NFT, DNS and multisig cascades run over several rounds.
  for (let i = 0; i < 4; i++) await devnet.chain.produceBlock();
  return { transactions, activity, deployed };
}

/**
 * Contracts deployed by genesis wallets, so that entity lists page and filters tell rows apart: two more jetton
 * masters and an NFT collection, two more multisigs sharing a signer with the genesis one, two more vesting wallets
 * of the genesis vesting owner (one whitelisting a wallet that is neither its owner nor its sender), and two more
 * `.ton` DNS items whose wallet record points at the first genesis wallet (one owned by it, so its address book
 * entry names a domain). Codes are the genesis ones; data is fixed, so every network deploys the same addresses.
 */
async function deployEntities(
  accounts: LocalAccount[],
  funder: string,
  send: (from: string, transfers: Transfer[]) => Promise<void>,
  block: () => Promise<unknown>,
): Promise<SeedSummary['deployed']> {
  const codes = await contractCodes();
  const wallet = (version: string, index: number) =>
    accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === index)?.address;
  const [admin, signer, other, cosigner, holder] = [
    wallet('v4r2', 0),
    wallet('v4r2', 1),
    wallet('v4r2', 2),
    wallet('v5r1', 2),
    wallet('v3r2', 0),
  ];
  if (!admin || !signer || !other || !cosigner || !holder) return [];
  const at = (a: string) => Address.parse(a);
  const inits: Array<{ what: string; getter: string; init: StateInit }> = [];
  const deploy = (what: string, getter: string, code: Cell, data: Cell) =>
    inits.push({ what, getter, init: { code, data } });

  for (const n of [2, 3]) {
    const content = onchainContent({ name: `Devnet Jetton ${n}`, symbol: `DV${n}`, decimals: '9' });
    deploy(
      'jetton master',
      'get_jetton_data',
      codes.jettonMinter,
      beginCell().storeCoins(0).storeAddress(at(admin)).storeRef(content).storeRef(codes.jettonWallet).endCell(),
    );
  }
  // an empty jetton wallet of the genesis jetton, owned by the genesis multisig: exclude_zero_balance has one to drop
  const minter = accounts.find((a) => a.kind === 'jetton-minter')?.address;
  const multisig = accounts.find((a) => a.kind === 'multisig')?.address;
  if (minter && multisig)
    deploy(
      'empty jetton wallet',
      'get_wallet_data',
      codes.jettonWallet,
      beginCell()
        .storeCoins(0)
        .storeAddress(at(multisig))
        .storeAddress(at(minter))
        .storeRef(codes.jettonWallet)
        .endCell(),
    );
  const collectionContent = beginCell()
    .storeRef(onchainContent({ name: 'Devnet Collection 2' }))
    .storeRef(beginCell().storeStringTail('devnet-nft-2/').endCell())
    .endCell();
  deploy(
    'NFT collection',
    'get_collection_data',
    codes.nftCollection,
    beginCell()
      .storeAddress(at(signer))
      .storeUint(0, 64)
      .storeRef(collectionContent)
      .storeRef(codes.nftItem)
      .storeRef(beginCell().storeUint(0, 16).storeUint(100, 16).storeAddress(at(signer)).endCell())
      .endCell(),
  );
  for (const [threshold, cosigners] of [
    [1, [cosigner]],
    [2, [other]],
  ] as const)
    deploy(
      'multisig',
      'get_multisig_data',
      multisigCodes().multisig,
      multisigData({
        nextOrderSeqno: 0n,
        threshold,
        signers: [at(signer), ...cosigners.map(at)],
        proposers: [],
        allowArbitrarySeqno: false,
      }),
    );
  for (const whitelisted of [[], [cosigner]]) {
    const whitelist = Dictionary.empty(Dictionary.Keys.Address(), {
      serialize: () => {},
      parse: () => true,
    });
    for (const w of whitelisted) whitelist.set(at(w), true);
    const params = beginCell()
      .storeUint(1_700_000_000, 64)
      .storeUint(365 * 86400, 32)
      .storeUint(86400, 32)
      .storeUint(0, 32)
      .storeCoins(toNano('1000'))
      .storeAddress(at(admin))
      .storeAddress(at(signer))
      .endCell();
    deploy(
      'vesting wallet',
      'get_vesting_data',
      codes.vestingWallet,
      beginCell()
        .storeUint(0, 32)
        .storeUint(0x10c, 32)
        .storeBuffer(Buffer.alloc(32, whitelisted.length + 1), 32)
        .storeDict(whitelist)
        .storeRef(params)
        .endCell(),
    );
  }
  for (const [label, owner] of [
    ['dev', holder],
    ['devnet-docs', admin],
  ] as const) {
    const records = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
    records.set(
      sha256_sync('wallet'),
      beginCell().storeUint(0x9fd3, 16).storeAddress(at(holder)).storeUint(0, 8).endCell(),
    );
    deploy(
      'DNS item',
      'get_domain',
      codes.dnsItem,
      beginCell()
        .storeBuffer(sha256_sync(label))
        .storeAddress(TON_DNS_COLLECTION)
        .storeAddress(at(owner))
        .storeRef(onchainContent({ name: `${label}.ton` }))
        .storeRef(beginCell().storeStringTail(label).endCell())
        .storeDict(records)
        .endCell(),
    );
  }
  // Each in a block of its own: the lists then also order them by discovery.
  const out: SeedSummary['deployed'] = [];
  for (const { what, getter, init } of inits) {
    const address = contractAddress(0, init).toRawString();
    await send(funder, [{ to: address, value: toNano('1'), init, bounce: false }]);
    await block();
    out.push({ what, getter, address });
  }
  return out;
}

/** NFT item 2 on a fixed-price sale of its owner: the sale is deployed, then the owner transfers the item to it. */
async function putOnSale(
  accounts: LocalAccount[],
  funder: string,
  send: (from: string, transfers: Transfer[]) => Promise<void>,
  block: () => Promise<unknown>,
): Promise<SeedSummary['deployed']> {
  const item = accounts.find((a) => a.kind === 'nft-item' && a.note === 'index 2' && a.owner);
  const marketplace = accounts.find((a) => a.kind === 'wallet' && a.version === 'v4r2' && a.index === 0)?.address;
  if (!item || !marketplace) return [];
  const at = (a: string) => Address.parse(a);
  const fees = beginCell()
    .storeAddress(at(marketplace))
    .storeCoins(toNano('0.1'))
    .storeAddress(at(marketplace))
    .storeCoins(toNano('0.05'))
    .endCell();
  const data = beginCell()
    .storeUint(1_700_000_000, 32)
    .storeAddress(at(marketplace))
    .storeAddress(at(item.address))
    .storeAddress(at(item.owner!))
    .storeCoins(toNano('5'))
    .storeRef(fees)
    .endCell();
  const init = { code: Cell.fromBase64(SALE_CODE), data };
  const sale = contractAddress(0, init).toRawString();
  await send(funder, [{ to: sale, value: toNano('0.2'), init, bounce: false }]);
  await block();
  const body = beginCell()
    .storeUint(NFT_TRANSFER, 32)
    .storeUint(31, 64)
    .storeAddress(at(sale))
    .storeAddress(at(item.owner!))
    .storeBit(0)
    .storeCoins(0)
    .storeBit(0)
    .endCell();
  await send(item.owner!, [{ to: item.address, value: toNano('0.1'), body, bounce: true }]);
  await block();
  return [{ what: 'NFT sale', getter: 'get_sale_data', address: sale }];
}

/**
 * Waits (3 s at most, for a pinned test clock) until the next block gets a unix time of its own: a block's time may
 * run 2 s ahead of the wall clock, so a burst of blocks shares one second. Only the list rows whose time windows
 * must be observable wait.
 */
async function newSecond(devnet: Devnet): Promise<void> {
  const end = Date.now() + 3000;
  while (devnet.chain.lastMc.genUtime >= Math.floor(Date.now() / 1000) + 2 && Date.now() < end)
    await new Promise((r) => setTimeout(r, 100));
}

function signerAddress(accounts: LocalAccount[], index: number): string | undefined {
  const [version, n] = MULTISIG_SIGNERS[index] ?? [];
  return accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === n)?.address;
}
