import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { matchPattern } from '../../shared/routing.ts';

/**
 * The HTML of a page (docs/decisions/0038-pages-before-javascript.md). The build leaves three kinds in dist/web:
 * - index.html: the app shell (header and a Loading status) and the entry's scripts;
 * - prerendered/<page>.html: the public pages (/, /signin, /signup) as a visitor without a session sees them;
 * - prerendered/pages.json: which chunks each route's page loads beyond the entry, and which every signed-in page
 *   loads (the navigation).
 * A visitor with no session cookie asking for a public page without a query string gets that page, drawn. Anyone
 * else gets the app shell, with the route's chunks named in <link rel="modulepreload"> so they download beside
 * the entry rather than after it, and, with a session cookie, the two reads every signed-in page starts with
 * (the session, then the user) preloaded, and the navigation's chunks named. Everything is read once, at start-up.
 */

interface PagesFile {
  prerendered: Record<string, string>;
  /** `reads`: the page's first reads that depend on nothing the browser alone knows (absent from older builds). */
  routes: { pattern: string; scripts: string[]; styles: string[]; reads?: string[] }[];
  /** Absent from builds before it was written. */
  signedIn?: { scripts: string[] };
}

/** better-auth's session cookie, with the prefix it takes on https. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The reads every signed-in page makes first (api/me/get-me.ts), in the order it makes them. */
const signedInReads = ['/api/auth/get-session', '/api/me'];

const notBuilt = 'The web client is not built yet: run `npm run build`.';

function readPagesFile(webDir: string): PagesFile {
  const file = path.join(webDir, 'prerendered', 'pages.json');
  // A build from before prerendering, or a test's bare index.html: the shell alone, for every page.
  if (!existsSync(file)) return { prerendered: {}, routes: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function headLinks(
  pages: PagesFile,
  route: PagesFile['routes'][number] | undefined,
  signedIn: boolean,
  drawn: boolean,
  plainAddress: boolean,
): string {
  // A drawn page is seen before its scripts run: they come after the stylesheet (as its own entry's do).
  const priority = drawn ? ' fetchpriority="low"' : '';
  const scripts = route?.scripts ?? [];
  // The shell loads the navigation as soon as it knows the person is signed in: with a session, it can start now.
  const navigation = signedIn ? (pages.signedIn?.scripts ?? []).filter((href) => !scripts.includes(href)) : [];
  // The page's own first reads that depend on nothing the browser alone knows (pages.json's `reads`), for a signed-in
  // visitor at the page's plain address: with a query string the page may read something else.
  const reads = signedIn ? [...signedInReads, ...(plainAddress ? (route?.reads ?? []) : [])] : [];
  const links = [
    ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`),
    ...(route?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
    ...[...scripts, ...navigation].map((href) => `<link rel="modulepreload" crossorigin${priority} href="${attribute(href)}">`),
  ];
  return links.join('');
}

export interface PageHtml {
  /** The HTML for a page path; null when the client is not built. */
  htmlFor(request: { path: string; search: string; cookie: string | undefined }): string | null;
}

export function loadPageHtml(webDir: string): PageHtml {
  const indexFile = path.join(webDir, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const pages = readPagesFile(webDir);
  const prerendered = new Map(
    Object.entries(pages.prerendered).map(([pagePath, file]) => [pagePath, readFileSync(path.join(webDir, 'prerendered', file), 'utf8')]),
  );
  // One answer per route and kind of visitor, made the first time it is asked for.
  const made = new Map<string, string>();
  const withLinks = (
    html: string,
    kind: 'drawn' | 'shell',
    pattern: string | undefined,
    signedIn: boolean,
    plainAddress: boolean,
  ): string => {
    const key = `${kind} ${signedIn ? 'in' : 'out'} ${plainAddress ? 'plain' : 'query'} ${pattern ?? ''}`;
    let answer = made.get(key);
    if (answer === undefined) {
      const route = pages.routes.find((r) => r.pattern === pattern);
      answer = html.replace('</head>', `${headLinks(pages, route, signedIn, kind === 'drawn', plainAddress)}</head>`);
      made.set(key, answer);
    }
    return answer;
  };

  return {
    htmlFor({ path: pagePath, search, cookie }) {
      if (shell === null) return null;
      const signedIn = sessionCookie.test(cookie ?? '');
      const route = pages.routes.find((r) => matchPattern(r.pattern, pagePath) !== null);
      const drawn = !signedIn && search === '' ? prerendered.get(pagePath) : undefined;
      if (drawn !== undefined) return withLinks(drawn, 'drawn', route?.pattern, false, true);
      return withLinks(shell, 'shell', route?.pattern, signedIn, search === '');
    },
  };
}

/** The handler for every page path: the HTML above, never cached without asking (a new build changes it). */
export function pageHtml(webDir: string) {
  const pages = loadPageHtml(webDir);
  return (c: Context) => {
    const url = new URL(c.req.url);
    const html = pages.htmlFor({ path: url.pathname, search: url.search, cookie: c.req.header('cookie') });
    if (html === null) return c.text(notBuilt, 503);
    c.header('cache-control', 'no-cache');
    return c.html(html);
  };
}
