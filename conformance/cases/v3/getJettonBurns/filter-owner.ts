import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'jetton_burns',
  param: 'owner_address',
  field: 'owner',
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'jetton-wallet')?.owner ?? ctx.data.accounts[0],
});
