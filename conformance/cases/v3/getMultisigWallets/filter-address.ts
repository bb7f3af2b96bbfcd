import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'multisigs',
  param: 'address',
  field: 'address',
  value: (ctx) => ctx.data.accounts[0],
});
