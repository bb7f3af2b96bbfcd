import { beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../../tools/fixtures.ts';
import { classifyTrace } from '../../classify.ts';
import { loadTrace } from '../../fixtures.ts';
import type { Action, TraceInput } from '../../model.ts';

const title = haveFixtures
  ? 'TONCO pool deployment: pool_active on the classified mainnet trace'
  : `TONCO pool deployment: pool_active on the classified mainnet trace (skipped: ${fixturesSkipReason})`;
const DEPLOY_TRACE = '4Zs27oXglTqSa90MBUaUOxgYCXpLG7JLnLQKw+CGiws=';
const POOLS = [
  '0:F6E6F4AD13073E875413D6A96C60F430A94E4888E868C79208D02FF1B0336931',
  '0:D72A0D3ECBB43F8530EF08DCEF0BCFB6FCEB555833818D08E7C2DA111DDC4E9B',
  '0:5F21B88BE3CA3B9D3D3D8E61D426F51A0E691C83B6A244B9969DDE256E0E66D8',
  '0:E27238EFC54C059FC67563957A7DAE9E3738D1F28174B809498C46532246A199',
  '0:951AAB2CC50BABC6E434FFADA95D55CFB75D3EE9B0D9AD2A6798049D7E89926E',
];
const POOL_INIT = 0x441c39ed;

const deployOf = (actions: Action[], pool: string): Action => {
  const found = actions.filter((a) => a.type === 'tonco_deploy_pool' && a.destination_secondary === pool);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** The recorded trace with the init message to `pool` rewritten by `edit` (which gets the body past its flags). */
function withInit(t: TraceInput, pool: string, edit: (body: Cell) => Cell): TraceInput {
  const txs = structuredClone(t.transactions);
  const init = txs
    .find((x) => x.account === pool)!
    .messages.find((m) => m.direction === 'in' && m.opcode !== null && m.opcode >>> 0 === POOL_INIT)!;
  init.body = edit(Cell.fromBase64(init.body!)).toBoc().toString('base64');
  return { ...t, transactions: txs };
}

/** POOLV3_INIT with its set_active / pool_active bits replaced, every other field kept. */
function setActiveBits(body: Cell, setActive: boolean, active: boolean): Cell {
  const s = body.beginParse();
  const b = beginCell()
    .storeUint(s.loadUint(32), 32)
    .storeUint(s.loadUintBig(64), 64)
    .storeBit(s.loadBit())
    .storeBit(s.loadBit());
  b.storeAddress(s.loadAddressAny()).storeBit(s.loadBit()).storeAddress(s.loadAddressAny());
  b.storeBit(s.loadBit()).storeInt(s.loadInt(24), 24).storeBit(s.loadBit()).storeUint(s.loadUintBig(160), 160);
  s.skip(2);
  return b.storeBit(setActive).storeBit(active).storeSlice(s).endCell();
}

describe.skipIf(!haveFixtures)(title, () => {
  const recorded = haveFixtures ? loadTrace(fixturePath('ton-indexer', 'traces', `${DEPLOY_TRACE}.lz4`)) : null;

  it('every recorded deployment opens its pool: the router sent pool_active = true in each init', () => {
    const actions = classifyTrace(recorded!);
    for (const pool of POOLS) expect(deployOf(actions, pool).tonco_deploy_pool_data?.pool_active).toBe(true);
  });

  it('an init that leaves the pool inactive is stored as false; the other pools keep true', () => {
    const actions = classifyTrace(withInit(recorded!, POOLS[1]!, (c) => setActiveBits(c, true, false)));
    expect(deployOf(actions, POOLS[1]!).tonco_deploy_pool_data?.pool_active).toBe(false);
    expect(deployOf(actions, POOLS[0]!).tonco_deploy_pool_data?.pool_active).toBe(true);
  });

  it('the stored value is the pool_active bit as sent, whatever set_active says', () => {
    const actions = classifyTrace(withInit(recorded!, POOLS[2]!, (c) => setActiveBits(c, false, true)));
    expect(deployOf(actions, POOLS[2]!).tonco_deploy_pool_data?.pool_active).toBe(true);
  });

  it('an init body cut before its flags leaves pool_active null and still records the deployment', () => {
    const cut = (c: Cell) => {
      const s = c.beginParse();
      return beginCell().storeUint(s.loadUint(32), 32).storeUint(s.loadUintBig(64), 64).endCell();
    };
    const a = deployOf(classifyTrace(withInit(recorded!, POOLS[3]!, cut)), POOLS[3]!);
    expect(a.tonco_deploy_pool_data?.pool_active).toBeNull();
    expect(a.tonco_deploy_pool_data?.tick_spacing).toBe(60);
    expect(a.success).toBe(true);
  });
});
