import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inSwitcherOrder, languageFactsOf, sourceTag, type LanguageFacts } from './language-facts.ts';

/**
 * The catalogues folder, read in Node: by the server (which finds it beside its own modules, in dist/ once built:
 * tsconfig.server.json copies it), the scripts, and the build's plugin that hands the browser the list
 * (scripts/catalogue-plugin.ts). Never in the browser: it has no files to read.
 */
export const cataloguesFolder = fileURLToPath(new URL('./catalogues', import.meta.url));

/** The tags of the catalogues in `folder`: one `<tag>.json` each. */
export const catalogueTags = (folder: string = cataloguesFolder): string[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

export const readCatalogue = (tag: string, folder: string = cataloguesFolder): Record<string, string> =>
  JSON.parse(readFileSync(path.join(folder, `${tag}.json`), 'utf8')) as Record<string, string>;

/** Every language with a catalogue in `folder`, with its facts, in the switcher's order. */
export function languagesInFolder(folder: string = cataloguesFolder): LanguageFacts[] {
  const tags = catalogueTags(folder);
  if (!tags.includes(sourceTag)) throw new Error(`No ${sourceTag}.json in ${folder}: every language is checked against it`);
  return inSwitcherOrder(tags.map((tag) => languageFactsOf(tag, readCatalogue(tag, folder))));
}
