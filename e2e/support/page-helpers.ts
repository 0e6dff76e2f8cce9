import { expect, type Page } from '@playwright/test';

/** The main navigation as a person reads it: its links' names, in order. */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function expectNavLinks(page: Page, names: string[]): Promise<void> {
  await expect(mainNavigation(page).getByRole('link')).toHaveText(names);
}

/** The signed-in user's id, as the browser's session sees it. */
export async function currentUserId(page: Page): Promise<string> {
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/me');
    return (await response.json()) as { id: string };
  });
  return me.id;
}

export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Nothing sticks out sideways: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width beyond the viewport').toBeLessThanOrEqual(clientWidth);
}
