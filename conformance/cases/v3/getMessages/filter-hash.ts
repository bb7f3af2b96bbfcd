import { filterCase } from '../../../src/common-cases.ts';
import { knownMessage } from '../../../src/semantics/known.ts';

export default filterCase({
  records: 'messages',
  param: 'msg_hash',
  field: 'hash',
  value: async (ctx) => (await knownMessage(ctx)).hash,
});
