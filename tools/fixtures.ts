import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Recorded mainnet data lives outside the repository; TON_FIXTURES_DIR overrides where. */
export function fixturesDir(): string {
  return process.env.TON_FIXTURES_DIR ?? join(repoRoot, '..', 'shared', 'fixtures', 'ton');
}

export function fixturePath(...parts: string[]): string {
  return join(fixturesDir(), ...parts);
}

export const haveFixtures = existsSync(fixturesDir());

/** Reason printed by vitest when the recorded mainnet data is not present. */
export const fixturesSkipReason = `recorded mainnet fixtures not found at ${fixturesDir()} (set TON_FIXTURES_DIR to the folder holding tongo/, tonutils-go/, ton-indexer/)`;

/** ` (skipped: <why>)` for the title of a suite or test that needs the recorded data, when it is absent. */
export const fixturesSkipNote = haveFixtures ? '' : ` (skipped: ${fixturesSkipReason})`;
