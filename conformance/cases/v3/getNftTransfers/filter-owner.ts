import { filterCase } from '../../../src/common-cases.ts';
import { same } from '../../../src/values.ts';

export default filterCase({
  records: 'nft_transfers',
  param: 'owner_address',
  description: 'owner_address=X returns only transfers from or to X',
  matches: (r, v) => same(r.old_owner, v) || same(r.new_owner, v),
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'nft-item')?.owner ?? ctx.data.accounts[0],
});
