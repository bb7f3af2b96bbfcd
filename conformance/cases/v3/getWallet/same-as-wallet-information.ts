import { aliasCase } from '../../../src/common-cases.ts';

export default aliasCase('getWalletInformation', (ctx) => {
  const wallet = ctx.data.local.find((a) => a.kind === 'wallet')?.address;
  return wallet ? { address: wallet } : {};
});
