import { blockCursorCase } from '../../../src/chain/block-paging-case.ts';

export default blockCursorCase('getBlockTransactions');
