import { cataloguesFolder, languagesInFolder } from './catalogue-folder.ts';
import type { LanguageFacts } from './language-facts.ts';

/**
 * The shipped languages: one per catalogue in ./catalogues, with its facts, in the switcher's order
 * (docs/decisions/0054-a-language-is-its-catalogue.md). In Node (the server, the scripts, the prerender, the API
 * tests) the folder is read when this module loads. In the browser's bundle the build puts the same list, read at
 * build time, in place of this module (scripts/catalogue-plugin.ts): no file reading, and no catalogue's messages
 * in the entry.
 */
export const shippedLanguages: readonly LanguageFacts[] = languagesInFolder(cataloguesFolder);
