// Creates conformance/cases/<api>/<operationId>/responds.ts for every operation of the bundled
// documents that has no case yet, so a new operation starts with a runnable case to refine.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasSpec, loadSpec } from '../../contract/spec.ts';
import { CASES_DIR } from '../src/cases.ts';
import { operationsOf } from '../src/spec/operations.ts';

for (const api of ['v2', 'v3'] as const) {
  if (!hasSpec(api)) continue;
  for (const op of operationsOf(api, loadSpec(api))) {
    const dir = join(CASES_DIR, api, op.operationId);
    if (existsSync(dir)) continue;
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'responds.ts'),
      `import { respondsCase } from '../../../src/common-cases.ts';\n\nexport default respondsCase();\n`,
    );
    process.stdout.write(`created ${api}/${op.operationId}/responds.ts\n`);
  }
}
