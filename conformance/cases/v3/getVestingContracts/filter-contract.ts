import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'vesting_contracts',
  param: 'contract_address',
  field: 'address',
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'vesting-wallet')?.address ?? ctx.data.accounts[0],
});
