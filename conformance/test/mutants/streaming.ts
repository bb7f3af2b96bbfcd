// Mutants of one area (see ../mutants.ts): each a single realistic bug and the check that must catch it.
// Streaming: servers that deliver too much, too little, twice, stale or differently per transport, or apply the
// subscription's fields and the WebSocket operations only in part.
import { Address } from '@ton/core';
import { type Mutant, type Obj, type ProxyRequest, setQuery, sse, subscription } from './support.ts';

const RECEIVE = '^streaming/(sseReceive|wsReceive)$';

/** Changes the subscription of an SSE GET (query parameters, S3) before it is forwarded. */
const getQuery =
  (f: (q: URLSearchParams) => void) =>
  (r: ProxyRequest): ProxyRequest =>
    sse(r) && r.method === 'GET' && r.url.searchParams.has('types') ? setQuery(r, f) : r;

/** The fields the contract names in a subscription or a WebSocket subscribe (and the GET form's key). */
const NAMED = new Set([
  'operation',
  'id',
  'types',
  'addresses',
  'trace_external_hash_norms',
  'min_finality',
  'include_address_book',
  'include_metadata',
  'action_types',
  'supported_action_types',
  'api_key',
]);
/** A server refusing what it does not know: the subscription made invalid (no types) when it names anything else. */
const refuseUnknown = (b: Obj) => {
  if (Object.keys(b).some((k) => !NAMED.has(k))) b.types = [];
};

const txsOf = (m: Obj): Obj[] =>
  Array.isArray(m.transactions) ? m.transactions : m.transactions ? Object.values(m.transactions) : [];

export const STREAMING_MUTANTS: Mutant[] = [
  {
    id: 'stream-unknown-field-refused',
    description: 'a field the contract does not name is refused (422) instead of ignored (S4)',
    only: '^streaming/(sseReceive|wsSend)$',
    caughtBy: { check: 'case', name: /unknown field/ },
    ...subscription(refuseUnknown),
    rewrite: (r) =>
      subscription(refuseUnknown).rewrite(
        getQuery((q) => {
          if ([...q.keys()].some((k) => !NAMED.has(k))) q.set('types', '');
        })(r),
      ),
  },
  {
    id: 'stream-duplicates',
    description: 'every finalized notification is sent twice',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /exactly once/ },
    stream: () => (m) => (m?.finality === 'finalized' ? [m, m] : [m]),
  },
  {
    id: 'stream-confirmed-repeated',
    description: 'a confirmed snapshot is sent again though its trace did not grow',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /exactly once/ },
    stream: () => (m) => (m?.finality === 'confirmed' && m.type === 'transactions' ? [m, m] : [m]),
  },
  (() => {
    // the transactions of each trace seen on any stream, so that another stream's notification can carry them too
    const seen = new Map<string, Obj[]>();
    return {
      id: 'stream-foreign-transaction',
      description: "a transactions notification carries the trace's transactions on accounts not subscribed",
      only: RECEIVE,
      caughtBy: { check: 'case', name: /addresses/ },
      stream: () => (m: Obj) => {
        if (typeof m?.trace_external_hash_norm !== 'string' || !['transactions', 'trace'].includes(m.type)) return [m];
        const key = `${m.trace_external_hash_norm} ${m.finality}`;
        const all = seen.get(key) ?? [];
        for (const t of txsOf(m)) if (!all.some((x) => x.hash === t.hash)) all.push(t);
        seen.set(key, all);
        if (m.type !== 'transactions') return [m];
        const extra = all.filter((t) => !m.transactions.some((x: Obj) => x.hash === t.hash));
        return [{ ...m, transactions: [...m.transactions, ...extra] }];
      },
    } satisfies Mutant;
  })(),
  {
    id: 'stream-record-twice',
    description: 'a transactions notification holds its first transaction twice',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /exactly once/ },
    stream: () => (m) => {
      if (m?.type === 'transactions' && m.transactions.length) m.transactions = [...m.transactions, m.transactions[0]];
      return [m];
    },
  },
  {
    id: 'stream-transactions-ascending',
    description: 'the transactions of a notification are sent by ascending lt',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^transactions:/ },
    stream: () => (m) => {
      if (m?.type === 'transactions') m.transactions = [...m.transactions].reverse();
      return [m];
    },
  },
  {
    id: 'stream-actions-ascending',
    description: 'the actions of a notification are sent by ascending lt',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^actions:/ },
    stream: () => (m) => {
      if (m?.type === 'actions') m.actions = [...m.actions].reverse();
      return [m];
    },
  },
  {
    id: 'stream-confirmed-only-when-complete',
    description: "a trace's confirmed snapshots are held back until it completes, then only the last one is sent",
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^(transactions|trace):/ },
    stream: () => {
      const held = new Map<string, Obj>();
      return (m) => {
        const key = `${m?.trace_external_hash_norm} ${m?.type}`;
        if (m?.finality === 'confirmed') {
          held.set(key, m);
          return [];
        }
        if (m?.finality !== 'finalized' || !held.has(key)) return [m];
        const last = held.get(key)!;
        held.delete(key);
        return [last, m];
      };
    },
  },
  {
    id: 'stream-transaction-state-before',
    description: "a pushed transaction carries its state before where v3's record has the state after",
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^transactions:/ },
    stream: () => (m) => {
      if (m?.type === 'transactions' && m.finality !== 'pending')
        for (const t of m.transactions) t.account_state_after = t.account_state_before;
      return [m];
    },
  },
  {
    id: 'stream-action-types-ignored',
    description: 'action_types is accepted but not applied: every action of the trace is sent',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^actions:/ },
    ...subscription((b) => {
      delete b.action_types;
    }),
    rewrite: (r) =>
      subscription((b) => {
        delete b.action_types;
      }).rewrite(getQuery((q) => q.delete('action_types'))(r)),
  },
  {
    id: 'stream-supported-action-types-as-filter',
    description: 'supported_action_types narrows the actions as action_types would (S13: it changes nothing)',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^actions:/ },
    ...subscription((b) => {
      if (Array.isArray(b.supported_action_types) && !b.supported_action_types.includes('latest'))
        b.action_types = b.supported_action_types;
    }),
  },
  {
    id: 'stream-address-book-ignored',
    description: 'include_address_book is accepted but no address_book is sent',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /include_address_book/ },
    stream: () => (m) => {
      if (m?.type) delete m.address_book;
      return [m];
    },
  },
  {
    id: 'stream-address-book-always',
    description: 'an address_book is sent whether asked for or not',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /include_address_book/ },
    ...subscription((b) => {
      if (Array.isArray(b.types)) b.include_address_book = true;
    }),
  },
  {
    id: 'stream-address-book-bounceable',
    description: 'address_book gives wallets their bounceable form (v3 D8: non-bounceable for wallets)',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /include_address_book/ },
    stream: () => (m) => {
      for (const e of Object.values<Obj>(m?.address_book ?? {}))
        if (typeof e.user_friendly === 'string')
          e.user_friendly = Address.parse(e.user_friendly).toString({ urlSafe: true, bounceable: true });
      return [m];
    },
  },
  {
    id: 'stream-metadata-ignored',
    description: 'include_metadata is accepted but no metadata is sent',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /include_metadata/ },
    stream: () => (m) => {
      if (m?.type) delete m.metadata;
      return [m];
    },
  },
  {
    id: 'stream-metadata-empty',
    description: 'metadata is always sent empty',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /include_metadata/ },
    stream: () => (m) => {
      if (m?.metadata) m.metadata = {};
      return [m];
    },
  },
  {
    id: 'stream-get-ignores-metadata',
    description: 'SSE by GET ignores include_metadata in the query',
    only: '^streaming/sseReceive$',
    caughtBy: { check: 'case', name: /GET with query parameters|include_metadata/ },
    rewrite: getQuery((q) => q.delete('include_metadata')),
  },
  {
    id: 'stream-get-ignores-action-types',
    description: 'SSE by GET ignores action_types in the query',
    only: '^streaming/sseReceive$',
    caughtBy: { check: 'case', name: /GET with query parameters/ },
    rewrite: getQuery((q) => q.delete('action_types')),
  },
  {
    id: 'stream-min-finality-confirmed-as-finalized',
    description: 'min_finality confirmed is treated as finalized: no confirmed events',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /min_finality/ },
    ...subscription((b) => {
      if (b.min_finality === 'confirmed') b.min_finality = 'finalized';
    }),
  },
  {
    id: 'stream-min-finality-default-pending',
    description: 'without min_finality every level is sent (the default is finalized)',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /min_finality/ },
    ...subscription((b) => {
      if (Array.isArray(b.types) && b.min_finality === undefined) b.min_finality = 'pending';
    }),
  },
  {
    id: 'stream-trace-dropped',
    description: 'a trace subscription is accepted but no trace event is ever sent',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^trace:/ },
    stream: () => (m) => (m?.type === 'trace' ? [] : [m]),
  },
  (() => {
    // every open trace subscriber, to pass a trace event on to all of them whatever hash each subscribed
    const outboxes = new Set<Obj[]>();
    return {
      id: 'stream-trace-hashes-ignored',
      description: 'trace_external_hash_norms is not applied: every trace goes to every trace subscriber',
      only: RECEIVE,
      caughtBy: { check: 'case', name: /^trace:/ },
      stream: () => {
        const outbox: Obj[] = [];
        return (m: Obj) => {
          if (m?.type !== 'trace') return [m, ...outbox.splice(0)];
          outboxes.add(outbox);
          for (const o of outboxes) if (o !== outbox) o.push(m);
          return [m, ...outbox.splice(0)];
        };
      },
    } satisfies Mutant;
  })(),
  (() => {
    // what each external message hashes to as sent, learnt from the root transaction's inbound message
    const messageHash = new Map<string, string>();
    return {
      id: 'stream-norm-not-normalized',
      description: 'trace_external_hash_norm is the external message hash as sent, not its normalized hash',
      only: RECEIVE,
      caughtBy: { check: 'case', name: /trace_external_hash_norm/ },
      stream: () => (m: Obj) => {
        const norm = m?.trace_external_hash_norm;
        if (typeof norm !== 'string') return [m];
        const root = txsOf(m).find((t) => t.in_msg && t.in_msg.source === null && t.in_msg.hash);
        if (root && !messageHash.has(norm)) messageHash.set(norm, root.in_msg.hash);
        return [{ ...m, trace_external_hash_norm: messageHash.get(norm) ?? norm }];
      },
    } satisfies Mutant;
  })(),
  {
    id: 'stream-pending-trace-id',
    description: "pending events name the trace by its normalized hash instead of the emulated root transaction's hash",
    only: RECEIVE,
    caughtBy: { check: 'case', name: /trace_id/ },
    stream: () => (m) => {
      if (m?.finality === 'pending' && m.trace_external_hash_norm) m.trace_id = m.trace_external_hash_norm;
      return [m];
    },
  },
  (() => {
    // the state each account was last reported in, sent in place of the new one: one round behind
    const last = new Map<string, Obj>();
    return {
      id: 'stream-account-state-stale',
      description: "account_state_change carries the account's state of its previous round",
      only: RECEIVE,
      caughtBy: { check: 'case', name: /account_state_change/ },
      stream: () => (m: Obj) => {
        if (m?.type !== 'account_state_change') return [m];
        const previous = last.get(m.account);
        last.set(m.account, m.state);
        return [{ ...m, state: previous ?? m.state }];
      },
    } satisfies Mutant;
  })(),
  {
    id: 'stream-account-state-every-account',
    description: 'account_state_change is sent for every account of the block, subscribed or not',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /addresses/ },
    stream: () => (m, _t, others) => {
      if (m?.type === 'account_state_change') for (const o of others) o(m);
      return [m];
    },
  },
  {
    id: 'stream-jetton-balance-before',
    description: 'jettons_change carries the balance before the transfer',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /jettons_change/ },
    stream: () => {
      const last = new Map<string, string>();
      return (m) => {
        if (m?.type !== 'jettons_change') return [m];
        const before = last.get(m.jetton.address);
        last.set(m.jetton.address, m.jetton.balance);
        return [{ ...m, jetton: { ...m.jetton, balance: before ?? String(BigInt(m.jetton.balance) + 1n) } }];
      };
    },
  },
  {
    id: 'stream-ws-drops-address-book',
    description: 'the WebSocket transport drops address_book (SSE keeps it)',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /same notifications over SSE and WebSocket/ },
    stream: () => (m, t) => {
      if (t === 'ws' && m?.type) delete m.address_book;
      return [m];
    },
  },
  {
    id: 'stream-unsubscribe-ignored',
    description: 'unsubscribe is acknowledged but removes nothing',
    only: '^streaming/wsSend$',
    caughtBy: { check: 'case', name: /^unsubscribe of an address/ },
    fromClient: (m) =>
      m?.operation === 'unsubscribe' && (m.addresses?.length || m.trace_external_hash_norms?.length)
        ? { operation: 'unsubscribe', ...(m.id !== undefined ? { id: m.id } : {}), addresses: [] }
        : m,
  },
  {
    id: 'stream-unsubscribe-trace-ignored',
    description: 'unsubscribe removes addresses but not trace hashes',
    only: '^streaming/wsSend$',
    caughtBy: { check: 'case', name: /^unsubscribe of a trace hash/ },
    fromClient: (m) => {
      if (m?.operation === 'unsubscribe') delete m.trace_external_hash_norms;
      return m;
    },
  },
  {
    id: 'stream-resubscribe-resets-settings',
    description: 'a second subscribe resets the settings it omits to their defaults (S4: they are kept)',
    only: '^streaming/wsSend$',
    caughtBy: { check: 'case', name: /second subscribe replaces/ },
    fromClient: (m: Obj) => {
      if (m?.operation !== 'subscribe' || !/-resubscribe$/.test(String(m.id))) return m;
      m.min_finality ??= 'finalized';
      m.include_address_book ??= false;
      m.include_metadata ??= false;
      return m;
    },
  },
  {
    id: 'stream-resubscribe-ignored',
    description: 'a second subscribe on a connection is acknowledged but the first subscription stays',
    only: '^streaming/wsSend$',
    caughtBy: { check: 'case', name: /second subscribe replaces/ },
    // the second subscribe becomes an unsubscribe of nothing, whose reply is passed on as `subscribed`
    fromClient: (m) =>
      m?.operation === 'subscribe' && /-resubscribe$/.test(String(m.id))
        ? { operation: 'unsubscribe', id: m.id, addresses: [] }
        : m,
    stream: () => (m) =>
      m?.status === 'unsubscribed' && /-resubscribe$/.test(String(m.id)) ? [{ ...m, status: 'subscribed' }] : [m],
  },
];
