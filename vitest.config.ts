import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each start a server and a database of their own; two workers suit this 2-core machine.
    maxWorkers: 2,
    // In CI a JSON report feeds the closing "N passed, N failed" line (scripts/test-summary.mjs).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/reports/${process.env.CK_REPORT_NAME ?? 'vitest'}.json` },
  },
});
