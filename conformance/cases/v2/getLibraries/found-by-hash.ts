import { createHash } from 'node:crypto';
import { Cell, CellType } from '@ton/core';
import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';
import { records } from '../../../src/values.ts';

/** The library hash a code cell refers to when the code is a library cell (exotic type 2: tag byte, then the hash). */
function libraryOf(codeBoc: string): Buffer | undefined {
  if (!codeBoc) return undefined;
  const code = Cell.fromBase64(codeBoc);
  if (code.type !== CellType.Library) return undefined;
  return code.beginParse(true).skip(8).loadBuffer(32);
}

export default {
  description:
    "a library an account's code refers to (a library cell) is returned for its hash, its data hashing to that hash; a hash nobody published next to it is left out; nothing else is returned",
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['libraries'],
  async run(ctx) {
    const accounts = [...new Set([...ctx.data.accounts.slice(0, 8), ...ctx.data.local.map((a) => a.address)])];
    let library: Buffer | undefined;
    for (const address of accounts) {
      const info = ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } }));
      library = libraryOf(info.code);
      if (library) break;
    }
    if (!library) skip('no account the suite knows on the target has library code: nothing published to look up');
    const hash: Buffer = library;
    const unknown = createHash('sha256').update('conformance: no such library').digest();
    for (const { transport, ex } of await overTransports(ctx, 'getLibraries', {
      libraries: [hash.toString('base64'), unknown.toString('base64')],
    })) {
      const found = records(ctx.ok(ex).result);
      const entry = found.find((l) => l.hash === hash.toString('base64'));
      if (!entry || !Cell.fromBase64(String(entry.data)).hash().equals(hash))
        fail(
          `${transportName(transport)}: library ${hash.toString('hex')} ${entry ? 'came back with data of another hash' : 'is missing'}`,
        );
      if (found.length !== 1)
        fail(`${transportName(transport)}: ${found.length} libraries for one published hash and one unknown`);
    }
  },
} satisfies CaseDef<'v2', 'getLibraries'>;
