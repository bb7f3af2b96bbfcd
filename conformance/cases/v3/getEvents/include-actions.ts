import { includeActionsCase } from '../../../src/semantics/trace-cases.ts';

export default includeActionsCase('getEvents');
