import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell, external, internal, storeMessage, toNano, type WalletContractV4 } from '@ton/ton';
import { devnetKey, openWallet } from '../../devnet/genesis/index.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';

let fx: V2Fixture;
beforeAll(async () => {
  fx = await startV2OnDevnet();
}, 60_000);
afterAll(async () => fx?.stop());

const post = async (op: string, body: unknown) => {
  const res = await fetch(`${fx.url}/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

/**
 * Under load, wallets' seqnos move while fee estimates for bodies signed earlier keep coming: the wallet
 * then rejects the message (exit code 33), which must be priced (tonlib does), never answered 500.
 */
describe('estimateFee while the wallet is sending', () => {
  it('prices current, stale and future seqnos concurrently with transfers, all 200 and valid', async () => {
    const key = await devnetKey();
    const w = openWallet('v4r2', 0, key.publicKey) as WalletContractV4;
    const address = w.address.toRawString();
    const transfer = (seqno: number) =>
      w.createTransfer({
        seqno,
        secretKey: key.secretKey,
        messages: [internal({ to: Address.parse(`0:${'55'.repeat(32)}`), value: toNano('0.01'), bounce: false })],
      });
    const estimates: Array<Promise<{ status: number; body: any }>> = [];
    const seqnoNow = async () =>
      Number((await post('runGetMethod', { address, method: 'seqno', stack: [] })).body.result.stack[0][1]);
    const sent: number[] = [];
    for (let round = 0; round < 3; round++) {
      const s = await post('sendBoc', {
        boc: beginCell()
          .store(storeMessage(external({ to: w.address, body: transfer(round) })))
          .endCell()
          .toBoc()
          .toString('base64'),
      });
      sent.push(s.status);
      // estimates for every seqno around the current one keep arriving while the transfer lands
      // (at least one batch per round, however fast the transfer lands: the count below cannot depend on block timing)
      for (let i = 0; i < 15; i++) {
        for (let seqno = 0; seqno < 5; seqno++) {
          for (const ignore_chksig of [true, false])
            estimates.push(
              post('estimateFee', { address, body: transfer(seqno).toBoc().toString('base64'), ignore_chksig }),
            );
        }
        if ((await seqnoNow()) > round) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(await seqnoNow()).toBe(3);
    const answers = await Promise.all(estimates);
    expect(answers.length).toBeGreaterThanOrEqual(30);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const a of answers) expect(a.body.result.source_fees.in_fwd_fee).toBeGreaterThan(0);
    expect(sent).toEqual([200, 200, 200]);
    expect(fx.violations).toEqual([]);
  }, 60_000);
});
