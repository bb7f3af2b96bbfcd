import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { classifyTrace, COVERED_TYPES } from '../../classify.ts';
import { OP } from '../../parts.ts';
import { NODE_MATCHERS } from '../index.ts';
import { A, trace } from './trace.ts';

const OWNER = A(1),
  MASTER = A(2),
  TO = A(3);

describe('the registry', () => {
  it('lists every core matcher’s types among the covered types', () => {
    for (const m of NODE_MATCHERS) for (const t of m.types) expect(COVERED_TYPES).toContain(t);
    expect(COVERED_TYPES).toContain('contract_deploy');
  });

  it('gives a node to the first core matcher that claims it: a jetton transfer is not also a call', () => {
    const t = trace([{ account: MASTER, from: OWNER, op: OP.jettonTransfer }]);
    expect(classifyTrace(t).map((a) => a.type)).toEqual(['jetton_transfer']);
  });

  it('passes a node on when a matcher declines it: a refused mint request is a plain call', () => {
    const mint = beginCell().storeUint(OP.mint, 32).storeUint(1, 64).storeAddress(Address.parse(TO)).endCell();
    const t = trace([{ account: MASTER, from: OWNER, op: OP.mint, body: mint, exitCode: 73 }]);
    expect(classifyTrace(t)).toMatchObject([{ type: 'call_contract', opcode: OP.mint, success: false }]);
  });
});
