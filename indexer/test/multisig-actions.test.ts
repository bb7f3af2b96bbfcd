/**
 * Multisig v2 actions classified from the local network: the genesis order refused to an outsider and executed
 * by a second signer's approval, then a new order proposed by a signer, approved by comment and executed, and a
 * late approval refused; all followed by the indexer into a fresh PostgreSQL and read back from `actions`.
 */
import { Address, beginCell, Cell, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { MULTISIG_SIGNERS } from '../../devnet/genesis/index.ts';
import {
  approveBody,
  newOrderBody,
  orderAddress,
  packOrder,
  signersCell,
} from '../../devnet/genesis/multisig/genesis.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { classifyTrace } from '../actions/classify.ts';
import type { Action, TraceInput, TraceMessage, TraceTx } from '../actions/model.ts';
import { MULTISIG } from '../actions/protocols/multisig.ts';
import { loadTraces } from '../actions/store.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';

interface Row {
  trace_id: Buffer;
  type: string;
  source: string | null;
  destination: string | null;
  destination_secondary: string | null;
  success: boolean;
  value: string | null;
  data: Record<string, any> | null;
  accounts: string[];
}

let d: Devnet;
let db: TestDatabase;
let lite: LitePool;
const { send } = genesisSender(() => d);
const raw = (a: Address) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;
const wallet = ([version, index]: readonly [string, number]) =>
  Address.parse(d.accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === index)!.address);
const signer = (i: number) => wallet(MULTISIG_SIGNERS[i]!);
const OUTSIDER = ['v4r2', 0] as const;
let multisig: Address;
let order0: Address;

/**
 * Sends from a genesis wallet, runs the cascade in one round and indexes it; returns the actions of the new traces
 * (leaving out the tick_tock actions of the elector and config contracts, which every masterchain block has).
 */
async function act(
  from: readonly [string, number],
  to: Address,
  body: Cell | string,
  value = toNano('0.5'),
): Promise<Row[]> {
  const before = Number((await db.pool.query('SELECT coalesce(max(end_lt), 0) AS lt FROM traces')).rows[0].lt);
  await send(from[0] as never, from[1], [internal({ to, value, body })]);
  await d.chain.produceBlock();
  await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
  const { rows } = await db.pool.query(
    `SELECT a.trace_id, a.type, a.source, a.destination, a.destination_secondary, a.success, a.value::text, a.data,
            (SELECT array_agg(account ORDER BY account) FROM action_accounts c WHERE c.action_id = a.action_id AND c.trace_id = a.trace_id) AS accounts
       FROM actions a JOIN traces t USING (trace_id) WHERE t.end_lt > $1 AND a.type <> 'tick_tock' ORDER BY a.start_lt, a.type`,
    [before],
  );
  return rows;
}
const only = (rows: Row[], type: string) => {
  const of = rows.filter((r) => r.type === type);
  expect(of, type).toHaveLength(1);
  return of[0]!;
};
const types = (rows: Row[]) => rows.map((r) => r.type).sort();

beforeAll(async () => {
  [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  await d.chain.produceBlock();
  lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
  multisig = Address.parse(d.accounts.find((a) => a.kind === 'multisig')!.address);
  order0 = Address.parse(d.accounts.find((a) => a.kind === 'multisig-order')!.address);
}, 120_000);

afterAll(async () => {
  lite?.close();
  await db?.stop();
  await d?.stop();
});

describe('multisig actions on the local network', () => {
  const signersHash = () =>
    signersCell(MULTISIG_SIGNERS.map((s) => wallet(s)))
      .hash()
      .toString('base64');

  it('an outsider approving the genesis order: multisig_approve, failed, exit code 106 from approve_rejected', async () => {
    const rows = await act(OUTSIDER, order0, approveBody(0, 5n));
    const a = only(rows, 'multisig_approve');
    expect(a).toMatchObject({ source: raw(wallet(OUTSIDER)), destination: raw(order0), success: false });
    expect(a.data!.multisig_approve_data).toEqual({ signer_index: 0, exit_code: 106 });
    expect(types(rows)).toEqual(['multisig_approve']);
  });

  it("the second signer approving the genesis order: multisig_approve, then multisig_execute from the order and the order's transfer", async () => {
    const {
      rows: [o],
    } = await db.pool.query('SELECT expiration_date, order_boc FROM multisig_orders WHERE address = $1', [raw(order0)]);
    const rows = await act(MULTISIG_SIGNERS[1], order0, approveBody(1, 6n));
    expect(types(rows)).toEqual(['multisig_approve', 'multisig_execute', 'ton_transfer']);
    const approve = only(rows, 'multisig_approve');
    expect(approve).toMatchObject({ source: raw(signer(1)), destination: raw(order0), success: true });
    expect(approve.data!.multisig_approve_data).toEqual({ signer_index: 1, exit_code: 0 });
    const exec = only(rows, 'multisig_execute');
    expect(exec).toMatchObject({ source: raw(order0), destination: raw(multisig), success: true });
    expect(exec.data!.multisig_execute_data).toMatchObject({
      query_id: '6',
      order_seqno: '0',
      expiration_date: Number(o.expiration_date),
      approvals_num: 2,
      signers_hash: signersHash(),
    });
    expect(
      Cell.fromBase64(exec.data!.multisig_execute_data.order_boc).hash().equals(Cell.fromBoc(o.order_boc)[0]!.hash()),
    ).toBe(true);
    const paid = only(rows, 'ton_transfer');
    expect(paid).toMatchObject({
      source: raw(multisig),
      destination: raw(wallet(['v5r1', 3])),
      value: toNano('1').toString(),
    });
    expect(paid.data!.ton_transfer_data.content).toBe('devnet multisig order 0');
  });

  const target = () => wallet(['v3r2', 1]);
  const expirationDate = Math.floor(Date.now() / 1000) + 3600;
  const order = () => packOrder([{ mode: 3, message: internal({ to: target(), value: toNano('3'), bounce: false }) }]);

  /** The new_order round: its actions as indexed, and its transactions linked by message contents rather than hashes. */
  let created: { rows: Row[]; linked: boolean; joined: Action[] };

  it('a signer proposing order 1: the order is deployed by the init message the multisig sent', async () => {
    const body = newOrderBody({
      queryId: 42n,
      orderSeqno: 1n,
      bySigner: true,
      index: 0,
      expirationDate,
      order: order(),
    });
    const before = Number((await db.pool.query('SELECT coalesce(max(end_lt), 0) AS lt FROM traces')).rows[0].lt);
    const rows = await act(MULTISIG_SIGNERS[0], multisig, body);
    const order1 = raw(orderAddress(multisig, 1n));
    const sent = await db.pool.query(
      "SELECT msg_hash, created_lt::text FROM messages WHERE direction = 'out' AND source = $1 AND destination = $2",
      [raw(multisig), order1],
    );
    const got = await db.pool.query(
      "SELECT msg_hash, created_lt::text FROM messages WHERE direction = 'in' AND source = $1 AND destination = $2",
      [raw(multisig), order1],
    );
    expect(sent.rows).toHaveLength(1);
    expect(got.rows).toHaveLength(1);
    expect(got.rows[0].created_lt).toBe(sent.rows[0].created_lt);
    const client = await db.pool.connect();
    try {
      const ids = (
        await client.query('SELECT trace_id FROM traces WHERE end_lt > $1 ORDER BY start_lt', [before])
      ).rows.map((r) => r.trace_id as Buffer);
      const traces = await loadTraces(client, ids);
      // the round's own traces, without the elector and config tick-tock traces every masterchain block has
      const ours = traces.filter((t) => t.input.transactions.some((x) => x.descr !== 'tick_tock'));
      const input = { ...ours[0]!.input, transactions: ours.flatMap((t) => t.input.transactions) };
      // The order's inbound message is the multisig's outbound one: same source, destination and creation lt.
      const outHash = input.transactions
        .flatMap((t) => t.messages)
        .find((m) => m.direction === 'out' && m.destination === order1)!.msg_hash;
      for (const t of input.transactions)
        for (const m of t.messages)
          if (m.direction === 'in' && m.source === raw(multisig) && m.destination === order1) m.msg_hash = outHash;
      created = { rows, linked: sent.rows[0].msg_hash.equals(got.rows[0].msg_hash), joined: classifyTrace(input) };
    } finally {
      client.release();
    }
  });

  const checkCreate = (c: {
    type: string;
    source: string | null;
    destination: string | null;
    destination_secondary: string | null;
    success: boolean;
    accounts: string[];
    data: Record<string, any>;
  }) => {
    const order1 = orderAddress(multisig, 1n);
    expect(c).toMatchObject({
      source: raw(signer(0)),
      destination: raw(multisig),
      destination_secondary: raw(order1),
      success: true,
    });
    expect(c.data.multisig_create_order_data).toEqual({
      query_id: '42',
      order_seqno: '1',
      is_created_by_signer: true,
      is_signed_by_creator: true,
      creator_index: 0,
      expiration_date: expirationDate,
      order_boc: c.data.multisig_create_order_data.order_boc,
    });
    expect(Cell.fromBase64(c.data.multisig_create_order_data.order_boc).hash().equals(order().hash())).toBe(true);
    for (const s of MULTISIG_SIGNERS) expect(c.accounts).toContain(raw(wallet(s)));
    expect(c.accounts).toContain(raw(order1));
  };

  it('the new_order and the init it caused: multisig_create_order with the new_order fields, the order as destination_secondary, every signer among its accounts', () => {
    const c = created.joined.filter((a) => a.type === 'multisig_create_order');
    expect(c).toHaveLength(1);
    expect(created.joined.map((a) => a.type).sort()).toEqual(['contract_deploy', 'multisig_create_order']);
    // bigints as the store writes them
    checkCreate({
      ...c[0]!,
      data: JSON.parse(
        JSON.stringify({ multisig_create_order_data: c[0]!.multisig_create_order_data }, (_k, v) =>
          typeof v === 'bigint' ? v.toString() : v,
        ),
      ),
    });
  });

  it('multisig_create_order as indexed', (ctx) => {
    ctx.skip(
      !created.linked,
      'the local network delivers the init message re-serialized (its StateInit moved inline), so its hash differs from the one the multisig sent and the trace breaks in two',
    );
    expect(types(created.rows)).toEqual(['contract_deploy', 'multisig_create_order']);
    checkCreate({
      ...only(created.rows, 'multisig_create_order'),
      data: only(created.rows, 'multisig_create_order').data!,
    });
    expect(only(created.rows, 'contract_deploy').destination).toBe(raw(orderAddress(multisig, 1n)));
  });

  it('a second signer approving order 1 by the comment "approve": signer index -1 (a comment names none), and the order executes', async () => {
    const order1 = orderAddress(multisig, 1n);
    const rows = await act(MULTISIG_SIGNERS[2], order1, 'approve', toNano('0.1'));
    expect(types(rows)).toEqual(['multisig_approve', 'multisig_execute', 'ton_transfer']);
    const approve = only(rows, 'multisig_approve');
    expect(approve).toMatchObject({ source: raw(signer(2)), destination: raw(order1), success: true });
    expect(approve.data!.multisig_approve_data).toEqual({ signer_index: -1, exit_code: 0 });
    const exec = only(rows, 'multisig_execute');
    expect(exec).toMatchObject({ source: raw(order1), destination: raw(multisig), success: true });
    // the creator's approval counted at init, this one is the second
    expect(exec.data!.multisig_execute_data).toMatchObject({
      query_id: '0',
      order_seqno: '1',
      expiration_date: expirationDate,
      approvals_num: 2,
      signers_hash: signersHash(),
    });
    expect(Cell.fromBase64(exec.data!.multisig_execute_data.order_boc).hash().equals(order().hash())).toBe(true);
    expect(only(rows, 'ton_transfer')).toMatchObject({
      source: raw(multisig),
      destination: raw(target()),
      value: toNano('3').toString(),
    });
  });

  it("an approval after execution: refused with exit code 112; with the order's signers known, they are among the approval's accounts", async () => {
    const order1 = orderAddress(multisig, 1n);
    const rows = await act(MULTISIG_SIGNERS[1], order1, approveBody(1));
    const a = only(rows, 'multisig_approve');
    expect(a).toMatchObject({ source: raw(signer(1)), destination: raw(order1), success: false });
    expect(a.data!.multisig_approve_data).toEqual({ signer_index: 1, exit_code: 112 });
    expect(types(rows)).toEqual(['multisig_approve']);

    // The trace classified again with the order's multisig_orders row as its interface.
    const {
      rows: [o],
    } = await db.pool.query('SELECT signers FROM multisig_orders WHERE address = $1', [raw(order1)]);
    expect(o.signers).toEqual(MULTISIG_SIGNERS.map((s) => raw(wallet(s))));
    const client = await db.pool.connect();
    try {
      const [t] = await loadTraces(client, [a.trace_id]);
      t!.input.interfaces[raw(order1)] = { MultisigOrder: { signers: o.signers } };
      const again = classifyTrace(t!.input).find((x) => x.type === 'multisig_approve')!;
      expect([...again.accounts].sort()).toEqual([...new Set([...o.signers, raw(order1)])].sort());
    } finally {
      client.release();
    }
  });
});

describe('multisig matchers on truncated bodies', () => {
  const A = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
  /** new_order → init, approve → approve_accepted back to the approver, and a lone execute; every body cut after its opcode and 8 bits. */
  function trace(): TraceInput {
    const msg = (id: string, dir: 'in' | 'out', from: number, to: number, op: number): TraceMessage => ({
      msg_hash: id,
      direction: dir,
      source: A(from),
      destination: A(to),
      value: 1_000_000_000n,
      opcode: op | 0,
      created_lt: 1n,
      bounced: false,
      body: beginCell().storeUint(op, 32).storeUint(0x5a, 8).endCell().toBoc().toString('base64'),
      init_state: false,
    });
    const tx = (hash: string, lt: bigint, account: number, messages: TraceMessage[]): TraceTx => ({
      hash,
      lt,
      now: 1,
      account: A(account),
      aborted: false,
      compute_exit_code: 0,
      orig_status: 'active',
      end_status: 'active',
      descr: 'ord',
      is_tock: null,
      messages,
    });
    return {
      trace_id: 'x',
      end_lt: 100n,
      end_utime: 1,
      mc_seqno_end: 1,
      external_hash: null,
      interfaces: {},
      transactions: [
        tx('t1', 1n, 2, [msg('m1', 'in', 1, 2, MULTISIG.newOrder), msg('m2', 'out', 2, 3, MULTISIG.init)]),
        tx('t2', 2n, 3, [msg('m2', 'in', 2, 3, MULTISIG.init)]),
        tx('t3', 3n, 5, [msg('m3', 'in', 4, 5, MULTISIG.approve), msg('m4', 'out', 5, 4, MULTISIG.approveAccepted)]),
        tx('t4', 4n, 4, [msg('m4', 'in', 5, 4, MULTISIG.approveAccepted)]),
        tx('t5', 5n, 2, [msg('m5', 'in', 3, 2, MULTISIG.execute)]),
      ],
    };
  }

  it('an unreadable new_order or execute stays a contract call; an approval keeps what its reply proves and leaves the unreadable index at -1', () => {
    const actions = classifyTrace(trace());
    expect(actions.filter((a) => a.type === 'multisig_create_order' || a.type === 'multisig_execute')).toEqual([]);
    const approve = actions.filter((a) => a.type === 'multisig_approve');
    expect(approve).toHaveLength(1);
    expect(approve[0]).toMatchObject({
      source: A(4),
      destination: A(5),
      success: true,
      multisig_approve_data: { signer_index: -1, exit_code: 0 },
    });
    const covered = new Set(actions.flatMap((a) => a.tx_hashes));
    for (const t of ['t1', 't2', 't3', 't4', 't5']) expect(covered.has(t)).toBe(true);
  });
});
