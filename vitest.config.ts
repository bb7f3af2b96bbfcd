import { defineConfig } from 'vitest/config';
import { TIER_PROJECTS } from './tools/testing/tiers.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: suites that start chains, PostgreSQL or Chromium must not all start at once.
    maxWorkers: 2,
    // the library adapters, installed by name as the process entries install them (why: in the file)
    setupFiles: ['./stack/test/library-adapters.ts'],
    // The test gate (tools/test-summary.ts) reads what tools/testing/gate-reporter.ts writes.
    reporters: process.env.TEST_GATE_REPORT ? ['default', './tools/testing/gate-reporter.ts'] : ['default'],
    // The unit and integration tiers (tools/testing/tiers.ts); `make test` runs both, every file once.
    projects: TIER_PROJECTS,
  },
});
