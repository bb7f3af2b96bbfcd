import { isDeepStrictEqual } from 'node:util';
import { Address } from '@ton/core';
import { fail, type CaseDef } from '../../../src/case.ts';
import { MC_SHARD, mcBlockArgs } from '../../../src/blocks.ts';
import { fields } from '../../../src/values.ts';

export default {
  description:
    'a JSON-RPC request runs the REST operation its `method` names with its `params` (two methods, each with two different params, answer what REST answers for them), echoes `id` with its JSON type and "jsonrpc": "2.0"; params may be left out for a method without required fields; `jsonrpc` is not read: another value or none is answered as "2.0" is (v2 D11)',
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['jsonrpc', 'id', 'method', 'params'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const a = Address.parse(String(ctx.args('detectAddress').address));
    // a second address, any valid one: detectAddress needs no liteserver
    const b = new Address(0, Buffer.alloc(32, 0x11));
    const calls: Array<[string, Record<string, unknown>, string | number | null]> = [
      ['detectAddress', { address: a.toRawString() }, 'conformance-1'],
      ['detectAddress', { address: b.toRawString() }, 2],
      ['lookupBlock', { workchain: -1, shard: MC_SHARD, seqno: at.seqno }, null],
      ['lookupBlock', { workchain: -1, shard: MC_SHARD, seqno: at.seqno - 1 }, 'conformance-4'],
    ];
    for (const [method, params, id] of calls) {
      const rest = ctx.ok(await ctx.call({ operationId: method, args: params }));
      const ex = await ctx.call({ args: { jsonrpc: '2.0', id, method, params } });
      const body = fields(ex.response.json);
      if (ex.response.status !== 200 || body?.ok !== true)
        fail(
          `${method}(${JSON.stringify(params)}) over JSON-RPC answered HTTP ${ex.response.status}: ${ex.response.text.slice(0, 200)}`,
        );
      if (!isDeepStrictEqual(body.result, rest))
        fail(
          `${method}(${JSON.stringify(params)}) over JSON-RPC answered ${JSON.stringify(body.result).slice(0, 200)}, REST ${JSON.stringify(rest).slice(0, 200)}`,
        );
      if (body.id !== id || body.jsonrpc !== '2.0')
        fail(
          `id ${JSON.stringify(id)} came back as ${JSON.stringify(body.id)} with jsonrpc ${JSON.stringify(body.jsonrpc)} (v2 D11)`,
        );
    }
    const info = await ctx.call({ args: { jsonrpc: '2.0', id: 5, method: 'getMasterchainInfo' } });
    if (
      info.response.status !== 200 ||
      fields(fields(info.response.json)?.result)?.['@type'] !== 'blocks.masterchainInfo'
    )
      fail(
        `getMasterchainInfo without params answered HTTP ${info.response.status}: ${info.response.text.slice(0, 200)} (v2 D13)`,
      );
    const [method, params] = calls[0]!;
    const rest = ctx.ok(await ctx.call({ operationId: method, args: params }));
    for (const jsonrpc of ['1.0', undefined]) {
      const ex = await ctx.call({ args: { ...(jsonrpc ? { jsonrpc } : {}), id: 6, method, params } });
      const body = fields(ex.response.json);
      if (ex.response.status !== 200 || !isDeepStrictEqual(body?.result, rest) || body?.jsonrpc !== '2.0')
        fail(
          `${jsonrpc ? `"jsonrpc": "${jsonrpc}"` : 'a request without jsonrpc'} answered HTTP ${ex.response.status}: ${ex.response.text.slice(0, 200)}; upstream does not read the field, so it is answered as "2.0" is, with "jsonrpc": "2.0" (v2 D11)`,
        );
    }
  },
} satisfies CaseDef<'v2', 'jsonRPC'>;
