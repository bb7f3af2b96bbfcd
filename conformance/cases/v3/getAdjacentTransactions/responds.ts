import { knownMessage } from '../../../src/semantics/known.ts';
import { respondsCase } from '../../../src/common-cases.ts';

// A transaction with something adjacent: the receiver of a discovered internal message (a transaction
// with nothing adjacent is a documented 404, D2, which says nothing about this operation's answer).
export default respondsCase(async (ctx) => ({ hash: (await knownMessage(ctx)).destTx.hash }));
