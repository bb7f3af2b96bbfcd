// What the suite knows about its own transfers independently of the stream: the trace as v3 /traces and /actions
// give it (S1: a pushed record equals the v3 record), the address book and metadata v3 gives its addresses, and
// from the chain itself (v2, read at a masterchain seqno) each account's state and each jetton wallet's data
// after a masterchain round (S11).
import { type Address, Cell, loadShardAccount } from '@ton/core';
import { okBody } from '../case.ts';
import type { ApiTarget } from '../target.ts';
import { raw } from './subscriber.ts';

export interface TraceTruth {
  traceId: string;
  /** every transaction of the trace, v3 records, by descending lt */
  txs: any[];
  /** the tree, transactions and actions v3 /traces gives (include_actions) */
  trace: any;
  /** v3 /actions of the trace with `accounts` (include_accounts), in v3's order */
  actions: any[];
  /** masterchain blocks that committed transactions of the trace, ascending */
  rounds: number[];
  complete: boolean;
}

/** An account's state after a masterchain round, read from the chain (v2 getShardAccountCell at that seqno). */
export interface ChainState {
  hash: string;
  balance: string;
  status: string;
  codeHash: string | null;
  dataHash: string | null;
  lastLt: string;
}

export interface JettonData {
  balance: string;
  owner: string;
  jetton: string;
}

const lt = (t: any) => BigInt(t.lt);

export class Truth {
  private readonly cache = new Map<string, Promise<unknown>>();
  constructor(
    readonly v2?: ApiTarget,
    readonly v3?: ApiTarget,
  ) {}

  private async get(api: 'v2' | 'v3', operationId: string, args: Record<string, unknown>): Promise<any> {
    const target = api === 'v2' ? this.v2 : this.v3;
    const op = target?.op(operationId);
    if (!target || !op) throw new Error(`needs ${api} ${operationId}`);
    return okBody(api, await target.call(op, { args }));
  }
  private once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, compute());
    return this.cache.get(key) as Promise<T>;
  }

  /** The trace of an external message as v3 gives it once complete (polled: the index follows the chain). */
  trace(extHash: string, timeoutMs = 30_000): Promise<TraceTruth> {
    return this.once(`trace ${extHash}`, async () => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const body = await this.get('v3', 'getTraces', { msg_hash: [extHash], include_actions: true });
        const t = body.traces?.[0];
        // complete, and its actions classified (an index may classify a trace after it completes)
        const complete =
          t?.trace_info?.trace_state === 'complete' && t?.trace_info?.classification_state !== 'unclassified';
        if (t && (complete || Date.now() > end)) {
          const txs = Object.values<any>(t.transactions ?? {}).sort((a, b) =>
            lt(b) > lt(a) ? 1 : lt(b) < lt(a) ? -1 : 0,
          );
          const acts = await this.get('v3', 'getActions', {
            trace_id: [t.trace_id],
            include_accounts: true,
            limit: 1000,
          });
          return {
            traceId: t.trace_id,
            txs,
            trace: t,
            actions: acts.actions ?? [],
            rounds: [...new Set(txs.map((x) => Number(x.mc_block_seqno)))].sort((a, b) => a - b),
            complete,
          };
        }
        if (Date.now() > end) throw new Error(`v3 /traces?msg_hash=${extHash} found no trace in ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 300));
      }
    });
  }

  /** v3 /addressBook entries of raw addresses, by lower-case raw address. */
  async book(addresses: string[]): Promise<Map<string, any>> {
    return this.entries('getAddressBook', addresses);
  }
  /** v3 /metadata entries of raw addresses, by lower-case raw address (only tokens have one). */
  async metadata(addresses: string[]): Promise<Map<string, any>> {
    return this.entries('getMetadata', addresses);
  }
  private async entries(operationId: string, addresses: string[]): Promise<Map<string, any>> {
    const out = new Map<string, any>();
    const missing = [...new Set(addresses.map(raw))].filter((a) => !this.cache.has(`${operationId} ${a}`));
    for (let i = 0; i < missing.length; i += 100) {
      const chunk = missing.slice(i, i + 100);
      const got = this.get('v3', operationId, { address: chunk }).then((body) => {
        const m = new Map<string, any>();
        for (const [k, v] of Object.entries<any>(body ?? {})) m.set(raw(k), v);
        return m;
      });
      for (const a of chunk)
        this.cache.set(
          `${operationId} ${a}`,
          got.then((m) => m.get(a)),
        );
    }
    for (const a of new Set(addresses.map(raw))) {
      const v = await this.cache.get(`${operationId} ${a}`);
      if (v !== undefined) out.set(a, v);
    }
    return out;
  }

  /** The account's state at the end of masterchain round `seqno`, from its ShardAccount cell (the chain's own). */
  stateAt(account: string, seqno: number): Promise<ChainState> {
    return this.once(`state ${raw(account)} ${seqno}`, async () => {
      const r = await this.get('v2', 'getShardAccountCell', { address: account, seqno });
      const cell = Cell.fromBase64(r.bytes);
      const sa = loadShardAccount(cell.beginParse());
      const acc = sa.account;
      const st = acc?.storage.state;
      return {
        // the account cell's hash is the state hash a transaction's state_update ends in
        hash: cell.refs[0]!.hash().toString('base64'),
        balance: String(acc?.storage.balance.coins ?? 0n),
        status: !st ? 'nonexist' : st.type === 'active' ? 'active' : st.type === 'frozen' ? 'frozen' : 'uninit',
        codeHash: st?.type === 'active' ? (st.state.code?.hash().toString('base64') ?? null) : null,
        dataHash: st?.type === 'active' ? (st.state.data?.hash().toString('base64') ?? null) : null,
        lastLt: String(sa.lastTransactionLt),
      };
    });
  }

  /** A jetton wallet's get_wallet_data at the end of masterchain round `seqno` (TEP-74). */
  jettonAt(wallet: string, seqno: number): Promise<JettonData> {
    return this.once(`jetton ${raw(wallet)} ${seqno}`, async () => {
      const r = await this.get('v2', 'runGetMethodStd', {
        address: wallet,
        method: 'get_wallet_data',
        stack: [],
        seqno,
      });
      if (r.exit_code !== 0) throw new Error(`get_wallet_data of ${wallet} at ${seqno} exited ${r.exit_code}`);
      const addr = (e: any) =>
        raw((Cell.fromBase64(e.slice.bytes).beginParse().loadAddress() as Address).toRawString());
      return { balance: String(BigInt(r.stack[0].number.number)), owner: addr(r.stack[1]), jetton: addr(r.stack[2]) };
    });
  }

  /** The account's latest transactions as v3 gives them (read once, after the rounds: every notification is older). */
  recentTransactions(account: string): Promise<any[]> {
    return this.once(`recent ${raw(account)}`, async () => {
      const body = await this.get('v3', 'getTransactions', { account: [account], limit: 200, sort: 'desc' });
      return body.transactions ?? [];
    });
  }

  /** The jetton wallets among `accounts` as v3 knows them (address → owner), for the wallets subscribers follow. */
  jettonWallets(accounts: string[]): Promise<Map<string, string>> {
    const key = [...new Set(accounts.map(raw))].sort();
    return this.once(`jetton wallets ${key.join(',')}`, async () => {
      const body = await this.get('v3', 'getJettonWallets', { address: key, limit: 1000 });
      return new Map<string, string>((body.jetton_wallets ?? []).map((w: any) => [raw(w.address), raw(w.owner)]));
    });
  }
}
