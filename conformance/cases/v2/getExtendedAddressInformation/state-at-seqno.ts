import {
  accountStateProblem,
  addressProblem,
  balanceProblem,
  blockIdProblem,
  lastTxProblem,
  syncProblem,
} from '../../../src/chain/views.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';
import { at } from '../../../src/values.ts';

export default stateAtSeqnoCase(
  "address, balance, last transaction, block_id and the recognised account_state (wallet v3 seqno and id from its data) at the seqno just before and at the commit of the suite's transfer are the verified account cell's",
  ['sender', 'resolver'],
  (ex, point, fact) => {
    const { result: r, problem } = resultOf(ex);
    return (
      problem ??
      [
        addressProblem(at(r, 'address', 'account_address'), point.account),
        balanceProblem(at(r, 'balance'), point.truth),
        lastTxProblem(at(r, 'last_transaction_id'), point.truth),
        blockIdProblem(at(r, 'block_id'), point.block.id),
        syncProblem(at(r, 'sync_utime'), point.block.utime),
        accountStateProblem(at(r, 'account_state'), point.truth, fact.walletCode),
      ].find((p) => p !== undefined)
    );
  },
);
