import { Cell } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';
import { configDictionary } from '../../../src/config.ts';

export default {
  description: 'each parameter getConfigParam returns is the cell getConfigAll holds under that id',
  mode: 'schema-only',
  async run(ctx) {
    const all = configDictionary(ctx.ok(await ctx.call({ operationId: 'getConfigAll' })).config.bytes);
    for (const id of [0, 1, 15, 34]) {
      const r = ctx.ok(await ctx.call({ args: { config_id: id } }));
      const cell = Cell.fromBase64(r.config.bytes);
      const want = all.get(id);
      check(want !== undefined, `getConfigAll has no parameter ${id}`);
      check(
        cell.hash().equals(want.hash()),
        `parameter ${id}: getConfigParam cell ${cell.hash().toString('hex')} ≠ getConfigAll's ${want.hash().toString('hex')}`,
      );
    }
  },
} satisfies CaseDef<'v2', 'getConfigParam'>;
