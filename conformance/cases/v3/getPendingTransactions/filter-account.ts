import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'transactions',
  param: 'account',
  field: 'account',
  value: (ctx) => ctx.data.accounts[0],
});
