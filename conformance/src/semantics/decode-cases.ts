// /decode (GET and POST): bodies the suite builds itself with @ton/core, with values chosen for this run, must come
// back as their TL-B fields (TEP-74 jetton transfer, TEP-62 NFT transfer, a text comment), in input order and
// whichever BoC encoding carried them; opcodes in each spelling D10 allows must name their constructors.
import { Address, beginCell, type Cell } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { check, type CaseContext, type CaseDef } from '../case.ts';
import { at, fields, same } from '../values.ts';

type DecodeOp = 'decodeGet' | 'decodePost';

export function decodeBodiesCase(): CaseDef<'v3', DecodeOp> {
  return {
    description:
      'bodies the suite builds (a jetton transfer, an NFT transfer, a text comment, in base64 and hex) decode to their own TL-B fields in input order, an unknown body to {error: "unknown: …"}; opcodes in 0x-hex, decimal and bare hex name their constructors in order, an unknown one "unknown"',
    mode: 'schema-only',
    covers: ['opcodes', 'bodies'],
    async run(ctx: CaseContext<'v3', DecodeOp>) {
      const seed = randomBytes(8);
      const queryId = seed.readBigUInt64BE() >> 1n;
      const amount = BigInt(seed.readUInt32BE(0)) + 1n;
      const to = new Address(0, randomBytes(32));
      const back = new Address(0, randomBytes(32));
      const comment = `conformance ✓ ${seed.toString('hex')}`;
      const jetton = beginCell()
        .storeUint(0x0f8a7ea5, 32)
        .storeUint(queryId, 64)
        .storeCoins(amount)
        .storeAddress(to)
        .storeAddress(back)
        .storeBit(0)
        .storeCoins(amount * 3n)
        .storeBit(0)
        .endCell();
      const nft = beginCell()
        .storeUint(0x5fcc3d14, 32)
        .storeUint(queryId + 1n, 64)
        .storeAddress(back)
        .storeAddress(to)
        .storeBit(0)
        .storeCoins(amount * 5n)
        .storeBit(0)
        .endCell();
      const text = beginCell().storeUint(0, 32).storeStringTail(comment).endCell();
      const junk = beginCell().storeUint(0x0badc0de, 32).storeUint(seed.readUInt8(0), 8).endCell();
      const b64 = (c: Cell) => c.toBoc().toString('base64');
      const r = ctx.ok(
        await ctx.call({
          args: {
            opcodes: ['0x0f8a7ea5', String(0x5fcc3d14), 'd53276db', '0x0badc0de'],
            bodies: [b64(jetton), b64(nft), b64(text), b64(junk), text.toBoc().toString('hex')],
          },
        }),
      );
      check(
        JSON.stringify(r.opcodes) === JSON.stringify(['jetton_transfer', 'nft_transfer', 'excess', 'unknown']),
        `opcodes decoded to ${JSON.stringify(r.opcodes)}`,
      );
      const bodies = r.bodies ?? [];
      check(bodies.length === 5, `5 bodies decoded to ${bodies.length} entries`);
      const want = (i: number, name: string, expected: Record<string, unknown>) => {
        const b = fields(bodies[i]) ?? {};
        const wrong = Object.entries(expected).filter(([k, v]) =>
          typeof v === 'string' && v.includes(':') ? !same(b[k], v) : String(b[k]) !== String(v),
        );
        check(
          !wrong.length,
          `body ${i} (${name}) decoded to ${JSON.stringify(b).slice(0, 300)}; expected ${JSON.stringify(expected, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
        );
      };
      want(0, 'jetton_transfer', {
        '@type': 'jetton_transfer',
        query_id: queryId,
        amount,
        destination: to.toRawString(),
        response_destination: back.toRawString(),
        forward_ton_amount: amount * 3n,
      });
      want(1, 'nft_transfer', {
        '@type': 'nft_transfer',
        query_id: queryId + 1n,
        new_owner: back.toRawString(),
        response_destination: to.toRawString(),
        forward_amount: amount * 5n,
      });
      want(2, 'text comment', { '@type': 'text_comment', comment });
      want(4, 'text comment as hex BoC', { '@type': 'text_comment', comment });
      const error = at(bodies, 3, 'error');
      check(
        typeof error === 'string' && error.startsWith('unknown'),
        `an unknown body decoded to ${JSON.stringify(bodies[3])}`,
      );
    },
  };
}
