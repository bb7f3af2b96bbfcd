import { respondsCase } from '../../../src/common-cases.ts';

// The operation needs one of msg_hash, body_hash or opcode: the discovered message's hash.
export default respondsCase((ctx) => (ctx.data.message ? { msg_hash: ctx.data.message.hash } : {}));
