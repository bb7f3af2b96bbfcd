import { Cell } from '@ton/core';
import { fail, type CaseDef } from '../../../src/case.ts';
import { masterchainHead } from '../../../src/chain/commit.ts';
import { configAt } from '../../../src/chain/config.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

export default {
  description:
    "a parameter asked by config_id or by its alias param, at a seqno, is the cell the configuration contract's data holds under that id at that seqno; an id the configuration does not set is 404; a seqno beyond the head is 404",
  mode: 'schema-only',
  covers: ['config_id', 'param', 'seqno'],
  async run(ctx) {
    const head = await masterchainHead(ctx);
    const seqno = head - 2;
    const { params } = await configAt(ctx, seqno);
    for (const id of [0, 34]) {
      const want = params.get(id);
      if (!want) fail(`the configuration contract holds no parameter ${id}`);
      for (const name of ['config_id', 'param'])
        for (const { transport, ex } of await overTransports(ctx, 'getConfigParam', { [name]: id, seqno })) {
          const hash = Cell.fromBase64(ctx.ok(ex).config.bytes).hash();
          if (!hash.equals(want.hash()))
            fail(
              `${transportName(transport)} ${name}=${id} at ${seqno}: cell ${hash.toString('hex')}, the configuration holds ${want.hash().toString('hex')}`,
            );
        }
    }
    const unset = Math.max(...params.keys()) + 1000;
    for (const name of ['config_id', 'param'])
      for (const { transport, ex } of await overTransports(ctx, 'getConfigParam', { [name]: unset, seqno }))
        if (ex.response.status !== 404)
          fail(
            `${transportName(transport)} ${name}=${unset}, which the configuration does not set, answered HTTP ${ex.response.status}, not 404 (v2 D28)`,
          );
    const beyond = head + 1_000_000;
    for (const { transport, ex } of await overTransports(ctx, 'getConfigParam', { config_id: 0, seqno: beyond }))
      if (ex.response.status !== 404)
        fail(
          `${transportName(transport)} seqno ${beyond}, beyond the head ${head}, answered HTTP ${ex.response.status}, not 404 (v2 D28)`,
        );
  },
} satisfies CaseDef<'v2', 'getConfigParam'>;
