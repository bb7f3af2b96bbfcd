import { Cell } from '@ton/core';
import { walletFields } from '../../v2/wallets.ts';
import { b64, hashInputs, rawAddress, rawAddresses, str } from '../convert.ts';
import { addressBook, addressMetadata, walletKindOf } from '../queries/book.ts';
import { withClient } from '../queries/db.ts';
import { bookAndMetadata, isTestnet, paging, requireOne } from './common.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';
import type { AccountStateWithMethodsRow, LatestAccountStateRow } from '../queries/rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

/** The stored status, one of the contract's values (the indexer writes it from the account's state). */
export const accountStatus = (v: string | null) => (v === null ? undefined : (v as S['AccountStatus']));
/** The stored `{currency id: amount}` jsonb, written by the indexer in the contract's shape. */
const extraCurrencies = (v: unknown) => (v === null || v === undefined ? undefined : (v as S['ExtraCurrencies']));

type S = components['schemas'];

/** Latest states of `accounts` and/or of the accounts with one of `codeHashes` (both filters apply when given). */
export async function latestStates(
  c: import('pg').PoolClient,
  accounts: string[] | undefined,
  codeHashes?: Buffer[],
): Promise<AccountStateWithMethodsRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (accounts) where.push(`s.account = ANY($${params.push(accounts)})`);
  if (codeHashes) where.push(`s.code_hash = ANY($${params.push(codeHashes)})`);
  const { rows } = await c.query<AccountStateWithMethodsRow>(
    `SELECT s.*, cm.methods FROM latest_account_states s LEFT JOIN contract_methods cm ON cm.code_hash = s.code_hash
     WHERE ${where.join(' AND ')} ORDER BY s.account LIMIT 1000`,
    params,
  );
  return rows;
}

/** The filters of /accountStates and /walletStates: addresses, code hashes, or both; one is required. */
function stateFilter(input: { address?: string[]; code_hash?: string[] }) {
  requireOne('at least one of address, code_hash should be specified', input.address, input.code_hash);
  return { accounts: rawAddresses(input.address), codeHashes: hashInputs(input.code_hash, 'code_hash') };
}

/** wallet kind and the fields its data layout stores, for a latest_account_states row */
export async function walletView(_c: import('pg').PoolClient, s: LatestAccountStateRow) {
  const kind = walletKindOf(s.code_hash);
  let fields = {};
  if (kind && s.data_boc) {
    try {
      fields = walletFields(kind, Cell.fromBoc(s.data_boc)[0]);
    } catch {
      fields = {};
    }
  }
  return { kind, fields: fields as { seqno?: number; wallet_id?: number; is_signature_allowed?: boolean } };
}

export function accountHandlers(deps: V3Deps) {
  return {
    getAccountStates: async (input) => {
      const filter = stateFilter(input);
      return withClient(deps.db, async (c) => {
        const rows = await latestStates(c, filter.accounts, filter.codeHashes);
        const accounts = rows.map((s) => s.account);
        const book = await addressBook(c, accounts, isTestnet(deps));
        const records = rows.map((s) => {
          const rec: S['AccountStateFull'] = {
            address: s.account,
            account_state_hash: b64(s.hash)!,
            balance: str(s.balance),
            extra_currencies: extraCurrencies(s.balance_extra_currencies) ?? null,
            status: accountStatus(s.account_status) ?? null,
            last_transaction_hash: b64(s.last_trans_hash),
            last_transaction_lt: str(s.last_trans_lt),
            contract_methods: s.methods ? (s.methods as string[]).map(Number) : null,
            interfaces: book[s.account]?.interfaces ?? [],
          };
          if (s.frozen_hash) rec.frozen_hash = b64(s.frozen_hash)!;
          if (s.data_hash) rec.data_hash = b64(s.data_hash)!;
          if (s.code_hash) rec.code_hash = b64(s.code_hash)!;
          if (input.include_boc !== false) {
            if (s.data_boc) rec.data_boc = s.data_boc.toString('base64');
            if (s.code_boc) rec.code_boc = s.code_boc.toString('base64');
          }
          return rec;
        });
        return { accounts: records, address_book: book, metadata: await addressMetadata(c, accounts) };
      });
    },

    getWalletStates: async (input) => {
      const filter = stateFilter(input);
      return withClient(deps.db, async (c) => {
        const rows = await latestStates(c, filter.accounts, filter.codeHashes);
        const accounts = rows.map((s) => s.account);
        const wallets: S['WalletState'][] = [];
        for (const s of rows) {
          const { kind, fields } = await walletView(c, s);
          const rec: S['WalletState'] = {
            address: s.account,
            is_wallet: kind !== null,
            last_transaction_hash: b64(s.last_trans_hash),
            last_transaction_lt: str(s.last_trans_lt),
          };
          if (kind) Object.assign(rec, { wallet_type: kind }, fields);
          if (s.balance !== null) rec.balance = str(s.balance)!;
          if (s.balance_extra_currencies) rec.extra_currencies = extraCurrencies(s.balance_extra_currencies);
          if (s.account_status) rec.status = accountStatus(s.account_status);
          if (s.code_hash) rec.code_hash = b64(s.code_hash)!;
          wallets.push(rec);
        }
        return { wallets, ...(await bookAndMetadata(c, deps, accounts)) };
      });
    },

    getAddressBook: async (input) => {
      const parsed = input.address.map((a) => {
        try {
          return rawAddress(a);
        } catch {
          return null;
        }
      });
      return withClient(deps.db, async (c) => {
        const book = await addressBook(
          c,
          parsed.filter((p): p is string => p !== null),
          isTestnet(deps),
        );
        const out: S['AddressBook'] = {};
        input.address.forEach((a, i) => {
          const raw = parsed[i];
          out[a] = raw && book[raw] ? book[raw] : { user_friendly: null, domain: null, interfaces: [] };
        });
        return out;
      });
    },

    getMetadata: async (input) => {
      const accounts = rawAddresses(input.address)!;
      return withClient(deps.db, async (c) => addressMetadata(c, accounts));
    },

    getTopAccountsByBalance: async (input) => {
      const p = paging(input);
      return withClient(deps.db, async (c) => {
        const { rows } = await c.query(
          'SELECT account, balance FROM latest_account_states WHERE balance IS NOT NULL ORDER BY balance DESC, account ASC LIMIT $1 OFFSET $2',
          [p.limit, p.offset],
        );
        return rows.map((r) => ({ account: r.account, balance: String(r.balance) }));
      });
    },
  } satisfies V3HandlerGroup<
    'getAccountStates' | 'getWalletStates' | 'getAddressBook' | 'getMetadata' | 'getTopAccountsByBalance'
  >;
}
