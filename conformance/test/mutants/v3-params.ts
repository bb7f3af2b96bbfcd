// Mutants of one area (see ../mutants.ts): each a single realistic bug and the check that must catch it.
// v3 parameters and records: a filter or flag ignored, inverted or applied to the wrong field, and record
// fields that differ from what the chain holds.
import { edit, type Mutant, type Obj } from './support.ts';

const v3 = (p: string) => (_a: unknown, r: { url: URL }) => r.url.pathname === `/api/v3/${p}`;
const ok = (p: string) => (a: { status: number }, r: { url: URL }) => a.status === 200 && v3(p)(a, r);

/** Every transaction record of an answer: lists, traces' maps and actions' transactions_full. */
function transactionsOf(b: Obj): Obj[] {
  const out: Obj[] = [...(b.transactions && Array.isArray(b.transactions) ? b.transactions : [])];
  for (const t of b.traces ?? []) out.push(...Object.values<Obj>(t.transactions ?? {}));
  for (const a of b.actions ?? []) out.push(...(a.transactions_full ?? []));
  return out;
}

export const V3_PARAMS_MUTANTS: Mutant[] = [
  // Records against the chain
  {
    id: 'v3-tx-total-fees-off',
    description: "a transaction's total_fees is one nanoton more than it paid",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      for (const t of transactionsOf(b)) t.total_fees = String(BigInt(t.total_fees) + 1n);
    }),
  },
  {
    id: 'v3-tx-compute-phase-of-neighbour',
    description: "a transaction's compute phase is the next transaction's in the page (a join on the wrong row)",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      const txs = transactionsOf(b);
      const phases = txs.map((t) => t.description?.compute_ph);
      txs.forEach((t, i) => {
        if (t.description && phases[i + 1]) t.description.compute_ph = phases[i + 1];
      });
    }),
  },
  {
    id: 'v3-out-msg-opcode-of-in-msg',
    description: "outbound messages carry the inbound message's opcode (a column read from the wrong message)",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      for (const t of transactionsOf(b))
        for (const m of t.out_msgs ?? []) if (t.in_msg?.opcode) m.opcode = t.in_msg.opcode;
    }),
  },
  {
    id: 'v3-state-after-is-before',
    description: "a transaction's account_state_after names the state before it",
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /matches-chain/ },
    answer: edit(ok('transactions'), (b) => {
      for (const t of transactionsOf(b)) t.account_state_after = t.account_state_before;
    }),
  },
];
