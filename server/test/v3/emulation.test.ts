/**
 * Emulation equals execution (v3 D37): each message is emulated through `/emulateTrace`, then sent on the local
 * network and indexed, and the emulated trace must equal the indexed one in every field the contract does not name
 * as depending on time or block: the tree, each transaction's account, statuses, exit codes, gas, fees but storage,
 * messages' values and bodies, the actions, and TON and jetton balance changes (storage fees aside). The comparison
 * is the conformance suite's (conformance/src/semantics/emulation.ts); here it covers jetton, NFT, multisig and
 * deployment traces besides the suite's transfers.
 */
import { readFileSync } from 'node:fs';
import { Address, beginCell, Cell, contractAddress, internal, type MessageRelaxed, toNano } from '@ton/core';
import { WalletContractV4 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { MULTISIG_SIGNERS } from '../../../devnet/genesis/index.ts';
import { approveBody } from '../../../devnet/genesis/multisig/genesis.ts';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import type { WalletVersion } from '../../../devnet/genesis/index.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../../indexer/ingest/chain.ts';
import { follow } from '../../../indexer/pipeline/follow.ts';
import { emulateTrace, emulationRows } from '../../../indexer/index.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createServer, type ApiServer, type ResponseViolation } from '../../src/server.ts';
import { v2Mount } from '../../src/v2/app.ts';
import { v3Mount } from '../../src/v3/app.ts';
import type { components } from '../../../generated/v3/types.ts';
import { executionDifference, selfProblems } from '../../../conformance/src/semantics/emulation.ts';

type S = components['schemas'];

let d: Devnet;
let db: TestDatabase;
let lite: LitePool;
let server: ApiServer;
const violations: ResponseViolation[] = [];
const seqnos = new Map<string, number>();

beforeAll(async () => {
  [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  await d.chain.produceBlock();
  await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
  server = await createServer({
    apis: [
      v2Mount({ pool: lite, network: 'local' }),
      v3Mount({
        db: db.pool,
        pool: lite,
        network: 'local',
        emulator: { run: (boc, opts) => emulateTrace(lite, boc, opts), rows: emulationRows },
      }),
    ],
    logger: (await import('pino')).default({ level: 'error' }),
    validateResponses: true,
    onResponseViolation: (v) => violations.push(v),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  lite?.close();
  await d?.stop();
  await db?.stop();
});

const wallet = (version: string, index: number) =>
  d.accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === index)!;
const ownerOf = (kind: string) => {
  const owner = d.accounts.find((a) => a.kind === kind)!.owner!;
  const w = d.accounts.find((a) => a.kind === 'wallet' && a.address === owner)!;
  return { version: w.version as WalletVersion, index: w.index! };
};

/** A signed transfer from a genesis wallet, at the wallet's next seqno (counted here). */
async function signed(version: WalletVersion, index: number, messages: MessageRelaxed[]): Promise<string> {
  const k = `${version}/${index}`;
  const seqno = seqnos.get(k) ?? 0;
  seqnos.set(k, seqno + 1);
  return (await transferBoc(version, index, seqno, messages)).boc.toString('base64');
}

/** A signed transfer never sent: the wallet's seqno stays where it is. */
async function unsent(messages: MessageRelaxed[]): Promise<string> {
  return (await transferBoc('v3r2', 3, seqnos.get('v3r2/3') ?? 0, messages)).boc.toString('base64');
}

async function emulate(body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const res = await server.inject({ method: 'POST', url: '/api/v3/emulateTrace', payload: body });
  return { status: res.statusCode, body: JSON.parse(res.payload) };
}

/** Sends the message, runs the cascade and indexes it; answers the indexed trace with its actions. */
async function execute(boc: string): Promise<S['Trace']> {
  await d.chain.sendExternal(Buffer.from(boc, 'base64'));
  for (let i = 0; i < 4; i++) await d.chain.produceBlock();
  await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
  const hash = beginCellHash(boc);
  const res = await server.inject(`/api/v3/traces?msg_hash=${encodeURIComponent(hash)}&include_actions=true`);
  expect(res.statusCode).toBe(200);
  const [trace] = (JSON.parse(res.payload) as S['TracesResponse']).traces;
  expect(trace, 'the sent message was indexed').toBeDefined();
  return trace!;
}

const beginCellHash = (boc: string) => Cell.fromBase64(boc).hash().toString('base64');

/** Emulates, sends, indexes: the emulation must equal the execution where D37 says so, and agree with itself. */
async function emulationEqualsExecution(boc: string) {
  const emulated = await emulate({ boc, with_actions: true });
  expect(emulated.status, JSON.stringify(emulated.body)).toBe(200);
  const e = emulated.body as S['EmulateTraceResult'];
  expect(selfProblems(e, boc, { withActions: true })).toEqual([]);
  const real = await execute(boc);
  expect(executionDifference(e, real)).toBeUndefined();
  const txs = Object.values(e.transactions);
  expect(txs.every((t) => t.emulated === true && t.trace_id === undefined)).toBe(true);
  expect(e.is_incomplete).toBe(false);
  return { e, real };
}

describe('emulation equals execution on the local network', () => {
  it('a TON transfer', async () => {
    const to = Address.parse(wallet('v3r2', 1).address);
    const boc = await signed('v4r2', 3, [internal({ to, value: toNano('1.25'), bounce: false, body: 'emulated' })]);
    const { e } = await emulationEqualsExecution(boc);
    expect(e.wallet.sent).toEqual([expect.objectContaining({ destination: raw(to), value: '1250000000' })]);
    expect(e.actions.map((a) => a.type)).toContain('ton_transfer');
  }, 60_000);

  it('a bounced transfer: the message comes back to the wallet', async () => {
    const nowhere = Address.parse(`0:${'ab'.repeat(32)}`);
    const boc = await signed('v3r2', 2, [internal({ to: nowhere, value: toNano('0.5'), bounce: true })]);
    const { e } = await emulationEqualsExecution(boc);
    expect(e.wallet.received).toEqual([expect.objectContaining({ bounced: true })]);
  }, 60_000);

  it('a contract deployment by an internal message with its StateInit', async () => {
    const fresh = WalletContractV4.create({ workchain: 0, publicKey: Buffer.alloc(32, 9), walletId: 4242 });
    const boc = await signed('v5r1', 2, [
      internal({ to: fresh.address, value: toNano('0.3'), bounce: false, init: fresh.init }),
    ]);
    const { e } = await emulationEqualsExecution(boc);
    const deployed = Object.values(e.transactions).find((t) => t.account === raw(fresh.address))!;
    expect(deployed.orig_status).toBe('nonexist');
    expect(deployed.end_status).toBe('active');
    expect(e.account_states[raw(fresh.address)]!.code_hash).toBe(fresh.init.code.hash().toString('base64'));
  }, 60_000);

  it('a jetton transfer: the jetton balance changes match the wallets afterwards', async () => {
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const owner = ownerOf('jetton-wallet');
    const to = Address.parse(wallet('v3r2', 1).address);
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(11, 64)
      .storeCoins(777n)
      .storeAddress(to)
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const boc = await signed(owner.version, owner.index, [
      internal({ to: Address.parse(jw.address), value: toNano('0.2'), body }),
    ]);
    const { e } = await emulationEqualsExecution(boc);
    expect(e.actions.map((a) => a.type)).toContain('jetton_transfer');
    const sender = e.jetton_changes.find((j) => j.wallet === raw(Address.parse(jw.address)))!;
    expect(sender.change).toBe('-777');
    const receiver = e.jetton_changes.find((j) => j.owner === raw(to))!;
    expect(receiver.change).toBe('777');
    // what the chain's wallets say after the execution
    for (const j of [sender, receiver]) expect(await jettonBalance(j.wallet)).toBe(j.after);
    expect(e.wallet.jettons).toEqual([sender]);
  }, 60_000);

  it('an NFT transfer', async () => {
    const item = d.accounts.find((a) => a.kind === 'nft-item')!;
    const owner = ownerOf('nft-item');
    const to = Address.parse(wallet('v3r2', 1).address);
    const body = beginCell()
      .storeUint(0x5fcc3d14, 32)
      .storeUint(12, 64)
      .storeAddress(to)
      .storeAddress(Address.parse(item.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const boc = await signed(owner.version, owner.index, [
      internal({ to: Address.parse(item.address), value: toNano('0.2'), body }),
    ]);
    const { e } = await emulationEqualsExecution(boc);
    expect(e.actions.map((a) => a.type)).toContain('nft_transfer');
  }, 60_000);

  it("a multisig order: a signer's approval executes the order and its transfer", async () => {
    const order = Address.parse(d.accounts.find((a) => a.kind === 'multisig-order')!.address);
    const [version, index] = MULTISIG_SIGNERS[1]!;
    const boc = await signed(version as WalletVersion, index, [
      internal({ to: order, value: toNano('0.5'), body: approveBody(1, 6n) }),
    ]);
    const { e } = await emulationEqualsExecution(boc);
    expect(e.actions.map((a) => a.type).sort()).toEqual(['multisig_approve', 'multisig_execute', 'ton_transfer']);
  }, 60_000);
});

async function jettonBalance(walletRaw: string): Promise<string> {
  const res = await server.inject({
    method: 'POST',
    url: '/api/v2/runGetMethod',
    payload: { address: walletRaw, method: 'get_wallet_data', stack: [] },
  });
  const stack = (JSON.parse(res.payload) as { result: { stack: [string, string][] } }).result.stack;
  return BigInt(stack[0]![1]).toString();
}

const raw = (a: Address) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;

describe('emulation refuses what it cannot run, with the documented status', () => {
  it('not a bag of cells, not a message, not external, refused by the wallet, unknown block', async () => {
    expect((await emulate({ boc: 'te6cc' })).status).toBe(422);
    const notMessage = beginCell().storeUint(7, 3).endCell().toBoc().toString('base64');
    expect(await emulate({ boc: notMessage })).toEqual({
      status: 422,
      body: { code: 422, error: 'boc is not a message' },
    });
    // a wallet whose seqno this file counts, signed with another key
    const to = Address.parse(wallet('v3r2', 1).address);
    const bad = await transferBoc('v4r2', 3, seqnos.get('v4r2/3') ?? 0, [internal({ to, value: 1n })], {
      badSignature: true,
    });
    const refused = await emulate({ boc: bad.boc.toString('base64') });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^the message is not accepted: /);
    // the same message with the signature check skipped runs
    const skipped = await emulate({ boc: bad.boc.toString('base64'), ignore_chksig: true });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    const unknown = await emulate({ boc: bad.boc.toString('base64'), mc_block_seqno: 99_999_999 });
    expect(unknown).toEqual({ status: 404, body: { code: 404, error: 'masterchain block 99999999 is not known' } });
    expect((await emulate({ boc: bad.boc.toString('base64'), extra: 1 })).status).toBe(422);
    // the edges of the seqno range: a block a liteserver may or may not hold, never an internal error
    for (const seqno of [0, 2 ** 31, 2 ** 32 - 1]) {
      const edge = await emulate({ boc: bad.boc.toString('base64'), ignore_chksig: true, mc_block_seqno: seqno });
      expect([200, 404, 422], `${seqno}: ${JSON.stringify(edge.body)}`).toContain(edge.status);
    }
    expect(violations).toEqual([]);
  }, 60_000);

  it('nothing of an emulation stays in the pending tables', async () => {
    const n = async () => (await db.pool.query('SELECT count(*)::int AS n FROM pending_traces')).rows[0].n as number;
    const before = await n();
    const boc = await unsent([internal({ to: Address.parse(wallet('v3r2', 1).address), value: 1n })]);
    expect((await emulate({ boc })).status).toBe(200);
    expect(await n()).toBe(before);
  });

  it('an older block: the state and config of mc_block_seqno', async () => {
    const boc = await unsent([internal({ to: Address.parse(wallet('v3r2', 1).address), value: 1n })]);
    const first = 1;
    const r = await emulate({ boc, mc_block_seqno: first });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.mc_block_seqno).toBe(first);
  });
});

/** Contracts no one should be able to stall the API with, compiled here from FunC with the multisig's primitives. */
async function compiled(body: string): Promise<Cell> {
  const { compileFunc } = await import('@ton-community/func-js');
  const stdlib = readFileSync(new URL('../../../devnet/genesis/multisig/stdlib.fc', import.meta.url), 'utf8');
  const r = await compileFunc({
    sources: [
      { filename: 'stdlib.fc', content: stdlib },
      { filename: 'c.fc', content: `#include "stdlib.fc";\n${body}` },
    ],
    targets: ['c.fc'],
  });
  if (r.status !== 'ok') throw new Error(r.message);
  return Cell.fromBase64(r.codeBoc);
}

// COMMIT inside keeps the compiler from dropping a loop or a call that has no other effect
const IMPURE = '() spend() impure asm "COMMIT";\n';
const LOOP = `${IMPURE}() recv_internal() impure { while (true) { spend(); } }`;
const RECURSION = `${IMPURE}int f(int n) impure { spend(); return f(n + 1) + 1; }\n() recv_internal() impure { f(0); }`;
/** Every message it gets, it sends two to itself with a third of the value each: a tree of thousands of messages. */
const CASCADE = `() recv_internal(int balance, int value, cell msg, slice body) impure {
  if (value < 50000000) { return (); }
  repeat (2) {
    send_raw_message(begin_cell().store_uint(0x10, 6).store_slice(my_address()).store_coins(value / 3)
      .store_uint(0, 1 + 4 + 4 + 64 + 32 + 1 + 1).end_cell(), 1);
  }
}`;

describe('hostile messages: never a 5xx, never a stalled server', () => {
  /** An unsent deployment of `code`. */
  async function deploy(code: Cell, value: bigint): Promise<{ boc: string; address: Address }> {
    const init = {
      code,
      data: beginCell()
        .storeUint(Math.floor(Math.random() * 2 ** 32), 32)
        .endCell(),
    };
    const address = contractAddress(0, init);
    return { boc: await unsent([internal({ to: address, value, bounce: false, init })]), address };
  }
  const txOf = (e: S['EmulateTraceResult'], a: Address) =>
    Object.values(e.transactions).find((t) => t.account === raw(a));

  it('an endless loop and an endless recursion end at their gas limit: 200, a non-zero exit code', async () => {
    for (const source of [LOOP, RECURSION]) {
      const { boc, address } = await deploy(await compiled(source), toNano('10'));
      const r = await emulate({ boc });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const tx = txOf(r.body, address)!;
      // out of gas (-14) or of stack: the state COMMIT saved stays, so `success` may say true
      expect(tx.description.compute_ph?.exit_code, JSON.stringify(tx.description.compute_ph)).not.toBe(0);
    }
  }, 60_000);

  it('a cascade of thousands of messages is cut at 256 transactions, and other requests are answered meanwhile', async () => {
    const { boc } = await deploy(await compiled(CASCADE), toNano('1000'));
    let done = false;
    const cascade = emulate({ boc }).finally(() => {
      done = true;
    });
    let answeredMeanwhile = 0;
    while (!done) {
      const ping = await server.inject('/api/v3/masterchainInfo');
      expect(ping.statusCode).toBe(200);
      if (!done) answeredMeanwhile++;
    }
    const r = await cascade;
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.is_incomplete).toBe(true);
    expect(Object.keys(r.body.transactions)).toHaveLength(256);
    expect(answeredMeanwhile).toBeGreaterThan(0);
  }, 60_000);

  it('an emulation over its time budget stops in its thread with the budget error, and the next one runs', async () => {
    const { boc } = await deploy(await compiled(LOOP), toNano('10'));
    await expect(emulateTrace(lite, boc, { budgetMs: 1 })).rejects.toMatchObject({
      kind: 'budget',
      message: 'emulation did not finish within 1 ms',
    });
    const after = await deploy(await compiled(CASCADE), toNano('1'));
    expect((await emulate({ boc: after.boc })).status).toBe(200);
  }, 60_000);

  it('huge and deep bags of cells: a refusal, never a 5xx', async () => {
    let deep = beginCell().endCell();
    for (let i = 0; i < 1000; i++) deep = beginCell().storeRef(deep).endCell();
    const to = Address.parse(wallet('v3r2', 1).address);
    const r = await emulate({ boc: await unsent([internal({ to, value: 1n, body: deep })]) });
    expect(r.status).toBeLessThan(500);
    // the emulator's thread was replaced: the next emulation runs
    expect((await emulate({ boc: await unsent([internal({ to, value: 1n })]) })).status).toBe(200);
    const huge = await server.inject({
      method: 'POST',
      url: '/api/v3/emulateTrace',
      payload: { boc: 'A'.repeat(8 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const garbage = await emulate({ boc: Buffer.alloc(4096, 0xb5).toString('base64') });
    expect(garbage.status).toBe(422);
    expect(violations).toEqual([]);
  }, 60_000);
});
