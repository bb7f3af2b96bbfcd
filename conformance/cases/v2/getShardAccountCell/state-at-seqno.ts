import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';
import { accountTruth } from '../../../src/chain/account.ts';
import { at } from '../../../src/values.ts';

// The points themselves are read with this operation and bound to the transactions' state_update hashes;
// here every transport must answer the same cell, for the account asked.
export default stateAtSeqnoCase(
  "the ShardAccount cell at the seqno just before and at the commit of the suite's transfer is the Account its state_update names (old, new), for the account asked",
  ['sender', 'resolver'],
  (ex, point) => {
    const { result, problem } = resultOf(ex);
    if (problem) return problem;
    const t = accountTruth(String(at(result, 'bytes')));
    if (t.accountHash !== point.truth.accountHash)
      return `Account hash ${t.accountHash}, the state_update says ${point.truth.accountHash}`;
    if (t.address && !t.address.equals(point.account)) return `the cell holds account ${t.address.toRawString()}`;
    if (t.lastTxLt !== point.truth.lastTxLt || t.lastTxHash !== point.truth.lastTxHash)
      return `last_trans ${t.lastTxLt}/${t.lastTxHash}, expected ${point.truth.lastTxLt}/${point.truth.lastTxHash}`;
    return undefined;
  },
);
