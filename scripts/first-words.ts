// The words a page needs before the rest of its language arrives (docs/decisions/0060-first-words-in-the-page.md):
// read from the build, for scripts/prerender-pages.ts. A page's first load is the entry, the page's chunk, and what
// they load by themselves (static imports and the dynamic ones: dialogs, the navigation, schemas, error words),
// but not the other pages, which wait for the whole catalogue when the person goes to them, nor the catalogues. The
// words are every catalogue key that the code of those chunks names, as the catalogue-usage test finds them: a key
// written out in quotes, or every key under a prefix the code builds one from (`error.${code}`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from './check-budgets.mjs';

const catalogueModule = /(^|\/)src\/shared\/i18n\/catalogues\/[^/]+\.json$/;

/**
 * The manifest keys of what `start` (a page, or the entry) loads by itself: its static and dynamic imports,
 * recursively, stopping at the pages of `pages` other than `start` and at the catalogues.
 */
export function firstLoadChunks(manifest: Manifest, start: string, pages: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || catalogueModule.test(key) || (key !== start && pages.has(key))) return;
    seen.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit(start);
  return seen;
}

/** The keys of `keys` that `code` names: in quotes, or under a prefix it builds a key from. */
export function keysNamedIn(code: string, keys: readonly string[]): Set<string> {
  const quoted = new Set([...code.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)].map((match) => match[1]));
  const built = [...new Set([...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((match) => match[1] ?? ''))];
  return new Set(keys.filter((key) => quoted.has(key) || built.some((prefix) => key.startsWith(prefix))));
}

/** The app's own source of a built chunk, from its source map (the libraries' code left out). */
export function appSourceOf(webDir: string, file: string): string {
  const map = JSON.parse(readFileSync(path.join(webDir, `${file}.map`), 'utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
  return map.sources.map((source, index) => (source.includes('node_modules') ? '' : (map.sourcesContent?.[index] ?? ''))).join('\n');
}

/** The keys the chunks of `chunkKeys` name. */
export function wordsOfChunks(
  manifest: Manifest,
  chunkKeys: Iterable<string>,
  keys: readonly string[],
  sourceOf: (file: string) => string,
) {
  const words = new Set<string>();
  for (const key of chunkKeys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    for (const word of keysNamedIn(sourceOf(file), keys)) words.add(word);
  }
  return words;
}
