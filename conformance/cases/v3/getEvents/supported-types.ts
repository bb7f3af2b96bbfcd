import { supportedTypesTraceCase } from '../../../src/semantics/trace-cases.ts';

export default supportedTypesTraceCase('getEvents');
