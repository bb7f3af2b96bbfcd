import { Cell } from '@ton/core';
import { fail, type CaseDef } from '../../../src/case.ts';
import { masterchainHead } from '../../../src/chain/commit.ts';
import { configAt } from '../../../src/chain/config.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

export default {
  description:
    "the configuration at a seqno is the dictionary the configuration contract's data holds at that seqno (the cell, by hash); a seqno beyond the head is no block (404)",
  mode: 'schema-only',
  covers: ['seqno'],
  async run(ctx) {
    const head = await masterchainHead(ctx);
    for (const seqno of [head - 1, head - 3]) {
      const { root } = await configAt(ctx, seqno);
      for (const { transport, ex } of await overTransports(ctx, 'getConfigAll', { seqno })) {
        const hash = Cell.fromBase64(ctx.ok(ex).config.bytes).hash();
        if (!hash.equals(root.hash()))
          fail(
            `${transportName(transport)} seqno ${seqno}: configuration ${hash.toString('hex')}, the configuration contract holds ${root.hash().toString('hex')}`,
          );
      }
    }
    const beyond = head + 1_000_000;
    for (const { transport, ex } of await overTransports(ctx, 'getConfigAll', { seqno: beyond }))
      if (ex.response.status !== 404)
        fail(
          `${transportName(transport)} seqno ${beyond}, beyond the head ${head}, answered HTTP ${ex.response.status}, not 404 (v2 D28)`,
        );
  },
} satisfies CaseDef<'v2', 'getConfigAll'>;
