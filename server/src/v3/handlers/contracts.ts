import { Cell, loadMessageRelaxed } from '@ton/core';
import type pg from 'pg';
import { b64, jsonObject, rawAddress, rawAddresses, rawOf, str } from '../convert.ts';
import { decodeBody } from '../decode.ts';
import { addressBook } from '../queries/book.ts';
import { page, Where, withClient } from '../queries/db.ts';
import { exclusive, isTestnet, paging, requireOne } from './common.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';
import type { MultisigOrderRow, MultisigRow } from '../queries/rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

type S = components['schemas'];

function orderRecord(r: MultisigOrderRow, parseActions: boolean): S['MultisigOrder'] {
  const rec: S['MultisigOrder'] = {
    address: r.address,
    // an order row is written with the multisig that deployed it
    multisig_address: r.multisig_address!,
    order_seqno: str(r.order_seqno),
    threshold: r.threshold ?? null,
    sent_for_execution: r.sent_for_execution ?? null,
    approvals_mask: str(r.approvals_mask),
    approvals_num: r.approvals_num ?? null,
    expiration_date: r.expiration_date === null ? null : Number(r.expiration_date),
    order_boc: r.order_boc ? r.order_boc.toString('base64') : null,
    signers: r.signers ?? [],
    last_transaction_lt: String(r.last_transaction_lt),
    code_hash: b64(r.code_hash),
    data_hash: b64(r.data_hash),
  };
  // null, not absent or []: "not decoded" as upstream sends it, never mistaken for "no actions" (v3 D25)
  rec.actions = parseActions ? orderActions(r.order_boc) : null;
  return rec;
}

/**
 * Multisig v2 order: a dictionary of actions; `send_message` (0xf1381e5b) carries a send mode and a message.
 * Each entry reports what it could parse; an order that does not parse yields one unparsed entry.
 */
function orderActions(orderBoc: Buffer | null): S['OrderAction'][] {
  if (!orderBoc) return [];
  try {
    const root = Cell.fromBoc(orderBoc)[0]!;
    const dict = root.beginParse().loadDictDirect(
      { bits: 8, serialize: (k: number) => BigInt(k), parse: (k: bigint) => Number(k) },
      { serialize: () => {}, parse: (s) => s.loadRef() }, // orders are only read
    );
    return [...dict.values()].map((cell) => {
      const s = cell.beginParse();
      const op = s.loadUint(32);
      if (op !== 0xf1381e5b)
        return {
          destination: null,
          value: null,
          body_raw: cell.toBoc().toString('base64'),
          parsed: false,
          error: 'unknown action',
          parsed_body: null,
          parsed_body_type: 'unknown',
          send_mode: 0,
        };
      const mode = s.loadUint(8);
      const msg = loadMessageRelaxed(s.loadRef().beginParse());
      const dest = msg.info.dest && 'workChain' in msg.info.dest ? rawOf(msg.info.dest) : null;
      const value = msg.info.type === 'internal' ? msg.info.value.coins.toString() : null;
      const parsedBody = decodeBody(msg.body);
      const type = parsedBody ? String(parsedBody['@type']) : msg.body.bits.length === 0 ? 'ton_transfer' : 'unknown';
      return {
        destination: dest,
        value,
        body_raw: msg.body.toBoc().toString('base64'),
        parsed: parsedBody !== null || type === 'ton_transfer',
        error: null,
        parsed_body: parsedBody && jsonObject(parsedBody),
        parsed_body_type: type,
        send_mode: mode,
      };
    });
  } catch (err) {
    return [
      {
        destination: null,
        value: null,
        body_raw: orderBoc.toString('base64'),
        parsed: false,
        error: (err as Error).message,
        parsed_body: null,
        parsed_body_type: 'unknown',
        send_mode: 0,
      },
    ];
  }
}

async function book(c: pg.PoolClient, deps: V3Deps, addresses: Array<string | null | undefined>) {
  return addressBook(
    c,
    addresses.filter((a): a is string => !!a),
    isTestnet(deps),
  );
}

export function contractHandlers(deps: V3Deps) {
  return {
    getDnsRecords: async (input) => {
      requireOne('either wallet address or domain is required', input.wallet, input.domain);
      exclusive('provide either wallet address or domain, not both', input.wallet, input.domain);
      const p = paging(input, 100);
      const w = new Where()
        .when(input.wallet !== undefined, 'dns_wallet = ?', input.wallet && rawAddress(input.wallet))
        .when(input.domain !== undefined, 'domain = ?', input.domain);
      return withClient(deps.db, async (c) => {
        const { rows } = await c.query(
          `SELECT * FROM dns_entries ${w.sql} ORDER BY length(domain), domain ASC ${page(w, p.limit, p.offset)}`,
          w.params,
        );
        const records = rows.map((r) => ({
          nft_item_address: r.nft_item_address,
          nft_item_owner: r.nft_item_owner ?? null,
          domain: r.domain,
          dns_next_resolver: r.dns_next_resolver ?? null,
          dns_wallet: r.dns_wallet ?? null,
          dns_site_adnl: r.dns_site_adnl ?? null,
          dns_storage_bag_id: r.dns_storage_bag_id ?? null,
        }));
        return {
          records,
          address_book: await book(
            c,
            deps,
            records.flatMap((r) => [r.nft_item_address, r.nft_item_owner, r.dns_wallet]),
          ),
        };
      });
    },

    getMultisigWallets: async (input) => {
      requireOne('At least one of address or wallet_address should be specified', input.address, input.wallet_address);
      const p = paging(input);
      const wallets = rawAddresses(input.wallet_address);
      const w = new Where().anyOf('address', rawAddresses(input.address));
      if (wallets?.length) w.add('(signers && ?::text[] OR proposers && ?::text[])', wallets, wallets);
      const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
      return withClient(deps.db, async (c) => {
        const { rows } = await c.query<MultisigRow>(
          `SELECT * FROM multisig ${w.sql} ORDER BY id ${dir}, address ${dir} ${page(w, p.limit, p.offset)}`,
          w.params,
        );
        const orders = new Map<string, MultisigOrderRow[]>();
        if (input.include_orders !== false && rows.length) {
          const { rows: os } = await c.query<MultisigOrderRow>(
            'SELECT * FROM multisig_orders WHERE multisig_address = ANY($1) ORDER BY id',
            [rows.map((r) => r.address)],
          );
          for (const o of os) orders.set(o.multisig_address!, [...(orders.get(o.multisig_address!) ?? []), o]);
        }
        const multisigs = rows.map((r): S['Multisig'] => ({
          address: r.address,
          next_order_seqno: str(r.next_order_seqno),
          threshold: r.threshold ?? null,
          signers: r.signers ?? [],
          proposers: r.proposers ?? [],
          last_transaction_lt: String(r.last_transaction_lt),
          code_hash: b64(r.code_hash),
          data_hash: b64(r.data_hash),
          orders: (orders.get(r.address) ?? []).map((o) => orderRecord(o, false)),
        }));
        const addresses = multisigs.flatMap((m) => [m.address, ...m.signers, ...m.proposers]);
        return { multisigs, address_book: await book(c, deps, addresses) };
      });
    },

    getMultisigOrders: async (input) => {
      requireOne(
        'At least one of address or multisig_address should be specified',
        input.address,
        input.multisig_address,
      );
      const p = paging(input);
      const w = new Where()
        .anyOf('address', rawAddresses(input.address))
        .anyOf('multisig_address', rawAddresses(input.multisig_address));
      const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
      return withClient(deps.db, async (c) => {
        const { rows } = await c.query<MultisigOrderRow>(
          `SELECT * FROM multisig_orders ${w.sql} ORDER BY id ${dir}, address ${dir} ${page(w, p.limit, p.offset)}`,
          w.params,
        );
        const orders = rows.map((r) => orderRecord(r, input.parse_actions === true));
        const addresses = rows.flatMap((r) => [r.address, r.multisig_address, ...(r.signers ?? [])]);
        return { orders, address_book: await book(c, deps, addresses) };
      });
    },

    getVestingContracts: async (input) => {
      requireOne(
        'at least one of contract_address or wallet_address is required',
        input.contract_address,
        input.wallet_address,
      );
      exclusive(
        'only one of contract_address or wallet_address should be specified',
        input.contract_address,
        input.wallet_address,
      );
      const p = paging(input);
      const w = new Where().anyOf('v.address', rawAddresses(input.contract_address));
      const wallets = rawAddresses(input.wallet_address);
      if (wallets?.length) {
        const whitelist = input.check_whitelist
          ? ' OR EXISTS (SELECT 1 FROM vesting_whitelist x WHERE x.vesting_contract_address = v.address AND x.wallet_address = ANY(?))'
          : '';
        w.add(
          `(v.owner_address = ANY(?) OR v.vesting_sender_address = ANY(?)${whitelist})`,
          ...(input.check_whitelist ? [wallets, wallets, wallets] : [wallets, wallets]),
        );
      }
      return withClient(deps.db, async (c) => {
        const { rows } = await c.query(
          `SELECT v.*, coalesce((SELECT array_agg(x.wallet_address ORDER BY x.wallet_address) FROM vesting_whitelist x WHERE x.vesting_contract_address = v.address), '{}') AS whitelist
           FROM vesting_contracts v ${w.sql} ORDER BY v.id ASC ${page(w, p.limit, p.offset)}`,
          w.params,
        );
        const contracts = rows.map((r) => ({
          address: r.address,
          start_time: Number(r.vesting_start_time ?? 0),
          total_duration: Number(r.vesting_total_duration ?? 0),
          unlock_period: Number(r.unlock_period ?? 0),
          cliff_duration: Number(r.cliff_duration ?? 0),
          sender_address: r.vesting_sender_address,
          owner_address: r.owner_address,
          total_amount: str(r.vesting_total_amount) ?? '0',
          whitelist: r.whitelist as string[],
        }));
        const addresses = contracts.flatMap((v) => [v.address, v.sender_address, v.owner_address, ...v.whitelist]);
        return { vesting_contracts: contracts, address_book: await book(c, deps, addresses) };
      });
    },
  } satisfies V3HandlerGroup<'getDnsRecords' | 'getMultisigWallets' | 'getMultisigOrders' | 'getVestingContracts'>;
}
