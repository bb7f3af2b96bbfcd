import { localAccount } from '../../../src/case.ts';
import { sameAsGetCase } from '../../../src/common-cases.ts';

export default sameAsGetCase((ctx) => ({ address: localAccount(ctx, 'jetton-minter').address }));
