import { tracesMatchChainCase } from '../../../src/semantics/trace-cases.ts';

export default tracesMatchChainCase('getEvents');
