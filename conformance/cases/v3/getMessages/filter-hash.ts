import { filterCase } from '../../../src/common-cases.ts';

export default filterCase({
  records: 'messages',
  param: 'msg_hash',
  field: 'hash',
  value: (ctx) => ctx.data.message?.hash,
});
