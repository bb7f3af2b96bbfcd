// What the v3 contract says each list operation's parameters mean, as checks on the rows it returns.
// One entry per list: where its rows are, what identifies a row, the documented ordering key (D5,
// D20 and each operation's description), what the lt/unix-time windows compare, and per filter
// parameter how to read a value off a row and whether a row satisfies it. The parameter cases
// (param-cases.ts) read the operation's parameters from the spec and apply whatever this table knows.
import { discoveredAccount, skip, type CaseContext } from '../case.ts';
import { at, same } from '../values.ts';
import { busyJettonOwner } from './jetton-history.ts';
import { knownMessage } from './known.ts';

/** A row of any list operation: the table reads each list's own fields (the response checks validate them). */
// biome-ignore lint/suspicious/noExplicitAny: one table over the rows of every v3 list operation, each with its own schema
type Row = any;
export type Key = bigint | number | string;

export interface FilterOption {
  value: unknown;
  companions?: Record<string, unknown>;
}

export interface FilterSemantics {
  /** a value for the filter read off a row that has it (undefined: this row cannot serve) */
  from(row: Row): unknown;
  /** several values a row offers (direction: `in` for its receiver, `out` for its sender); default from() with companions() */
  options?(row: Row): FilterOption[];
  /** whether a returned row satisfies the filter; `args` are every argument of the request */
  holds(row: Row, value: unknown, args: Record<string, unknown>): boolean;
  /** a row the request would list without this filter but must not with it (default: one that does not hold) */
  excludes?(row: Row, value: unknown, args: Record<string, unknown>): boolean;
  /**
   * Rows found another way to read values from, besides the listed page (whose newest rows may all lack the value:
   * a quiet network's newest traces are tick-tocks without messages).
   */
  rows?(ctx: CaseContext): Promise<Row[]>;
  /** other arguments the filter needs (e.g. include_accounts to see `accounts`) */
  with?: Record<string, unknown>;
  /** parameters that only mean something together with this one, read off the same row (workchain, shard with seqno) */
  companions?(row: Row): Record<string, unknown>;
  /**
   * A value no listed row may have (a sibling shard): every row answered for it must still satisfy the filter, so
   * a server ignoring the filter fails even where every listed row shares the one value a row offers.
   */
  foreign?(row: Row): FilterOption | undefined;
}

export interface ListSemantics {
  /** the array of rows in the body ('' for a bare array) */
  records: string;
  id(row: Row): string;
  /** the documented ordering key's leading component, in the `sort` direction */
  order?(row: Row): Key | undefined;
  /** rows whose key is undefined sort after all others in both directions (D19) */
  undefinedLast?: boolean;
  /** fixed direction when the operation has no `sort` ('asc' / 'desc') */
  fixedOrder?: 'asc' | 'desc';
  /** what start_lt/end_lt and start_utime/end_utime compare */
  lt?(row: Row): bigint | undefined;
  utime?(row: Row): number | undefined;
  /**
   * arguments without which the list is refused or empty; skips when the target gave nothing to use. `param` is the
   * parameter the case proves, for lists whose usual base selects too few rows to prove it (offset needs three).
   */
  base?(ctx: CaseContext, param?: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * The list's documented order is not readable off its records (discovery order, D20): `sort=asc` must then be
   * exactly `sort=desc` reversed, and the default the documented direction.
   */
  reversible?: 'asc' | 'desc';
  filters: Record<string, FilterSemantics>;
  /** rows read at once to find data (default 50; less where rows are large, e.g. whole traces) */
  page?: number;
}

const big = (v: unknown): bigint | undefined =>
  v === null || v === undefined || v === '' ? undefined : BigInt(String(v));
const num = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));
const eq = (field: (r: Row) => unknown): FilterSemantics => ({ from: field, holds: (r, v) => same(field(r), v) });
const anyOf = (...fields: Array<(r: Row) => unknown>): FilterSemantics => ({
  from: fields[0]!,
  holds: (r, v) => fields.some((f) => same(f(r), v)),
});
const local = (ctx: CaseContext, kind: string): string | undefined =>
  ctx.data.local.find((a) => a.kind === kind)?.address;
const needed = (what: string, v: string | undefined): string => v ?? skip(`no ${what} discovered on the target`);

/** Shard ids as unsigned 64-bit numbers (hex in records, hex or signed decimal in queries: D10). */
const shardOf = (v: unknown): bigint =>
  /^(0x)?[0-9a-fA-F]{16}$/.test(String(v))
    ? BigInt(`0x${String(v).replace(/^0x/, '')}`)
    : BigInt.asUintN(64, BigInt(String(v)));
const sameShard = (a: unknown, b: unknown): boolean => a != null && b != null && shardOf(a) === shardOf(b);

/** Another shard of the same workchain than `shard`: its sibling, or the root's left child. */
function otherShard(shard: unknown): string {
  const id = shardOf(shard);
  const low = id & -id;
  const other = low === 1n << 63n ? id - (low >> 1n) : id ^ (low << 1n);
  return other.toString(16).toUpperCase().padStart(16, '0');
}

/**
 * Blocks order by gen_utime, then workchain, shard and seqno (v3 D5). The key is the leading two: whether shards
 * compare as signed or unsigned numbers the contract does not say.
 */
const blockOrder = (r: Row): bigint | undefined =>
  r.gen_utime == null || r.workchain == null
    ? undefined
    : (BigInt(r.gen_utime) << 33n) + BigInt(Number(r.workchain) + 2 ** 31);

/** The opcode most inbound messages of recent transactions carry (three at least): a selector of many rows. */
async function busyOpcode(ctx: CaseContext): Promise<Record<string, unknown>> {
  // basechain: a masterchain's recent transactions are mostly tick-tocks without an inbound message
  const body = ctx.ok(
    await ctx.call({ operationId: 'getTransactions', args: { workchain: 0, limit: 200, sort: 'desc' } }),
  );
  const counts = new Map<string, number>();
  for (const t of (at(body, 'transactions') as Row[] | undefined) ?? [])
    if (t.in_msg?.opcode != null) counts.set(t.in_msg.opcode, (counts.get(t.in_msg.opcode) ?? 0) + 1);
  const [opcode, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!opcode || n! < 3) skip('no opcode is carried by three recent inbound messages: a page needs three rows');
  return { opcode };
}

/** The first signer of the local network's genesis multisig, as the index lists it. */
async function multisigSigner(ctx: CaseContext): Promise<string> {
  const address = needed('multisig', local(ctx, 'multisig'));
  const body = ctx.ok(await ctx.call({ operationId: 'getMultisigWallets', args: { address: [address] } }));
  const signer = at(body, 'multisigs', 0, 'signers', 0);
  if (typeof signer !== 'string') skip(`the index lists no signer of the multisig ${address}`);
  return signer;
}

/** The rows of `operationId` holding the transaction that received the discovered internal message. */
async function byDiscoveredTransaction(
  ctx: CaseContext,
  operationId: string,
  records: string,
  args: Record<string, unknown>,
): Promise<Row[]> {
  const tx = (await knownMessage(ctx)).destTx;
  const body = ctx.ok(await ctx.call({ operationId, args: { tx_hash: [tx.hash], ...args } }));
  return (at(body, records) as Row[] | undefined) ?? [];
}

/** A masterchain block the index holds transactions of: the committing block of its newest transaction. */
async function mcSeqnoWithTransactions(ctx: CaseContext): Promise<number> {
  const body = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { limit: 1, sort: 'desc' } }));
  const seqno = Number(at(body, 'transactions', 0, 'mc_block_seqno'));
  if (!Number.isInteger(seqno) || seqno <= 0) skip('the index holds no transaction to find a masterchain block by');
  return seqno;
}

const transactionRows = (extra: Partial<ListSemantics> = {}): ListSemantics => ({
  records: 'transactions',
  id: (r) => String(r.hash),
  order: (r) => big(r.lt),
  lt: (r) => big(r.lt),
  utime: (r) => num(r.now),
  filters: {},
  ...extra,
});

/** `direction` with `owner_address`: `in` keeps transfers the owner received, `out` those it sent. */
const direction = (src: (r: Row) => unknown, dst: (r: Row) => unknown): FilterSemantics => ({
  from: () => 'out',
  options: (r) => [
    { value: 'out', companions: { owner_address: src(r) } },
    { value: 'in', companions: { owner_address: dst(r) } },
  ],
  holds: (r, v, a) => same(v === 'out' ? src(r) : dst(r), a.owner_address),
  excludes: (r, v, a) =>
    same(v === 'out' ? dst(r) : src(r), a.owner_address) && !same(v === 'out' ? src(r) : dst(r), a.owner_address),
});

const transferRows = (filters: Record<string, FilterSemantics>, records: string): ListSemantics => ({
  records,
  id: (r) => `${r.transaction_hash}/${r.query_id}/${r.trace_id}`,
  order: (r) => big(r.transaction_lt),
  lt: (r) => big(r.transaction_lt),
  utime: (r) => num(r.transaction_now),
  filters,
});

/** `/traces` and its older name `/events` (D26): the same parameters and answer. */
const traceRows = (op: string): ListSemantics => ({
  records: 'traces',
  page: 12,
  id: (r) => String(r.trace_id),
  order: (r) => big(r.end_lt),
  lt: (r) => big(r.end_lt),
  utime: (r) => num(r.end_utime),
  filters: {
    trace_id: eq((r) => r.trace_id),
    tx_hash: {
      from: (r) => r.transactions_order?.[0],
      holds: (r, v) => Object.keys(r.transactions ?? {}).some((h) => same(h, v)),
    },
    account: {
      from: (r) => Object.values(r.transactions ?? {})[0] && (Object.values(r.transactions)[0] as Row).account,
      holds: (r, v) => Object.values(r.transactions ?? {}).some((t) => same((t as Row).account, v)),
    },
    mc_seqno: { from: (r) => r.mc_seqno_end, holds: (r, v) => Number(r.mc_seqno_end) === Number(v) },
    msg_hash: {
      rows: async (ctx) => byDiscoveredTransaction(ctx, op, 'traces', {}),
      from: (r) => (Object.values(r.transactions ?? {}) as Row[]).find((t) => t.in_msg?.hash)?.in_msg.hash,
      holds: (r, v) =>
        Object.values(r.transactions ?? {}).some(
          (t) => same((t as Row).in_msg?.hash, v) || ((t as Row).out_msgs ?? []).some((o: Row) => same(o.hash, v)),
        ),
    },
  },
});

export const V3_LISTS: Record<string, ListSemantics> = {
  // v3 D34: one row per masterchain block that changed the balance, in lt order
  getBalanceHistory: {
    records: 'balances',
    id: (r) => String(r.hash),
    order: (r) => big(r.lt),
    lt: (r) => big(r.lt),
    utime: (r) => num(r.utime),
    base: (ctx) => ({ address: discoveredAccount(ctx) }),
    filters: {},
  },
  // v3 D35: one row per masterchain block that changed a wallet's balance, in lt order; an owner's wallets merged.
  // jetton_wallet and owner_address select whose history (one of the two is required): the case
  // getJettonBalanceHistory/deltas-chain proves them; jetton_address narrows an owner's rows.
  getJettonBalanceHistory: {
    records: 'balances',
    id: (r) => String(r.hash),
    order: (r) => big(r.lt),
    lt: (r) => big(r.lt),
    utime: (r) => num(r.utime),
    base: async (ctx) => ({ owner_address: await busyJettonOwner(ctx) }),
    filters: { jetton_address: eq((r) => r.jetton) },
  },
  getTransactions: transactionRows({
    filters: {
      account: eq((r) => r.account),
      hash: eq((r) => r.hash),
      lt: { from: (r) => r.lt, holds: (r, v) => String(r.lt) === String(v) },
      mc_seqno: { from: (r) => r.mc_block_seqno, holds: (r, v) => Number(r.mc_block_seqno) === Number(v) },
      seqno: {
        from: (r) => r.block_ref?.seqno,
        holds: (r, v) => Number(r.block_ref?.seqno) === Number(v),
        companions: (r) => ({ workchain: r.block_ref?.workchain, shard: r.block_ref?.shard }),
      },
      workchain: { from: (r) => r.block_ref?.workchain, holds: (r, v) => Number(r.block_ref?.workchain) === Number(v) },
      shard: {
        from: (r) => r.block_ref?.shard,
        holds: (r, v) => sameShard(r.block_ref?.shard, v),
        companions: (r) => ({ workchain: r.block_ref?.workchain }),
        foreign: (r) => ({ value: otherShard(r.block_ref?.shard), companions: { workchain: r.block_ref?.workchain } }),
      },
    },
  }),
  getTransactionsByMasterchainBlock: transactionRows({
    base: async (ctx) => ({ seqno: await mcSeqnoWithTransactions(ctx) }),
  }),
  getTransactionsByMessage: transactionRows({
    // a message has two transactions: paging is proved on the receivers of a common opcode
    base: (ctx, param) =>
      param === 'offset' ? busyOpcode(ctx) : knownMessage(ctx).then((m) => ({ msg_hash: m.hash })),
    filters: {
      direction: {
        from: () => 'in',
        options: () => [{ value: 'in' }, { value: 'out' }],
        holds: (r, v, a) =>
          v === 'in' ? same(r.in_msg?.hash, a.msg_hash) : (r.out_msgs ?? []).some((o: Row) => same(o.hash, a.msg_hash)),
      },
    },
  }),
  getMessages: {
    records: 'messages',
    id: (r) => String(r.hash) + (r.in_msg_tx_hash ?? '') + (r.out_msg_tx_hash ?? ''),
    order: (r) => big(r.created_lt),
    undefinedLast: true,
    lt: (r) => big(r.created_lt),
    utime: (r) => num(r.created_at),
    filters: {
      msg_hash: eq((r) => r.hash),
      hash: eq((r) => r.hash),
      source: eq((r) => r.source),
      destination: eq((r) => r.destination),
      opcode: {
        from: (r) => r.opcode ?? undefined,
        holds: (r, v) => r.opcode != null && Number(r.opcode) === Number(v),
      },
      body_hash: eq((r) => r.message_content?.hash),
      direction: {
        from: (r) => (r.in_msg_tx_hash ? 'in' : 'out'),
        options: () => [{ value: 'in' }, { value: 'out' }],
        holds: (r, v) => (v === 'in' ? r.in_msg_tx_hash != null : r.out_msg_tx_hash != null),
      },
      exclude_externals: { from: () => true, holds: (r) => r.source != null },
      only_externals: { from: () => true, holds: (r) => r.source == null },
    },
  },
  getBlocks: {
    records: 'blocks',
    id: (r) => `${r.workchain}:${r.shard}:${r.seqno}`,
    order: blockOrder,
    lt: (r) => big(r.start_lt),
    utime: (r) => num(r.gen_utime),
    filters: {
      workchain: { from: (r) => r.workchain, holds: (r, v) => Number(r.workchain) === Number(v) },
      seqno: {
        from: (r) => r.seqno,
        holds: (r, v) => Number(r.seqno) === Number(v),
        companions: (r) => ({ workchain: r.workchain, shard: r.shard }),
      },
      root_hash: eq((r) => r.root_hash),
      file_hash: eq((r) => r.file_hash),
      shard: {
        from: (r) => r.shard,
        holds: (r, v) => sameShard(r.shard, v),
        companions: (r) => ({ workchain: r.workchain }),
        foreign: (r) => ({ value: otherShard(r.shard), companions: { workchain: r.workchain } }),
      },
      // The blocks first committed by that masterchain block, the masterchain block itself included.
      mc_seqno: {
        from: (r) => r.masterchain_block_ref?.seqno ?? (r.workchain === -1 ? r.seqno : undefined),
        holds: (r, v) =>
          Number(r.masterchain_block_ref?.seqno ?? (r.workchain === -1 ? r.seqno : Number.NaN)) === Number(v) ||
          (r.workchain === -1 && Number(r.seqno) === Number(v)),
      },
    },
  },
  getMasterchainBlockShards: {
    records: 'blocks',
    id: (r) => `${r.workchain}:${r.shard}:${r.seqno}`,
    order: blockOrder,
    base: (ctx) => ({ seqno: ctx.data.mcBlock?.seqno ?? skip('no masterchain block discovered') }),
    filters: {},
  },
  getActions: {
    records: 'actions',
    page: 20,
    id: (r) => String(r.action_id),
    order: (r) => big(r.trace_end_lt),
    lt: (r) => big(r.trace_end_lt),
    utime: (r) => num(r.trace_end_utime),
    filters: {
      trace_id: eq((r) => r.trace_id),
      action_id: eq((r) => r.action_id),
      action_type: { from: (r) => r.type, holds: (r, v) => r.type === v },
      exclude_action_type: { from: (r) => r.type, holds: (r, v) => r.type !== v, excludes: (r, v) => r.type === v },
      tx_hash: {
        from: (r) => r.transactions?.[0],
        holds: (r, v) => (r.transactions ?? []).some((h: unknown) => same(h, v)),
      },
      account: {
        from: (r) => r.accounts?.[0],
        holds: (r, v) => (r.accounts ?? []).some((a: unknown) => same(a, v)),
        with: { include_accounts: true },
      },
      mc_seqno: { from: (r) => r.trace_mc_seqno_end, holds: (r, v) => Number(r.trace_mc_seqno_end) === Number(v) },
      // a message of any of the action's transactions, in or out (read off transactions_full)
      msg_hash: {
        rows: async (ctx) => byDiscoveredTransaction(ctx, 'getActions', 'actions', { include_transactions: true }),
        from: (r) => (r.transactions_full ?? []).find((t: Row) => t.in_msg?.hash)?.in_msg.hash,
        holds: (r, v) =>
          (r.transactions_full ?? []).some(
            (t: Row) => same(t.in_msg?.hash, v) || (t.out_msgs ?? []).some((o: Row) => same(o.hash, v)),
          ),
        with: { include_transactions: true },
      },
    },
  },
  getTraces: traceRows('getTraces'),
  getEvents: traceRows('getEvents'),
  getJettonMasters: {
    records: 'jetton_masters',
    id: (r) => String(r.address),
    order: (r) => String(r.address).toUpperCase(),
    fixedOrder: 'asc',
    filters: { address: eq((r) => r.address), admin_address: eq((r) => r.admin_address ?? undefined) },
  },
  getJettonWallets: {
    records: 'jetton_wallets',
    id: (r) => String(r.address),
    order: (r) => big(r.balance),
    filters: {
      address: eq((r) => r.address),
      owner_address: eq((r) => r.owner),
      jetton_address: eq((r) => r.jetton),
      exclude_zero_balance: {
        from: () => true,
        holds: (r) => BigInt(r.balance) > 0n || BigInt(r.mintless_info?.amount ?? 0) > 0n,
      },
    },
  },
  getJettonTransfers: transferRows(
    {
      owner_address: anyOf(
        (r) => r.source,
        (r) => r.destination,
      ),
      // the deprecated single-value alias of owner_address (D3)
      address: anyOf(
        (r) => r.source,
        (r) => r.destination,
      ),
      jetton_wallet: eq((r) => r.source_wallet),
      jetton_master: eq((r) => r.jetton_master),
      direction: direction(
        (r) => r.source,
        (r) => r.destination,
      ),
    },
    'jetton_transfers',
  ),
  getJettonBurns: transferRows(
    {
      owner_address: eq((r) => r.owner),
      address: eq((r) => r.owner),
      jetton_wallet: eq((r) => r.jetton_wallet),
      jetton_master: eq((r) => r.jetton_master),
    },
    'jetton_burns',
  ),
  getNftCollections: {
    records: 'nft_collections',
    id: (r) => String(r.address),
    order: (r) => String(r.address).toUpperCase(),
    fixedOrder: 'asc',
    filters: { collection_address: eq((r) => r.address), owner_address: eq((r) => r.owner_address ?? undefined) },
  },
  getNftItems: {
    records: 'nft_items',
    id: (r) => String(r.address),
    filters: {
      address: eq((r) => r.address),
      owner_address: anyOf(
        (r) => r.owner_address,
        (r) => r.real_owner,
      ),
      collection_address: eq((r) => r.collection_address ?? undefined),
      index: {
        from: (r) => (r.collection_address ? r.index : undefined),
        holds: (r, v) => String(r.index) === String(v),
        companions: (r) => ({ collection_address: r.collection_address }),
      },
    },
  },
  getNftTransfers: transferRows(
    {
      owner_address: anyOf(
        (r) => r.old_owner,
        (r) => r.new_owner,
      ),
      address: anyOf(
        (r) => r.old_owner,
        (r) => r.new_owner,
      ),
      item_address: eq((r) => r.nft_address),
      collection_address: eq((r) => r.nft_collection ?? undefined),
      direction: direction(
        (r) => r.old_owner,
        (r) => r.new_owner,
      ),
    },
    'nft_transfers',
  ),
  getDnsRecords: {
    records: 'records',
    id: (r) => String(r.nft_item_address),
    // shortest domain first, then alphabetical
    order: (r) => `${String(String(r.domain).length).padStart(4, '0')} ${r.domain}`,
    fixedOrder: 'asc',
    base: (ctx) => ({
      wallet: needed(
        'DNS wallet record',
        ctx.data.local.find((a) => a.kind === 'dns-item')?.note?.match(/wallet record (\S+)/)?.[1],
      ),
    }),
    filters: {},
  },
  getMultisigWallets: {
    records: 'multisigs',
    id: (r) => String(r.address),
    reversible: 'desc',
    // the multisigs of one signer of the genesis multisig: several rows to page, order and tell apart
    base: async (ctx) => ({ wallet_address: await multisigSigner(ctx) }),
    filters: {
      address: eq((r) => r.address),
      wallet_address: {
        from: (r) => r.signers?.[r.signers.length - 1],
        holds: (r, v) => [...(r.signers ?? []), ...(r.proposers ?? [])].some((a: unknown) => same(a, v)),
      },
    },
  },
  getMultisigOrders: {
    records: 'orders',
    id: (r) => String(r.address),
    reversible: 'desc',
    base: (ctx) => ({ multisig_address: needed('multisig', local(ctx, 'multisig')) }),
    filters: { address: eq((r) => r.address) },
  },
  getVestingContracts: {
    records: 'vesting_contracts',
    id: (r) => String(r.address),
    // the vesting wallets of one owner (exactly one selector is allowed: contract_address has a case of its own)
    base: (ctx) => ({
      wallet_address: needed('vesting owner', ctx.data.local.find((a) => a.kind === 'vesting-wallet')?.owner),
    }),
    filters: {},
  },
  getTopAccountsByBalance: {
    records: '',
    id: (r) => String(r.account),
    order: (r) => big(r.balance),
    fixedOrder: 'desc',
    filters: {},
  },
};
