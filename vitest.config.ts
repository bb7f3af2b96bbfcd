import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/test/**/*.test.ts'],
    exclude: ['node_modules/**', '.data/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: suites that start chains, PostgreSQL or Chromium must not all start at once.
    maxWorkers: 2,
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
  },
});
