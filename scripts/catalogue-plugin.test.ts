import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguesFolder } from '../src/shared/i18n/catalogue-folder.ts';
import { cataloguePlugin } from './catalogue-plugin.ts';

// The browser's list of languages (the switcher's, the profile's) is the build's reading of the catalogues folder:
// one catalogue more there is one language more on the page, and nothing of the folder reader reaches the browser.
describe('the browser’s list of shipped languages', () => {
  let folder = '';
  let vite: ViteDevServer | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'ck-catalogues-'));
    cpSync(cataloguesFolder, folder, { recursive: true });
    const source = JSON.parse(readFileSync(path.join(folder, 'en-GB.json'), 'utf8')) as Record<string, string>;
    writeFileSync(
      path.join(folder, 'xx.json'),
      JSON.stringify({ ...source, 'language.name': 'Xish', 'language.direction': 'rtl', 'language.weekStart': 'sunday' }),
    );
    vite = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [cataloguePlugin({ folder })],
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
    });
  });

  afterAll(async () => {
    await vite?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is the folder’s, a new catalogue included, with each language’s facts and none of its messages', async () => {
    const module = await vite?.environments.client.transformRequest('/src/shared/i18n/shipped-languages.ts');
    const code = module?.code ?? '';
    expect(code).toMatch(/^export const shippedLanguages = \[/);
    expect(code).not.toContain('import');
    const list = JSON.parse(code.slice(code.indexOf('['), code.lastIndexOf(']') + 1)) as unknown[];
    expect(list).toContainEqual({ tag: 'xx', name: 'Xish', direction: 'rtl', weekStart: 'sunday' });
    expect(list).toContainEqual({ tag: 'de', name: 'Deutsch', direction: 'ltr', weekStart: 'monday' });
    expect(list).toHaveLength(12);
  });
});
