// Every operation of the contract has a semantic case (more than the generic "responds") and can be
// fuzzed, and every case folder names a real operation.
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSpec, loadSpec } from '../../contract/spec.ts';
import { caseFiles, loadCases } from '../src/cases.ts';
import { mutationsOf } from '../src/fuzz/mutations.ts';
import { operationsOf } from '../src/spec/operations.ts';
import { SchemaValidator } from '../src/spec/validator.ts';

for (const api of ['v2', 'v3'] as const) {
  describe.skipIf(!hasSpec(api))(`${api} suite integrity (skipped until generated/${api}/openapi.json exists)`, () => {
    const doc = hasSpec(api) ? loadSpec(api) : undefined;
    const ops = doc ? operationsOf(api, doc) : [];
    it('every operation has a case', () => {
      const files = caseFiles(api);
      expect(ops.filter((o) => !files.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
    });
    it('every operation has a semantic case besides the generic responds', () => {
      const files = caseFiles(api);
      const lacking = ops.filter((o) => !(files.get(o.operationId) ?? []).some((f) => basename(f) !== 'responds.ts'));
      expect(lacking.map((o) => o.operationId)).toEqual([]);
    });
    it('every operation that takes input can be fuzzed from the spec', () => {
      const v = new SchemaValidator(api, doc!);
      const hasFields = (schema: unknown): boolean =>
        typeof schema === 'object' &&
        schema !== null &&
        Object.keys((schema as { properties?: object }).properties ?? {}).length > 0;
      const takesInput = ops.filter((o) => o.params.length > 0 || hasFields(o.body?.schema));
      const unfuzzable = takesInput.filter((o) => mutationsOf(o, {}, v) === undefined);
      expect(unfuzzable.map((o) => o.operationId)).toEqual([]);
      // The ones without input are few and named, so a new one is a conscious choice.
      expect(
        ops
          .filter((o) => !takesInput.includes(o))
          .map((o) => o.operationId)
          .sort(),
      ).toEqual(
        api === 'v2'
          ? [
              'getConsensusBlock',
              'getConsensusBlockPost',
              'getMasterchainInfo',
              'getMasterchainInfoPost',
              'getOutMsgQueueSize',
              'getOutMsgQueueSizePost',
            ]
          : ['getMasterchainInfo'],
      );
    });
    it('every case folder is an operation of the spec and every case file loads', async () => {
      const ids = new Set(ops.map((o) => o.operationId));
      const cases = await loadCases(api);
      expect([...cases.keys()].filter((id) => !ids.has(id))).toEqual([]);
      for (const list of cases.values()) for (const c of list) expect(['exact', 'schema-only']).toContain(c.mode);
    });
  });
}
