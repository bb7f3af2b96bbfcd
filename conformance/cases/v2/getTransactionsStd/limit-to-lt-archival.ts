import { historyCase } from '../../../src/chain/history-case.ts';

export default historyCase('getTransactionsStd');
