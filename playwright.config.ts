import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './e2e/support/ports.ts';

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/reports holds the other suites' reports.
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A journey signs in (scrypt at 64 MiB) and runs axe scans while the other worker's browser and the server
  // share the same two cores: half a minute was too tight for the longest ones.
  timeout: 60_000,
  // Generous: sign-in hashes with scrypt at 64 MiB, and on two cores the browser and server share the CPU.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Dates follow the browser's locale (src/web/lib/date-format.ts); the specs read them as a British reader
    // would. e2e/dates.spec.ts sets other locales itself.
    locale: 'en-GB',
    trace: 'retain-on-failure',
    // The offline service worker precaches every chunk on a page's first visit: a fresh context per test
    // would fetch the whole app each time. Only e2e/offline.spec.ts, which tests it, lets it register.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
