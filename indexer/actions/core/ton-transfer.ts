/** An internal message with no opcode or a text comment (plain or encrypted): TON sent from one account to another. */
import type { NodeMatcher } from '../matcher.ts';
import { body, comment, OP, opOf } from '../parts.ts';

export const tonTransfer: NodeMatcher = {
  name: 'TON transfer',
  types: ['ton_transfer'],
  claim(n, _trace, make) {
    const op = opOf(n);
    if (!n.in?.source || !n.in.destination || (op !== null && op !== 0 && op !== OP.encryptedComment)) return null;
    const c = comment(body(n.in));
    return [
      make('ton_transfer', [n], {
        source: n.in.source,
        destination: n.in.destination,
        value: n.in.value,
        ton_transfer_data: { content: c.comment, encrypted: c.encrypted },
      }),
    ];
  },
};
