// The operation model against the bundled documents themselves: every operation, status and parameter
// the documents declare is in it, and every schema pointer it keeps leads to the schema it stands for.
// The expectations are read from the raw documents, so the test follows them as they grow.
import { describe, expect, it } from 'vitest';
import {
  API_NAMES,
  derefDeep,
  escapePointer,
  HTTP_METHODS,
  listOperations,
  loadSpec,
  resolvePointer,
  type JsonObject,
  type OpenApiDocument,
} from '../index.ts';

/** One `$ref` hop at a time until an object that is not a reference. */
function follow(doc: OpenApiDocument, node: unknown): JsonObject {
  let value = node as JsonObject;
  while (typeof value.$ref === 'string') value = resolvePointer(doc, value.$ref) as JsonObject;
  return value;
}

describe.each(API_NAMES)('the %s operation model', (api) => {
  const doc = loadSpec(api);
  const ops = listOperations(doc);

  it('lists every operation of the document, with its documented statuses and parameters', () => {
    const expected: string[] = [];
    for (const [path, rawItem] of Object.entries(doc.paths)) {
      const item = follow(doc, rawItem);
      for (const method of HTTP_METHODS) {
        const op = item[method] as JsonObject | undefined;
        if (!op) continue;
        const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
          .map((p) => follow(doc, p))
          .map((p) => `${p.in}:${p.name}${p.required === true || p.in === 'path' ? '!' : ''}`);
        const statuses = Object.keys((op.responses as JsonObject) ?? {});
        expected.push(`${method} ${path} ${op.operationId} [${statuses}] (${params})`);
      }
    }
    const listed = ops.map(
      (o) =>
        `${o.method} ${o.path} ${o.operationId} [${Object.keys(o.responses)}] (${o.parameters.map((p) => `${p.in}:${p.name}${p.required ? '!' : ''}`)})`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
  });

  it('keeps, for each parameter, body and response schema, the pointer where the document holds it', () => {
    for (const op of ops) {
      for (const p of op.parameters) expect(derefDeep(doc, resolvePointer(doc, p.schemaPointer!))).toEqual(p.schema);
      const bodies = op.requestBody ? [op.requestBody] : [];
      for (const { content, schemaPointers } of [...bodies, ...Object.values(op.responses)]) {
        const withSchema = Object.keys(content).filter((m) => content[m]!.schema !== undefined);
        expect(Object.keys(schemaPointers)).toEqual(withSchema);
        for (const m of withSchema)
          expect(derefDeep(doc, resolvePointer(doc, schemaPointers[m]!))).toEqual(content[m]!.schema);
      }
      expect(op.pointer).toBe(`#/paths/${escapePointer(op.path)}/${op.method}`);
    }
  });
});
