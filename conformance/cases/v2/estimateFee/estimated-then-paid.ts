import { type Address, beginCell, Cell, external, internal, storeMessage, toNano } from '@ton/core';
import { computeExternalMessageFees, configParseMsgPrices } from '@ton/ton';
import { fail, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { MC_SHARD } from '../../../src/blocks.ts';
import { accountTruth } from '../../../src/chain/account.ts';
import { masterchainHead } from '../../../src/chain/commit.ts';
import { feeProblems, sourceFees, type StorageWindow } from '../../../src/chain/fees.ts';
import { awaitInbound, senderAndRecipient, walletSeqno, withSender } from '../../../src/chain/sender.ts';
import { phaseFees, type TxTruth, txTruth } from '../../../src/chain/transaction.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';
import { freshSigner } from '../../../src/chain/wallet.ts';

const b64 = (c: Cell) => c.toBoc().toString('base64');

interface Asked {
  what: string;
  args: Record<string, unknown>;
  /** false: the account refuses the message (a bad signature checked), so nothing runs */
  accepted: boolean;
}

/** Every estimate over POST and JSON-RPC, kept to be judged once the chain has executed the message. */
async function ask(ctx: CaseContext<'v2'>, asked: Asked[]): Promise<Array<Asked & { result: unknown }>> {
  const out: Array<Asked & { result: unknown }> = [];
  for (const a of asked)
    for (const { transport, ex } of await overTransports(ctx, 'estimateFee', a.args))
      out.push({ ...a, what: `${transportName(transport)} ${a.what}`, result: ctx.ok(ex) });
  return out;
}

function judge(answers: Array<Asked & { result: unknown }>, tx: TxTruth, window: StorageWindow): void {
  for (const a of answers) {
    const f = sourceFees(a.result);
    const problems = f ? feeProblems(f, tx, window, a.accepted) : ['no source_fees'];
    if (problems.length) fail(`${a.what}: ${problems.join('; ')}`);
  }
}

/** The account's last storage payment and a masterchain time read before the estimates. */
async function storageWindow(ctx: CaseContext<'v2'>, account: Address): Promise<StorageWindow> {
  const cell = ctx.ok(await ctx.call({ operationId: 'getShardAccountCell', args: { address: account.toRawString() } }));
  const seqno = await masterchainHead(ctx);
  const header = ctx.ok(
    await ctx.call({ operationId: 'getBlockHeader', args: { workchain: -1, shard: MC_SHARD, seqno } }),
  );
  return { lastPaid: accountTruth(cell.bytes).lastPaid, askedAfter: header.gen_utime };
}

async function landed(ctx: CaseContext<'v2'>, account: Address, hash: string, what: string): Promise<TxTruth> {
  const printed = await awaitInbound(ctx, account, hash);
  if (!printed) fail(`${what} (${hash}) never landed`);
  return txTruth(printed.data);
}

export default {
  description:
    "fees estimated for a message, then charged by the chain for it: gas_fee is the compute phase's, in_fwd_fee the import fee, fwd_fee the action phase's forwarding fees, storage_fee what had accrued; with a bad signature ignore_chksig (default true) prices it as signed and false prices nothing run; a fresh wallet's deploy is priced with init_code/init_data, and without them runs nothing and imports fewer cells",
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['address', 'body', 'ignore_chksig', 'init_code', 'init_data'],
  async run(ctx) {
    const { sender, recipient } = await senderAndRecipient(ctx);
    const fresh = await freshSigner();

    // The sender funds a wallet nobody deployed yet: priced first, then sent.
    const funding = await withSender(async () => {
      const seqno = await walletSeqno(ctx, sender.address);
      const messages = [
        internal({ to: fresh.address, value: toNano('0.3'), bounce: false, body: 'conformance v2 fees' }),
      ];
      const good = sender.sign(seqno, messages);
      const bad = sender.sign(seqno, messages, { badSignature: true });
      const address = sender.address.toRawString();
      const window = await storageWindow(ctx, sender.address);
      const answers = await ask(ctx, [
        {
          what: 'signed, ignore_chksig=false',
          args: { address, body: b64(good.body), ignore_chksig: false },
          accepted: true,
        },
        {
          what: 'bad signature, ignore_chksig=true',
          args: { address, body: b64(bad.body), ignore_chksig: true },
          accepted: true,
        },
        { what: 'bad signature, ignore_chksig absent (true)', args: { address, body: b64(bad.body) }, accepted: true },
        {
          what: 'bad signature, ignore_chksig=false',
          args: { address, body: b64(bad.body), ignore_chksig: false },
          accepted: false,
        },
      ]);
      const sent = await ctx.call({ operationId: 'sendBoc', args: { boc: good.boc } });
      if (sent.response.status !== 200) fail(`sendBoc refused the priced transfer: HTTP ${sent.response.status}`);
      const printed = await awaitInbound(ctx, sender.address, good.hash);
      if (!printed) skip("the priced transfer did not land (the sender's seqno moved meanwhile)");
      const tx = txTruth(printed.data);
      judge(answers, tx, window);
      return tx.outMsgs[0]!;
    });

    // The funded wallet's deploy: priced with its StateInit and without, then sent with it.
    await landed(ctx, fresh.address, funding.hash, 'the funding of the fresh wallet');
    const deploy = fresh.sign(
      0,
      [internal({ to: recipient, value: toNano('0.01'), bounce: false, body: 'conformance v2 deploy' })],
      { withInit: true },
    );
    const address = fresh.address.toRawString();
    const body = b64(deploy.body);
    const window = await storageWindow(ctx, fresh.address);
    const init = { init_code: b64(fresh.init.code), init_data: b64(fresh.init.data) };
    const withInit = await ask(ctx, [
      {
        what: 'the deploy with init_code/init_data',
        args: { address, body, ...init, ignore_chksig: false },
        accepted: true,
      },
    ]);
    const withoutInit = await ask(ctx, [
      { what: 'the deploy without init', args: { address, body, ignore_chksig: false }, accepted: false },
    ]);
    const sent = await ctx.call({ operationId: 'sendBoc', args: { boc: deploy.boc } });
    if (sent.response.status !== 200) fail(`sendBoc refused the deploy: HTTP ${sent.response.status}`);
    const deployTx = await landed(ctx, fresh.address, deploy.hash, "the fresh wallet's deploy");
    judge(withInit, deployTx, window);

    // Without its StateInit an uninitialized account has no code: nothing runs, and the import fee is that of
    // the message without the init cells, priced by the configuration's message prices (a computation the
    // suite trusts once it gives the import fee the chain charged for the deploy it sent).
    const prices = configParseMsgPrices(
      Cell.fromBase64(
        ctx.ok(
          await ctx.call({
            operationId: 'getConfigParam',
            args: { config_id: fresh.address.workChain === -1 ? 24 : 25 },
          }),
        ).config.bytes,
      ).beginParse(),
    );
    const bare = beginCell()
      .store(storeMessage(external({ to: fresh.address, body: deploy.body })))
      .endCell();
    const charged = phaseFees(deployTx).importFee;
    const exact = computeExternalMessageFees(prices, Cell.fromBase64(deploy.boc)) === charged;
    const bareImport = computeExternalMessageFees(prices, bare);
    for (const a of withoutInit) {
      const f = sourceFees(a.result);
      if (!f) fail(`${a.what}: no source_fees`);
      if (f.gas_fee !== 0 || f.fwd_fee !== 0)
        fail(`${a.what}: gas_fee ${f.gas_fee}, fwd_fee ${f.fwd_fee} for an uninitialized account given no code to run`);
      if (exact ? BigInt(f.in_fwd_fee) !== bareImport : BigInt(f.in_fwd_fee) >= charged)
        fail(
          `${a.what}: in_fwd_fee ${f.in_fwd_fee}; the message without its init imports ${exact ? `for ${bareImport}` : `for less than the ${charged} charged with it`}`,
        );
    }
  },
} satisfies CaseDef<'v2', 'estimateFee'>;
