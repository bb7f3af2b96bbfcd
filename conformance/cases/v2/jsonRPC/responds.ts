import { respondsCase } from '../../../src/common-cases.ts';

// The endpoint's own example names a method that needs params; a method without required fields needs none.
export default respondsCase({ method: 'getMasterchainInfo', jsonrpc: '2.0', id: 1 });
