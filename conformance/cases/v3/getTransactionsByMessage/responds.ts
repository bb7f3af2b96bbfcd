import { knownMessage } from '../../../src/semantics/known.ts';
import { respondsCase } from '../../../src/common-cases.ts';

// The operation needs one of msg_hash, body_hash or opcode: the discovered message's hash.
export default respondsCase(async (ctx) => ({ msg_hash: (await knownMessage(ctx)).hash }));
