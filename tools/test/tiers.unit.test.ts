// The tiers hold to their rule (tools/testing/tiers.ts): a `*.unit.test.ts` file reaches nothing that starts
// a database, the local network, a child process or a browser, and `make test` runs every test file in exactly
// one tier. How long the unit tier takes is measured by running it (`time make test-unit`), not here.
import { existsSync, globSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAVY, heavyReach, repoRoot, TEST_FILES, TIER_PROJECTS, UNIT_FILES, UNIT_SUFFIX } from '../testing/tiers.ts';

const all = globSync(TEST_FILES, { cwd: repoRoot, exclude: (f) => f === 'node_modules' || f === '.data' }).sort();
const unit = all.filter((f) => f.endsWith(UNIT_SUFFIX));

describe('the unit tier', () => {
  it('has files, and names only test files under a test/ folder', () => {
    expect(unit.length).toBeGreaterThan(20);
    for (const f of unit) expect(matchesGlob(f, UNIT_FILES), f).toBe(true);
  });

  it.each(unit)('%s starts nothing outside its process', (file) => {
    const chains = heavyReach(file).map((c) => {
      const why = HEAVY.find((h) => h.module === c.at(-1))!.starts;
      return `${c.join(' > ')}: starts ${why}`;
    });
    expect(chains, `rename it to .test.ts (the integration tier), or import around it`).toEqual([]);
  });
});

describe('the rule itself', () => {
  it('names modules and packages that exist, so a move does not empty it', () => {
    const require = createRequire(join(repoRoot, 'package.json'));
    for (const { module } of HEAVY) {
      if (module.endsWith('.ts')) expect(existsSync(join(repoRoot, module)), module).toBe(true);
      else expect(() => require.resolve(module), module).not.toThrow();
    }
  });

  it('finds what starts things through helpers', () => {
    const reached = (file: string) => heavyReach(file).map((c) => c.at(-1));
    expect(reached('server/test/v3/index-api.test.ts')).toContain('indexer/db/postgres.ts');
    expect(reached('server/test/devnet-mainnet-like.test.ts')).toContain('devnet/index.ts');
    expect(reached('liteapi/test/client.test.ts')).toContain('devnet/liteserver/server.ts');
    expect(reached('spec/test/docs.test.ts')).toContain('playwright-core');
    expect(reached('stack/test/supervisor.test.ts')).toContain('node:child_process');
  });
});

describe('make test', () => {
  it('runs every test file in exactly one tier', () => {
    // vitest.config.ts hands these to vitest as they are
    const projects = TIER_PROJECTS;
    expect(projects.map((p) => p.test.name)).toEqual(['unit', 'integration']);
    const tiersOf = (file: string) =>
      projects
        .filter(
          (p) => p.test.include.some((g) => matchesGlob(file, g)) && !p.test.exclude.some((g) => matchesGlob(file, g)),
        )
        .map((p) => p.test.name);
    for (const f of all) expect(tiersOf(f), f).toEqual([f.endsWith(UNIT_SUFFIX) ? 'unit' : 'integration']);
  });
});
