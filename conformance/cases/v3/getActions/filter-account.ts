import { filterCase } from '../../../src/common-cases.ts';
import { same } from '../../../src/values.ts';

export default filterCase({
  records: 'actions',
  param: 'account',
  args: { include_accounts: true },
  description: 'account=X returns only actions that involve X',
  matches: (r, v) => Array.isArray(r.accounts) && r.accounts.some((a) => same(a, v)),
  value: (ctx) => ctx.data.accounts[0],
});
