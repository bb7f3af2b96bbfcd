import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'records',
  param: 'wallet',
  field: 'dns_wallet',
  value: (ctx) =>
    ctx.data.local.find((a) => a.kind === 'dns-item')?.note?.match(/wallet record (\S+)/)?.[1] ?? ctx.data.accounts[0],
});
