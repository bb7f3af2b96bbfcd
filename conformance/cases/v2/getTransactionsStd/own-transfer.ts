import { ownHistoryCase } from '../../../src/chain/own-history-case.ts';

export default ownHistoryCase('getTransactionsStd');
