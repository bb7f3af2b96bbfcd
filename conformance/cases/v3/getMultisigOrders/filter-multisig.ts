import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'orders',
  param: 'multisig_address',
  field: 'multisig_address',
  value: (ctx) => ctx.data.accounts[0],
});
