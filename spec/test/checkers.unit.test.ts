// The checkers behind coverage and examples flag what they are meant to flag, on small documents
// built here, so a passing contract run means something.
import { describe, expect, it } from 'vitest';
import { createAjv, specSchemaId, type OpenApiDocument } from '../../contract/index.ts';
import { collectExamples } from './collect-examples.ts';
import { isUntyped, jsonTypes, propertyNames, walk } from './schema-walk.ts';

const message = {
  type: 'object',
  properties: {
    source: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    value: { type: 'string' },
    body: {},
  },
};
const envelope = {
  allOf: [
    { type: 'object', properties: { ok: { type: 'boolean' }, result: {} } },
    { properties: { result: { type: 'array', items: { anyOf: [message, { type: 'null' }] } } } },
  ],
};

describe('schema walking', () => {
  it('reads types through allOf refinements, unions and nullable wrappers', () => {
    expect([...jsonTypes(walk(envelope, 'result').schema)]).toEqual(['array']);
    const item = walk(envelope, 'result[]').schema;
    expect([...propertyNames(item)].sort()).toEqual(['body', 'source', 'value']);
    expect([...jsonTypes(walk(envelope, 'result[].source').schema)].sort()).toEqual(['null', 'string']);
    expect(jsonTypes(walk(envelope, 'result[].value').schema).has('null')).toBe(false);
    expect(isUntyped(walk(envelope, 'result[].body').schema)).toBe(true);
    expect(walk(envelope, 'result[].nope').missing).toBe('result[].nope');
    expect(jsonTypes({ allOf: [{ type: ['string', 'integer'] }, { type: 'string' }] })).toEqual(new Set(['string']));
    expect(jsonTypes({ const: 5 })).toEqual(new Set(['integer']));
    expect(jsonTypes({ type: 'number' }).has('integer')).toBe(true);
  });
});

describe('example collection', () => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/x': {
        get: {
          operationId: 'x',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 }, example: 0 }],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Lt' },
                  examples: { good: { value: '12' }, bad: { $ref: '#/components/examples/Bad' } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: { Lt: { type: 'string', format: 'uint64-string', examples: ['1', '-1'] } },
      examples: { Bad: { value: '1.5' } },
    },
  } as unknown as OpenApiDocument;

  it('finds media-type, parameter and schema examples and the wrong ones fail validation', () => {
    const { found, problems } = collectExamples(doc);
    expect(problems).toEqual([]);
    const ajv = createAjv({ docs: { v2: doc } });
    const verdicts = found.map(
      (f) => `${f.kind} ${f.where} ${ajv.compile({ $ref: `${specSchemaId('v2')}${f.schemaPointer}` })(f.value)}`,
    );
    expect(verdicts.sort()).toEqual([
      'media type #/components/examples/Bad false',
      'media type #/paths/~1x/get/responses/200/content/application~1json/examples/good true',
      'parameter #/paths/~1x/get/parameters/0/example false',
      'schema #/components/schemas/Lt/examples/0 true',
      'schema #/components/schemas/Lt/examples/1 false',
    ]);
  });
});
