import { respondsCase } from '../../../src/common-cases.ts';

// The operation needs at least one filter: the busiest discovered account.
export default respondsCase((ctx) => (ctx.data.accounts[0] ? { account: ctx.data.accounts[0] } : {}));
