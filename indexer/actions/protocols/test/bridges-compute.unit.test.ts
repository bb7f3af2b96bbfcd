import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../../tools/fixtures.ts';
import { classifyTrace } from '../../classify.ts';
import { loadCases, loadTrace } from '../../fixtures.ts';
import type { Action } from '../../model.ts';

const title = haveFixtures
  ? 'LayerZero, Cocoon and tgBTC burns over all classified mainnet traces'
  : `LayerZero, Cocoon and tgBTC burns (skipped: ${fixturesSkipReason})`;
const FAMILY = /^(layerzero_|cocoon_|tgbtc_burn)/;

describe.skipIf(!haveFixtures)(title, () => {
  const cases = haveFixtures ? loadCases(fixturePath('ton-indexer', 'test_cases')) : [];
  const byCase = cases.map((c) => ({
    c,
    actions: classifyTrace(loadTrace(fixturePath('ton-indexer', 'traces', `${c.traceId}.lz4`))),
  }));
  const find = (traceId: string, type: string): Action => {
    const a = byCase.find((x) => x.c.traceId === traceId)!.actions.filter((x) => x.type === type);
    expect(a).toHaveLength(1);
    return a[0]!;
  };

  it('every trace yields exactly the actions of these types its case expects, and no others (no false positives elsewhere)', () => {
    for (const { c, actions } of byCase) {
      const got = actions
        .filter((a) => FAMILY.test(a.type))
        .map((a) => a.type)
        .sort();
      const want = c.expected
        .filter((e) => FAMILY.test(e.type))
        .map((e) => e.type)
        .sort();
      expect(got, `${c.file} "${c.name}"`).toEqual(want);
    }
  });

  it('LayerZero events bounce off their absent sink by design: the send still succeeds, and every transaction of the flow is in it', () => {
    const t = loadTrace(fixturePath('ton-indexer', 'traces', '01yfeTlzIHDqWZwz-PJTRADD3nDv5LWynHMGsnPZGJU=.lz4'));
    const bounced = t.transactions.filter(
      (x) =>
        x.aborted && x.messages.some((m) => m.direction === 'in' && m.opcode !== null && m.opcode >>> 0 === 0xe33b9873),
    );
    expect(bounced.length).toBeGreaterThan(0);
    const send = find('01yfeTlzIHDqWZwz-PJTRADD3nDv5LWynHMGsnPZGJU=', 'layerzero_send');
    expect(send.success).toBe(true);
    // 1 wallet call + 13 transactions from the endpoint down; the OApp's own event beside it is a separate call.
    expect(send.tx_hashes).toHaveLength(14);
    expect((send.layerzero_packet_data as Record<string, unknown>).nonce).toBe(90n);
  });

  it('the tokens sent over LayerZero are one action: no separate jetton_transfer or layerzero_send for them', () => {
    const { actions } = byCase.find((x) => x.c.traceId === 'KEbatIe0U3ZHIx6sYTg4O1tgYP9L6hMiHJ8nNnZdyBE=')!;
    expect(actions.filter((a) => a.type === 'jetton_transfer' || a.type === 'layerzero_send')).toHaveLength(0);
  });

  it('a Cocoon client withdraw whose payout bounced still reports the request, with the amount the client contract paid out', () => {
    const w = find('K-nxIQ9D2cc51j_BfU2nurITZia3POGyoZkiSeP9qqI=', 'cocoon_client_withdraw');
    expect(w.success).toBe(true);
    expect(w.amount).toBe(999985640n);
    expect(find('005toDO4Q3z9WP4LSihK9uVPDH-ygXgGSEDNnT9h3oc=', 'cocoon_proxy_charge').amount).toBe(0n);
  });

  it('an old teleport log whose amount exceeds the burn falls back to the burnt amount', () => {
    expect(find('2yH8U5KFpFp_okVlTrth4pBuiIr8p7QKjJSImz2DTrI=', 'tgbtc_burn').amount).toBe(93066n);
    expect(find('xBl_8BTUqSv52IWAzrmg54-V0YR_WQsV1buJxKBq4vE=', 'tgbtc_burn').amount).toBe(9637n);
  });
});
