import { respondsCase } from '../../../src/common-cases.ts';
import { discoveredTrace } from '../../../src/trace-of.ts';

// neither parameter is required, but one of them is: the plain valid call names a discovered trace
export default respondsCase(async (ctx) => ({ trace_id: (await discoveredTrace(ctx)).trace_id }));
