// Examples are part of the contract: every operation shows a success and an error, and every
// example (media type, parameter, schema) is valid under its own schema by the same ajv setup the
// server and the conformance suite use.
import { describe, expect, it } from 'vitest';
import {
  compileSchemaAt,
  formatErrors,
  listOperations,
  loadSpec,
  type ApiName,
  type Operation,
  type ValidateFunction,
} from '../../contract/index.ts';
import { collectExamples } from './collect-examples.ts';
import { missingSpec, requireBundle } from './schema-walk.ts';

function hasExample(op: Operation, statusPattern: RegExp): boolean {
  return Object.entries(op.responses).some(
    ([status, r]) =>
      statusPattern.test(status) &&
      Object.values(r.content).some((m) => m.example !== undefined || Object.keys(m.examples ?? {}).length > 0),
  );
}

for (const api of ['v2', 'v3'] as ApiName[]) {
  const missing = missingSpec(api);
  describe.skipIf(!!missing)(`${api} examples${missing ? ` (skipped: ${missing})` : ''}`, () => {
    const doc = () => {
      requireBundle(api);
      return loadSpec(api);
    };

    it('every operation has at least one success example and one error example', () => {
      const problems: string[] = [];
      for (const op of listOperations(doc())) {
        const where = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
        if (!hasExample(op, /^2/)) problems.push(`${where}: no success example`);
        if (!hasExample(op, /^[45]/)) problems.push(`${where}: no error example`);
      }
      expect(problems).toEqual([]);
    });

    it('every example validates against its schema', () => {
      const { found, problems } = collectExamples(doc());
      expect(found.length).toBeGreaterThan(0);
      const compiled = new Map<string, ValidateFunction | Error>();
      for (const ex of found) {
        let validate = compiled.get(ex.schemaPointer);
        if (!validate) {
          try {
            validate = compileSchemaAt(api, ex.schemaPointer);
          } catch (e) {
            validate = e as Error;
          }
          compiled.set(ex.schemaPointer, validate);
        }
        if (validate instanceof Error) {
          problems.push(`${ex.schemaPointer}: schema does not compile in strict ajv: ${validate.message}`);
        } else if (!validate(ex.value)) {
          problems.push(`${ex.kind} example ${ex.where}: ${formatErrors(validate)}`);
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  });
}
