import { expect, test } from './fixtures.ts';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe('emailed invitations', () => {
  // Both refusals are answers the dialog shows: 400 for a link, 429 past the hourly number.
  test.use({ allowedConsoleErrors: [/status of (400|429)/] });

  // Review 14.6: a personal message could carry a phishing link, and one account could email without limit.
  test('the dialog says why a message with a link is refused, and when more invitations can be emailed', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const champion = await createUser({ name: 'Cleo Champion', userType: 'champion' });
    await signInAs(champion);
    await page.goto('/champion/dashboard');

    await page.getByRole('button', { name: 'Create invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create invitation' });
    const message = dialog.getByLabel('Personal message (optional)');
    await expect(message).toHaveAccessibleDescription(/without links/);
    await message.fill('Your place is waiting: confirm at evil.example/login');
    await dialog.getByLabel('Email it to (optional)').fill(uniqueEmail('friend'));
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(
      dialog.getByRole('alert').filter({
        hasText: 'A personal message cannot contain links or web addresses. Remove them and try again: the invitation brings its own link.',
      }),
    ).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/cannot contain links or web addresses/);

    // Ten emailed already this hour (through the API), then one more through the dialog.
    const api = await apiAs(champion);
    for (let i = 0; i < 10; i += 1) {
      const response = await api.post('/api/invitations', { data: { email: uniqueEmail('friend') } });
      expect(response.status(), await response.text()).toBe(201);
    }
    await message.fill('Come and cook with us on Thursdays.');
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: /^You have emailed 10 invitations within an hour, the most allowed\./ }),
    ).toBeVisible();
    await expect(dialog.getByText('create the invitation without an email address and send its link yourself')).toBeVisible();

    // As the words say: without an email address it goes through.
    await dialog.getByLabel('Email it to (optional)').fill('');
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/\/accept-invite\//)).toBeVisible();
  });
});
