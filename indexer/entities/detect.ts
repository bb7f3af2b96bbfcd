/**
 * Interface detection for the accounts a block set touched: the code's method ids (contract_methods) pick the
 * candidate interfaces, their get-methods run at the block, and the interfaces that answered are remembered
 * per code hash so later accounts with the same code are asked only what their code is known to answer.
 */
import type pg from 'pg';
import { candidateInterfaces, INTERFACE_METHODS, methodIds } from './methods.ts';
import * as get from './getters.ts';
import type { AccountInput, RunGetMethod } from './getters.ts';

type Row = Record<string, unknown>;
export interface EntitySet {
  contract_methods: Row[]; code_interfaces: Row[]; jetton_masters: Row[]; jetton_wallets: Row[]; nft_collections: Row[]; nft_items: Row[];
  dns_entries: Row[]; multisig: Row[]; multisig_orders: Row[]; vesting_contracts: Row[]; vesting_whitelist: Row[];
}

export const emptyEntities = (): EntitySet => ({
  contract_methods: [], code_interfaces: [], jetton_masters: [], jetton_wallets: [], nft_collections: [], nft_items: [],
  dns_entries: [], multisig: [], multisig_orders: [], vesting_contracts: [], vesting_whitelist: [],
});

const known = new Map<string, string[]>();

async function interfacesOf(db: pg.ClientBase | pg.Pool, codeHash: Buffer): Promise<string[] | undefined> {
  const k = codeHash.toString('hex');
  const hit = known.get(k);
  if (hit) return hit;
  const r = await db.query<{ interfaces: string[] }>('SELECT interfaces FROM code_interfaces WHERE code_hash = $1', [codeHash]);
  if (r.rows[0]) known.set(k, r.rows[0].interfaces);
  return r.rows[0]?.interfaces;
}

export async function detectEntities(db: pg.ClientBase | pg.Pool, run: RunGetMethod, accounts: AccountInput[]): Promise<EntitySet> {
  const out = emptyEntities();
  const seenCode = new Set<string>();
  for (const a of accounts) {
    const ck = a.codeHash.toString('hex');
    let ifaces = await interfacesOf(db, a.codeHash);
    const probing = ifaces === undefined;
    if (probing) {
      const ids = methodIds(a.code);
      if (ids && !seenCode.has(ck)) out.contract_methods.push({ code_hash: a.codeHash, methods: ids.map(String) });
      ifaces = ids ? candidateInterfaces(ids) : Object.keys(INTERFACE_METHODS);
    }
    seenCode.add(ck);
    const answered: string[] = [];
    for (const i of ifaces!) if (await detectOne(run, a, i, out)) answered.push(i);
    if (probing) {
      known.set(ck, answered);
      out.code_interfaces.push({ code_hash: a.codeHash, interfaces: answered });
    }
  }
  return out;
}

async function detectOne(run: RunGetMethod, a: AccountInput, iface: string, out: EntitySet): Promise<boolean> {
  switch (iface) {
    case 'jetton_master': { const r = await get.jettonMaster(run, a); if (r) out.jetton_masters.push(r); return !!r; }
    case 'jetton_wallet': { const r = await get.jettonWallet(run, a); if (r) out.jetton_wallets.push(r); return !!r; }
    case 'nft_collection': { const r = await get.nftCollection(run, a); if (r) out.nft_collections.push(r); return !!r; }
    case 'nft_item': { const r = await get.nftItem(run, a); if (r) out.nft_items.push(r); return !!r; }
    case 'dns_item': {
      const owner = (out.nft_items.find((x) => x.address === a.address)?.owner_address as string | null | undefined) ?? null;
      const r = await get.dnsEntry(run, a, owner);
      if (r) out.dns_entries.push(r);
      return !!r;
    }
    case 'multisig': { const r = await get.multisig(run, a); if (r) out.multisig.push(r); return !!r; }
    case 'multisig_order': { const r = await get.multisigOrder(run, a); if (r) out.multisig_orders.push(r); return !!r; }
    case 'vesting': {
      const r = await get.vesting(run, a);
      if (!r) return false;
      const { whitelist, ...row } = r;
      out.vesting_contracts.push(row);
      for (const w of whitelist) out.vesting_whitelist.push({ vesting_contract_address: a.address, wallet_address: w });
      return true;
    }
    default: return false;
  }
}
