import { Address, internal, toNano } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { check, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { V1_TYPE } from '../../../src/semantics/action-visibility.ts';
import { chainMultisig } from '../../../src/semantics/multisig-chain.ts';
import { broadcast, withSender } from '../../../src/semantics/sender.ts';
import { normalizedHash } from '../../../src/semantics/chain.ts';
import { same } from '../../../src/values.ts';
import { newOrderBody, packOrder } from '../../../../devnet/genesis/multisig/genesis.ts';
import { Cell, loadMessage } from '@ton/core';

type Ctx = CaseContext<'v3', 'getPendingTraces'>;
const ORDER_TYPE = 'multisig_create_order';

/** Every pending read of one moment, while the suite's own order is pending. */
async function readAll(
  ctx: Ctx,
  o: { me: string; stranger: string; multisig: string; hash: string; norm: string; trace: string },
) {
  const call = <T>(p: Promise<T>) => p;
  const tx = (args: Record<string, unknown>) =>
    call(ctx.call({ operationId: 'getPendingTransactions', args })).then((e) => ctx.ok(e).transactions);
  const ac = (args: Record<string, unknown>) =>
    call(ctx.call({ operationId: 'getPendingActions', args })).then((e) => ctx.ok(e).actions);
  const tr = (args: Record<string, unknown>) => call(ctx.call({ args })).then((e) => ctx.ok(e).traces);
  const otherTrace = randomBytes(32).toString('base64');
  const [txMine, txOfTrace, txOtherTrace, txStranger, txMultisig] = await Promise.all([
    tx({ account: [o.me] }),
    tx({ account: [o.me], trace_id: [o.trace] }),
    tx({ account: [o.me], trace_id: [otherTrace] }),
    tx({ account: [o.stranger] }),
    tx({ account: [o.multisig] }),
  ]);
  const [acMine, acByHash, acByNorm, acStranger, acOwnType, acV1, acFull] = await Promise.all([
    ac({ account: o.me }),
    ac({ ext_msg_hash: [o.hash] }),
    ac({ ext_msg_hash: [o.norm] }),
    ac({ account: o.stranger }),
    ac({ ext_msg_hash: [o.hash], supported_action_types: [ORDER_TYPE] }),
    ac({ ext_msg_hash: [o.hash], supported_action_types: [V1_TYPE] }),
    ac({ ext_msg_hash: [o.hash], include_transactions: true }),
  ]);
  const [trMine, trStranger, trByNorm, trByHash, trOwnType, trV1] = await Promise.all([
    tr({ account: o.me }),
    tr({ account: o.stranger }),
    tr({ ext_msg_hash: [o.norm] }),
    tr({ ext_msg_hash: [o.hash] }),
    tr({ ext_msg_hash: [o.hash], supported_action_types: [ORDER_TYPE] }),
    tr({ ext_msg_hash: [o.hash], supported_action_types: [V1_TYPE] }),
  ]);
  return {
    txMine,
    txOfTrace,
    txOtherTrace,
    txStranger,
    txMultisig,
    acMine,
    acByHash,
    acByNorm,
    acStranger,
    acOwnType,
    acV1,
    acFull,
    trMine,
    trStranger,
    trByNorm,
    trByHash,
    trOwnType,
    trV1,
  };
}

export default {
  description:
    "while a multisig order the suite proposes is pending: account finds its trace, transactions and actions for the accounts it touches and not for a stranger; trace_id and ext_msg_hash (its hash or normalised hash) select it; supported_action_types shows the multisig_create_order action to a client listing it and not to one listing only ton_transfer (plus v1); include_transactions adds each action's emulated transactions",
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: {
    getPendingTraces: ['account', 'ext_msg_hash', 'supported_action_types'],
    getPendingActions: ['account', 'ext_msg_hash', 'supported_action_types', 'include_transactions'],
    getPendingTransactions: ['account', 'trace_id'],
  },
  async run(ctx) {
    const multisig = ctx.data.local.find((a) => a.kind === 'multisig')?.address;
    const stranger = ctx.data.local.find((a) => a.kind === 'wallet')?.address;
    if (!multisig || !stranger) skip("needs the local network's multisig and wallets (--network local)");
    // S2-like: the index may finalize a fast trace before any pending read; a few orders are tried
    for (let attempt = 0; attempt < 3; attempt++) {
      const seen = await withSender(ctx, async ({ wallet, seqno, recipient }) => {
        const chain = await chainMultisig(ctx, multisig);
        const index = chain.proposers.findIndex((p) => same(p, wallet.address));
        if (index < 0) skip(`the wallet the suite signs with is no proposer of ${multisig}`);
        const order = packOrder([
          {
            mode: 3,
            message: internal({
              to: Address.parse(recipient),
              value: toNano('0.01'),
              bounce: false,
              body: `conformance order ${Date.now()}`,
            }),
          },
        ]);
        const body = newOrderBody({
          orderSeqno: BigInt(chain.next_order_seqno),
          bySigner: false,
          index,
          expirationDate: Math.floor(Date.now() / 1000) + 3600,
          order,
        });
        const boc = wallet.externalBoc(seqno, [{ to: multisig, value: toNano('0.2'), body, bounce: true }]);
        const hash = await broadcast(ctx, boc);
        const norm = normalizedHash(loadMessage(Cell.fromBase64(boc).beginParse()))!;
        const end = Date.now() + 10_000;
        while (Date.now() < end) {
          const traces = ctx.ok(await ctx.call({ args: { ext_msg_hash: [hash] } })).traces;
          if (traces.length) {
            const plain = traces[0]!;
            const o = { me: wallet.address, stranger, multisig, hash, norm, trace: String(plain.trace_id) };
            const reads = await readAll(ctx, o);
            // judged only when the trace was still pending after every read
            const still = ctx.ok(await ctx.call({ args: { ext_msg_hash: [hash] } })).traces.length > 0;
            return still ? { o, plain, reads } : undefined;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        return undefined;
      });
      if (!seen) continue;
      const { o, plain, reads: r } = seen;
      const ofTrace = (x: { trace_id?: string | null }) => same(x.trace_id, o.trace);
      check(
        r.txMine.length > 0 && r.txMine.every((t) => same(t.account, o.me)) && r.txMine.some(ofTrace),
        `account=${o.me} lists pending transactions ${r.txMine.map((t) => `${t.account}/${t.trace_id}`).join(', ') || 'none'}`,
      );
      check(
        r.txOfTrace.length > 0 && r.txOfTrace.every(ofTrace),
        `trace_id=${o.trace} lists transactions of traces ${r.txOfTrace.map((t) => t.trace_id).join(', ') || 'none'}`,
      );
      check(!r.txOtherTrace.some(ofTrace), `trace_id of another trace lists transactions of ${o.trace}`);
      check(!r.txStranger.some(ofTrace), `account=${o.stranger} lists transactions of the suite's pending trace`);
      check(
        r.txMultisig.some(ofTrace) && r.txMultisig.every((t) => same(t.account, o.multisig)),
        `account=${o.multisig} (the multisig the order went to) lists ${r.txMultisig.map((t) => `${t.account}/${t.trace_id}`).join(', ') || 'none'}`,
      );
      check(
        r.acMine.some(ofTrace) && r.acMine.every((a) => (a.accounts ?? []).some((x) => same(x, o.me))),
        `account=${o.me} lists pending actions ${r.acMine.map((a) => `${a.type}/${a.trace_id}`).join(', ') || 'none'}`,
      );
      check(
        r.acByHash.length > 0 && r.acByHash.every(ofTrace),
        `ext_msg_hash lists actions of traces ${r.acByHash.map((a) => a.trace_id).join(', ') || 'none'}`,
      );
      check(
        r.acByHash.some((a) => a.type === ORDER_TYPE),
        `the pending trace shows no ${ORDER_TYPE} action: ${r.acByHash.map((a) => a.type).join(', ')}`,
      );
      const ids = (l: Array<{ action_id: string }>) =>
        l
          .map((a) => a.action_id)
          .sort()
          .join();
      check(
        ids(r.acByNorm) === ids(r.acByHash),
        'ext_msg_hash by the normalised hash lists other actions than by the hash',
      );
      check(!r.acStranger.some(ofTrace), `account=${o.stranger} lists actions of the suite's pending trace`);
      check(
        r.acOwnType.some((a) => a.type === ORDER_TYPE),
        `a client listing ${ORDER_TYPE} is not shown the pending ${ORDER_TYPE} action`,
      );
      check(
        !r.acV1.some((a) => a.type === ORDER_TYPE),
        `a client listing only ${V1_TYPE} is shown the pending ${ORDER_TYPE} action`,
      );
      check(
        r.acByHash.every((a) => a.transactions_full === undefined),
        'pending actions carry transactions_full without include_transactions',
      );
      for (const a of r.acFull) {
        const got = (a.transactions_full ?? [])
          .map((t) => t.hash)
          .sort()
          .join();
        check(
          got === [...a.transactions].sort().join(),
          `include_transactions: action ${a.action_id} carries transactions ${got || 'none'}, it names ${a.transactions.join(', ')}`,
        );
      }
      const has = (l: Array<{ trace_id?: string | null }>) => l.some(ofTrace);
      check(
        has(r.trMine) && !has(r.trStranger) && has(r.trByNorm) && has(r.trByHash),
        `pending traces: account=${o.me} ${has(r.trMine)}, account=${o.stranger} ${has(r.trStranger)}, by normalised hash ${has(r.trByNorm)}, by hash ${has(r.trByHash)}`,
      );
      const shows = (l: Array<{ actions?: Array<{ type: string }> }>) =>
        l.some((t) => (t.actions ?? []).some((a) => a.type === ORDER_TYPE));
      check(
        shows([plain]),
        `the pending trace carries no ${ORDER_TYPE} action (actions are included): ${JSON.stringify(plain.actions?.map((a) => a.type))}`,
      );
      check(
        shows(r.trOwnType) && !shows(r.trV1),
        `pending trace actions: listing ${ORDER_TYPE} shows it ${shows(r.trOwnType)}, listing only ${V1_TYPE} shows it ${shows(r.trV1)}`,
      );
      return;
    }
    skip('each of three orders the suite proposed was finalized before every pending read was made (a fast index, S2)');
  },
} satisfies CaseDef<'v3', 'getPendingTraces'>;
