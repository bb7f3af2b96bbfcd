import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'nft_collections',
  param: 'collection_address',
  field: 'address',
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'nft-collection')?.address ?? ctx.data.accounts[0],
});
