import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

const tooBig = 'The photo is too large: 10 MB at most';

test.describe('a photo over the upload limit', () => {
  test.use({ allowedConsoleErrors: [/status of 413/] });

  // Review 14.2: a photo over the body limit was refused as "The request body is too large (11 MB at most)"; the retry must
  // work too (the keep-alive connection itself is tested in src/server/lib/unread-body.test.ts).
  test('is refused with words about the photo, and the next photo chosen uploads', async ({ page, createUser, signInAs }) => {
    const me = await createUser({ name: 'Pat Photographer' });
    await signInAs(me);
    await page.goto('/recipe-catalog?tab=mine');
    await page.getByRole('link', { name: 'New recipe', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    await expect(editor).toBeVisible();

    await editor
      .getByLabel('Photo')
      .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(12 * 1024 * 1024, 0xff) });
    await expect(editor.getByText(tooBig)).toBeVisible();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    await editor.getByLabel('Photo').setInputFiles({ name: 'smaller.png', mimeType: 'image/png', buffer: photo });
    await expect(editor.getByRole('img', { name: 'The recipe’s photo' })).toBeVisible();
    await expect(editor.getByText(tooBig)).toHaveCount(0);
  });
});
