/**
 * Entity rows from get-methods run at a block (TEP-74 jettons, TEP-62 NFTs, TEP-81 DNS items, multisig v2,
 * vesting). A method that fails or answers in another shape yields null: the contract does not have that interface.
 */
import { createHash } from 'node:crypto';
import { Address, beginCell, type Cell, Dictionary, type TupleItem, type TupleReader } from '@ton/core';
import { rawAddress } from '../model/decode.ts';
import { parseContent } from './content.ts';

export type RunGetMethod = (address: Address, method: string, stack?: TupleItem[]) => Promise<TupleReader | null>;

export interface AccountInput {
  address: string;
  code: Cell;
  data: Cell;
  codeHash: Buffer;
  dataHash: Buffer;
  lastLt: string;
}

const addrOf = (r: TupleReader): string | null => {
  const c = r.readCellOpt();
  if (!c) return null;
  const a = c.beginParse().loadMaybeAddress();
  return a ? rawAddress(a) : null;
};

async function attempt<T>(f: () => Promise<T | null>): Promise<T | null> {
  try {
    return await f();
  } catch {
    return null;
  }
}

const base = (a: AccountInput) => ({
  address: a.address,
  last_transaction_lt: a.lastLt,
  code_hash: a.codeHash,
  data_hash: a.dataHash,
});

export const jettonMaster = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_jetton_data');
    if (!r) return null;
    const total = r.readBigNumber();
    const mintable = r.readBigNumber() !== 0n;
    const admin = addrOf(r);
    const content = r.readCellOpt();
    const walletCode = r.readCell();
    return {
      ...base(a),
      total_supply: total.toString(),
      mintable,
      admin_address: admin,
      jetton_content: JSON.stringify(parseContent(content)),
      jetton_wallet_code_hash: walletCode.hash(),
    };
  });

export const jettonWallet = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_wallet_data');
    if (!r) return null;
    const balance = r.readBigNumber();
    const owner = addrOf(r);
    const jetton = addrOf(r);
    return { ...base(a), balance: balance.toString(), owner, jetton };
  });

export const nftCollection = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_collection_data');
    if (!r) return null;
    const next = r.readBigNumber();
    const content = r.readCellOpt();
    const owner = addrOf(r);
    return {
      ...base(a),
      next_item_index: next.toString(),
      collection_content: JSON.stringify(parseContent(content)),
      owner_address: owner,
    };
  });

export const nftItem = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_nft_data');
    if (!r) return null;
    const init = r.readBigNumber() !== 0n;
    const index = r.readBigNumber();
    const collection = addrOf(r);
    const owner = addrOf(r);
    const individual = r.readCellOpt();
    let content = parseContent(individual);
    if (collection && individual) {
      // Full content comes from the collection (TEP-62 get_nft_content), e.g. a common URI prefix + the item's suffix.
      const full = await attempt(
        async () =>
          (
            await run(Address.parse(collection), 'get_nft_content', [
              { type: 'int', value: index },
              { type: 'cell', cell: individual },
            ])
          )?.readCell() ?? null,
      );
      if (full) content = parseContent(full);
      else content = {};
      if (!full && individual) {
        const s = individual.beginParse();
        if (s.remainingBits % 8 === 0) content = { uri: s.loadStringTail() };
      }
    }
    return {
      ...base(a),
      init,
      index: index.toString(),
      collection_address: collection,
      owner_address: owner,
      content: JSON.stringify(content),
      real_owner: owner,
    };
  });

const cat = (name: string) => BigInt('0x' + createHash('sha256').update(name).digest('hex'));
const CAT = { wallet: cat('wallet'), next: cat('dns_next_resolver'), site: cat('site'), storage: cat('storage') };

export const dnsEntry = (run: RunGetMethod, a: AccountInput, owner: string | null) =>
  attempt(async () => {
    const addr = Address.parse(a.address);
    const d = await run(addr, 'get_domain');
    if (!d) return null;
    const raw = d.readCell().beginParse();
    let domain = raw.loadBuffer(raw.remainingBits >> 3).toString('utf8');
    if (!domain.includes('.')) domain = `${domain}.ton`;
    const r = await run(addr, 'dnsresolve', [
      { type: 'slice', cell: beginCell().storeUint(0, 8).endCell() },
      { type: 'int', value: 0n },
    ]);
    const row = {
      nft_item_address: a.address,
      nft_item_owner: owner,
      domain,
      dns_next_resolver: null as string | null,
      dns_wallet: null as string | null,
      dns_site_adnl: null as string | null,
      dns_storage_bag_id: null as string | null,
      last_transaction_lt: a.lastLt,
    };
    if (!r) return row;
    r.readBigNumber();
    const records = r.readCellOpt();
    if (!records) return row;
    const dict = Dictionary.loadDirect(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell(), records);
    const rec = (k: bigint) => dict.get(k)?.beginParse();
    const w = rec(CAT.wallet);
    if (w && w.loadUint(16) === 0x9fd3) row.dns_wallet = rawAddress(w.loadAddress());
    const n = rec(CAT.next);
    if (n && n.loadUint(16) === 0xba93) row.dns_next_resolver = rawAddress(n.loadAddress());
    const s = rec(CAT.site);
    if (s && s.loadUint(16) === 0xad01) row.dns_site_adnl = s.loadBuffer(32).toString('hex');
    const st = rec(CAT.storage);
    if (st && st.loadUint(16) === 0x7473) row.dns_storage_bag_id = st.loadBuffer(32).toString('hex');
    return row;
  });

/** Multisig v2 signer and proposer lists: `HashmapE 8 MsgAddressInt`, each address inline in its dictionary leaf. */
const addrList = (c: Cell | null): string[] => {
  if (!c) return [];
  const d = Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Address(), c);
  return [...d.keys()].sort((x, y) => x - y).map((k) => rawAddress(d.get(k)!));
};

export const multisig = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_multisig_data');
    if (!r) return null;
    const next = r.readBigNumber();
    const threshold = Number(r.readBigNumber());
    return {
      ...base(a),
      next_order_seqno: next.toString(),
      threshold,
      signers: addrList(r.readCellOpt()),
      proposers: addrList(r.readCellOpt()),
    };
  });

export const multisigOrder = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_order_data');
    if (!r) return null;
    const ms = addrOf(r);
    const seqno = r.readBigNumber();
    const threshold = Number(r.readBigNumberOpt() ?? 0n);
    const sent = (r.readBigNumberOpt() ?? 0n) !== 0n;
    const signers = addrList(r.readCellOpt());
    const mask = r.readBigNumberOpt() ?? 0n;
    const num = Number(r.readBigNumberOpt() ?? 0n);
    const exp = r.readBigNumberOpt();
    const order = r.readCellOpt();
    return {
      ...base(a),
      multisig_address: ms,
      order_seqno: seqno.toString(),
      threshold,
      sent_for_execution: sent,
      approvals_mask: mask.toString(),
      approvals_num: num,
      expiration_date: exp === null ? null : exp.toString(),
      order_boc: order?.toBoc() ?? null,
      signers,
    };
  });

export const vesting = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_vesting_data');
    if (!r) return null;
    const row = {
      ...base(a),
      vesting_start_time: r.readBigNumber().toString(),
      vesting_total_duration: r.readBigNumber().toString(),
      unlock_period: r.readBigNumber().toString(),
      cliff_duration: r.readBigNumber().toString(),
      vesting_total_amount: r.readBigNumber().toString(),
      vesting_sender_address: addrOf(r),
      owner_address: addrOf(r),
      whitelist: [] as string[],
    };
    const wl = r.remaining > 0 ? r.readCellOpt() : null;
    if (wl) {
      // HashmapE 267 True: the key is a whole MsgAddressInt (tag, anycast, workchain, account id).
      forEachKey267(wl, (k) =>
        row.whitelist.push(
          `${Number(BigInt.asIntN(8, (k >> 256n) & 0xffn))}:${(k & ((1n << 256n) - 1n)).toString(16).padStart(64, '0').toUpperCase()}`,
        ),
      );
    }
    return row;
  });

function forEachKey267(c: Cell, fn: (k: bigint) => void): void {
  const d = Dictionary.loadDirect(Dictionary.Keys.BigUint(267), { serialize: () => {}, parse: () => true }, c);
  for (const k of d.keys()) fn(k);
}

const FIXPRICE_MAGIC = 0x46495850n; // 'FIXP'

/** Getgems fixed-price sale: get_sale_data = (magic, is_complete, created_at, marketplace, nft, owner, full_price, fee address, fee, royalty address, royalty). */
export const nftSale = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_sale_data');
    if (!r || r.readBigNumber() !== FIXPRICE_MAGIC) return null;
    return {
      ...base(a),
      type: 'fixprice',
      is_complete: r.readBigNumber() !== 0n,
      created_at: r.readBigNumber().toString(),
      marketplace_address: addrOf(r),
      nft_address: addrOf(r),
      nft_owner_address: addrOf(r),
      full_price: r.readBigNumber().toString(),
      marketplace_fee_address: addrOf(r),
      marketplace_fee: r.readBigNumber().toString(),
      royalty_address: addrOf(r),
      royalty_amount: r.readBigNumber().toString(),
    };
  });

/** Getgems auction: get_auction_data, in the order of the getgems_nft_auctions columns. */
export const nftAuction = (run: RunGetMethod, a: AccountInput) =>
  attempt(async () => {
    const r = await run(Address.parse(a.address), 'get_auction_data');
    if (!r) return null;
    const bool = () => r.readBigNumber() !== 0n;
    const num = () => r.readBigNumber().toString();
    return {
      ...base(a),
      end_flag: bool(),
      end_time: num(),
      mp_addr: addrOf(r),
      nft_addr: addrOf(r),
      nft_owner: addrOf(r),
      last_bid: num(),
      last_member: addrOf(r),
      min_step: num(),
      mp_fee_addr: addrOf(r),
      mp_fee_factor: num(),
      mp_fee_base: num(),
      royalty_fee_addr: addrOf(r),
      royalty_fee_factor: num(),
      royalty_fee_base: num(),
      max_bid: num(),
      min_bid: num(),
      created_at: num(),
      last_bid_at: num(),
      is_canceled: bool(),
    };
  });
