// `npm run lighthouse`: audits the pages of scripts/audited-pages.mjs (the list check-budgets measures too): /, /signin
// and /signup (signed out) and /dashboard, /recipe-catalog and /meal-planning (signed in, as a participant who has finished setup, saved a few recipes and planned this week)
// with Lighthouse 12 on mobile settings (its default simulated throttling) in Debian's Chromium, three runs per
// page. It prints the median of each of the four category scores per page and writes every run's scores, the
// medians and the audits that lose points to lighthouse/results.json (the last run's full reports beside it). It
// builds first when dist/ is missing, and runs the built server as a direct child on a throwaway data directory,
// stopped by its PID at the end. `--runs <n>` changes the number of runs; LIGHTHOUSE_PORT the server's port.
//
// Scores depend on the machine: Lighthouse simulates a mid-range phone on a slow 4G network, but a busy CPU
// still lowers the performance score (hence the median). The aims: performance ≥ 95, accessibility, best
// practices and SEO 100, on every page.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from '../e2e/support/app-server.ts';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import type { WeekStart } from '../src/shared/users.ts';
import { auditedPages } from './audited-pages.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4373);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = path.resolve('lighthouse');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 3) : 3;
// `--pages /dashboard,/meal-planning`: some of the pages only, while working on them.
const pagesFlag = process.argv.indexOf('--pages');
const chosen = pagesFlag > 0 ? (process.argv[pagesFlag + 1] ?? '').split(',') : null;
const pagesToAudit = chosen ? auditedPages.filter((page) => chosen.includes(page.path)) : auditedPages;

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

/** A few recipes of the participant's own: their favourites and this week's, and what the plan is made of. */
const recipes = [
  {
    title: 'Red lentil and carrot soup',
    ingredients: ['200 g red lentils', '2 carrots, diced', '1 onion, chopped', '1 litre vegetable stock'],
  },
  {
    title: 'Chickpea and spinach curry',
    ingredients: ['1 tin chickpeas', '200 g spinach', '1 tin chopped tomatoes', '2 tsp curry powder'],
  },
  { title: 'Overnight oats with berries', ingredients: ['80 g rolled oats', '200 ml milk', '100 g berries'] },
  { title: 'Tray-baked salmon and greens', ingredients: ['2 salmon fillets', '200 g green beans', '1 lemon'] },
];

/**
 * The session cookie of a new participant who has finished setup, saved the recipes above (favourites and eat this
 * week among them), planned dinners and breakfasts on four days of this week and ticked an item of its shopping
 * list: the signed-in pages then show what a person in the programme sees, not empty states or the checklist for
 * first-time users (which appears once four reads have answered, pushing the dashboard down: a layout shift).
 */
async function signedInCookie(baseUrl: string): Promise<string> {
  // As Lighthouse's browser asks (American English): the person's week then starts on the day the audited pages show.
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'accept-language': 'en-US' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Robin Example',
      email: `lighthouse-${Date.now()}@example.test`,
      password: 'correct horse battery staple',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const setup = await fetch(`${baseUrl}/api/me/setup`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'Robin Example', userType: 'regular', householdSize: 2, dietaryNeeds: [] }),
  });
  if (!setup.ok) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const send = async (method: string, apiPath: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${apiPath}`, { method, headers: { ...headers, cookie }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${apiPath} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { ...headers, cookie } })).json()) as { weekStart: WeekStart };
  const weekStart = weekStartOf(localToday(), me.weekStart);
  for (const [index, recipe] of recipes.entries()) {
    const { id } = await send('POST', '/api/recipes', { ...recipe, servings: 2, steps: ['Prepare everything.', 'Cook it through.'] });
    await send('PATCH', `/api/recipes/${id}`, { isFavorite: index % 2 === 0, eatThisWeek: index < 3 });
    for (const day of [index, index + 3]) {
      const mealType = recipe.title.startsWith('Overnight') ? 'breakfast' : 'dinner';
      await send('POST', '/api/meal-plan/entries', { date: addDays(weekStart, day), mealType, recipeId: id, servings: 2 });
    }
  }
  // They have used this week's list too (one item ticked), so the dashboard's checklist for first-time users is done.
  const week = new URLSearchParams({ from: weekStart, to: addDays(weekStart, 6) });
  const list = (await (await fetch(`${baseUrl}/api/shopping-list?${week.toString()}`, { headers: { ...headers, cookie } })).json()) as {
    items: { id: string }[];
  };
  const first = list.items[0];
  if (!first) throw new Error('the planned week has an empty shopping list');
  await send('PATCH', `/api/shopping-list/items/${encodeURIComponent(first.id)}?${week.toString()}`, { checked: true });
  return cookie;
}

/** Runs the Lighthouse CLI (mobile is its default form factor and throttling) and returns its JSON report. */
function audit(url: string, reportPath: string, extraHeaders: Record<string, string>): Promise<LighthouseReport> {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportPath}`,
    `--only-categories=${categories.join(',')}`,
    '--form-factor=mobile',
    '--disable-full-page-screenshot',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
  ];
  if (Object.keys(extraHeaders).length > 0) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited with code ${code} for ${url}`));
      else resolve(JSON.parse(readFileSync(reportPath, 'utf8')) as LighthouseReport);
    });
  });
}

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));

/** The middle run's score (the lower middle of an even number); null when no run scored. */
function median(values: (number | null)[]): number | null {
  const scored = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return scored.length === 0 ? null : (scored[Math.floor((scored.length - 1) / 2)] ?? null);
}

/** The audits that cost points: scored below 1 and weighted in a category, or failed binary checks. */
function failingAudits(report: LighthouseReport) {
  const weighted = new Set(Object.values(report.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)));
  return Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && weighted.has(a.id) && a.scoreDisplayMode !== 'informative')
    .map((a) => ({ id: a.id, title: a.title, score: a.score, ...(a.displayValue ? { value: a.displayValue } : {}) }));
}

async function main() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    console.log('No build in dist/: running npm run build first.');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ck-lighthouse-'));
  const server = await startAppServer({ port, env: { DATA_DIR: dataDir } });
  type Scores = Record<Category, number | null>;
  const results: { page: string; scores: Scores; runs: Scores[]; failing: ReturnType<typeof failingAudits> }[] = [];
  try {
    const cookie = await signedInCookie(server.baseUrl);
    for (const page of pagesToAudit) {
      const reportPath = path.join(outDir, `${page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-')}.report.json`);
      const pageRuns: Scores[] = [];
      const failing = new Map<string, ReturnType<typeof failingAudits>[number]>();
      for (let run = 1; run <= runs; run++) {
        console.log(`Auditing ${page.path}${page.signedIn ? ' (signed in)' : ''}, run ${run} of ${runs}…`);
        const headers: Record<string, string> = page.signedIn ? { Cookie: cookie } : {};
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, once.
        const report = await audit(`${server.baseUrl}${page.path}`, reportPath, headers).catch((error: unknown) => {
          console.log(`  …the run failed (${error instanceof Error ? error.message : String(error)}); running it again`);
          return audit(`${server.baseUrl}${page.path}`, reportPath, headers);
        });
        pageRuns.push(Object.fromEntries(categories.map((c) => [c, report.categories[c]?.score ?? null])) as Scores);
        for (const audit of failingAudits(report)) failing.set(audit.id, audit);
      }
      const scores = Object.fromEntries(categories.map((c) => [c, median(pageRuns.map((r) => r[c]))])) as Scores;
      results.push({ page: page.path, scores, runs: pageRuns, failing: [...failing.values()] });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  writeFileSync(
    path.join(outDir, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), formFactor: 'mobile', runsPerPage: runs, results }, null, 2)}\n`,
  );
  console.log(`\nMedian of ${runs} run${runs === 1 ? '' : 's'} per page:`);
  const header = ['page', ...categories];
  const rows = results.map((r) => [r.page, ...categories.map((c) => score(r.scores[c]))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  console.log(`\n${[header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n')}`);
  for (const r of results) {
    if (r.failing.length > 0)
      console.log(
        `\n${r.page} loses points (in some run) on: ${r.failing.map((a) => `${a.id}${a.value ? ` (${a.value})` : ''}`).join(', ')}`,
      );
  }
  console.log(`\nScores and failing audits: ${path.relative(process.cwd(), path.join(outDir, 'results.json'))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
