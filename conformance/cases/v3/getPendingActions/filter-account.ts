import { filterCase } from '../../../src/common-cases.ts';
import { same } from '../../../src/values.ts';

export default filterCase({
  records: 'actions',
  param: 'account',
  description: 'account=X returns only pending records that involve X (none once everything is in blocks)',
  matches: (r, v) =>
    JSON.stringify(r).toLowerCase().includes(String(v).split(':')[1]!.toLowerCase()) || same(r.account, v),
  value: (ctx) => ctx.data.accounts[0],
});
