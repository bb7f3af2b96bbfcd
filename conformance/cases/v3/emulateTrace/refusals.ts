import { Address, beginCell, type Cell, storeMessage, toNano } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';
import { emulateForged } from '../../../src/semantics/emulation.ts';

const b64 = (c: Cell) => c.toBoc().toString('base64');

export default {
  description:
    "what cannot be emulated is refused with the documented status: a body that is not a bag of cells, a cell that is not a message, an internal message ('message is not an external inbound message'), an unknown body field (422); a mc_block_seqno far ahead of the chain (404)",
  mode: 'schema-only',
  async run(ctx) {
    const { boc, body: e, wallet } = await emulateForged(ctx);
    const refused = async (what: string, args: Record<string, unknown>, status: number, text?: string) => {
      const ex = await ctx.call({ args });
      const r = ex.response;
      check(r.status === status, `${what}: answered ${r.status}, the contract says ${status}: ${r.text.slice(0, 200)}`);
      if (text === undefined) return;
      const error = String((r.json as { error?: unknown } | undefined)?.error);
      check(error === text, `${what}: the error is '${error}', the contract's text is '${text}'`);
    };
    await refused('a boc that is not base64 of a bag of cells', { boc: 'te6cc' }, 422);
    await refused('a boc of bytes that are no bag of cells', { boc: Buffer.from('not cells').toString('base64') }, 422);
    await refused('a cell that is not a message', { boc: b64(beginCell().storeUint(7, 3).endCell()) }, 422);
    // an internal message needs a source to be one the chain could carry: the wallet sends to itself
    const withSource = beginCell()
      .store(
        storeMessage({
          info: {
            type: 'internal',
            ihrDisabled: true,
            bounce: false,
            bounced: false,
            src: Address.parse(wallet.address),
            dest: Address.parse(wallet.address),
            value: { coins: toNano('0.01') },
            ihrFee: 0n,
            forwardFee: 0n,
            createdLt: 0n,
            createdAt: 0,
          },
          body: beginCell().endCell(),
        }),
      )
      .endCell();
    await refused(
      'an internal message',
      { boc: b64(withSource), ignore_chksig: true },
      422,
      'message is not an external inbound message',
    );
    await refused('an unknown body field', { boc, ignore_chksig: true, no_such_field: 1 }, 422);
    await refused(
      'a mc_block_seqno far ahead of the chain',
      { boc, ignore_chksig: true, mc_block_seqno: e.mc_block_seqno + 10_000_000 },
      404,
    );
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
