// Adding a language is adding its catalogue (docs/decisions/0054-a-language-is-its-catalogue.md): with one file
// more in the catalogues folder, and nothing else changed, the server offers the language.
import { rmSync } from 'node:fs';
import { afterAll, expect, it, vi } from 'vitest';

const xx = vi.hoisted(() => ({ folder: '' }));

// The server reads the catalogues from a copy of the folder with one more: xx, made from the source language.
vi.mock('../../shared/i18n/catalogue-folder.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/i18n/catalogue-folder.ts')>();
  const { cpSync, mkdtempSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { tmpdir } = await import('node:os');
  xx.folder = mkdtempSync(path.join(tmpdir(), 'ck-catalogues-'));
  cpSync(real.cataloguesFolder, xx.folder, { recursive: true });
  const source = real.readCatalogue('en-GB');
  const messages = Object.fromEntries(
    Object.entries(source).map(([key, message]) => [key, key.startsWith('language.') ? message : `xx ${message}`]),
  );
  writeFileSync(
    path.join(xx.folder, 'xx.json'),
    JSON.stringify({ ...messages, 'language.name': 'Xish', 'language.direction': 'ltr', 'language.weekStart': 'saturday' }),
  );
  return { ...real, cataloguesFolder: xx.folder };
});

// The test setup has loaded the languages already (src/web/test/i18n-setup.ts): load them again, from the copy.
vi.resetModules();
const { locales } = await import('../../shared/i18n/locales.ts');
const { clientAs, createUser } = await import('../test/factories.ts');
const { describeEachDatabase } = await import('../test/test-server.ts');

afterAll(() => rmSync(xx.folder, { recursive: true, force: true }));

it('lists the new language among the shipped ones', () => {
  expect(locales).toContain('xx');
});

describeEachDatabase('A language added as one catalogue', (server) => {
  it('is the one a browser asking for it gets, with the week its catalogue starts on', async () => {
    const user = await createUser(server().ctx, { name: 'Xavi Xish', userType: 'regular' });
    const me = await clientAs(server().baseUrl, user).get('/api/me', { headers: { 'accept-language': 'xx-ZZ, de;q=0.5' } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ language: null, weekStart: 'saturday' });
  });

  it('can be chosen as a person’s Language, and its words answer them', async () => {
    const user = await createUser(server().ctx, { name: 'Xena Xish', userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    expect((await client.patch('/api/me', { language: 'xx' })).status).toBe(200);
    const refused = await client.patch('/api/me', { language: 'sv' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/xx Choose one of the languages the app offers \([^)]*\bxx\b/);
  });
});
