import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const catalogueFile = /\/src\/shared\/i18n\/catalogues\/[^/]+\.json$/;

/** A catalogue's messages, ICU text compiled into the form Lingui's runtime reads without a parser. */
export function compileCatalogue(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/**
 * Imports of a catalogue (src/shared/i18n/catalogues/<locale>.json) arrive compiled: the browser gets Lingui's
 * compiled messages, and never the ICU parser (docs/decisions/0044-languages.md).
 */
export function cataloguePlugin(): Plugin {
  return {
    name: 'champion-kitchen:catalogues',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!catalogueFile.test(file)) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return { code: `export default ${JSON.stringify(compileCatalogue(messages))};`, moduleType: 'js' };
    },
  };
}
