// account_state_change and jettons_change (S11) for the suite's own transfers: for every masterchain round in which
// a subscribed account (or a jetton wallet of a subscribed owner) has a transaction of them, one notification with
// the state the chain holds at the end of that round: the ShardAccount read at that seqno (its account cell's hash
// is the state hash), and the jetton wallet's get_wallet_data at that seqno.
import type { Known } from './assoc.ts';
import type { Ledger } from './ledger.ts';
import { hex, raw, type Model, type Subscriber } from './subscriber.ts';
import type { Truth } from './truth.ts';

const has = (m: Model, a: string) => m.addresses.has(raw(a));
const sameHash = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && hex(a) === hex(b);

/** (account, round) pairs of the suite's transfers a subscription follows for `type`. */
function rounds(s: Subscriber, known: Known[], type: string, follows: (m: Model, account: string) => boolean) {
  const pairs = new Map<string, { account: string; round: number; label: string }>();
  for (const k of known) {
    const model = s.modelFor(k.transfer.round);
    if (!k.truth || !model?.types.has(type)) continue;
    for (const t of k.truth.txs)
      if (follows(model, t.account))
        pairs.set(`${raw(t.account)} ${t.mc_block_seqno}`, {
          account: raw(t.account),
          round: Number(t.mc_block_seqno),
          label: k.transfer.label,
        });
  }
  return [...pairs.values()];
}

export async function judgeStates(s: Subscriber, known: Known[], truth: Truth, ledger: Ledger): Promise<void> {
  const received = s.notifications().map((x) => x.m);
  for (const p of rounds(s, known, 'account_state_change', has)) {
    ledger.judged('states', s, [
      ['account_state_change', 'state'],
      ['account_state_change', 'finality'],
      ['account_state_change', 'type'],
    ]);
    let chain;
    try {
      chain = await truth.stateAt(p.account, p.round);
    } catch (e) {
      ledger.problem(
        'states',
        s,
        `${p.label}: the chain state of ${p.account} at ${p.round} could not be read: ${(e as Error).message}`,
      );
      continue;
    }
    const mine = received.filter((m) => m.type === 'account_state_change' && raw(String(m.account)) === p.account);
    const m = mine.find((x) => sameHash(x.state?.hash, chain.hash));
    if (!m) {
      ledger.problem(
        'states',
        s,
        `${p.label}: no account_state_change of ${p.account} with its state after round ${p.round} (hash ${chain.hash}, balance ${chain.balance}); received ${mine.map((x) => `${x.state?.hash} (balance ${x.state?.balance})`).join(', ') || 'none'}`,
        mine[0],
      );
      continue;
    }
    const wrong = [
      m.state.balance !== chain.balance && `balance ${m.state.balance}, the chain ${chain.balance}`,
      m.state.account_status !== chain.status && `account_status ${m.state.account_status}, the chain ${chain.status}`,
      !same(m.state.code_hash, chain.codeHash) && `code_hash ${m.state.code_hash}, the chain ${chain.codeHash}`,
      !same(m.state.data_hash, chain.dataHash) && `data_hash ${m.state.data_hash}, the chain ${chain.dataHash}`,
    ].filter(Boolean);
    if (wrong.length)
      ledger.problem('states', s, `${p.label}: state of ${p.account} after round ${p.round}: ${wrong.join('; ')}`, m);
  }
}

const same = (a: unknown, b: string | null) => (b === null ? a === null || a === undefined : sameHash(a, b));

export async function judgeJettons(s: Subscriber, known: Known[], truth: Truth, ledger: Ledger): Promise<void> {
  const accounts = known.flatMap((k) => k.truth?.txs.map((t) => String(t.account)) ?? []);
  if (!accounts.length || !known.some((k) => s.modelFor(k.transfer.round)?.types.has('jettons_change'))) return;
  let wallets: Map<string, string>;
  try {
    wallets = await truth.jettonWallets(accounts);
  } catch (e) {
    ledger.problem('jettons', s, `v3 /jetton/wallets could not be read: ${(e as Error).message}`);
    return;
  }
  const follows = (m: Model, a: string) => wallets.has(raw(a)) && (has(m, a) || has(m, wallets.get(raw(a))!));
  const received = s
    .notifications()
    .map((x) => x.m)
    .filter((m) => m.type === 'jettons_change');
  for (const p of rounds(s, known, 'jettons_change', follows)) {
    ledger.judged('jettons', s, [
      ['jettons_change', 'jetton'],
      ['jettons_change', 'finality'],
      ['jettons_change', 'type'],
    ]);
    let want;
    try {
      const [data, state] = await Promise.all([truth.jettonAt(p.account, p.round), truth.stateAt(p.account, p.round)]);
      want = { address: p.account, ...data, last_transaction_lt: state.lastLt };
    } catch (e) {
      ledger.problem(
        'jettons',
        s,
        `${p.label}: jetton wallet ${p.account} at ${p.round} could not be read from the chain: ${(e as Error).message}`,
      );
      continue;
    }
    const mine = received.filter((m) => raw(String(m.jetton?.address)) === p.account);
    const m = mine.find((x) => String(x.jetton?.last_transaction_lt) === want.last_transaction_lt);
    if (!m) {
      ledger.problem(
        'jettons',
        s,
        `${p.label}: no jettons_change of ${p.account} after round ${p.round} (last_transaction_lt ${want.last_transaction_lt}, balance ${want.balance}); received ${mine.map((x) => `lt ${x.jetton?.last_transaction_lt} balance ${x.jetton?.balance}`).join(', ') || 'none'}`,
        mine[0],
      );
      continue;
    }
    const wrong = [
      String(m.jetton.balance) !== want.balance && `balance ${m.jetton.balance}, get_wallet_data ${want.balance}`,
      raw(String(m.jetton.owner)) !== want.owner && `owner ${m.jetton.owner}, get_wallet_data ${want.owner}`,
      raw(String(m.jetton.jetton)) !== want.jetton && `jetton ${m.jetton.jetton}, get_wallet_data ${want.jetton}`,
    ].filter(Boolean);
    if (wrong.length)
      ledger.problem(
        'jettons',
        s,
        `${p.label}: jetton wallet ${p.account} after round ${p.round}: ${wrong.join('; ')}`,
        m,
      );
  }
}

/**
 * Every account_state_change and jettons_change received, whoever caused it: the state is one a transaction of the
 * account ended in, and the chain's state of the account at the end of that transaction's round (not an
 * intermediate state of a round with several transactions); a jetton wallet's notification names its last
 * transaction of a round, with get_wallet_data's values at that round.
 */
export async function judgeReceivedStates(s: Subscriber, truth: Truth, ledger: Ledger): Promise<void> {
  for (const { m } of s.notifications()) {
    if (m.type !== 'account_state_change' && m.type !== 'jettons_change') continue;
    const rule = m.type === 'account_state_change' ? 'states' : 'jettons';
    const account = String(m.type === 'account_state_change' ? m.account : m.jetton?.address);
    try {
      const txs = await truth.recentTransactions(account);
      const tx =
        m.type === 'account_state_change'
          ? txs.find((t) => sameHash(t.account_state_after?.hash, m.state?.hash))
          : txs.find((t) => String(t.lt) === String(m.jetton?.last_transaction_lt));
      if (!tx) {
        ledger.problem(
          rule,
          s,
          `${m.type} of ${account}: no transaction of the account among its last ${txs.length} ends in it`,
          m,
        );
        continue;
      }
      const round = Number(tx.mc_block_seqno);
      const chain = await truth.stateAt(account, round);
      if (m.type === 'account_state_change' && !sameHash(chain.hash, m.state?.hash))
        ledger.problem(
          rule,
          s,
          `the state of ${account} after transaction ${tx.hash}, not after its last transaction of round ${round} (${chain.hash})`,
          m,
        );
      if (m.type === 'jettons_change') {
        const data = await truth.jettonAt(account, round);
        const wrong = [
          chain.lastLt !== String(tx.lt) &&
            `last_transaction_lt ${tx.lt} is not the wallet's last of round ${round} (${chain.lastLt})`,
          String(m.jetton.balance) !== data.balance &&
            `balance ${m.jetton.balance}, get_wallet_data at ${round} ${data.balance}`,
          raw(String(m.jetton.owner)) !== data.owner && `owner ${m.jetton.owner}, get_wallet_data ${data.owner}`,
          raw(String(m.jetton.jetton)) !== data.jetton && `jetton ${m.jetton.jetton}, get_wallet_data ${data.jetton}`,
        ].filter(Boolean);
        if (wrong.length) ledger.problem(rule, s, `jetton wallet ${account}: ${wrong.join('; ')}`, m);
      }
    } catch (e) {
      ledger.problem(
        rule,
        s,
        `${m.type} of ${account} could not be checked against the chain: ${(e as Error).message}`,
        m,
      );
    }
  }
}
