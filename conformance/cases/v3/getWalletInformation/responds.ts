import { walletRespondsCase } from '../../../src/common-cases.ts';

export default walletRespondsCase();
