// /decode (GET and POST): well-known TEP opcodes and bodies have fixed names, whatever the implementation.
import { beginCell } from '@ton/core';
import { check, type CaseContext, type CaseDef } from './case.ts';
import { at } from './values.ts';

export function decodeCase(): CaseDef<'v3', 'decodeGet' | 'decodePost'> {
  return {
    description:
      'well-known opcodes decode to their TL-B names in input order (in any accepted spelling); an unknown opcode is "unknown"; an excess body decodes with its query_id',
    mode: 'exact',
    async run(ctx: CaseContext<'v3', 'decodeGet' | 'decodePost'>) {
      const excess = beginCell().storeUint(0xd53276db, 32).storeUint(9, 64).endCell().toBoc().toString('base64');
      const r = ctx.ok(
        await ctx.call({
          args: { opcodes: ['0x0f8a7ea5', '0xd53276db', String(0x5fcc3d14), '0x0badc0de'], bodies: [excess] },
        }),
      );
      check(
        JSON.stringify(r.opcodes) === JSON.stringify(['jetton_transfer', 'excess', 'nft_transfer', 'unknown']),
        `opcodes decoded to ${JSON.stringify(r.opcodes)}`,
      );
      check(
        r.bodies?.length === 1 && String(at(r.bodies, 0, 'query_id')) === '9',
        `the excess body decoded to ${JSON.stringify(r.bodies)}`,
      );
    },
  };
}
