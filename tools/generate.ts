// `make generate`: rebuilds generated/ (bundled OpenAPI documents and TypeScript types) from spec/, and the index's
// row types (generated/db/rows.ts) from indexer/migrations/ when the migrations changed since they were made.
// Usage: tsx tools/generate.ts [--out <dir>]
import { join } from 'node:path';
import { repoRoot } from '../contract/spec.ts';
import { buildGenerated, writeGenerated } from './bundle.ts';
import { writeRowTypes } from './row-types.ts';

const outFlag = process.argv.indexOf('--out');
const outDir = outFlag >= 0 && process.argv[outFlag + 1] ? process.argv[outFlag + 1]! : join(repoRoot, 'generated');

const files = await buildGenerated();
writeGenerated(outDir, files);
for (const f of files) console.log(`wrote ${join(outDir, f.path)}`);
if (!files.some((f) => f.path.endsWith('openapi.json')))
  console.warn('no spec/<api>/openapi.yaml found: nothing bundled');

// Only when the migrations' hash differs from the one in its header: that takes a migrated PostgreSQL.
const rowTypes = join(outDir, 'db', 'rows.ts');
console.log((await writeRowTypes({ path: rowTypes })) ? `wrote ${rowTypes}` : `${rowTypes} is up to date`);
