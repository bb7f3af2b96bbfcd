import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listOperations, loadSpec } from '../../contract/index.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';

let fx: V2Fixture;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 0 });
  await fx.devnet.chain.produceBlock();
});
afterAll(async () => fx?.stop());

const ops = listOperations(loadSpec('v2')).filter((o) => o.operationId !== 'jsonRPC');
/** Bad input is never a 5xx: an unknown block is 404, a query the liteserver refuses 422 (v2 D28); 504 is a slow liteserver. */
const crash = (status: number, _body: unknown) => status >= 500 && status !== 504;

const value = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '-9223372036854775808',
    '9223372036854775807',
    '99999999999999999999',
    'true',
    '0x10',
    '',
  ),
  fc.constantFrom(
    '0:' + '00'.repeat(32),
    'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
    'te6cckEBAQEAAgAAAEysuc0=',
  ),
);

describe('bad input never crashes a handler', () => {
  it('GET with arbitrary values for the documented parameters', async () => {
    const gets = ops.filter((o) => o.method === 'get');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...gets),
        fc.array(value, { minLength: 6, maxLength: 6 }),
        async (op, values) => {
          const qs = new URLSearchParams();
          op.parameters
            .filter((p) => p.in === 'query')
            .forEach((p, i) => qs.append(p.name, values[i % values.length]!));
          const res = await fetch(`${fx.url}${op.path}?${qs}`, { headers: { 'x-forwarded-for': '1' } });
          const body = await res.json();
          expect(crash(res.status, body), `${op.operationId}?${qs} → ${res.status} ${JSON.stringify(body)}`).toBe(
            false,
          );
        },
      ),
      { numRuns: 250 },
    );
  });

  it('JSON bodies and JSON-RPC params of arbitrary shape', async () => {
    const posts = ops.filter((o) => o.method === 'post');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.dictionary(
          fc.constantFrom(
            'address',
            'seqno',
            'boc',
            'stack',
            'method',
            'lt',
            'hash',
            'workchain',
            'shard',
            'libraries',
            'body',
            'count',
          ),
          fc.jsonValue(),
        ),
        async (op, params) => {
          const res = await fetch(`${fx.url}${op.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(params),
          });
          const body = await res.json();
          expect(
            crash(res.status, body),
            `${op.operationId} ${JSON.stringify(params)} → ${res.status} ${JSON.stringify(body)}`,
          ).toBe(false);
        },
      ),
      { numRuns: 250 },
    );
    expect(fx.violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
  });

  it('JSON-RPC envelopes with arbitrary methods, ids and params', async () => {
    const methods = Object.keys(
      ops.length
        ? (listOperations(loadSpec('v2')).find((o) => o.operationId === 'jsonRPC')!.extensions[
            'x-jsonrpc-methods'
          ] as object)
        : {},
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...methods), fc.string()),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom('address', 'seqno', 'stack', 'method', 'limit', 'lt', 'hash', 'boc'),
            fc.jsonValue(),
          ),
        ),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)),
        async (method, params, id) => {
          const res = await fetch(`${fx.url}/jsonRPC`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
          });
          const body = (await res.json()) as { id?: unknown };
          expect(
            crash(res.status, body),
            `${method} ${JSON.stringify(params)} → ${res.status} ${JSON.stringify(body)}`,
          ).toBe(false);
          expect(body.id).toEqual(id ?? null);
        },
      ),
      { numRuns: 250 },
    );
    expect(fx.violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
  });
});
