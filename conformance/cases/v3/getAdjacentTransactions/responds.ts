import { skip } from '../../../src/case.ts';
import { respondsCase } from '../../../src/common-cases.ts';

// A transaction with something adjacent: the receiver of a discovered internal message (a transaction
// with nothing adjacent is a documented 404, D2, which says nothing about this operation's answer).
export default respondsCase((ctx) => ({
  hash: ctx.data.message?.destTx.hash ?? skip('no internal message discovered on the target'),
}));
