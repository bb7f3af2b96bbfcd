import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'jetton_masters',
  param: 'address',
  field: 'address',
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'jetton-minter')?.address ?? ctx.data.accounts[0],
});
