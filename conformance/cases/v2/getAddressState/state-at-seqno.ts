import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';

export default stateAtSeqnoCase(
  "the status at the seqno just before and at the commit of the suite's transfer is the verified account cell's: the resolver the suite deploys is uninitialized, then active",
  ['sender', 'resolver'],
  (ex, point) => {
    const { result, problem } = resultOf(ex);
    return (
      problem ?? (result === point.truth.status ? undefined : `state ${result}, the cell's is ${point.truth.status}`)
    );
  },
);
