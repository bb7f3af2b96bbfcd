import { limitCase } from '../../../src/common-cases.ts';

export default limitCase('transactions');
