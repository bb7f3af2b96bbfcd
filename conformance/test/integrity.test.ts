// Every operation of the contract has at least one case, and every case folder names a real operation.
import { describe, expect, it } from 'vitest';
import { hasSpec, loadSpec } from '../../contract/spec.ts';
import { caseFiles, loadCases } from '../src/cases.ts';
import { operationsOf } from '../src/spec/operations.ts';

for (const api of ['v2', 'v3'] as const) {
  describe.skipIf(!hasSpec(api))(`${api} suite integrity (skipped until generated/${api}/openapi.json exists)`, () => {
    const ops = hasSpec(api) ? operationsOf(api, loadSpec(api)) : [];
    it('every operation has a case', () => {
      const files = caseFiles(api);
      expect(ops.filter((o) => !files.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
    });
    it('every case folder is an operation of the spec and every case file loads', async () => {
      const ids = new Set(ops.map((o) => o.operationId));
      const cases = await loadCases(api);
      expect([...cases.keys()].filter((id) => !ids.has(id))).toEqual([]);
      for (const list of cases.values()) for (const c of list) expect(['exact', 'schema-only']).toContain(c.mode);
    });
  });
}
