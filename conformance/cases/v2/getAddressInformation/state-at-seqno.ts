import { fullStateProblem } from '../../../src/chain/views.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';

export default stateAtSeqnoCase(
  "balance, code, data, last transaction, state and block_id at the seqno just before and at the commit of the suite's transfer are the verified account cell's there",
  ['sender', 'resolver'],
  (ex, point) => {
    const { result, problem } = resultOf(ex);
    return problem ?? fullStateProblem(result, point.truth, point.block);
  },
);
