import { ownBlockCase } from '../../../src/chain/own-block-case.ts';

export default ownBlockCase('getBlockTransactions');
