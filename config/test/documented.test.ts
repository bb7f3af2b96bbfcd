/**
 * The declarations, the page that documents them and the code that reads the environment cannot drift apart:
 * docs/operators.md holds the table rendered from config/variables.ts, and a variable read anywhere in the
 * programs' code is declared there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES, withConfigurationTable } from '../index.ts';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Read by the machinery around the programs, not by a user: the stack's child watch, the test runner's report. */
const INTERNAL: Record<string, string> = {
  STACK_PARENT_PID: 'set by the stack for the parts it starts',
  TEST_GATE_REPORT: 'set by make test for its summary',
  TON_API_GENERATED_DIR: "the contract loader's folder, pointed elsewhere by its tests",
};

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['test', 'bench', 'node_modules', 'dist'].includes(entry.name)) sources(path, out);
    } else if (/\.(ts|mjs)$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe('the configuration table', () => {
  it('in docs/operators.md is the one rendered from the declarations (tsx tools/configuration-table.ts writes it)', () => {
    const page = readFileSync(join(repoRoot, 'docs', 'operators.md'), 'utf8');
    expect(page).toBe(withConfigurationTable(page));
  });

  it('lists every variable the programs read', () => {
    const folders = ['server', 'indexer', 'devnet', 'stack', 'tools', 'deploy', 'contract', 'liteapi', 'tlb', 'config'];
    const read = new Map<string, string>();
    for (const file of folders.flatMap((folder) => sources(folder))) {
      const code = readFileSync(join(repoRoot, file), 'utf8');
      for (const m of code.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g))
        read.set(m[1] ?? m[2]!, file);
      for (const m of code.matchAll(/parseValue\('([A-Z][A-Z0-9_]*)'/g)) read.set(m[1]!, file);
    }
    expect(read.size).toBeGreaterThan(0);
    for (const [name, file] of read)
      if (name !== 'PATH') expect(name in VARIABLES || name in INTERNAL, `${name}, read in ${file}`).toBe(true);
  });
});
