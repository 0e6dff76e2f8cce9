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
  timeout: 30_000,
  // Generous: sign-in hashes with scrypt at 64 MiB, and on two cores the browser and server share the CPU.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
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
