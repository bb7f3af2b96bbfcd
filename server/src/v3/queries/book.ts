import type pg from 'pg';
import { walletKindByCodeHash, type WalletKind } from '../../v2/wallets.ts';
import { friendlyAddress, str } from '../convert.ts';
import { opaque, planned, run } from './statements.ts';

const RAW = /^-?\d+:[0-9A-F]{64}$/;

export function walletKindOf(codeHash: Buffer | null): WalletKind | null {
  return walletKindByCodeHash(codeHash) ?? null;
}

/** `wallet v4 r2` → `wallet_v4r2`, the interface name upstream reports. */
const walletInterface = (kind: string) => kind.replace(/^wallet v(\S+) (\S+)$/, 'wallet_v$1$2').replace(/\s+/g, '');

export interface BookRow {
  user_friendly: string | null;
  domain: string | null;
  interfaces: string[];
}

interface BookSqlRow {
  addr: string;
  code_hash: Buffer | null;
  domain: string | null;
  jetton_wallet: boolean;
  jetton_master: boolean;
  nft_item: boolean;
  nft_collection: boolean;
}

/** Each address's latest state, shortest owned domain and the entity tables holding it ($1 the addresses). */
const ADDRESS_BOOK = planned(
  `SELECT a.addr, las.code_hash,
       (SELECT d.domain FROM dns_entries d WHERE d.nft_item_owner = a.addr AND d.dns_wallet = a.addr ORDER BY length(d.domain), d.domain LIMIT 1) AS domain,
       EXISTS (SELECT 1 FROM jetton_wallets x WHERE x.address = a.addr) AS jetton_wallet,
       EXISTS (SELECT 1 FROM jetton_masters x WHERE x.address = a.addr) AS jetton_master,
       EXISTS (SELECT 1 FROM nft_items x WHERE x.address = a.addr) AS nft_item,
       EXISTS (SELECT 1 FROM nft_collections x WHERE x.address = a.addr) AS nft_collection
     FROM unnest(${opaque('$1', 'text[]')}) AS a(addr) LEFT JOIN latest_account_states las ON las.account = a.addr`,
);

/** address_book for raw addresses: user-friendly form, owned domain, detected interfaces. */
export async function addressBook(
  c: pg.PoolClient,
  addresses: string[],
  testnet: boolean,
): Promise<Record<string, BookRow>> {
  const raws = [...new Set(addresses.filter((a) => RAW.test(a)))];
  const book: Record<string, BookRow> = {};
  for (const a of addresses)
    if (!RAW.test(a)) book[a] = { user_friendly: a === 'addr_none' ? 'addr_none' : null, domain: null, interfaces: [] };
  if (!raws.length) return book;
  const { rows } = await run<BookSqlRow>(c, ADDRESS_BOOK, [raws]);
  for (const r of rows) {
    const kind = walletKindOf(r.code_hash);
    const interfaces: string[] = [];
    if (kind) interfaces.push(walletInterface(kind));
    for (const k of ['jetton_wallet', 'jetton_master', 'nft_item', 'nft_collection'] as const)
      if (r[k]) interfaces.push(k);
    book[r.addr] = {
      user_friendly: friendlyAddress(r.addr, {
        bounceable: !(r.code_hash === null || kind !== null),
        testOnly: testnet,
      }),
      domain: r.domain ?? null,
      interfaces: interfaces.sort(),
    };
  }
  return book;
}

type TokenInfo = Record<string, unknown>;
export interface AddressMetadata {
  is_indexed: boolean;
  token_info: TokenInfo[];
}

/** metadata for raw addresses that are jetton or NFT entities; other addresses get no entry. */
export async function addressMetadata(c: pg.PoolClient, addresses: string[]): Promise<Record<string, AddressMetadata>> {
  const raws = [...new Set(addresses.filter((a) => RAW.test(a)))];
  if (!raws.length) return {};
  const wallets = await c.query('SELECT address, owner, jetton, balance FROM jetton_wallets WHERE address = ANY($1)', [
    raws,
  ]);
  const masters = new Set<string>(wallets.rows.map((w) => w.jetton).filter(Boolean));
  const all = [...new Set([...raws, ...masters])];
  const { rows } = await c.query(
    `SELECT e.address, e.type, e.nft_index, md.valid, md.name, md.symbol, md.description, md.image, md.extra,
            f.is_nsfw, f.is_scam, md.address IS NOT NULL AS has_metadata
     FROM (
       SELECT address, 'jetton_masters' AS type, NULL::numeric AS nft_index FROM jetton_masters WHERE address = ANY($1)
       UNION ALL SELECT address, 'nft_collections', NULL FROM nft_collections WHERE address = ANY($1)
       UNION ALL SELECT address, 'nft_items', index FROM nft_items WHERE address = ANY($1)
     ) e
     LEFT JOIN address_metadata md ON md.address = e.address AND md.type = e.type
     LEFT JOIN address_metadata_flags f ON f.address = e.address`,
    [all],
  );
  const out: Record<string, AddressMetadata> = {};
  for (const r of rows) {
    const info: TokenInfo = { type: r.type };
    if (r.nft_index !== null) info.nft_index = str(r.nft_index);
    if (r.has_metadata) {
      info.valid = r.valid;
      for (const k of ['name', 'symbol', 'description', 'image', 'extra', 'is_nsfw', 'is_scam'] as const)
        if (r[k] !== null && r[k] !== undefined) info[k] = r[k];
    }
    const entry = (out[r.address] ??= { is_indexed: true, token_info: [] });
    entry.is_indexed &&= Boolean(r.has_metadata);
    entry.token_info.push(info);
  }
  for (const w of wallets.rows) {
    const master = w.jetton ? out[w.jetton] : undefined;
    out[w.address] = {
      is_indexed: master?.is_indexed ?? false,
      token_info: [
        { type: 'jetton_wallets', valid: true, extra: { owner: w.owner, jetton: w.jetton, balance: str(w.balance) } },
      ],
    };
  }
  return out;
}
