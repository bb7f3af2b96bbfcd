import { skip } from '../../../src/case.ts';
import { sameAsGetCase } from '../../../src/common-cases.ts';

// only a resolver answers 200; elsewhere there is nothing to compare
export default sameAsGetCase((ctx) => {
  const item = ctx.data.local.find((a) => a.kind === 'dns-item');
  if (!item) skip('needs a DNS resolver: run with --network local and --accounts');
  return { address: item.address };
});
