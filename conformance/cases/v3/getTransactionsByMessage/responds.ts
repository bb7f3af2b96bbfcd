import { skip } from '../../../src/case.ts';
import { respondsCase } from '../../../src/common-cases.ts';

// The operation needs one of msg_hash, body_hash or opcode: the discovered message's hash.
export default respondsCase((ctx) => ({
  msg_hash: ctx.data.message?.hash ?? skip('no internal message discovered on the target'),
}));
