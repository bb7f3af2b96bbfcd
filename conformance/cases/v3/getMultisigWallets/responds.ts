import { discoveredAccount } from '../../../src/case.ts';
import { respondsCase } from '../../../src/common-cases.ts';

// The operation needs at least one filter: the busiest discovered account.
export default respondsCase((ctx) => ({ address: discoveredAccount(ctx) }));
