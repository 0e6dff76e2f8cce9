import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogueTags, cataloguesFolder, languagesInFolder } from '../src/shared/i18n/catalogue-folder.ts';
import { compileCatalogue } from './compile-catalogue.ts';

const catalogueFile = /\/src\/shared\/i18n\/catalogues\/[^/]+\.json$/;
const shippedLanguagesModule = /\/src\/shared\/i18n\/shipped-languages\.ts$/;

/**
 * Imports of a catalogue (src/shared/i18n/catalogues/<locale>.json) arrive compiled: the browser gets Lingui's
 * compiled messages, and never the ICU parser (docs/decisions/0044-languages.md).
 *
 * And the browser's list of shipped languages is the folder's, read now (docs/decisions/0054-a-language-is-its-catalogue.md):
 * src/shared/i18n/shipped-languages.ts, which reads the folder in Node, becomes the list itself in the bundle, a few
 * hundred bytes. Code run in Node through Vite (the prerender, the API tests) keeps the module as it is.
 * `folder` is for tests; the app's catalogues are in src/shared/i18n/catalogues.
 */
export function cataloguePlugin({ folder = cataloguesFolder }: { folder?: string } = {}): Plugin {
  return {
    name: 'champion-kitchen:catalogues',
    enforce: 'pre',
    load(id, options) {
      const file = id.split('?')[0] ?? id;
      if (shippedLanguagesModule.test(file) && !options?.ssr) {
        for (const tag of catalogueTags(folder)) this.addWatchFile(path.join(folder, `${tag}.json`));
        return { code: `export const shippedLanguages = ${JSON.stringify(languagesInFolder(folder))};`, moduleType: 'js' };
      }
      if (!catalogueFile.test(file)) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return { code: `export default ${JSON.stringify(compileCatalogue(messages))};`, moduleType: 'js' };
    },
    // `npm run dev`: a catalogue added or removed while it runs changes the list at once.
    configureServer(server) {
      const listChanged = (file: string) => {
        if (path.dirname(file) !== folder || !file.endsWith('.json')) return;
        for (const module of server.moduleGraph.getModulesByFile(path.join(folder, '..', 'shipped-languages.ts')) ?? [])
          server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add(folder);
      server.watcher.on('add', listChanged);
      server.watcher.on('unlink', listChanged);
    },
  };
}
