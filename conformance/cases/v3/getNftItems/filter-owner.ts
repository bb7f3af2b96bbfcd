import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'nft_items',
  param: 'owner_address',
  field: 'owner_address',
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'nft-item')?.owner ?? ctx.data.accounts[0],
});
