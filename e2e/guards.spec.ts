import { expect, test } from './fixtures.ts';
import { expectNavLinks } from './support/page-helpers.ts';

/** Every page guarded by "signed in and setup complete" (src/shared/routing.ts). */
const setupCompletePages = [
  '/dashboard',
  '/meal-planning',
  '/recipe-catalog',
  '/accept-invitation',
  '/champion/dashboard',
  '/profile',
  '/champions',
  '/admin-tools/champions',
];

test.describe('route guards', () => {
  for (const path of [...setupCompletePages, '/setup', '/champion/setup']) {
    test(`signed out, ${path} sends the visitor to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }

  for (const path of setupCompletePages) {
    test(`with setup incomplete, ${path} sends the user to setup`, async ({ page, createUser, signInAs }) => {
      await signInAs(await createUser({ userType: null }));
      await page.goto(path);
      await expect(page).toHaveURL('/setup');
      await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    });
  }

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('pages open to all render for a signed-out visitor', async ({ page }) => {
      await page.goto('/accept-invite/SOMECODE');
      await expect(page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
      // The made-up code is looked up and refused (a 404 Chromium logs), and the page says so.
      await expect(page.getByText('This invitation code is not valid')).toBeVisible();
      await page.goto('/admin-access');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin access' })).toBeVisible();
      await page.goto('/admin-tools/static-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Programme statistics' })).toBeVisible();
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Healthy eating, together' })).toBeVisible();
    });
  });

  test('/champion/signin goes to /signin', async ({ page }) => {
    await page.goto('/champion/signin');
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a champion opening /dashboard is sent to /champion/dashboard', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'champion' }));
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/champion/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Champion Dashboard' })).toBeVisible();
  });

  test('a user of type both keeps /dashboard', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'both' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  });

  test('signed in with setup complete, the sign-in, sign-up and setup pages send the user on', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'regular' }));
    for (const path of ['/signin', '/signup', '/setup', '/champion/setup']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/dashboard');
    }
  });

  test('an unknown path shows Page not found with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a loading indicator shows while the sign-in state loads', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'regular' }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/get-session*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('signing in returns the user to the page they asked for', async ({ page, createUser }) => {
    const user = await createUser({ userType: 'regular' });
    await page.goto('/meal-planning');
    await expect(page).toHaveURL('/signin?redirectTo=%2Fmeal-planning');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/meal-planning');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();
    await expectNavLinks(page, ['Dashboard', 'Meal Planning', 'Recipe Catalog']);
  });

  test('a redirect target on another site is ignored after sign-in', async ({ page, createUser }) => {
    const user = await createUser({ userType: 'regular' });
    await page.goto(`/signin?redirectTo=${encodeURIComponent('//evil.example/steal')}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a wrong password is refused with a message and leaves the visitor signed out', async ({ page, createUser }) => {
    const user = await createUser({ userType: 'regular' });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not the right password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('That email and password do not match an account');
    await expect(page).toHaveURL('/signin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin?redirectTo=%2Fdashboard');
  });
});
