import { Address, beginCell, Cell, Dictionary } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../../tools/fixtures.ts';
import { classifyTrace } from '../../classify.ts';
import { loadTrace } from '../../fixtures.ts';
import type { Action, TraceInput } from '../../model.ts';

const title = haveFixtures
  ? 'JVault stored fields on the classified mainnet traces'
  : `JVault stored fields on the classified mainnet traces (skipped: ${fixturesSkipReason})`;
const trace = (id: string) => loadTrace(fixturePath('ton-indexer', 'traces', `${id}.lz4`));
const only = (actions: Action[], type: string): Action => {
  const found = actions.filter((a) => a.type === type);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const CLAIM_TRACE = 'Lsy5I_gotIvt0EYwoPuqd-1s-IyYNR3Sc0XmM_lWKa8=';
const REWARD_WALLET = '0:A048BDFAAC1F51AEAE2C1100CF5F1C1D1D316AD4E013A4030F7E2DF2A4ADE68D';
const CLAIM_OP = 0x78d9f109;

/**
 * The recorded one-jetton claim turned into a two-jetton claim: the claim names a second reward wallet that sorts
 * before the recorded one, and the pool's second transfer (from that wallet, with its own amount) comes after the
 * recorded one. Pairing by position would swap the amounts; pairing by paying wallet keeps them.
 */
function twoJettonClaim(t: TraceInput, secondWallet: string, secondAmount: bigint): TraceInput {
  const txs = structuredClone(t.transactions);
  const claimTx = txs.find((x) =>
    x.messages.some((m) => m.direction === 'in' && m.opcode !== null && m.opcode >>> 0 === CLAIM_OP),
  )!;
  const claimIn = claimTx.messages.find((m) => m.direction === 'in')!;
  const keys = Dictionary.empty(Dictionary.Keys.Address(), Dictionary.Values.Bool());
  keys.set(Address.parse(REWARD_WALLET), true);
  keys.set(Address.parse(secondWallet), true);
  const qid = Cell.fromBase64(claimIn.body!).beginParse().skip(32).loadUintBig(64);
  claimIn.body = beginCell()
    .storeUint(CLAIM_OP, 32)
    .storeUint(qid, 64)
    .storeDict(keys)
    .endCell()
    .toBoc()
    .toString('base64');

  const payoutTx = txs.find((x) => x.account === REWARD_WALLET)!;
  const payoutIn = payoutTx.messages.find((m) => m.direction === 'in')!;
  const settleTx = txs.find((x) => x.messages.some((m) => m.direction === 'out' && m.msg_hash === payoutIn.msg_hash))!;
  const rest = Cell.fromBase64(payoutIn.body!).beginParse();
  const op = rest.loadUint(32),
    q = rest.loadUintBig(64);
  rest.loadCoins();
  const body = beginCell()
    .storeUint(op, 32)
    .storeUint(q, 64)
    .storeCoins(secondAmount)
    .storeSlice(rest)
    .endCell()
    .toBoc()
    .toString('base64');
  const msg = { ...payoutIn, msg_hash: 'second-reward-transfer', destination: secondWallet, body };
  settleTx.messages.push({ ...msg, direction: 'out' });
  const lastLt = txs.reduce((m, x) => (x.lt > m ? x.lt : m), 0n);
  txs.push({
    ...payoutTx,
    hash: 'second-reward-transfer-tx',
    lt: lastLt + 1n,
    account: secondWallet,
    messages: [{ ...msg, direction: 'in' }],
  });
  return { ...t, transactions: txs };
}

describe.skipIf(!haveFixtures)(title, () => {
  // received_jettons of the pool's receive_jettons to the stake wallet; the full-referral stake pays a deposit fee,
  // so its stake jettons are fewer than the jettons it sent.
  const STAKES: Array<[string, string, bigint | null]> = [
    ['partial referral updates', '02lXjywHnaBuI4CGq55IpcuxA0Q5QMOlYsoJwii4SNI=', 3_000_000_000_000n],
    ['simple', '00vuJ5v4lkaAELRDh9hh7LyCwiLfpHUpiudpNOiHdnA=', 12_266_000_000_000n],
    ['full referral call chain', '-OII6CIrWH76IRnP252ExZ3hWGxs3hUjm1JGCFLF3cU=', 33_203_493_744n],
    ['failed, cancellation', '3gHUMt8h1SyaO7pMTIWZ3d0adXpyHbvb7j-0RZQFjiU=', null],
  ];
  for (const [name, id, minted] of STAKES) {
    it(`stake (${name}): minted_stake_jettons is ${minted ?? 'null'}`, () => {
      const a = only(classifyTrace(trace(id)), 'jvault_stake');
      expect(a.jvault_stake_data?.minted_stake_jettons).toBe(minted);
    });
  }

  it('stake with a deposit fee: fewer stake jettons than the jettons sent', () => {
    const a = only(classifyTrace(trace('-OII6CIrWH76IRnP252ExZ3hWGxs3hUjm1JGCFLF3cU=')), 'jvault_stake');
    expect(a.amount).toBe(33_303_403_955n);
    expect(a.jvault_stake_data?.minted_stake_jettons as bigint).toBeLessThan(a.amount!);
  });

  it('claim of one jetton: one amount, from the reward transfer', () => {
    const a = only(classifyTrace(trace(CLAIM_TRACE)), 'jvault_claim');
    expect(a.jvault_claim_data).toEqual({ claimed_jettons: [REWARD_WALLET], claimed_amounts: [7_919_563n] });
    expect(a.success).toBe(true);
  });

  it('claim of two jettons: one amount per jetton, in the claim order, whatever order the transfers run in', () => {
    const second = `0:${'0'.repeat(63)}7`;
    const a = only(classifyTrace(twoJettonClaim(trace(CLAIM_TRACE), second, 123_456_789n)), 'jvault_claim');
    expect(a.jvault_claim_data).toEqual({
      claimed_jettons: [second, REWARD_WALLET],
      claimed_amounts: [123_456_789n, 7_919_563n],
    });
    expect(a.tx_hashes).toContain('second-reward-transfer-tx');
    expect(a.success).toBe(true);
  });

  it('claim of two jettons where one wallet did not pay: the lists keep the same length', () => {
    const t = twoJettonClaim(trace(CLAIM_TRACE), `0:${'0'.repeat(63)}7`, 1n);
    // The second wallet's transfer is gone: its amount is unknown, the other one still pairs with its jetton.
    const pruned = { ...t, transactions: t.transactions.filter((x) => x.hash !== 'second-reward-transfer-tx') };
    const a = only(classifyTrace(pruned), 'jvault_claim');
    expect(a.jvault_claim_data).toEqual({
      claimed_jettons: [`0:${'0'.repeat(63)}7`, REWARD_WALLET],
      claimed_amounts: [null, 7_919_563n],
    });
  });
});
