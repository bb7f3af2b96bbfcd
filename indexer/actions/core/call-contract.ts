/**
 * Any other internal message: a call with an opcode no matcher before this one recognised. Last in the registry,
 * it takes whatever internal message is left.
 */
import type { NodeMatcher } from '../matcher.ts';
import { opOf } from '../parts.ts';

export const callContract: NodeMatcher = {
  name: 'contract call',
  types: ['call_contract'],
  claim(n, _trace, make) {
    if (!n.in?.source || !n.in.destination) return null;
    return [
      make('call_contract', [n], {
        source: n.in.source,
        destination: n.in.destination,
        value: n.in.value,
        opcode: opOf(n),
      }),
    ];
  },
};
