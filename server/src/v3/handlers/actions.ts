import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { b64, hashInputs, rawAddress } from '../convert.ts';
import { actionAddresses, actionRecord } from '../queries/actions.ts';
import { masterchainBlockExists } from '../queries/blocks.ts';
import { page, Where, withClient, withPrimary, type Sort } from '../queries/db.ts';
import { addAfter, afterCondition, type Keyset, type KeyValues, orderBy } from '../queries/keyset.ts';
import { BY_MESSAGE_HASH } from '../queries/message-hashes.ts';
import type { ActionRow, TraceRow, TransactionRow } from '../queries/rows.ts';
import { loadTransactions } from '../queries/transactions.ts';
import { opaque, planned, run } from '../queries/statements.ts';
import type { components } from '../../../../generated/v3/types.ts';
import { bigParam, bookAndMetadata, cursorPaging, exclusive, notDeployed, requireOne } from './common.ts';
import { pendingStore, pendingTraceTransactions, pendingTransactionAccounts } from './pending.ts';
import { MAX_TRACE_TXS, traceRecords } from './traces.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';

const TYPE_CHARS = /^[A-Za-z0-9_.]+$/;

function checkTypes(name: string, types: string[] | undefined): void {
  if (types?.some((t) => !TYPE_CHARS.test(t))) throw new ApiError(422, `${name} contains invalid characters`);
}

/** `latest` (the default) means every type this server knows, so only top-level actions are shown (§ hierarchy). */
function visibility(w: Where, supported: string[] | undefined, includeTypes: string[] | undefined): void {
  const list = supported?.filter((t) => t !== 'latest' && !/^v\d+$/.test(t)) ?? [];
  if (!supported?.length || list.length !== supported.length) {
    w.add("a.ancestor_type = '{}'");
    return;
  }
  if (!includeTypes?.length) w.add('a.type = ANY(?)', list);
  w.add('NOT (a.ancestor_type && ?::text[])', list);
}

/**
 * An account's actions in lt order, with the conditions of `w` on each action `a`. The rows are exactly those of
 * `actions a WHERE (trace_id, action_id) IN (action_accounts of the account)`, and the order is the same: an
 * action_accounts row carries its action's trace_end_lt and end_lt (written together by the classifier, and
 * required equal here). The join is a LATERAL subquery with LIMIT 1 (the action's primary key matches one row)
 * so PostgreSQL must probe each action by key in action_accounts' order and can stop at the page; as a plain join
 * it underestimates the rows a busy account matches and reads all of its actions through a hash join and a sort.
 */
function accountActionsSql(w: Where, account: string, sort: Sort, after: KeyValues | undefined): string {
  const dir = sort === 'asc' ? 'ASC' : 'DESC';
  const owner = opaque(w.param(account), 'text');
  // a cursor's position on action_accounts' own key, so the scan starts there (D36)
  const from = after ? ` AND ${afterCondition(w, ACCOUNT_ACTION_KEYS, sort, after)}` : '';
  return `SELECT a.* FROM (SELECT trace_id, action_id, trace_end_lt, action_end_lt FROM action_accounts
      WHERE account = ${owner}${from}) aa
    CROSS JOIN LATERAL (SELECT a.* FROM actions a ${w.sql} AND a.trace_id = aa.trace_id AND a.action_id = aa.action_id
      AND a.trace_end_lt = aa.trace_end_lt AND a.end_lt = aa.action_end_lt LIMIT 1) a
    ORDER BY aa.trace_end_lt ${dir}, aa.trace_id ${dir}, aa.action_end_lt ${dir}, aa.action_id ${dir}`;
}

/** An action list's whole order (the trace's end, the trace, the action's end, the action: unique), D36. */
const ACTION_KEYS_BY_LT: Keyset = [
  { sql: 'a.trace_end_lt', dir: 'sort' },
  { sql: 'a.trace_id', dir: 'sort', kind: 'bytea' },
  { sql: 'a.end_lt', dir: 'sort' },
  { sql: 'a.action_id', dir: 'sort', kind: 'bytea' },
];
const ACTION_KEYS_BY_UTIME: Keyset = [
  { sql: 'a.trace_end_utime', dir: 'sort' },
  { sql: 'a.trace_id', dir: 'sort', kind: 'bytea' },
  { sql: 'a.end_utime', dir: 'sort' },
  { sql: 'a.action_id', dir: 'sort', kind: 'bytea' },
];
/** The same order on action_accounts' columns, which carry the action's trace_end_lt and end_lt. */
const ACCOUNT_ACTION_KEYS: Keyset = [
  { sql: 'trace_end_lt', dir: 'sort' },
  { sql: 'trace_id', dir: 'sort', kind: 'bytea' },
  { sql: 'action_end_lt', dir: 'sort' },
  { sql: 'action_id', dir: 'sort', kind: 'bytea' },
];

const TRACE_KEYS_BY_LT: Keyset = [
  { sql: 'tr.end_lt', dir: 'sort' },
  { sql: 'tr.trace_id', dir: 'sort', kind: 'bytea' },
];
const TRACE_KEYS_BY_UTIME: Keyset = [
  { sql: 'tr.end_utime', dir: 'sort' },
  { sql: 'tr.trace_id', dir: 'sort', kind: 'bytea' },
];

export async function actionsResponse(
  c: pg.PoolClient,
  deps: V3Deps,
  rows: ActionRow[],
  /** `pending`: the rows are pending actions, whose transactions are emulated ones */
  opts: { accounts: boolean; transactions: boolean; pending?: boolean },
) {
  const accounts = new Map<string, string[]>();
  if (opts.accounts && rows.length) {
    const lts = rows.every((r) => r.trace_end_lt != null)
      ? [...new Set(rows.map((r) => String(r.trace_end_lt)))]
      : undefined;
    const { rows: aa } = await c.query<{ action_id: Buffer; trace_id: Buffer; account: string }>(
      // each link carries its action's trace_end_lt, the table's partition key: only those partitions are read
      `SELECT action_id, trace_id, account FROM action_accounts WHERE action_id = ANY($1)${lts ? ' AND trace_end_lt = ANY($2::bigint[])' : ''} ORDER BY account`,
      lts ? [rows.map((r) => r.action_id), lts] : [rows.map((r) => r.action_id)],
    );
    for (const a of aa) {
      const key = `${a.trace_id.toString('hex')}:${a.action_id.toString('hex')}`;
      accounts.set(key, [...(accounts.get(key) ?? []), a.account]);
    }
  }
  const txs = new Map<string, components['schemas']['Transaction']>();
  if (opts.transactions && rows.length && opts.pending) {
    for (const traceId of new Set(rows.map((r) => r.trace_id.toString('hex'))))
      for (const t of await pendingTraceTransactions(c, Buffer.from(traceId, 'hex'), MAX_TRACE_TXS)) txs.set(t.hash, t);
  } else if (opts.transactions && rows.length) {
    const hashes = rows.flatMap((r) => r.tx_hashes);
    const { rows: tr } = await c.query<TransactionRow>('SELECT t.* FROM transactions t WHERE t.hash = ANY($1)', [
      hashes,
    ]);
    for (const t of await loadTransactions(c, tr)) txs.set(t.hash, t);
  }
  const actions = rows.map((r) =>
    actionRecord(r, {
      accounts: opts.accounts
        ? (accounts.get(`${r.trace_id.toString('hex')}:${r.action_id.toString('hex')}`) ?? [])
        : undefined,
      transactionsFull: opts.transactions
        ? r.tx_hashes.map((h) => txs.get(b64(h)!)).filter((t) => t !== undefined)
        : undefined,
    }),
  );
  return { actions, ...(await bookAndMetadata(c, deps, rows.flatMap(actionAddresses))) };
}

export function actionHandlers(deps: V3Deps) {
  return {
    getActions: async (input) => {
      checkTypes('action_type', input.action_type);
      checkTypes('exclude_action_type', input.exclude_action_type);
      const byUtime = input.start_utime !== undefined || input.end_utime !== undefined;
      const keys = byUtime ? ACTION_KEYS_BY_UTIME : ACTION_KEYS_BY_LT;
      const p = cursorPaging('getActions', input, keys);
      const w = new Where().add('a.end_lt IS NOT NULL');
      const actionIds = hashInputs(input.action_id, 'action_id');
      const traceIds = hashInputs(input.trace_id, 'trace_id');
      const account = input.account === undefined ? undefined : rawAddress(input.account);
      // An account's actions newest first in lt order are read from action_accounts, whose key is that order
      // (account, trace_end_lt, trace_id, action_end_lt, action_id), each joined to its action: the lt partitions
      // are read one after another and the scan stops at the page (see accountActionsSql).
      const fromAccount = !actionIds?.length && account !== undefined && !byUtime;
      if (actionIds?.length) w.add('a.action_id = ANY(?)', actionIds);
      else {
        if (account && !fromAccount)
          w.add(
            '(a.trace_id, a.action_id) IN (SELECT trace_id, action_id FROM action_accounts WHERE account = ?)',
            account,
          );
        if (traceIds?.length) w.add('a.trace_id = ANY(?)', traceIds);
        if (!traceIds?.length || account) {
          const txHashes = hashInputs(input.tx_hash, 'tx_hash');
          if (txHashes?.length) w.add('a.tx_hashes && ?::bytea[]', txHashes);
          const msgHashes = hashInputs(input.msg_hash, 'msg_hash');
          if (msgHashes?.length) {
            w.add(
              `a.tx_hashes && ARRAY(SELECT m.tx_hash FROM messages m WHERE ${BY_MESSAGE_HASH})`,
              msgHashes,
              msgHashes,
              msgHashes,
            );
          }
          w.when(input.mc_seqno !== undefined, 'a.trace_mc_seqno_end = ?', input.mc_seqno)
            .when(input.start_utime !== undefined, 'a.trace_end_utime >= ?', input.start_utime)
            .when(input.end_utime !== undefined, 'a.trace_end_utime <= ?', input.end_utime)
            .when(input.start_lt !== undefined, 'a.trace_end_lt >= ?', bigParam(input.start_lt))
            .when(input.end_lt !== undefined, 'a.trace_end_lt <= ?', bigParam(input.end_lt));
          if (input.action_type?.length) w.add('a.type = ANY(?)', input.action_type);
          if (input.exclude_action_type?.length) w.add('NOT (a.type = ANY(?))', input.exclude_action_type);
        }
        visibility(w, input.supported_action_types, input.action_type);
      }
      const order = orderBy(keys, p.sort);
      if (!fromAccount) addAfter(w, keys, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        if (input.mc_seqno !== undefined && !(await masterchainBlockExists(c, input.mc_seqno)))
          throw new ApiError(404, `masterchain block ${input.mc_seqno} not found`);
        // an account's page is probed in action_accounts' key order whatever the values: one plan per connection
        const { rows } = fromAccount
          ? await run<ActionRow>(
              c,
              planned(`${accountActionsSql(w, account!, p.sort, p.after)} ${page(w, p.limit, p.offset)}`),
              w.params,
            )
          : await c.query<ActionRow>(
              `SELECT a.* FROM actions a ${w.sql} ORDER BY ${order} ${page(w, p.limit, p.offset)}`,
              w.params,
            );
        const body = await actionsResponse(c, deps, rows, {
          accounts: input.include_accounts === true,
          transactions: input.include_transactions === true,
        });
        return { ...body, next_cursor: p.next(rows) };
      });
    },

    getTraces: async (input) => {
      exclusive(
        'only one of account, trace_id, tx_hash, msg_hash should be specified',
        input.account,
        input.trace_id,
        input.tx_hash,
        input.msg_hash,
      );
      const byUtime = input.start_utime !== undefined || input.end_utime !== undefined;
      const keys = byUtime ? TRACE_KEYS_BY_UTIME : TRACE_KEYS_BY_LT;
      const p = cursorPaging('getTraces', input, keys);
      const w = new Where();
      if (input.account !== undefined)
        w.add('tr.trace_id IN (SELECT trace_id FROM transactions WHERE account = ?)', rawAddress(input.account));
      const traceIds = hashInputs(input.trace_id, 'trace_id');
      if (traceIds?.length) w.add('tr.trace_id = ANY(?)', traceIds);
      const txHashes = hashInputs(input.tx_hash, 'tx_hash');
      if (txHashes?.length) w.add('tr.trace_id IN (SELECT trace_id FROM transactions WHERE hash = ANY(?))', txHashes);
      const msgHashes = hashInputs(input.msg_hash, 'msg_hash');
      if (msgHashes?.length)
        w.add(
          `tr.trace_id IN (SELECT m.trace_id FROM messages m WHERE ${BY_MESSAGE_HASH})`,
          msgHashes,
          msgHashes,
          msgHashes,
        );
      if (input.mc_seqno !== undefined) w.add("tr.mc_seqno_end = ? AND tr.state = 'complete'", input.mc_seqno);
      w.when(input.start_utime !== undefined, 'tr.end_utime >= ?', input.start_utime)
        .when(input.end_utime !== undefined, 'tr.end_utime <= ?', input.end_utime)
        .when(input.start_lt !== undefined, 'tr.end_lt >= ?', bigParam(input.start_lt))
        .when(input.end_lt !== undefined, 'tr.end_lt <= ?', bigParam(input.end_lt));
      addAfter(w, keys, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        if (input.mc_seqno !== undefined && !(await masterchainBlockExists(c, input.mc_seqno)))
          throw new ApiError(404, `masterchain block ${input.mc_seqno} not found`);
        const { rows } = await c.query<TraceRow>(
          `SELECT tr.* FROM traces tr ${w.sql} ORDER BY ${orderBy(keys, p.sort)} ${page(w, p.limit, p.offset)}`,
          w.params,
        );
        const { traces, addresses } = await traceRecords(c, rows, {
          actions: input.include_actions === true,
          supported: input.supported_action_types,
        });
        return { traces, ...(await bookAndMetadata(c, deps, addresses)), next_cursor: p.next(rows) };
      });
    },

    getPendingActions: async (input) => {
      requireOne('account or ext_msg_hash should be specified', input.account, input.ext_msg_hash);
      return withPrimary(deps.db, async (c) => {
        await pendingStore(c, ['pending_actions']).catch(() => notDeployed('pending traces store'));
        const w = new Where();
        if (input.account !== undefined)
          w.add(
            'a.trace_id IN (SELECT trace_id FROM pending_transactions WHERE account = ?)',
            rawAddress(input.account),
          );
        const ext = hashInputs(input.ext_msg_hash, 'ext_msg_hash');
        if (ext?.length) w.add('(a.trace_external_hash = ANY(?) OR a.trace_external_hash_norm = ANY(?))', ext, ext);
        visibility(w, input.supported_action_types, undefined);
        const { rows } = await c.query<ActionRow>(
          `SELECT a.* FROM pending_actions a ${w.sql} ORDER BY a.trace_end_lt DESC, a.action_id DESC LIMIT 1000`,
          w.params,
        );
        const res = await actionsResponse(c, deps, rows, {
          accounts: false,
          transactions: input.include_transactions === true,
          pending: true,
        });
        // the classifier links finalized actions to their accounts only: a pending action involves the accounts of
        // its emulated transactions and those its details name
        const txAccounts = await pendingTransactionAccounts(
          c,
          rows.flatMap((r) => r.tx_hashes),
        );
        res.actions.forEach((a, i) => {
          a.finality = 'pending';
          const r = rows[i]!;
          a.accounts = [
            ...new Set([
              ...r.tx_hashes.map((h) => txAccounts.get(h.toString('hex'))).filter((x): x is string => !!x),
              ...actionAddresses(r),
            ]),
          ].sort();
        });
        // `account`: the account involved in the action (the parameter's meaning), not merely in its trace
        if (input.account === undefined) return res;
        const account = rawAddress(input.account);
        return { ...res, actions: res.actions.filter((a) => a.accounts?.includes(account)) };
      });
    },

    getPendingTraces: async (input) => {
      requireOne('account or ext_msg_hash should be specified', input.account, input.ext_msg_hash);
      return withPrimary(deps.db, async (c) => {
        await pendingStore(c, ['pending_traces']).catch(() => notDeployed('pending traces store'));
        const w = new Where();
        if (input.account !== undefined)
          w.add(
            'tr.trace_id IN (SELECT trace_id FROM pending_transactions WHERE account = ?)',
            rawAddress(input.account),
          );
        const ext = hashInputs(input.ext_msg_hash, 'ext_msg_hash');
        if (ext?.length) w.add('(tr.external_hash = ANY(?) OR tr.external_hash_norm = ANY(?))', ext, ext);
        const { rows } = await c.query<TraceRow>(
          `SELECT tr.* FROM pending_traces tr ${w.sql} ORDER BY tr.end_lt DESC LIMIT 1000`,
          w.params,
        );
        // "Actions are included" (the operation's description): the pending trace's own, as a client sees them
        const { traces, addresses } = await traceRecords(c, rows, {
          actions: true,
          supported: input.supported_action_types,
          pending: true,
        });
        return { traces, ...(await bookAndMetadata(c, deps, addresses)) };
      });
    },
  } satisfies V3HandlerGroup<'getActions' | 'getTraces' | 'getPendingActions' | 'getPendingTraces'>;
}
