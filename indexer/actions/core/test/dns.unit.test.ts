import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { OP } from '../../parts.ts';
import { dnsRecordChange } from '../dns-change.ts';
import { A, claim, trace } from './trace.ts';

const OWNER = A(1),
  ITEM = A(2),
  ROOT = A(3);
const item = { [ITEM]: { NftItem: { collection_address: ROOT, index: 1 } } };
// change_dns_record#4eb1f0f9 query_id:uint64 key:uint256 value:(Maybe ^DNSRecord); the zero key and no value renew.
const renewal = beginCell().storeUint(OP.changeDns, 32).storeUint(1, 64).storeUint(0, 256).endCell();

describe('DNS record change matcher', () => {
  it('claims an owner’s change_dns_record to an item, with the item’s collection as the asset', () => {
    const t = trace([{ account: ITEM, from: OWNER, op: OP.changeDns, body: renewal }], item);
    expect(claim(dnsRecordChange, t)).toMatchObject([
      { type: 'renew_dns', source: OWNER, destination: ITEM, asset: ROOT },
    ]);
  });

  it('leaves a change_dns_record body cut before its key', () => {
    const cut = beginCell().storeUint(OP.changeDns, 32).storeUint(1, 64).endCell();
    const t = trace([{ account: ITEM, from: OWNER, op: OP.changeDns, body: cut }], item);
    expect(claim(dnsRecordChange, t)).toBeNull();
  });
});
