import { walletV3Data } from '../../../src/chain/account.ts';
import { blockIdProblem, lastTxProblem } from '../../../src/chain/views.ts';
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
    const got = Array.isArray(top) && top[0] === 'num' ? BigInt(String(top[1])) : undefined;
    if (at(r, 'exit_code') !== 0 || got === undefined || got !== BigInt(want ?? -1))
      return `exit_code ${at(r, 'exit_code')}, stack ${JSON.stringify(at(r, 'stack'))}; the data holds seqno ${want}`;
    if (at(r, 'block_id') !== undefined) return blockIdProblem(at(r, 'block_id'), point.block.id);
    if (at(r, 'last_transaction_id') !== undefined) return lastTxProblem(at(r, 'last_transaction_id'), point.truth);
    return undefined;
  },
  () => ({ method: 'seqno', stack: [] }),
);
