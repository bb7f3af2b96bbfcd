// The runtime over a small bundled document shaped like the real ones (component $refs for
// parameters, responses and bodies, a recursive schema, TON formats, x-* keys), so its behaviour
// is pinned down independently of how far the v2/v3 documents have got.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basePath,
  createAjv,
  derefDeep,
  findOperation,
  formatErrors,
  listOperations,
  loadSpec,
  refOf,
  responseKeyFor,
  responseValidator,
  type OpenApiDocument,
} from '../index.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 'mini', version: '2.1.0', 'x-generated': 'test' },
  servers: [{ url: 'https://example.invalid/api/v2' }],
  paths: {
    '/getAddressBalance': {
      parameters: [{ $ref: '#/components/parameters/address' }],
      get: {
        operationId: 'getAddressBalance',
        summary: 'Balance',
        tags: ['accounts'],
        'x-liteserver': true,
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/BalanceResponse' } } },
          },
          '4XX': { $ref: '#/components/responses/Error' },
        },
      },
    },
    '/runGetMethod': {
      post: {
        operationId: 'runGetMethod',
        summary: 'Run',
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, default: 10 } },
          { name: 'X-API-Key', in: 'header', schema: { type: 'string' } },
        ],
        requestBody: { $ref: '#/components/requestBodies/Run' },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/StackEntry' } } },
          },
          '422': { $ref: '#/components/responses/Error' },
        },
      },
    },
  },
  components: {
    parameters: {
      address: {
        name: 'address',
        in: 'query',
        required: true,
        schema: { type: 'string', format: 'ton-address' },
        example: 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
      },
    },
    schemas: {
      BalanceResponse: {
        type: 'object',
        required: ['ok', 'result'],
        additionalProperties: false,
        properties: { ok: { const: true }, result: { type: 'string', format: 'int256-string', example: '1000' } },
      },
      Error: {
        type: 'object',
        required: ['ok', 'code', 'error'],
        properties: { ok: { const: false }, code: { type: 'integer' }, error: { type: 'string' } },
      },
      StackEntry: {
        description: 'recursive: a tuple holds entries',
        'x-tvm': 'stack',
        oneOf: [
          { type: 'object', required: ['num'], properties: { num: { type: 'string' } }, additionalProperties: false },
          {
            type: 'object',
            required: ['tuple'],
            additionalProperties: false,
            properties: { tuple: { type: 'array', items: { $ref: '#/components/schemas/StackEntry' } } },
          },
        ],
      },
    },
    responses: {
      Error: {
        description: 'error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    requestBodies: {
      Run: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['address', 'method'],
              properties: {
                address: { type: 'string', format: 'ton-address' },
                method: { type: ['string', 'integer'] },
              },
            },
          },
        },
      },
    },
  },
};

let spec: OpenApiDocument;
let dir: string;
// the variable goes back as it was: the files after this one in the same worker read the real documents
const before = process.env.TON_API_GENERATED_DIR;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-runtime-'));
  mkdirSync(join(dir, 'v2'));
  writeFileSync(join(dir, 'v2', 'openapi.json'), JSON.stringify(doc));
  process.env.TON_API_GENERATED_DIR = dir;
  spec = loadSpec('v2');
});
afterAll(() => {
  if (before === undefined) delete process.env.TON_API_GENERATED_DIR;
  else process.env.TON_API_GENERATED_DIR = before;
  rmSync(dir, { recursive: true, force: true });
});

describe('listOperations', () => {
  it('flattens path-level parameters, component refs and extensions', () => {
    const ops = listOperations(spec);
    expect(ops.map((o) => `${o.method} ${o.path} ${o.operationId}`)).toEqual([
      'get /getAddressBalance getAddressBalance',
      'post /runGetMethod runGetMethod',
    ]);
    const balance = findOperation(spec, 'getAddressBalance');
    expect(balance.parameters).toMatchObject([
      { name: 'address', in: 'query', required: true, schema: { format: 'ton-address' } },
    ]);
    expect(balance.extensions).toEqual({ 'x-liteserver': true });
    expect(balance.responses['4XX']!.content['application/json']!.schema).toMatchObject({
      required: ['ok', 'code', 'error'],
    });
    expect(refOf(balance.responses['200']!.content['application/json']!.schema)).toBe(
      '#/components/schemas/BalanceResponse',
    );
    const run = findOperation(spec, 'runGetMethod');
    expect(run.requestBody).toMatchObject({ required: true, schema: { required: ['address', 'method'] } });
    expect(responseKeyFor(balance, 404)).toBe('4XX');
    expect(responseKeyFor(balance, 500)).toBeUndefined();
    expect(basePath(spec)).toBe('/api/v2');
    expect(() => findOperation(spec, 'nope')).toThrow(/unknown operationId nope/);
  });

  it('keeps where each schema lives, past the $refs of parameters, bodies and responses', () => {
    const balance = findOperation(spec, 'getAddressBalance');
    expect(balance.parameters[0]!.schemaPointer).toBe('#/components/parameters/address/schema');
    expect(balance.responses['200']!.schemaPointers).toEqual({
      'application/json': '#/paths/~1getAddressBalance/get/responses/200/content/application~1json/schema',
    });
    expect(balance.responses['4XX']!.schemaPointers).toEqual({
      'application/json': '#/components/responses/Error/content/application~1json/schema',
    });
    const run = findOperation(spec, 'runGetMethod');
    expect(run.parameters.map((p) => p.schemaPointer)).toEqual([
      '#/paths/~1runGetMethod/post/parameters/0/schema',
      '#/paths/~1runGetMethod/post/parameters/1/schema',
    ]);
    expect(run.requestBody!.schemaPointers).toEqual({
      'application/json': '#/components/requestBodies/Run/content/application~1json/schema',
    });
  });

  it('turns a recursive schema into a cyclic graph instead of recursing forever', () => {
    const entry = derefDeep<unknown>(spec, { $ref: '#/components/schemas/StackEntry' }) as {
      oneOf: Array<{ properties: { tuple?: { items: unknown } } }>;
    };
    expect(entry.oneOf[1]!.properties.tuple!.items).toBe(entry);
  });
});

describe('validators', () => {
  it('judges response bodies by the documented status, falling back to the range', () => {
    const ok = responseValidator('v2', 'getAddressBalance', 200)!;
    expect(ok({ ok: true, result: '12345' })).toBe(true);
    expect(ok({ ok: true, result: '12.5' })).toBe(false);
    expect(formatErrors(ok)).toContain('/result must match format "int256-string"');
    expect(ok({ ok: true, result: '1', extra: 1 })).toBe(false);
    const err = responseValidator('v2', 'getAddressBalance', 416)!;
    expect(err({ ok: false, code: 416, error: 'x' })).toBe(true);
    expect(err({ ok: false, error: 'x' })).toBe(false);
    expect(responseValidator('v2', 'getAddressBalance', 500)).toBeUndefined();
    expect(responseValidator('v2', 'getAddressBalance', 200, 'text/plain')).toBeUndefined();
  });

  it('follows recursive schema refs', () => {
    const v = responseValidator('v2', 'runGetMethod', 200)!;
    expect(v({ tuple: [{ num: '1' }, { tuple: [{ num: '2' }] }] })).toBe(true);
    expect(v({ tuple: [{ num: 1 }] })).toBe(false);
  });

  it('is strict: an unknown keyword or format in a schema is refused, x-* keys and example are not', () => {
    const ajv = createAjv({ docs: { v2: spec } });
    expect(() => ajv.compile({ type: 'string', format: 'ton-adress' })).toThrow(/unknown format/);
    expect(() => ajv.compile({ type: 'string', mnLength: 1 })).toThrow(/unknown keyword/);
    expect(() => ajv.compile({ type: 'string', example: 'x', 'x-tvm': 1 })).not.toThrow();
  });
});
