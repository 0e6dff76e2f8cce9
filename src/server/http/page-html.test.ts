import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageHtml, pageHtml } from './page-html.ts';

/** A build as scripts/prerender-pages.ts leaves it: the shell, two drawn pages, the routes' chunks. */
function writeBuild(webDir: string) {
  const page = (root: string) => `<!doctype html><html><head><title>Champion Kitchen</title></head><body>${root}</body></html>`;
  writeFileSync(path.join(webDir, 'index.html'), page('<div id="root"><header>shell</header></div>'));
  mkdirSync(path.join(webDir, 'prerendered'));
  writeFileSync(path.join(webDir, 'prerendered', 'home.html'), page('<div id="root" data-prerendered="signed-out"><h1>Welcome</h1></div>'));
  writeFileSync(
    path.join(webDir, 'prerendered', 'signin.html'),
    page('<div id="root" data-prerendered="signed-out"><h1>Sign in</h1></div>'),
  );
  writeFileSync(
    path.join(webDir, 'prerendered', 'pages.json'),
    JSON.stringify({
      prerendered: { '/': 'home.html', '/signin': 'signin.html' },
      routes: [
        { pattern: '/', scripts: ['/assets/home-page-a1.js'], styles: [] },
        { pattern: '/signin', scripts: ['/assets/sign-in-page-b2.js', '/assets/zod-c3.js'], styles: [] },
        { pattern: '/recipe-catalog', scripts: ['/assets/recipe-catalog-page-d4.js'], styles: ['/assets/catalogue-e5.css'] },
        { pattern: '/accept-invite/:inviteCode', scripts: ['/assets/accept-invite-page-f6.js'], styles: [] },
      ],
    }),
  );
}

const session = 'better-auth.session_token=abc.def';
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin(?: fetchpriority="low")? href="([^"]+)">/g)].map((m) => m[1]);

describe('the HTML of a page', () => {
  let webDir: string;
  beforeAll(() => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'ck-pages-'));
    writeBuild(webDir);
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('a visitor without a session gets the public pages drawn, with their chunks named', () => {
    const pages = loadPageHtml(webDir);
    const home = pages.htmlFor({ path: '/', search: '', cookie: undefined });
    expect(home).toContain('<h1>Welcome</h1>');
    expect(modulePreloads(home!)).toEqual(['/assets/home-page-a1.js']);
    // Seen before its scripts run: they wait behind the stylesheet.
    expect(home).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-page-a1.js">');
    const signIn = pages.htmlFor({ path: '/signin', search: '', cookie: 'theme=dark' });
    expect(signIn).toContain('<h1>Sign in</h1>');
    expect(modulePreloads(signIn!)).toEqual(['/assets/sign-in-page-b2.js', '/assets/zod-c3.js']);
    expect(signIn).not.toContain('as="fetch"');
  });

  it("a session cookie, on http or https, gets the app shell with the first reads preloaded, never the visitors' page", () => {
    const pages = loadPageHtml(webDir);
    for (const cookie of [session, `theme=dark; __Secure-${session}`]) {
      const html = pages.htmlFor({ path: '/', search: '', cookie });
      expect(html).toContain('<header>shell</header>');
      expect(html).not.toContain('Welcome');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    }
  });

  it('a query string gets the app shell: the drawn page knows of no ?redirectTo= or ?error=', () => {
    const html = loadPageHtml(webDir).htmlFor({ path: '/signin', search: '?redirectTo=%2Fprofile', cookie: undefined });
    expect(html).toContain('<header>shell</header>');
    expect(modulePreloads(html!)).toEqual(['/assets/sign-in-page-b2.js', '/assets/zod-c3.js']);
  });

  it("a signed-in page names its route's chunks and styles, patterns included", () => {
    const pages = loadPageHtml(webDir);
    const catalogue = pages.htmlFor({ path: '/recipe-catalog', search: '?tab=mine', cookie: session })!;
    expect(modulePreloads(catalogue)).toEqual(['/assets/recipe-catalog-page-d4.js']);
    expect(catalogue).not.toContain('fetchpriority');
    expect(catalogue).toContain('<link rel="stylesheet" crossorigin href="/assets/catalogue-e5.css">');
    expect(catalogue.indexOf('modulepreload')).toBeLessThan(catalogue.indexOf('</head>'));
    const invite = pages.htmlFor({ path: '/accept-invite/Xy12', search: '', cookie: undefined })!;
    expect(modulePreloads(invite)).toEqual(['/assets/accept-invite-page-f6.js']);
    const unknown = pages.htmlFor({ path: '/no/such/page', search: '', cookie: session })!;
    expect(modulePreloads(unknown)).toEqual([]);
  });

  // Issue 20 part 5: a shared recipe's address is its secret: search engines are asked to leave it out, and a link
  // followed from it does not carry it to another site. Other pages are left as they were.
  it('keeps a shared recipe page out of search engines, in its HTML and its headers', async () => {
    const app = new Hono().get('*', pageHtml(`${webDir}/`));
    for (const cookie of [undefined, session]) {
      const shared = await app.request('/r/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', { headers: cookie ? { cookie } : {} });
      expect(shared.status).toBe(200);
      expect(await shared.text()).toContain('<meta name="robots" content="noindex, nofollow"></head>');
      expect(shared.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(shared.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const other = await app.request('/accept-invite/Xy12');
    expect(await other.text()).not.toContain('noindex');
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });

  it('is served uncached, and says so when the client is not built', async () => {
    const app = new Hono().get('*', pageHtml(`${webDir}/`));
    const response = await app.request('/signin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<h1>Sign in</h1>');
    const bare = new Hono().get('*', pageHtml(path.join(webDir, 'missing')));
    const missing = await bare.request('/');
    expect(missing.status).toBe(503);
    expect(await missing.text()).toMatch(/not built yet/);
  });

  it("a signed-in visitor's page also names the navigation's chunks, once; a visitor without a session's does not", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pages-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
      mkdirSync(path.join(dir, 'prerendered'));
      writeFileSync(
        path.join(dir, 'prerendered', 'pages.json'),
        JSON.stringify({
          prerendered: {},
          routes: [
            { pattern: '/dashboard', scripts: ['/assets/dashboard-page-a1.js', '/assets/pages-shared-b2.js'], styles: [] },
            { pattern: '/signin', scripts: ['/assets/sign-in-page-c3.js'], styles: [] },
          ],
          signedIn: { scripts: ['/assets/top-nav-d4.js', '/assets/pages-shared-b2.js'] },
        }),
      );
      const pages = loadPageHtml(dir);
      const dashboard = pages.htmlFor({ path: '/dashboard', search: '', cookie: session })!;
      expect(modulePreloads(dashboard)).toEqual(['/assets/dashboard-page-a1.js', '/assets/pages-shared-b2.js', '/assets/top-nav-d4.js']);
      const signIn = pages.htmlFor({ path: '/signin', search: '', cookie: undefined })!;
      expect(modulePreloads(signIn)).toEqual(['/assets/sign-in-page-c3.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a signed-in page preloads its own first reads at its plain address only, and never for a visitor without a session', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pages-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
      mkdirSync(path.join(dir, 'prerendered'));
      const reads = ['/api/recipes?filter=favourites&limit=6', '/api/me/champion'];
      writeFileSync(
        path.join(dir, 'prerendered', 'pages.json'),
        JSON.stringify({ prerendered: {}, routes: [{ pattern: '/dashboard', scripts: [], styles: [], reads }] }),
      );
      const fetchPreloads = (html: string) =>
        [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]?.replaceAll('&amp;', '&'));
      const pages = loadPageHtml(dir);
      expect(fetchPreloads(pages.htmlFor({ path: '/dashboard', search: '', cookie: session })!)).toEqual([
        '/api/auth/get-session',
        '/api/me',
        ...reads,
      ]);
      expect(fetchPreloads(pages.htmlFor({ path: '/dashboard', search: '?week=2026-11-23', cookie: session })!)).toEqual([
        '/api/auth/get-session',
        '/api/me',
      ]);
      expect(fetchPreloads(pages.htmlFor({ path: '/dashboard', search: '', cookie: undefined })!)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws each page in the visitor’s language: the cookie’s, else the browser’s, with that language’s catalogue named', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pages-'));
    try {
      const page = (lang: string, root: string) => `<!doctype html><html lang="${lang}" dir="ltr"><head></head><body>${root}</body></html>`;
      writeFileSync(path.join(dir, 'index.html'), page('en-GB', '<div id="root">shell</div>'));
      for (const lang of ['en-GB', 'en-US']) {
        mkdirSync(path.join(dir, 'prerendered', lang), { recursive: true });
        writeFileSync(path.join(dir, 'prerendered', lang, 'shell.html'), page(lang, '<div id="root">shell</div>'));
        writeFileSync(
          path.join(dir, 'prerendered', lang, 'home.html'),
          page(lang, `<div id="root" data-prerendered="signed-out">home ${lang}</div>`),
        );
      }
      writeFileSync(
        path.join(dir, 'prerendered', 'pages.json'),
        JSON.stringify({
          prerendered: { '/': 'home.html' },
          locales: {
            'en-GB': { shell: 'en-GB/shell.html', scripts: ['/assets/en-GB-1.js'] },
            'en-US': { shell: 'en-US/shell.html', scripts: ['/assets/en-US-2.js'] },
          },
          routes: [{ pattern: '/', scripts: ['/assets/home-page-a1.js'], styles: [] }],
        }),
      );
      const pages = loadPageHtml(dir);
      const us = pages.htmlFor({ path: '/', search: '', cookie: undefined, acceptLanguage: 'en-US,en;q=0.9' })!;
      expect(us).toContain('home en-US');
      expect(modulePreloads(us)).toEqual(['/assets/en-US-2.js', '/assets/home-page-a1.js']);
      const chosen = pages.htmlFor({ path: '/', search: '', cookie: 'ck-lang=en-GB', acceptLanguage: 'en-US' })!;
      expect(chosen).toContain('home en-GB');
      expect(modulePreloads(chosen)).toEqual(['/assets/en-GB-1.js', '/assets/home-page-a1.js']);
      const shell = pages.htmlFor({ path: '/profile', search: '', cookie: `${session}; ck-lang=en-US`, acceptLanguage: 'en-GB' })!;
      expect(shell).toContain('<html lang="en-US"');
      expect(modulePreloads(shell)[0]).toBe('/assets/en-US-2.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("puts a route's first words in its page, in the visitor's language, instead of naming the whole catalogue", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pages-'));
    try {
      const page = (lang: string) =>
        `<!doctype html><html lang="${lang}" dir="ltr"><head></head><body><div id="root">shell</div></body></html>`;
      writeFileSync(path.join(dir, 'index.html'), page('en-GB'));
      const words = {
        'en-GB': { '/dashboard': { 'dashboard.page.title': ['Dashboard'], 'app.name': ['</script><script>alert(1)</script>'] } },
        de: { '/dashboard': { 'dashboard.page.title': ['Übersicht'] } },
      };
      for (const lang of ['en-GB', 'de'] as const) {
        mkdirSync(path.join(dir, 'prerendered', lang), { recursive: true });
        writeFileSync(path.join(dir, 'prerendered', lang, 'shell.html'), page(lang));
        writeFileSync(path.join(dir, 'prerendered', lang, 'first-words.json'), JSON.stringify(words[lang]));
      }
      writeFileSync(
        path.join(dir, 'prerendered', 'pages.json'),
        JSON.stringify({
          prerendered: {},
          locales: {
            'en-GB': { shell: 'en-GB/shell.html', scripts: ['/assets/en-GB-1.js'], firstWords: 'en-GB/first-words.json' },
            de: { shell: 'de/shell.html', scripts: ['/assets/de-2.js'], firstWords: 'de/first-words.json' },
          },
          routes: [{ pattern: '/dashboard', scripts: ['/assets/dashboard-page-a1.js'], styles: [] }],
        }),
      );
      const pages = loadPageHtml(dir);
      const wordsIn = (html: string) => {
        const script = /<script type="application\/json" id="first-words" data-route="([^"]*)">(.*?)<\/script>/.exec(html);
        return script ? { route: script[1], words: JSON.parse(script[2] ?? '') as unknown } : null;
      };

      const german = pages.htmlFor({ path: '/dashboard', search: '', cookie: `${session}; ck-lang=de` })!;
      expect(wordsIn(german)).toEqual({ route: '/dashboard', words: words.de['/dashboard'] });
      expect(modulePreloads(german)).toEqual(['/assets/dashboard-page-a1.js']);
      // No text in the words can end their script: the one closing tag is the script's own.
      const english = pages.htmlFor({ path: '/dashboard', search: '?x=1', cookie: session })!;
      expect(english.match(/<\/script>/g)).toHaveLength(1);
      expect(wordsIn(english)?.words).toEqual(words['en-GB']['/dashboard']);
      // An address no route has: no words, and the catalogue named, which the page waits for.
      const unknown = pages.htmlFor({ path: '/nowhere', search: '', cookie: session })!;
      expect(wordsIn(unknown)).toBeNull();
      expect(modulePreloads(unknown)).toEqual(['/assets/en-GB-1.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
