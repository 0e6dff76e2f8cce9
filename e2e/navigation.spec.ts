import { expect, test, type UserType } from './fixtures.ts';
import { currentUserId, expectNavLinks, expectNoHorizontalScroll, localStorageItem, mainNavigation } from './support/page-helpers.ts';

const general = ['Dashboard', 'Meal Planning', 'Recipe Catalog'];

/** The navigation rules, per user type, on a general path and on a /champion path. */
const cases: { type: UserType; path: string; links: string[]; logo: string }[] = [
  { type: 'regular', path: '/recipe-catalog', links: general, logo: '/' },
  { type: 'regular', path: '/champions', links: general, logo: '/' },
  { type: 'regular', path: '/champion/dashboard', links: ['Champion Dashboard'], logo: '/' },
  { type: 'champion', path: '/champions', links: ['Champion Dashboard'], logo: '/champion/dashboard' },
  { type: 'champion', path: '/profile', links: ['Champion Dashboard'], logo: '/champion/dashboard' },
  { type: 'champion', path: '/champion/dashboard', links: ['Champion Dashboard'], logo: '/champion/dashboard' },
  { type: 'both', path: '/meal-planning', links: [...general, 'Champion Dashboard'], logo: '/' },
  { type: 'both', path: '/champion/dashboard', links: [...general, 'Champion Dashboard'], logo: '/' },
];

test.describe('navigation', () => {
  for (const { type, path, links, logo } of cases) {
    test(`a ${type} user on ${path} sees ${links.join(', ')}`, async ({ page, createUser, signInAs }) => {
      await signInAs(await createUser({ userType: type }));
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectNavLinks(page, links);
      await expect(page.getByRole('link', { name: 'Champion Kitchen' })).toHaveAttribute('href', logo);
    });
  }

  test('the navigation links go where they say and mark the current page', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'both' }));
    await page.goto('/dashboard');
    const nav = mainNavigation(page);
    for (const [name, path] of [
      ['Meal Planning', '/meal-planning'],
      ['Recipe Catalog', '/recipe-catalog'],
      ['Champion Dashboard', '/champion/dashboard'],
      ['Dashboard', '/dashboard'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  // Regression: signed out, the logo was plain text, so sign-in and sign-up had no way home.
  for (const path of ['/signin', '/signup']) {
    test(`signed out on ${path}, the logo is a link home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNavigation(page)).toHaveCount(0);
      await page.getByRole('link', { name: 'Champion Kitchen' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Healthy eating, together' })).toBeVisible();
    });
  }

  // Regression: setup hides the navigation and its profile menu, which left no way to sign out.
  test('setup has no navigation but offers Sign Out, which signs out and goes home', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: null }));
    await page.goto('/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Champion Kitchen' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy eating, together' })).toBeVisible();
    await page.goto('/setup');
    await expect(page).toHaveURL('/signin?redirectTo=%2Fsetup');
  });

  test('signed out, there is no top navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy eating, together' })).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});

test.describe('profile menu', () => {
  test('shows initials and first name, offers Your Profile and Sign Out, and closes on a click outside', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser({ name: 'Amara Grace Okonkwo', userType: 'regular' }));
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: 'AO Amara' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Your Profile', 'Sign Out']);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
    await expect(menu).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Your Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(menu).toHaveCount(0);
  });

  test('works from the keyboard: arrows move, Escape closes and returns focus', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Lena Fischer', userType: 'regular' }));
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: 'LF Lena' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('Sign Out signs out, clears the setup state and goes home', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Tom Baker', userType: 'regular' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const uid = await currentUserId(page);
    expect(await localStorageItem(page, `setupComplete_${uid}`)).toBe('true');

    await page.getByRole('button', { name: 'TB Tom' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy eating, together' })).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    expect(await localStorageItem(page, `setupComplete_${uid}`)).toBeNull();
    // The session is gone on the server too, not only in this page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin?redirectTo=%2Fdashboard');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a toggle opens and closes the links, and following one closes it', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'both' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Meal Planning' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Meal Planning' })).toBeVisible();

    await close.click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Meal Planning' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Recipe Catalog' }).click();
    await expect(page).toHaveURL('/recipe-catalog');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Meal Planning' })).toBeHidden();
  });

  // Regression: the profile menu opened over the open phone menu, the two stacked on the screen.
  test('the phone menu and the profile menu are never open at once', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Mo Menus' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const links = mainNavigation(page).getByRole('link', { name: 'Meal Planning' });
    const profile = page.getByRole('button', { name: 'MM Mo' });
    const signOut = page.getByRole('menuitem', { name: 'Sign Out' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(links).toBeVisible();
    await profile.click();
    await expect(signOut).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(links).toBeVisible();
    await expect(signOut).toBeHidden();
    await expect(profile).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard too: the profile menu opened with Enter closes the phone menu.
    await profile.focus();
    await page.keyboard.press('Enter');
    await expect(signOut).toBeVisible();
    await expect(links).toBeHidden();
  });

  for (const path of ['/', '/signin', '/signup', '/dashboard', '/setup', '/champion/dashboard', '/profile', '/no/such/page']) {
    test(`${path} fits a 360 px screen`, async ({ page, createUser, signInAs }) => {
      if (path !== '/' && path !== '/signin' && path !== '/signup') {
        await signInAs(
          await createUser({ name: 'Maximiliana Featherstonehaugh-Worthington', userType: path === '/setup' ? null : 'both' }),
        );
      }
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }
});
