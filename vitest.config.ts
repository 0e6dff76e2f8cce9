import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './scripts/catalogue-plugin.ts';
import { postgresOnlyTestFiles, testedDatabaseKinds } from './src/server/test/tested-databases.ts';

// A run without PostgreSQL (CK_TEST_DATABASES=sqlite, or none installed) leaves its files out rather than
// reporting their tests as skipped (src/server/test/tested-databases.ts).
const leftOut = testedDatabaseKinds().includes('postgres') ? [] : postgresOnlyTestFiles;

export default defineConfig({
  // Catalogues arrive compiled, as in the build (vite.config.ts).
  plugins: [cataloguePlugin()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each start a server and a database of their own; two workers suit this 2-core machine.
    maxWorkers: 2,
    // In CI a JSON report feeds the closing "N passed, N failed" line (scripts/test-summary.mjs).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/reports/${process.env.CK_REPORT_NAME ?? 'vitest'}.json` },
    projects: [
      {
        // Unit and API tests: Node, with the databases the global setup prepares.
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...leftOut],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/web/test/i18n-setup.ts'],
        },
      },
      {
        // Component tests (docs/decisions/0039-component-tests.md): the pages' forms in jsdom, the network stubbed
        // at fetch. No database, so no global setup: running only these starts no PostgreSQL.
        extends: true,
        // The `zod` the pages get in the browser build (vite.config.ts), so refusals read as they do there.
        resolve: {
          alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-in-browser.ts', import.meta.url)) }],
        },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/i18n-setup.ts', 'src/web/test/setup.ts'],
        },
      },
    ],
  },
});
