import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell } from '@ton/core';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';
import { callAll } from './transports.ts';

let fx: V2Fixture;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 0 });
  await fx.devnet.chain.produceBlock();
});
afterAll(async () => fx?.stop());

describe('get-methods run locally on the account state (gas_used as tonlib reports it)', () => {
  it('runs seqno and get_public_key of a genesis wallet in the legacy stack form', async () => {
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const res = await callAll(
      fx,
      'runGetMethod',
      { address: wallet.address, method: 'seqno', stack: [] },
      { getless: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ '@type': 'smc.runResult', exit_code: 0, stack: [['num', '0x0']] });
    expect(res.body.result.gas_used).toBeGreaterThan(0);
    const pk = await callAll(
      fx,
      'runGetMethod',
      { address: wallet.address, method: 'get_public_key', stack: [] },
      { getless: true },
    );
    expect(pk.body.result.stack[0][0]).toBe('num');
    expect(pk.body.result.stack[0][1]).toMatch(/^0x[0-9a-f]+$/);
    const byId = await callAll(
      fx,
      'runGetMethod',
      { address: wallet.address, method: 85143, stack: [] },
      { getless: true },
    );
    expect(byId.body.result.stack).toEqual(res.body.result.stack);
  });

  it('returns typed entries from runGetMethodStd and passes stack arguments through', async () => {
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const std = await callAll(
      fx,
      'runGetMethodStd',
      { address: wallet.address, method: 'seqno', stack: [] },
      { getless: true },
    );
    expect(std.body.result.stack).toEqual([
      { '@type': 'tvm.stackEntryNumber', number: { '@type': 'tvm.numberDecimal', number: '0' } },
    ]);
  });

  it('answers exit code -13 for an account without code, and 422 for a bad stack entry', async () => {
    const none = await callAll(
      fx,
      'runGetMethod',
      { address: '0:' + '22'.repeat(32), method: 'seqno', stack: [] },
      { getless: true },
    );
    expect(none.body.result).toMatchObject({ exit_code: -13, stack: [] });
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const bad = await callAll(
      fx,
      'runGetMethod',
      { address: wallet.address, method: 'seqno', stack: [['tvm.Builder', 'x']] },
      { getless: true },
    );
    expect(bad.status).toBe(422);
    const cell = beginCell().storeAddress(Address.parse(wallet.address)).endCell().toBoc().toString('base64');
    const sliceArg = await callAll(
      fx,
      'runGetMethod',
      {
        address: wallet.address,
        method: 'seqno',
        stack: [
          ['tvm.Slice', cell],
          ['num', '-0x10'],
        ],
      },
      { getless: true },
    );
    expect(sliceArg.status).toBe(200);
  });
});
