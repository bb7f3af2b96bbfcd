// Writes docs/operators.md's configuration table from config/variables.ts; config/test/table.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withConfigurationTable } from '../config/index.ts';
import { repoRoot } from '../contract/spec.ts';

const page = join(repoRoot, 'docs', 'operators.md');
writeFileSync(page, withConfigurationTable(readFileSync(page, 'utf8')));
console.log(`wrote the configuration table in ${page}`);
