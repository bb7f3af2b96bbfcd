/**
 * Interface detection for the accounts a block set touched: the code's method ids (contract_methods) pick the
 * candidate interfaces, their get-methods run at the block, and the interfaces that answered are remembered
 * per code hash (code_interfaces) so later accounts with the same code are asked only what their code answered.
 */
import type pg from 'pg';
import { candidateInterfaces, INTERFACE_METHODS, methodIds } from './methods.ts';
import * as get from './getters.ts';
import type { AccountInput, RunGetMethod } from './getters.ts';

type Row = Record<string, unknown>;
export interface EntitySet {
  contract_methods: Row[];
  code_interfaces: Row[];
  jetton_masters: Row[];
  jetton_wallets: Row[];
  nft_collections: Row[];
  nft_items: Row[];
  dns_entries: Row[];
  multisig: Row[];
  multisig_orders: Row[];
  vesting_contracts: Row[];
  vesting_whitelist: Row[];
  getgems_nft_sales: Row[];
  getgems_nft_auctions: Row[];
}

export const emptyEntities = (): EntitySet => ({
  contract_methods: [],
  code_interfaces: [],
  jetton_masters: [],
  jetton_wallets: [],
  nft_collections: [],
  nft_items: [],
  dns_entries: [],
  multisig: [],
  multisig_orders: [],
  vesting_contracts: [],
  vesting_whitelist: [],
  getgems_nft_sales: [],
  getgems_nft_auctions: [],
});

export async function detectEntities(
  db: pg.ClientBase | pg.Pool,
  run: RunGetMethod,
  accounts: AccountInput[],
): Promise<EntitySet> {
  const out = emptyEntities();
  const codes = [...new Map(accounts.map((a) => [a.codeHash.toString('hex'), a.codeHash])).values()];
  const known = new Map<string, string[]>();
  if (codes.length) {
    const r = await db.query<{ code_hash: Buffer; interfaces: string[] }>(
      'SELECT code_hash, interfaces FROM code_interfaces WHERE code_hash = ANY($1)',
      [codes],
    );
    for (const row of r.rows) known.set(row.code_hash.toString('hex'), row.interfaces);
  }
  // Accounts whose code is known to answer nothing (wallets, most contracts) cost no get-method at all.
  const probe: AccountInput[] = [];
  const byCode = new Map<string, AccountInput[]>();
  for (const a of accounts) {
    const ifaces = known.get(a.codeHash.toString('hex'));
    if (ifaces && ifaces.length === 0) continue;
    if (ifaces) probe.push(a);
    else {
      const k = a.codeHash.toString('hex');
      byCode.set(k, [...(byCode.get(k) ?? []), a]);
    }
  }
  // Unknown codes: the first account of each code decides its interfaces, one code after another.
  for (const [k, list] of byCode) {
    const first = list[0]!;
    const ids = methodIds(first.code);
    if (ids) out.contract_methods.push({ code_hash: first.codeHash, methods: ids.map(String) });
    const candidates = ids ? candidateInterfaces(ids) : Object.keys(INTERFACE_METHODS);
    const answered: string[] = [];
    for (const i of candidates) if (await detectOne(run, first, i, out)) answered.push(i);
    known.set(k, answered);
    out.code_interfaces.push({ code_hash: first.codeHash, interfaces: answered });
    if (answered.length) probe.push(...list.slice(1));
  }
  await Promise.all(
    chunks(probe, 8).map(async (part) => {
      for (const a of part)
        for (const i of known.get(a.codeHash.toString('hex')) ?? []) await detectOne(run, a, i, out);
    }),
  );
  return out;
}

function chunks<T>(items: T[], n: number): T[][] {
  const out: T[][] = Array.from({ length: Math.min(n, items.length) }, () => []);
  items.forEach((x, i) => out[i % out.length]!.push(x));
  return out;
}

async function detectOne(run: RunGetMethod, a: AccountInput, iface: string, out: EntitySet): Promise<boolean> {
  switch (iface) {
    case 'jetton_master': {
      const r = await get.jettonMaster(run, a);
      if (r) out.jetton_masters.push(r);
      return !!r;
    }
    case 'jetton_wallet': {
      const r = await get.jettonWallet(run, a);
      if (r) out.jetton_wallets.push(r);
      return !!r;
    }
    case 'nft_collection': {
      const r = await get.nftCollection(run, a);
      if (r) out.nft_collections.push(r);
      return !!r;
    }
    case 'nft_item': {
      const r = await get.nftItem(run, a);
      if (r) out.nft_items.push(r);
      return !!r;
    }
    case 'dns_item': {
      const owner =
        (out.nft_items.find((x) => x.address === a.address)?.owner_address as string | null | undefined) ?? null;
      const r = await get.dnsEntry(run, a, owner);
      if (r) out.dns_entries.push(r);
      return !!r;
    }
    case 'nft_sale': {
      const r = await get.nftSale(run, a);
      if (r) out.getgems_nft_sales.push(r);
      return !!r;
    }
    case 'nft_auction': {
      const r = await get.nftAuction(run, a);
      if (r) out.getgems_nft_auctions.push(r);
      return !!r;
    }
    case 'multisig': {
      const r = await get.multisig(run, a);
      if (r) out.multisig.push(r);
      return !!r;
    }
    case 'multisig_order': {
      const r = await get.multisigOrder(run, a);
      if (r) out.multisig_orders.push(r);
      return !!r;
    }
    case 'vesting': {
      const r = await get.vesting(run, a);
      if (!r) return false;
      const { whitelist, ...row } = r;
      out.vesting_contracts.push(row);
      for (const w of whitelist) out.vesting_whitelist.push({ vesting_contract_address: a.address, wallet_address: w });
      return true;
    }
    default:
      return false;
  }
}
