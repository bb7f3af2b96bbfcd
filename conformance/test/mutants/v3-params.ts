// Mutants of one area (see ../mutants.ts): each a single realistic bug and the check that must catch it.
// v3 parameters and records: a filter or flag ignored, inverted or applied to the wrong field, and record
// fields that differ from what the chain holds.
import { edit, setQuery, type Mutant, type Obj, type ProxyRequest } from './support.ts';

const v3 = (p: string) => (_a: unknown, r: { url: URL }) => r.url.pathname === `/api/v3/${p}`;
const ok = (p: string) => (a: { status: number }, r: { url: URL }) => a.status === 200 && v3(p)(a, r);

/** Forwards the request without query parameter `name` on `/api/v3/<p>` (a parameter the server ignores). */
const without = (p: string, name: string) => (r: ProxyRequest) =>
  r.url.pathname === `/api/v3/${p}` ? setQuery(r, (q) => q.delete(name)) : r;
/** Changes the query of `/api/v3/<p>` before it is forwarded. */
const query = (p: string, f: (q: URLSearchParams) => void) => (r: ProxyRequest) =>
  r.url.pathname === `/api/v3/${p}` ? setQuery(r, f) : r;
/** Changes the JSON body of `POST /api/v3/<p>` before it is forwarded. */
const body = (p: string, f: (b: Obj) => void) => (r: ProxyRequest) => {
  if (r.url.pathname !== `/api/v3/${p}` || r.method !== 'POST') return r;
  try {
    const b = JSON.parse(r.body) as Obj;
    f(b);
    return { ...r, body: JSON.stringify(b) };
  } catch {
    return r;
  }
};

/** Every transaction record of an answer: lists, traces' maps and actions' transactions_full. */
function transactionsOf(b: Obj): Obj[] {
  const out: Obj[] = [...(b.transactions && Array.isArray(b.transactions) ? b.transactions : [])];
  for (const t of b.traces ?? []) out.push(...Object.values<Obj>(t.transactions ?? {}));
  for (const a of b.actions ?? []) out.push(...(a.transactions_full ?? []));
  return out;
}

export const V3_PARAMS_MUTANTS: Mutant[] = [
  // Past states (D34)
  {
    id: 'v3-state-at-balance-off',
    description: '/accountStateAt answers a balance one nanoton off the one the account had at that block',
    only: '^v3/getAccountStateAt$',
    caughtBy: { check: 'case', name: /agrees-with-v2/ },
    answer: edit(ok('accountStateAt'), (b) => {
      b.balance = String(BigInt(b.balance) + 1n);
    }),
  },
  {
    id: 'v3-balance-history-delta-negated',
    description: '/balanceHistory gives each delta with the wrong sign (before minus after)',
    only: '^v3/getBalanceHistory$',
    caughtBy: { check: 'case', name: /agrees-with-v2/ },
    answer: edit(ok('balanceHistory'), (b) => {
      for (const r of b.balances ?? []) if (r.delta !== null) r.delta = String(-BigInt(r.delta));
    }),
  },
  // Jetton balance history (D35)
  {
    id: 'v3-jetton-balance-history-delta-negated',
    description: '/jetton/balanceHistory gives each delta with the wrong sign (before minus after)',
    only: '^v3/getJettonBalanceHistory$',
    caughtBy: { check: 'case', name: /deltas-chain/ },
    answer: edit(ok('jetton/balanceHistory'), (b) => {
      for (const r of b.balances ?? []) if (r.delta !== null) r.delta = String(-BigInt(r.delta));
    }),
  },
  {
    id: 'v3-jetton-balance-history-neighbour-transaction',
    description: "/jetton/balanceHistory names each point's neighbour's transaction (a join off by one row)",
    only: '^v3/getJettonBalanceHistory$',
    caughtBy: { check: 'case', name: /deltas-chain/ },
    answer: edit(ok('jetton/balanceHistory'), (b) => {
      const rows = b.balances ?? [];
      const hashes = rows.map((r: Obj) => r.hash);
      rows.forEach((r: Obj, i: number) => {
        r.hash = hashes[(i + 1) % hashes.length];
      });
    }),
  },
  // Records against the chain
  {
    id: 'v3-tx-total-fees-off',
    description: "a transaction's total_fees is one nanoton more than it paid",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      for (const t of transactionsOf(b)) t.total_fees = String(BigInt(t.total_fees) + 1n);
    }),
  },
  {
    id: 'v3-tx-compute-phase-of-neighbour',
    description: "a transaction's compute phase is the next transaction's in the page (a join on the wrong row)",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      const txs = transactionsOf(b);
      const phases = txs.map((t) => t.description?.compute_ph);
      txs.forEach((t, i) => {
        if (t.description && phases[i + 1]) t.description.compute_ph = phases[i + 1];
      });
    }),
  },
  {
    id: 'v3-out-msg-opcode-of-in-msg',
    description: "outbound messages carry the inbound message's opcode (a column read from the wrong message)",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      for (const t of transactionsOf(b))
        for (const m of t.out_msgs ?? []) if (t.in_msg?.opcode) m.opcode = t.in_msg.opcode;
    }),
  },
  {
    id: 'v3-state-after-is-before',
    description: "a transaction's account_state_after names the state before it",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      for (const t of transactionsOf(b)) t.account_state_after = t.account_state_before;
    }),
  },
  {
    id: 'v3-trace-action-fees-dropped',
    description: "traces' transactions lose their action phase's total_action_fees (a column not selected)",
    only: '^v3/getTraces$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('traces'), (b) => {
      for (const t of transactionsOf(b)) if (t.description?.action) delete t.description.action.total_action_fees;
    }),
  },
  {
    id: 'v3-bounce-flag-inverted',
    description: 'messages found by hash carry the bounce flag inverted',
    only: '^v3/getTransactionsByMessage$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactionsByMessage'), (b) => {
      for (const t of transactionsOf(b))
        for (const m of [t.in_msg, ...(t.out_msgs ?? [])]) if (typeof m?.bounce === 'boolean') m.bounce = !m.bounce;
    }),
  },

  // Filters and selectors ignored or misread
  {
    id: 'v3-shard-ignored',
    description: '/transactions ignores shard (workchain alone filters)',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /param-shard/ },
    rewrite: without('transactions', 'shard'),
  },
  {
    id: 'v3-adjacent-direction-ignored',
    description: '/adjacentTransactions ignores direction: parent and children always',
    only: '^v3/getAdjacentTransactions$',
    caughtBy: { check: 'case', name: /direction/ },
    rewrite: without('adjacentTransactions', 'direction'),
  },
  {
    id: 'v3-opcode-decimal-read-as-hex',
    description: 'an all-digit opcode is read as hex (upstream), not decimal (D10)',
    only: '^v3/getTransactionsByMessage$',
    caughtBy: { check: 'case', name: /by-opcode/ },
    rewrite: query('transactionsByMessage', (q) => {
      const o = q.get('opcode');
      if (o && /^\d+$/.test(o)) q.set('opcode', `0x${o}`);
    }),
  },
  {
    id: 'v3-tx-by-block-off-by-one',
    description: '/transactionsByMasterchainBlock answers the next masterchain block',
    only: '^v3/getTransactionsByMasterchainBlock$',
    caughtBy: { check: 'case', name: /in-block/ },
    rewrite: query('transactionsByMasterchainBlock', (q) => {
      const s = q.get('seqno');
      if (s) q.set('seqno', String(Number(s) + 1));
    }),
  },
  {
    id: 'v3-shard-state-off-by-one',
    description: '/masterchainBlockShardState answers the shard tops of the previous masterchain block',
    only: '^v3/getMasterchainBlockShardState$',
    caughtBy: { check: 'case', name: /agrees-with-v2/ },
    rewrite: query('masterchainBlockShardState', (q) => {
      const s = q.get('seqno');
      if (s && Number(s) > 1) q.set('seqno', String(Number(s) - 1));
    }),
  },
  {
    id: 'v3-burns-address-alias-ignored',
    description: '/jetton/burns ignores the deprecated address alias of owner_address',
    only: '^v3/getJettonBurns$',
    caughtBy: { check: 'case', name: /param-address/ },
    rewrite: without('jetton/burns', 'address'),
  },
  {
    id: 'v3-cursor-ignored',
    description: '/messages ignores cursor: every page of a walk by next_cursor is the first page again (D36)',
    only: '^v3/getMessages$',
    caughtBy: { check: 'case', name: /param-cursor/ },
    rewrite: without('messages', 'cursor'),
  },
  {
    id: 'v3-events-end-utime-exclusive',
    description: '/events reads end_utime as exclusive',
    only: '^v3/getEvents$',
    caughtBy: { check: 'case', name: /param-end_utime/ },
    rewrite: query('events', (q) => {
      const e = q.get('end_utime');
      if (e) q.set('end_utime', String(Number(e) - 1));
    }),
  },

  // Flags
  {
    id: 'v3-include-boc-ignored',
    description: '/accountStates ignores include_boc=false',
    only: '^v3/getAccountStates$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    rewrite: without('accountStates', 'include_boc'),
  },
  {
    id: 'v3-account-state-hash-is-code-hash',
    description: '/accountStates prints the code hash as account_state_hash',
    only: '^v3/getAccountStates$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('accountStates'), (b) => {
      for (const a of b.accounts ?? []) if (a.code_hash) a.account_state_hash = a.code_hash;
    }),
  },
  {
    id: 'v3-include-accounts-ignored',
    description: '/actions ignores include_accounts',
    only: '^v3/getActions$',
    caughtBy: { check: 'case', name: /include-flags/ },
    rewrite: without('actions', 'include_accounts'),
  },
  {
    id: 'v3-transactions-full-drops-last',
    description: "/actions' transactions_full leaves out the action's last transaction",
    only: '^v3/getActions$',
    caughtBy: { check: 'case', name: /include-flags/ },
    answer: edit(ok('actions'), (b) => {
      for (const a of b.actions ?? []) if ((a.transactions_full?.length ?? 0) > 1) a.transactions_full.pop();
    }),
  },
  {
    id: 'v3-include-actions-ignored',
    description: '/traces ignores include_actions',
    only: '^v3/getTraces$',
    caughtBy: { check: 'case', name: /include-actions/ },
    rewrite: without('traces', 'include_actions'),
  },
  {
    id: 'v3-events-supported-types-ignored',
    description: '/events (not /traces) ignores supported_action_types',
    only: '^v3/getEvents$',
    caughtBy: { check: 'case', name: /supported-types/ },
    rewrite: without('events', 'supported_action_types'),
  },
  {
    id: 'v3-actions-supported-types-ignored',
    description: '/actions ignores supported_action_types',
    only: '^v3/getActions$',
    caughtBy: { check: 'case', name: /supported-types/ },
    rewrite: without('actions', 'supported_action_types'),
  },
  {
    id: 'v3-pending-trace-id-ignored',
    description: '/pendingTransactions ignores trace_id',
    only: '^v3/getPendingTraces$',
    caughtBy: { check: 'case', name: /own-order-pending/ },
    rewrite: without('pendingTransactions', 'trace_id'),
  },
  {
    id: 'v3-pending-supported-types-ignored',
    description: '/pendingActions ignores supported_action_types',
    only: '^v3/getPendingTraces$',
    caughtBy: { check: 'case', name: /own-order-pending/ },
    rewrite: without('pendingActions', 'supported_action_types'),
  },
  {
    id: 'v3-include-orders-ignored',
    description: '/multisig/wallets ignores include_orders=false',
    only: '^v3/getMultisigWallets$',
    caughtBy: { check: 'case', name: /match-chain/ },
    rewrite: without('multisig/wallets', 'include_orders'),
  },
  {
    id: 'v3-order-actions-always-decoded',
    description: '/multisig/orders decodes actions whatever parse_actions says (D25 wants null)',
    only: '^v3/getMultisigOrders$',
    caughtBy: { check: 'case', name: /match-chain/ },
    rewrite: query('multisig/orders', (q) => q.set('parse_actions', 'true')),
  },
  {
    id: 'v3-check-whitelist-always-on',
    description: '/vesting matches whitelisted wallets whatever check_whitelist says',
    only: '^v3/getVestingContracts$',
    caughtBy: { check: 'case', name: /check-whitelist/ },
    rewrite: query('vesting', (q) => {
      if (q.has('wallet_address')) q.set('check_whitelist', 'true');
    }),
  },
  {
    id: 'v3-nft-sort-by-lt-ignored',
    description: '/nft/items ignores sort_by_last_transaction_lt',
    only: '^v3/getNftItems$',
    caughtBy: { check: 'case', name: /sort-by-last-transaction/ },
    rewrite: without('nft/items', 'sort_by_last_transaction_lt'),
  },
  {
    id: 'v3-include-on-sale-ignored',
    description: '/nft/items ignores include_on_sale',
    only: '^v3/getNftItems$',
    caughtBy: { check: 'case', name: /include-on-sale/ },
    rewrite: without('nft/items', 'include_on_sale'),
  },
  {
    id: 'v3-sale-price-net-of-fee',
    description: "/nft/sales prints a sale's full_price net of the marketplace fee",
    only: '^v3/getNftSales$',
    caughtBy: { check: 'case', name: /match-chain/ },
    answer: edit(ok('nft/sales'), (b) => {
      for (const s of b.nft_sales ?? [])
        if (s.details?.full_price && s.details.marketplace_fee)
          s.details.full_price = String(BigInt(s.details.full_price) - BigInt(s.details.marketplace_fee));
    }),
  },
  {
    id: 'v3-dns-storage-record-dropped',
    description: '/dns/records leaves out the storage bag record',
    only: '^v3/getDnsRecords$',
    caughtBy: { check: 'case', name: /match-chain/ },
    answer: edit(ok('dns/records'), (b) => {
      for (const r of b.records ?? []) r.dns_storage_bag_id = null;
    }),
  },
  {
    id: 'v3-address-book-entries-swapped',
    description: '/addressBook gives each address the entry of the next one asked',
    only: '^v3/getAddressBook$',
    caughtBy: { check: 'case', name: /entry-per-address/ },
    answer: edit(ok('addressBook'), (b) => {
      const keys = Object.keys(b);
      const values = keys.map((k) => b[k]);
      keys.forEach((k, i) => {
        b[k] = values[(i + 1) % values.length];
      });
    }),
  },
  {
    id: 'v3-metadata-master-not-brought',
    description: '/metadata answers a jetton wallet without its master',
    only: '^v3/getMetadata$',
    caughtBy: { check: 'case', name: /token-kinds/ },
    answer: edit(ok('metadata'), (b, _a, r) => {
      const asked = r.url.searchParams.getAll('address').map((x) => x.toUpperCase());
      for (const k of Object.keys(b)) if (!asked.includes(k.toUpperCase())) delete b[k];
    }),
  },
  {
    id: 'v3-decode-bodies-reversed',
    description: '/decode answers bodies in reverse order',
    only: '^v3/decodePost$',
    caughtBy: { check: 'case', name: /own-bodies/ },
    answer: edit(ok('decode'), (b) => {
      if (Array.isArray(b.bodies)) b.bodies.reverse();
    }),
  },
  // Emulation (D37)
  {
    id: 'v3-emulate-drops-a-transaction',
    description:
      '/emulateTrace answers one transaction fewer than the message then causes (a leaf of the tree left out)',
    only: '^v3/emulateTrace$',
    caughtBy: { check: 'case', name: /equals-execution/ },
    answer: edit(ok('emulateTrace'), (b) => {
      const leaf = (n: Obj): Obj | undefined =>
        (n.children ?? []).length ? leaf(n.children[n.children.length - 1]) : n === b.trace ? undefined : n;
      const drop = leaf(b.trace);
      if (!drop) return;
      const cut = (n: Obj) => {
        n.children = (n.children ?? []).filter((c: Obj) => c !== drop);
        n.children.forEach(cut);
      };
      cut(b.trace);
      delete b.transactions[drop.tx_hash];
    }),
  },
  {
    id: 'v3-emulate-fees-off',
    description: "/emulateTrace answers the root transaction's total_fees one nanoton above what it pays",
    only: '^v3/emulateTrace$',
    caughtBy: { check: 'case', name: /self-consistent/ },
    answer: edit(ok('emulateTrace'), (b) => {
      const root = b.transactions?.[b.trace?.tx_hash];
      if (root) root.total_fees = String(BigInt(root.total_fees) + 1n);
    }),
  },
  {
    id: 'v3-use-v2-ignored',
    description: '/walletInformation ignores use_v2 and answers from the index',
    only: '^v3/getWalletInformation$',
    caughtBy: { check: 'case', name: /use-v2/ },
    rewrite: without('walletInformation', 'use_v2'),
  },
  {
    id: 'v3-ignore-chksig-always',
    description: '/estimateFee never checks signatures (ignore_chksig=false ignored)',
    only: '^v3/estimateFee$',
    caughtBy: { check: 'case', name: /fees-then-paid/ },
    rewrite: body('estimateFee', (b) => {
      b.ignore_chksig = true;
    }),
  },
  {
    id: 'v3-estimate-init-ignored',
    description: '/estimateFee ignores init_code and init_data',
    only: '^v3/estimateFee$',
    caughtBy: { check: 'case', name: /fees-then-paid/ },
    rewrite: body('estimateFee', (b) => {
      delete b.init_code;
      delete b.init_data;
    }),
  },
  {
    id: 'v3-run-get-method-stack-dropped',
    description: '/runGetMethod runs the method without its arguments',
    only: '^v3/runGetMethod$',
    caughtBy: { check: 'case', name: /stack-args/ },
    rewrite: body('runGetMethod', (b) => {
      b.stack = [];
    }),
  },
  {
    id: 'v3-message-hash-norm-is-hash',
    description: 'POST /message answers the message hash as message_hash_norm',
    only: '^v3/sendMessage$',
    caughtBy: { check: 'case', name: /transfer-indexed/ },
    answer: edit(ok('message'), (b) => {
      b.message_hash_norm = b.message_hash;
    }),
  },
  {
    id: 'v3-jetton-transfer-owners-swapped',
    description: '/jetton/transfers prints the recipient as source and the sender as destination',
    only: '^v3/getJettonTransfers$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('jetton/transfers'), (b) => {
      for (const t of b.jetton_transfers ?? []) [t.source, t.destination] = [t.destination, t.source];
    }),
  },
  {
    id: 'v3-nft-transfer-query-id-lost',
    description: '/nft/transfers prints every query_id as 0',
    only: '^v3/getNftTransfers$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('nft/transfers'), (b) => {
      for (const t of b.nft_transfers ?? []) t.query_id = '0';
    }),
  },
  {
    id: 'v3-burn-amount-of-neighbour',
    description: '/jetton/burns prints each burn with the amount of the next one in the page',
    only: '^v3/getJettonBurns$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('jetton/burns'), (b) => {
      const burns = b.jetton_burns ?? [];
      const amounts = burns.map((x: Obj) => x.amount);
      burns.forEach((x: Obj, i: number) => {
        x.amount = amounts[(i + 1) % amounts.length];
      });
    }),
  },
  {
    id: 'v3-message-created-at-of-lt',
    description: '/messages prints created_lt as created_at',
    only: '^v3/getMessages$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('messages'), (b) => {
      for (const m of b.messages ?? []) if (m.created_lt) m.created_at = m.created_lt;
    }),
  },
  {
    id: 'v3-only-externals-inverted',
    description: '/messages reads only_externals as exclude_externals',
    only: '^v3/getMessages$',
    caughtBy: { check: 'case', name: /param-only_externals/ },
    rewrite: query('messages', (q) => {
      if (q.get('only_externals') === 'true') {
        q.delete('only_externals');
        q.set('exclude_externals', 'true');
      }
    }),
  },
  {
    id: 'v3-exclude-zero-balance-ignored',
    description: '/jetton/wallets ignores exclude_zero_balance',
    only: '^v3/getJettonWallets$',
    caughtBy: { check: 'case', name: /param-exclude_zero_balance/ },
    rewrite: without('jetton/wallets', 'exclude_zero_balance'),
  },
];
