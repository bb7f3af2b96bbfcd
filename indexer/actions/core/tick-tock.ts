/** A special account's tick or tock transaction: there is no in-message, only the transaction itself. */
import type { NodeMatcher } from '../matcher.ts';

export const tickTock: NodeMatcher = {
  name: 'tick-tock',
  types: ['tick_tock'],
  claim: (n, _trace, make) => (n.tx.descr === 'tick_tock' ? [make('tick_tock', [n], {})] : null),
};
