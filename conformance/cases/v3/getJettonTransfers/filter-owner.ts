import { filterCase } from '../../../src/common-cases.ts';
import { same } from '../../../src/values.ts';

export default filterCase({
  records: 'jetton_transfers',
  param: 'owner_address',
  description: 'owner_address=X returns only transfers X sent or received',
  matches: (r, v) => same(r.source, v) || same(r.destination, v),
  value: (ctx) => ctx.data.local.find((a) => a.kind === 'jetton-wallet')?.owner ?? ctx.data.accounts[0],
});
