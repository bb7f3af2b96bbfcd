import { walletV3Data } from '../../../src/chain/account.ts';
import { balanceProblem, lastTxProblem } from '../../../src/chain/views.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';
import { at } from '../../../src/values.ts';

export default stateAtSeqnoCase(
  "wallet, balance, account_state, seqno, wallet_id and last transaction at the seqno just before and at the commit of the suite's transfer are the verified account cell's (the sender is a wallet v3r2, the resolver none)",
  ['sender', 'resolver'],
  (ex, point, fact) => {
    const { result: r, problem } = resultOf(ex);
    if (problem) return problem;
    const t = point.truth;
    const isWallet = !!t.code?.equals(fact.walletCode);
    const w = isWallet ? walletV3Data(t.data) : undefined;
    return [
      at(r, 'wallet') === isWallet ? undefined : `wallet is ${at(r, 'wallet')}`,
      balanceProblem(at(r, 'balance'), t),
      at(r, 'account_state') === t.status
        ? undefined
        : `account_state ${at(r, 'account_state')}, the cell's is ${t.status}`,
      lastTxProblem(at(r, 'last_transaction_id'), t),
      !w || (at(r, 'seqno') === w.seqno && at(r, 'wallet_id') === w.walletId && at(r, 'wallet_type') === 'wallet v3 r2')
        ? undefined
        : `wallet_type ${at(r, 'wallet_type')}, seqno ${at(r, 'seqno')}, wallet_id ${at(r, 'wallet_id')}; the data says wallet v3 r2, seqno ${w.seqno}, wallet_id ${w.walletId}`,
    ].find((p) => p !== undefined);
  },
);
