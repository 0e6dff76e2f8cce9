import { expect, test } from './fixtures.ts';
import { APP_PORT, BASE_URL } from './support/ports.ts';

test.describe('sign-in limits', () => {
  test.use({ allowedConsoleErrors: [/status of (401|429)/] });

  // Review 14.14: a limited sign-in did not say how long to wait.
  test('the sign-in page says how long to wait once an account has had too many wrong passwords', async ({ page, request, createUser }) => {
    // Ten 64 MiB password checks first: on a busy 2-core machine they alone can take most of a minute.
    test.slow();
    const user = await createUser({ userType: 'regular' });
    // Ten wrong passwords from this client (the account's free attempts), without the UI.
    for (let i = 0; i < 10; i++) {
      const res = await request.post('/api/auth/sign-in/email', { data: { email: user.email, password: `wrong guess ${i}` } });
      expect(res.status()).toBe(401);
    }

    await page.goto('/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ (minute|minutes|seconds)\.$/);
    await expect(page).toHaveURL('/signin');
  });
});

test.describe('the app opened at another address than BASE_URL', () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });
  // The e2e server is configured with BASE_URL http://127.0.0.1:<port>; the same server answers at localhost too.
  const elsewhere = `http://localhost:${APP_PORT}`;

  // Review 14.15: opened at another address, sign-in said only "Forbidden".
  test('says which address to use, with a link, on the page and when signing in', async ({ page, createUser }) => {
    const user = await createUser({ userType: 'regular' });
    await page.goto(`${elsewhere}/signin`);
    const link = page.getByRole('link', { name: `Open this app at ${BASE_URL}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `${BASE_URL}/signin`);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Open this app at ${BASE_URL}: it does not take requests from other addresses.`)).toBeVisible();

    await link.click();
    await expect(page).toHaveURL(`${BASE_URL}/signin`);
    await expect(page.getByRole('link', { name: /Open this app at/ })).toHaveCount(0);
  });
});
