// `npm run screenshots`: the README's screenshots (docs/screenshots/*.png), taken from the running app with
// demo data. It builds first when dist/ is missing, fills a throwaway data directory with the CLI's demo
// command, runs the built server as a direct child (stopped by its PID), signs in as the demo people through
// the API and photographs each screen in Debian's Chromium once its content (not a spinner) is on screen.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startAppServer } from '../e2e/support/app-server.ts';

const port = Number(process.env.SCREENSHOTS_PORT ?? 4373);
const outDir = path.resolve('docs/screenshots');
const password = 'demo screenshots password';
const demo = {
  participant: 'participant@demo.champion-kitchen.test',
  champion: 'champion@demo.champion-kitchen.test',
};

interface Shot {
  file: string;
  path: string;
  as: keyof typeof demo | null;
  viewport?: { width: number; height: number };
  /** Extra steps once the page has loaded (open a dialog…); resolves to what to photograph, or the page. */
  then?: (page: Page) => Promise<void>;
}

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const shots: Shot[] = [
  { file: 'home.png', path: '/', as: null },
  { file: 'dashboard.png', path: '/dashboard', as: 'participant' },
  { file: 'recipe-catalogue.png', path: '/recipe-catalog', as: 'participant' },
  {
    file: 'recipe.png',
    path: '/recipe-catalog',
    as: 'participant',
    then: async (page) => {
      await page.getByRole('list', { name: 'Recipes' }).getByRole('article').first().getByRole('link').first().click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
    },
  },
  { file: 'meal-planning.png', path: '/meal-planning', as: 'participant' },
  { file: 'shopping-list.png', path: '/meal-planning/shopping-list', as: 'participant' },
  { file: 'champion-dashboard.png', path: '/champion/dashboard', as: 'champion' },
  { file: 'shopping-list-mobile.png', path: '/meal-planning/shopping-list', as: 'participant', viewport: phone },
];

/** The session cookie of a demo person, from the sign-in API. */
async function signIn(baseUrl: string, email: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** Waits until the page shows content: a heading, no loading status or skeleton, no requests in flight. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelectorAll('[role="status"][aria-label="Loading"], .skeleton, [aria-busy="true"]').length === 0,
    undefined,
    { timeout: 30_000 },
  );
  // Fonts and images that arrived last get a frame to paint.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function take(browser: Browser, baseUrl: string, shot: Shot, cookies: Map<string, { name: string; value: string }[]>) {
  const context = await browser.newContext({
    viewport: shot.viewport ?? desktop,
    deviceScaleFactor: shot.viewport ? 2 : 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  try {
    if (shot.as) {
      const url = new URL(baseUrl);
      await context.addCookies((cookies.get(shot.as) ?? []).map((c) => ({ ...c, domain: url.hostname, path: '/' })));
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}${shot.path}`);
    await settle(page);
    if (shot.then) await shot.then(page);
    await page.screenshot({ path: path.join(outDir, shot.file), fullPage: false });
    console.log(`docs/screenshots/${shot.file}`);
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    console.log('No build in dist/: running npm run build first.');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ck-screenshots-'));
  try {
    // The demo data first, while nothing else has the database open.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'demo', '--password', password], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const server = await startAppServer({ port, env: { DATA_DIR: dataDir } });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const cookies = new Map<string, { name: string; value: string }[]>();
      for (const [key, email] of Object.entries(demo)) cookies.set(key, await signIn(server.baseUrl, email));
      for (const shot of shots) await take(browser, server.baseUrl, shot, cookies);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
