import { respondsCase } from '../../../src/common-cases.ts';

// The DNS item of the local network when there is one; elsewhere the busiest account, usually no resolver (409).
export default respondsCase(
  (ctx) => {
    const item = ctx.data.local.find((a) => a.kind === 'dns-item');
    return item ? { address: item.address } : {};
  },
  [409],
);
