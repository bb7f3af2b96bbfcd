import { respondsCase } from '../../../src/common-cases.ts';

// A token contract of the local network when there is one; elsewhere the busiest account, which must be a token.
export default respondsCase(
  (ctx) => {
    const token = ctx.data.local.find((a) => a.kind === 'jetton-minter');
    return token ? { address: token.address } : {};
  },
  [409],
);
