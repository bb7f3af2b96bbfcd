import { dnsEntriesProblem } from '../../../src/chain/dns-entries.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';

export default stateAtSeqnoCase(
  'the resolver the suite deploys is no resolver at the seqno before its deploy (409) and, from the commit on, answers exactly the records of its data, one entry per category in the v2 D31 forms',
  ['resolver'],
  (ex, point, fact) => {
    if (point.side === 'before')
      return ex.response.status === 409
        ? undefined
        : `HTTP ${ex.response.status} before the contract exists, expected 409`;
    const { result, problem } = resultOf(ex);
    return problem ?? dnsEntriesProblem(result, fact.resolver.entries, '');
  },
);
