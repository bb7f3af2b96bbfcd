import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  internal,
  loadTransaction,
  parseTuple,
  serializeTuple,
  toNano,
  type Transaction,
  type TupleItem,
} from '@ton/core';
import type { LiteClient } from 'ton-lite-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../index.ts';
import { MULTISIG_PROPOSERS, MULTISIG_SIGNERS, type WalletVersion } from '../genesis/index.ts';
import { compileMultisig } from '../genesis/multisig/build.ts';
import {
  approveBody,
  MULTISIG_OPS,
  multisigCodes,
  MULTISIG_THRESHOLD,
  newOrderBody,
  orderAddress,
  packOrder,
} from '../genesis/multisig/genesis.ts';
import { tlId } from '../methods/index.ts';
import { genesisSender, inProcessClient } from './helpers.ts';

type Item = { type: string; value: bigint; cell: Cell };

const addresses = (c: Cell | null): string[] =>
  c
    ? Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Address(), c)
        .values()
        .map((a) => a.toRawString())
    : [];
const exitCode = (tx: Transaction) =>
  tx.description.type === 'generic' && tx.description.computePhase.type === 'vm'
    ? tx.description.computePhase.exitCode
    : null;
const inOp = (tx: Transaction) => {
  const b = tx.inMessage?.body.beginParse();
  return b && b.remainingBits >= 32 ? b.loadUint(32) : null;
};

describe('genesis multisig v2-compatible wallet and orders (own FunC contracts)', () => {
  let d: Devnet;
  let client: LiteClient;
  let multisig: Address;
  let order0: Address;
  const { send } = genesisSender(() => d);
  const wallet = ([version, index]: readonly [string, number]) =>
    Address.parse(d.accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === index)!.address);
  const signer = (i: number) => MULTISIG_SIGNERS[i]!;

  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    client = inProcessClient(d);
    multisig = Address.parse(d.accounts.find((a) => a.kind === 'multisig')!.address);
    order0 = Address.parse(d.accounts.find((a) => a.kind === 'multisig-order')!.address);
  });
  afterAll(async () => {
    await d?.stop();
  });

  const run = async (at: Address, method: string, args: TupleItem[] = []) => {
    const r = await client.runMethod(at, method, serializeTuple(args).toBoc(), tlId(d.chain.lastMc.id));
    expect(r.exitCode, method).toBe(0);
    return parseTuple(Cell.fromBase64(r.result!)) as unknown as Item[];
  };
  const orderData = async (at: Address) => {
    const [ms, seqno, threshold, sent, signers, mask, num, exp, order] = await run(at, 'get_order_data');
    return {
      multisig: ms!.cell.beginParse().loadAddress().toRawString(),
      seqno: seqno!.value,
      threshold: threshold!.value,
      sent: sent!.value,
      signers: addresses(signers!.cell),
      mask: mask!.value,
      num: num!.value,
      exp: exp!.value,
      order: order!.cell,
    };
  };
  /** Sends from a genesis wallet and cuts the round that runs the cascade; returns its basechain transactions. */
  const sendAndCut = async (from: readonly [string, number], to: Address, body: Cell, value = toNano('0.5')) => {
    await send(from[0] as WalletVersion, from[1], [internal({ to, value, body })]);
    const round = await d.chain.produceBlock();
    return round.shard.txs.map((t) => ({ account: t.account, tx: loadTransaction(t.cell.beginParse()) }));
  };
  const txsOf = (txs: Array<{ account: Buffer; tx: Transaction }>, a: Address) =>
    txs.filter((t) => t.account.equals(a.hash)).map((t) => t.tx);

  it('the committed codes are what the FunC compiler from npm makes of multisig.fc and order.fc', async () => {
    const fresh = await compileMultisig();
    expect(fresh.multisig.hash).toBe(multisigCodes().multisig.hash().toString('hex'));
    expect(fresh.order.hash).toBe(multisigCodes().order.hash().toString('hex'));
  }, 60_000);

  it('get_multisig_data and get_order_data describe the 2-of-3 multisig and its order 0 with one approval', async () => {
    const [next, threshold, signers, proposers] = await run(multisig, 'get_multisig_data');
    expect(next!.value).toBe(1n);
    expect(threshold!.value).toBe(BigInt(MULTISIG_THRESHOLD));
    expect(addresses(signers!.cell)).toEqual(MULTISIG_SIGNERS.map((s) => wallet(s).toRawString()));
    expect(addresses(proposers!.cell)).toEqual(MULTISIG_PROPOSERS.map((s) => wallet(s).toRawString()));
    const [addr] = await run(multisig, 'get_order_address', [{ type: 'int', value: 0n }]);
    expect(addr!.cell.beginParse().loadAddress().equals(order0)).toBe(true);
    const o = await orderData(order0);
    expect(o).toMatchObject({
      multisig: multisig.toRawString(),
      seqno: 0n,
      threshold: 2n,
      sent: 0n,
      mask: 1n,
      num: 1n,
    });
    expect(o.signers).toEqual(MULTISIG_SIGNERS.map((s) => wallet(s).toRawString()));
    expect(Number(o.exp)).toBeGreaterThan(Date.now() / 1000 + 300 * 86400);
  });

  it('a non-signer approval is answered with approve_rejected; the second signer executes order 0 and the transfer happens', async () => {
    const outsider = ['v4r2', 0] as const;
    const rejected = await sendAndCut(outsider, order0, approveBody(0));
    const orderTx = txsOf(rejected, order0)[0]!;
    expect(exitCode(orderTx)).toBe(0);
    const reply = [...orderTx.outMessages.values()][0]!.body.beginParse();
    expect(reply.loadUint(32)).toBe(MULTISIG_OPS.approveRejected);
    reply.loadUint(64);
    expect(reply.loadUint(32)).toBe(106);
    expect((await orderData(order0)).num).toBe(1n);

    const recipient = wallet(['v5r1', 3]);
    const txs = await sendAndCut(signer(1), order0, approveBody(1));
    const exec = txsOf(txs, multisig).find((t) => inOp(t) === MULTISIG_OPS.execute)!;
    expect(exitCode(exec)).toBe(0);
    const paid = txsOf(txs, recipient).find((t) => t.inMessage?.info.src?.toString() === multisig.toString())!;
    expect(paid.inMessage!.info.type === 'internal' && paid.inMessage!.info.value.coins).toBe(toNano('1'));
    expect(paid.inMessage!.body.beginParse().skip(32).loadStringTail()).toBe('devnet multisig order 0');
    expect(await orderData(order0)).toMatchObject({ sent: -1n, num: 2n, mask: 3n });

    const again = await sendAndCut(signer(2), order0, approveBody(2));
    const answer = [...txsOf(again, order0)[0]!.outMessages.values()][0]!.body.beginParse();
    expect(answer.loadUint(32)).toBe(MULTISIG_OPS.approveRejected);
    answer.loadUint(64);
    expect(answer.loadUint(32)).toBe(112);
  });

  it('a proposer creates order 1 without approving; a comment "approve" and an approve message execute it', async () => {
    const target = wallet(['v3r2', 0]);
    const order = packOrder([
      { mode: 3, message: internal({ to: target, value: toNano('2'), bounce: false, body: 'second' }) },
    ]);
    const expirationDate = Math.floor(Date.now() / 1000) + 3600;
    const wrongSeqno = await sendAndCut(
      MULTISIG_PROPOSERS[0],
      multisig,
      newOrderBody({ orderSeqno: 5n, bySigner: false, index: 0, expirationDate, order }),
    );
    expect(exitCode(txsOf(wrongSeqno, multisig)[0]!)).toBe(1008);
    const notProposer = await sendAndCut(
      ['v4r2', 0],
      multisig,
      newOrderBody({ orderSeqno: 1n, bySigner: false, index: 0, expirationDate, order }),
    );
    expect(exitCode(txsOf(notProposer, multisig)[0]!)).toBe(1007);

    await sendAndCut(
      MULTISIG_PROPOSERS[0],
      multisig,
      newOrderBody({ orderSeqno: 1n, bySigner: false, index: 0, expirationDate, order }),
    );
    const order1 = orderAddress(multisig, 1n);
    expect((await run(multisig, 'get_multisig_data'))[0]!.value).toBe(2n);
    expect(await orderData(order1)).toMatchObject({
      seqno: 1n,
      threshold: 2n,
      sent: 0n,
      mask: 0n,
      num: 0n,
      exp: BigInt(expirationDate),
    });
    expect((await orderData(order1)).order.hash().equals(order.hash())).toBe(true);

    await sendAndCut(signer(2), order1, beginCell().storeUint(0, 32).storeStringTail('approve').endCell());
    expect(await orderData(order1)).toMatchObject({ num: 1n, mask: 4n, sent: 0n });
    const txs = await sendAndCut(signer(0), order1, approveBody(0));
    expect(await orderData(order1)).toMatchObject({ num: 2n, mask: 5n, sent: -1n });
    const paid = txsOf(txs, target).find((t) => t.inMessage?.info.src?.toString() === multisig.toString());
    expect(paid?.inMessage?.info.type === 'internal' && paid.inMessage.info.value.coins).toBe(toNano('2'));
  });
});
