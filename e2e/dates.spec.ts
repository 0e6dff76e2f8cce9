import { expect, test } from './fixtures.ts';

// Regression: dates were written five ways ("23 – 29 November 2026", "November 23 – 29, 2026",
// "Friday, November 27"...). Each page now writes a week and a day one way, in the reader's locale.
const readers = [
  { locale: 'en-GB', week: /^23\s–\s29 November 2026$/, wednesday: 'Wednesday 25 November' },
  // An American reader's week starts on Sunday (their language's first day, unless their profile says otherwise).
  { locale: 'en-US', week: /^November 22\s–\s28, 2026$/, wednesday: 'Wednesday, November 25' },
  { locale: 'de-DE', week: /^23\.\s?–\s?29\. November 2026$/, wednesday: 'Mittwoch, 25. November' },
];

for (const { locale, week, wednesday } of readers) {
  test.describe(`dates for a reader in ${locale}`, () => {
    test.use({ locale, timezoneId: 'Europe/London' });

    test('a week and a day read the same way on the planner, the dashboard and the shopping list', async ({
      page,
      createUser,
      signInAs,
    }) => {
      // A Monday, so the week is 23–29 November 2026 (22–28 where it starts on Sunday) and Wednesday is neither today
      // nor tomorrow.
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z'));
      await signInAs(await createUser({ name: 'Dee Dates' }));

      await page.goto('/meal-planning');
      await expect(page.getByRole('heading', { level: 2, name: week })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: wednesday, exact: true })).toBeVisible();

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 3, name: wednesday, exact: true })).toBeVisible();

      await page.goto('/meal-planning/shopping-list');
      await expect(page.locator('main').getByText(week)).toBeVisible();
    });
  });
}
