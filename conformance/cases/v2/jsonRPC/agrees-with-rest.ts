import { check, type CaseDef } from '../../../src/case.ts';
import { at, fields } from '../../../src/values.ts';

export default {
  description:
    'a JSON-RPC call answers the REST result of the same operation, echoes its id, and an unknown method is an error that echoes the id',
  mode: 'schema-only',
  async run(ctx) {
    const address = ctx.args('getAddressBalance').address;
    const rest = ctx.ok(await ctx.call({ operationId: 'getAddressBalance', args: { address } }));
    const rpc = await ctx.call({
      rawBody: JSON.stringify({
        jsonrpc: '2.0',
        id: 'conformance-1',
        method: 'getAddressBalance',
        params: { address },
      }),
    });
    const body = fields(rpc.response.json);
    check(
      rpc.response.status === 200 && body?.ok === true,
      `JSON-RPC getAddressBalance answered HTTP ${rpc.response.status}: ${rpc.response.text.slice(0, 200)}`,
    );
    check(
      body.id === 'conformance-1' && body.jsonrpc === '2.0',
      `id/jsonrpc not echoed: ${JSON.stringify({ id: body.id, jsonrpc: body.jsonrpc })}`,
    );
    check(
      typeof body.result === 'string' && typeof rest === 'string',
      `balances are not strings: ${JSON.stringify(body.result)} / ${JSON.stringify(rest)}`,
    );
    // the result of getMasterchainInfo, not of the JSON-RPC operation's own schema
    const info: unknown = ctx.ok(
      await ctx.call({ rawBody: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getMasterchainInfo' }) }),
    );
    check(
      typeof at(info, 'last', 'seqno') === 'number',
      `getMasterchainInfo over JSON-RPC without params: ${JSON.stringify(info).slice(0, 200)}`,
    );
    const bad = await ctx.call({
      rawBody: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'noSuchMethod', params: {} }),
    });
    const err = fields(bad.response.json);
    check(
      bad.response.status >= 400 && bad.response.status < 500 && err?.ok === false,
      `an unknown method got HTTP ${bad.response.status}: ${bad.response.text.slice(0, 200)}`,
    );
    check(err?.id === 9, `the error does not echo id 9: ${JSON.stringify(err?.id)}`);
  },
} satisfies CaseDef<'v2', 'jsonRPC'>;
