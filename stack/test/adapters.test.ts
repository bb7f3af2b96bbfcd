// Importing a module patches no library: a process runs @ton/core, @ton/crypto, node-pg and pg-protocol as published
// until its entry installs an adapter by name (tlb/adapters/ton-core.ts, server/src/v3/queries/adapters/pg.ts).
// Checked in a process of its own, since the test runner's own processes may install them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SCRIPT = new URL('./library-state.ts', import.meta.url).pathname;

describe('library adapters', () => {
  it('are installed by name only: importing every module that used to install one replaces nothing', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT], {
      timeout: 90_000,
    });
    const { imported, installed, adapters } = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(imported).toEqual({
      replaced: [],
      found: 9,
      pgAdaptations: false,
      binaryFields: false,
      parserHandler: 'own',
      byteaBinaryParser: 'own',
    });
    // and the check sees an installed adapter: every one of the nine replaced, the parser wrapped
    expect(installed.replaced).toHaveLength(9);
    expect(installed).toMatchObject({
      pgAdaptations: true,
      binaryFields: true,
      parserHandler: 'wrapped',
      byteaBinaryParser: 'replaced',
    });
    expect(adapters).toEqual(['@ton/core speed-ups', 'node-pg adaptations']);
  }, 120_000);
});
