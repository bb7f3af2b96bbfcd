import { balanceProblem } from '../../../src/chain/views.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';

export default stateAtSeqnoCase(
  "the balance at the seqno just before and at the commit of the suite's transfer is the verified account cell's (the sender pays, the resolver is created)",
  ['sender', 'resolver'],
  (ex, point) => {
    const { result, problem } = resultOf(ex);
    return problem ?? balanceProblem(result, point.truth);
  },
);
