import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { sourceLocale, type Locale } from '../../shared/i18n/locales.ts';
import { findRouteRule, matchPattern } from '../../shared/routing.ts';
import { localeOfRequest } from '../lib/request-locale.ts';

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
 * Each page is drawn in the visitor's language (src/server/lib/request-locale.ts). The words its first load names come
 * inside the page (a JSON script, `first-words`), so it draws without waiting for its language's whole catalogue,
 * which the browser asks for once the page is drawn (docs/decisions/0060-first-words-in-the-page.md); a page the build
 * has no words for (an unknown address) names the catalogue's chunk beside the entry instead, as it waits for it.
 */

interface PagesFile {
  prerendered: Record<string, string>;
  /**
   * Each language's folder of drawn pages, its catalogue's chunks, and its file of first words (route pattern → the
   * words of the route's first load); absent from builds before languages, `firstWords` from builds before them.
   */
  locales?: Record<string, { shell: string; scripts: string[]; firstWords?: string }>;
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

/** Asks search engines that read the page itself (not only its headers) to leave it out. */
const robotsMeta = '<meta name="robots" content="noindex, nofollow">';

/** A page whose address is a secret (a route rule's `secretAddress`: a shared recipe's link), kept out of search engines. */
export const hasSecretAddress = (pagePath: string) => findRouteRule(pagePath)?.secretAddress === true;

function readPagesFile(webDir: string): PagesFile {
  const file = path.join(webDir, 'prerendered', 'pages.json');
  // A build from before prerendering, or a test's bare index.html: the shell alone, for every page.
  if (!existsSync(file)) return { prerendered: {}, routes: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page's first words, as a script the browser does not run (main.tsx reads it); `<` escaped, so no text ends it. */
function firstWordsScript(route: string, words: unknown): string {
  const json = JSON.stringify(words).replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-words" data-route="${attribute(route)}">${json}</script>`;
}

function headLinks(
  pages: PagesFile,
  route: PagesFile['routes'][number] | undefined,
  signedIn: boolean,
  drawn: boolean,
  plainAddress: boolean,
  language: string[],
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
    ...[...language, ...scripts, ...navigation].map(
      (href) => `<link rel="modulepreload" crossorigin${priority} href="${attribute(href)}">`,
    ),
  ];
  return links.join('');
}

export interface PageHtml {
  /** The HTML for a page path; null when the client is not built. */
  htmlFor(request: { path: string; search: string; cookie: string | undefined; acceptLanguage?: string }): string | null;
}

export function loadPageHtml(webDir: string): PageHtml {
  const indexFile = path.join(webDir, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const pages = readPagesFile(webDir);
  const read = (file: string) => readFileSync(path.join(webDir, 'prerendered', file), 'utf8');
  // A build from before languages has one shell (index.html) and its drawn pages beside pages.json.
  const languages = pages.locales ?? { [sourceLocale]: { shell: '', scripts: [] } };
  const shells = new Map(Object.entries(languages).map(([locale, { shell }]) => [locale, shell ? read(shell) : index]));
  const firstWords = new Map(
    Object.entries(languages).map(([locale, { firstWords: file }]) => [
      locale,
      file ? (JSON.parse(read(file)) as Record<string, unknown>) : ({} as Record<string, unknown>),
    ]),
  );
  const prerendered = new Map(
    Object.keys(languages).flatMap((locale) =>
      Object.entries(pages.prerendered).map(([pagePath, file]) => [
        `${locale} ${pagePath}`,
        read(pages.locales ? `${locale}/${file}` : file),
      ]),
    ),
  );
  // One answer per route and kind of visitor, made the first time it is asked for.
  const made = new Map<string, string>();
  const withLinks = (
    html: string,
    kind: 'drawn' | 'shell',
    pattern: string | undefined,
    signedIn: boolean,
    plainAddress: boolean,
    locale: Locale,
  ): string => {
    const key = `${locale} ${kind} ${signedIn ? 'in' : 'out'} ${plainAddress ? 'plain' : 'query'} ${pattern ?? ''}`;
    let answer = made.get(key);
    if (answer === undefined) {
      const route = pages.routes.find((r) => r.pattern === pattern);
      const words = pattern === undefined ? undefined : firstWords.get(locale)?.[pattern];
      // With its first words, the page asks for the whole catalogue once drawn; without, it waits for it.
      const catalogue = words === undefined ? (languages[locale]?.scripts ?? []) : [];
      const head = headLinks(pages, route, signedIn, kind === 'drawn', plainAddress, catalogue);
      answer = html.replace(
        '</head>',
        `${head}${words === undefined || pattern === undefined ? '' : firstWordsScript(pattern, words)}</head>`,
      );
      made.set(key, answer);
    }
    return answer;
  };

  return {
    htmlFor({ path: pagePath, search, cookie, acceptLanguage }) {
      const chosen = localeOfRequest({ cookie, acceptLanguage });
      // A language the build did not draw (a build from before it shipped) gets the source language's pages.
      const locale = shells.has(chosen) ? chosen : sourceLocale;
      const shell = shells.get(locale) ?? null;
      if (shell === null) return null;
      const signedIn = sessionCookie.test(cookie ?? '');
      const route = pages.routes.find((r) => matchPattern(r.pattern, pagePath) !== null);
      const drawn = !signedIn && search === '' ? prerendered.get(`${locale} ${pagePath}`) : undefined;
      if (drawn !== undefined) return withLinks(drawn, 'drawn', route?.pattern, false, true, locale);
      const page = withLinks(shell, 'shell', route?.pattern, signedIn, search === '', locale);
      return hasSecretAddress(pagePath) ? page.replace('</head>', `${robotsMeta}</head>`) : page;
    },
  };
}

/** The handler for every page path: the HTML above, never cached without asking (a new build changes it). */
export function pageHtml(webDir: string) {
  const pages = loadPageHtml(webDir);
  return (c: Context) => {
    const url = new URL(c.req.url);
    const html = pages.htmlFor({
      path: url.pathname,
      search: url.search,
      cookie: c.req.header('cookie'),
      acceptLanguage: c.req.header('accept-language'),
    });
    if (html === null) return c.text(notBuilt, 503);
    c.header('cache-control', 'no-cache');
    // The page is drawn in the visitor's language, and for a visitor with or without a session.
    c.header('vary', 'Accept-Language, Cookie');
    if (hasSecretAddress(url.pathname)) {
      c.header('x-robots-tag', 'noindex, nofollow');
      // The address is the secret: a link followed from the page must not carry it to another site.
      c.header('referrer-policy', 'no-referrer');
    }
    return c.html(html);
  };
}
