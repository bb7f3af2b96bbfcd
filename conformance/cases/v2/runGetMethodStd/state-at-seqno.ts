import { walletV3Data } from '../../../src/chain/account.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';
import { at } from '../../../src/values.ts';

export default stateAtSeqnoCase(
  'get-method seqno of the sender at the masterchain seqno just before and at the commit of its transfer is the seqno its verified data holds there (n, then n + 1)',
  ['sender'],
  (ex, point) => {
    const { result: r, problem } = resultOf(ex);
    if (problem) return problem;
    const want = walletV3Data(point.truth.data)?.seqno;
    const top = at(r, 'stack', 0);
    return at(r, 'exit_code') === 0 &&
      at(top, '@type') === 'tvm.stackEntryNumber' &&
      String(at(top, 'number', 'number')) === String(want)
      ? undefined
      : `exit_code ${at(r, 'exit_code')}, stack ${JSON.stringify(at(r, 'stack'))}; the data holds seqno ${want}`;
  },
  () => ({ method: 'seqno', stack: [] }),
);
