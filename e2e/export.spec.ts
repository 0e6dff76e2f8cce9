import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import yauzl from 'yauzl';
import { expect, newRecipe, test, uniqueWord } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

/** The names and texts of a zip's entries (the photos' bytes are not needed here). */
async function zipEntries(bytes: Buffer): Promise<Map<string, string>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) =>
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          file.readEntry();
        });
      }),
    );
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return entries;
}

test.describe('Export recipes', () => {
  test('downloads My recipes as a zip of schema.org JSON-LD files, or of Cooklang files', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser();
    const title = `Export lentil soup ${uniqueWord()}`;
    await newRecipe(await apiAs(user), {
      title,
      ingredients: ['200 g red lentils', '1 onion, chopped'],
      steps: ['Soften the onion.', 'Simmer the lentils for 20 minutes.'],
    });
    await signInAs(user);
    await page.goto('/recipe-catalog?tab=mine');

    await page.getByRole('button', { name: 'Export recipes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export recipes' });
    await expect(dialog.getByRole('radio', { name: 'JSON-LD (for most recipe apps)' })).toBeChecked();
    await expectNoAxeViolations(page, 'the Export recipes dialog');

    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download zip' }).click()]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^champion-kitchen-recipes-json-ld-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(dialog.getByRole('status')).toHaveText('Your recipes are downloading.');
    const json = await zipEntries(await readFile((await jsonDownload.path())!));
    const slug = title.toLowerCase().replace(/ /g, '-');
    expect([...json.keys()]).toEqual([`${slug}.json`]);
    expect(JSON.parse(json.get(`${slug}.json`)!)).toMatchObject({
      '@type': 'Recipe',
      name: title,
      recipeIngredient: ['200 g red lentils', '1 onion, chopped'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Soften the onion.' },
        { '@type': 'HowToStep', text: 'Simmer the lentils for 20 minutes.' },
      ],
    });

    await dialog.getByRole('radio', { name: 'Cooklang' }).check();
    const [cookDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download zip' }).click()]);
    expect(cookDownload.suggestedFilename()).toMatch(/^champion-kitchen-recipes-cooklang-\d{4}-\d{2}-\d{2}\.zip$/);
    const cook = await zipEntries(await readFile((await cookDownload.path())!));
    expect(cook.get(`${slug}.cook`)).toContain(`title: ${title}`);
    expect(cook.get(`${slug}.cook`)).toContain('@red lentils{200%g}');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('past its limit', () => {
    // The browser logs the refused fetch; the page says it in words.
    test.use({ allowedConsoleErrors: [/status of 429/] });

    test('a sixth export in an hour says when to try again, and saves no file', async ({ page, createUser, signInAs, apiAs }) => {
      const user = await createUser();
      const api = await apiAs(user);
      for (let i = 0; i < 5; i++) expect((await api.get('/api/recipes/export?format=jsonld')).status()).toBe(200);
      await signInAs(user);
      await page.goto('/recipe-catalog?tab=mine');
      const downloads: Download[] = [];
      page.on('download', (download) => downloads.push(download));

      await page.getByRole('button', { name: 'Export recipes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export recipes' });
      await dialog.getByRole('button', { name: 'Download zip' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        /^You can export your recipes up to 5 times an hour\. Try again in (60|59) minutes\.$/,
      );
      // The refusal was read before any file could be made of it.
      expect(downloads).toEqual([]);
      await expect(dialog.getByText('Your recipes are downloading.')).toBeHidden();
      await expectNoAxeViolations(page, 'the Export recipes dialog with its refusal');
    });
  });
});
