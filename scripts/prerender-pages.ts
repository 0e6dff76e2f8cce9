// `npm run build`, after `vite build`: draws pages before any JavaScript runs (docs/decisions/0038-pages-before-javascript.md).
// - dist/web/index.html gets the app shell (the header and the Loading status) inside #root, so every page paints
//   at once; the service worker's precache entry for it is brought up to date.
// - The public pages (/, /signin, /signup) are drawn as a visitor without a session sees them, in every shipped
//   language, into dist/web/prerendered/<locale>/, for the server to send to such visitors; the browser hydrates
//   them. The app shell is drawn in every language too (prerendered/<locale>/shell.html); index.html keeps the
//   source language's, for the service worker to fall back on offline.
// - dist/web/prerendered/pages.json lists, for every route of the router, the chunks it loads (its lazy page and
//   that page's static imports, from Vite's manifest), which the server names in <link rel="modulepreload">, and
//   the chunks the shell loads on every signed-in page (its navigation), which it names for a signed-in visitor.
// It renders the app's own modules through Vite (the same aliases and transforms as the build) in this process.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { readCatalogue } from '../src/shared/i18n/catalogue-folder.ts';
import { directionOf, locales, sourceLocale, type Locale } from '../src/shared/i18n/locales.ts';
import { paths } from '../src/shared/routing.ts';
import type * as PrerenderModule from '../src/web/prerender.tsx';
import { compileCatalogue } from './compile-catalogue.ts';
import type { Manifest, ManifestChunk } from './check-budgets.mjs';
import { appSourceOf, firstLoadChunks, wordsOfChunks } from './first-words.ts';

const webDir = path.resolve('dist/web');
const outDir = path.join(webDir, 'prerendered');

/** The pages a visitor without a session sees the same for everyone: what the build can draw. */
const publicPages = [
  { path: paths.home, file: 'home.html' },
  { path: paths.signIn, file: 'signin.html' },
  { path: paths.signUp, file: 'signup.html' },
];

/**
 * What the shell loads on demand on every signed-in page (src/web/app/app-shell.tsx): the top navigation. Named in
 * the HTML for a signed-in visitor, it downloads beside the entry rather than once the person is known.
 */
const signedInModules = ['src/web/app/top-nav.tsx'];

/** What pages.json holds; src/server/http/page-html.ts reads it. */
export interface PagesFile {
  /** Path → file in this folder's <locale>/ folders, drawn for a visitor without a session. */
  prerendered: Record<string, string>;
  /**
   * Each shipped language → its folder's app shell, the chunks of its catalogue, and its file of first words: route
   * pattern → the compiled messages the route's first load names (scripts/first-words.ts).
   */
  locales: Record<string, { shell: string; scripts: string[]; firstWords: string }>;
  /** Route pattern → the URLs of its chunks beyond the entry's own (scripts, stylesheets). */
  routes: { pattern: string; scripts: string[]; styles: string[]; reads: string[] }[];
  /** The chunks every signed-in page loads beyond the entry's own (`signedInModules`). */
  signedIn: { scripts: string[] };
}

/** The files a manifest chunk loads with it: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function chunksOf(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const alreadyLoaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const keys = [...closure(manifest, key)].filter((k) => !alreadyLoaded.has(k));
  const chunks = keys.map((k) => manifest[k]).filter((c): c is ManifestChunk => c !== undefined);
  return {
    scripts: chunks.map((c) => `/${c.file}`),
    styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((file) => `/${file}`),
  };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tab's title as PageHeading sets it: the page's heading, then the app's name. */
function titleOf(html: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const text = heading ? decodeEntities(heading.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')).trim() : '';
  return text ? `${text} · Champion Kitchen` : 'Champion Kitchen';
}

/**
 * A drawn page needs its scripts only to become interactive, not to be seen: they are asked for at low priority,
 * after the stylesheet, so that on a slow connection they do not hold up the first paint.
 */
function scriptsAtLowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ');
}

/** The template in a language: `<html lang dir>`, the description and the no-script notice in its words. */
function inLanguage(template: string, locale: Locale, message: (key: 'app.description' | 'app.noScript') => string): string {
  const replaced = template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(message('app.description')).replace(/"/g, '&quot;')}$2`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(message('app.noScript'))}</noscript>`);
  if (!replaced.includes(`lang="${locale}"`)) throw new Error('dist/web/index.html has no <html lang> to set');
  return replaced;
}

function withRoot(template: string, rootAttributes: string, body: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`dist/web/index.html has no ${root} to fill`);
  return template.replace(root, `<div id="root"${rootAttributes}>${body}</div>`);
}

/** generateSW names index.html in sw.js with the MD5 of its content; the content changed, so must that. */
function updatePrecacheRevision(indexHtml: string) {
  const swPath = path.join(webDir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const entry = /(\{\s*url:\s*"index\.html",\s*revision:\s*")([0-9a-f]+)(")/;
  if (!entry.test(sw)) throw new Error('dist/web/sw.js does not precache index.html the way this script expects');
  const revision = createHash('md5').update(indexHtml).digest('hex');
  writeFileSync(swPath, sw.replace(entry, `$1${revision}$3`));
}

async function main() {
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
    mode: 'production',
  });
  try {
    const { renderPage, pageLoaders, message } = (await vite.ssrLoadModule('/src/web/prerender.tsx')) as typeof PrerenderModule;

    // Which manifest entry each route's loader loads: the module object it resolves to is the one Vite loaded.
    const pageEntries = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && manifest[key]?.src);
    const modules = new Map<unknown, string>();
    for (const key of pageEntries) modules.set(await vite.ssrLoadModule(`/${key}`), key);
    const routes: PagesFile['routes'] = [];
    const routeKeys = new Map<string, string>();
    for (const { path: pattern, load } of pageLoaders()) {
      const module = await load();
      const key = modules.get(module);
      if (!key) throw new Error(`No chunk in the build's manifest for the page at ${pattern}`);
      routeKeys.set(pattern, key);
      // The page's first reads that the server may preload for a signed-in visitor (app/first-reads.ts).
      const reads = [...((module as { firstReadAddresses?: readonly string[] }).firstReadAddresses ?? [])];
      routes.push({ pattern, ...chunksOf(manifest, key), reads });
    }

    // The words of each route's first load, as keys of the source catalogue.
    const sourceMessages = readCatalogue(sourceLocale);
    const allKeys = Object.keys(sourceMessages);
    const pageKeys = new Set(routeKeys.values());
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error("The build's manifest has no entry");
    const sourceOf = (file: string) => appSourceOf(webDir, file);
    const shellWords = wordsOfChunks(manifest, firstLoadChunks(manifest, entryKey, pageKeys), allKeys, sourceOf);
    const routeWords = new Map(
      [...routeKeys].map(([pattern, key]) => {
        const words = wordsOfChunks(manifest, firstLoadChunks(manifest, key, pageKeys), allKeys, sourceOf);
        return [pattern, allKeys.filter((word) => shellWords.has(word) || words.has(word))];
      }),
    );

    const signedIn: PagesFile['signedIn'] = { scripts: [] };
    for (const key of signedInModules) {
      if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is no longer a chunk of its own: update signedInModules`);
      signedIn.scripts.push(...chunksOf(manifest, key).scripts.filter((script) => !signedIn.scripts.includes(script)));
    }

    const prerendered: PagesFile['prerendered'] = {};
    const languages: PagesFile['locales'] = {};
    for (const locale of locales) {
      const folder = path.join(outDir, locale);
      mkdirSync(folder, { recursive: true });
      for (const page of publicPages) {
        const body = await renderPage(page.path, 'signed-out', locale);
        const html = withRoot(scriptsAtLowPriority(inLanguage(template, locale, message)), ' data-prerendered="signed-out"', body).replace(
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(titleOf(body))}</title>`,
        );
        writeFileSync(path.join(folder, page.file), html);
        prerendered[page.path] = page.file;
      }
      const shell = withRoot(inLanguage(template, locale, message), '', await renderPage(paths.home, 'unknown', locale));
      writeFileSync(path.join(folder, 'shell.html'), shell);
      const catalogue = `src/shared/i18n/catalogues/${locale}.json`;
      if (!manifest[catalogue]) throw new Error(`No chunk in the build's manifest for ${catalogue}`);
      const messages = readCatalogue(locale);
      const firstWords = Object.fromEntries(
        [...routeWords].map(([pattern, words]) => [
          pattern,
          compileCatalogue(Object.fromEntries(words.map((word) => [word, messages[word] ?? '']))),
        ]),
      );
      writeFileSync(path.join(folder, 'first-words.json'), JSON.stringify(firstWords));
      languages[locale] = {
        shell: `${locale}/shell.html`,
        scripts: chunksOf(manifest, catalogue).scripts,
        firstWords: `${locale}/first-words.json`,
      };
      if (locale === sourceLocale) {
        writeFileSync(path.join(webDir, 'index.html'), shell);
        updatePrecacheRevision(shell);
      }
    }
    const pagesFile: PagesFile = { prerendered, locales: languages, routes, signedIn };
    writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pagesFile, null, 2)}\n`);
    console.log(
      `Prerendered ${publicPages.map((p) => p.path).join(', ')} and the app shell in ${locales.length} languages, and the chunks of ${routes.length} routes.`,
    );
  } finally {
    await vite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
