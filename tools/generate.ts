// `make generate`: rebuilds generated/ (bundled OpenAPI documents and TypeScript types) from spec/.
// Usage: tsx tools/generate.ts [--out <dir>]
import { join } from 'node:path';
import { repoRoot } from '../contract/spec.ts';
import { buildGenerated, writeGenerated } from './bundle.ts';

const outFlag = process.argv.indexOf('--out');
const outDir = outFlag >= 0 && process.argv[outFlag + 1] ? process.argv[outFlag + 1]! : join(repoRoot, 'generated');

const files = await buildGenerated();
writeGenerated(outDir, files);
for (const f of files) console.log(`wrote ${join(outDir, f.path)}`);
if (!files.some((f) => f.path.endsWith('openapi.json')))
  console.warn('no spec/<api>/openapi.yaml found: nothing bundled');
