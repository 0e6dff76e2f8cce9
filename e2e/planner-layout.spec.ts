import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, localToday, mealTypes, weekDates, weekStartOf } from '../src/shared/meal-plans.ts';
import { dayLabel, weekdayName, weekHeading } from '../src/web/features/meal-plans/week-labels.ts';
import { expect, test } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-helpers.ts';

/*
 * Regression: the week's entries spilled into the next day's column at 1280–1400 px, and on a phone the
 * week was a 7,000 px scroll that began on Monday whatever the day.
 */

const longWord = 'Butternutsquashchickpeaandspinachcurrywithbrownricecorianderandtoastedalmonds'.repeat(3);
const titles = [
  'Spiced-chickpea-and-roasted-squash-traybake-with-lemon-tahini-dressing',
  'A rather long recipe title for a hearty winter vegetable soup with barley and thyme',
  longWord.slice(0, 200),
  'Dal',
];

async function created(api: APIRequestContext, path: string, data: unknown): Promise<{ id: string }> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A full week: every day has long-titled recipes, a long free-text entry and a short one. */
async function planLongWeek(api: APIRequestContext): Promise<void> {
  const recipes = [];
  for (const title of titles) recipes.push(await created(api, '/api/recipes', { title, servings: 12 }));
  for (const [day, date] of weekDates(weekStartOf(localToday(), 'monday')).entries()) {
    for (const [index, mealType] of mealTypes.entries()) {
      const recipe = recipes[(day + index) % recipes.length]!;
      await created(api, '/api/meal-plan/entries', { date, mealType, recipeId: recipe.id, servings: 12 });
    }
    await created(api, '/api/meal-plan/entries', { date, mealType: 'dinner', text: 'x'.repeat(200) });
  }
}

/** A finger drawn sideways across `target` by `dx` pixels (Playwright's touchscreen only taps). */
async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const touch = (clientX: number) => new Touch({ identifier: 1, target: element, clientX, clientY: box.top + 40 });
    element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }));
    element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x + distance)] }));
  }, dx);
}

const week = (page: Page) => page.getByRole('list', { name: /^Meals for / });

/**
 * Every visible day's contents lie inside that day's column: measured box by box in the browser, so an entry
 * spilling into the next day (or cut off by it) is caught wherever it happens.
 */
async function expectDaysContainTheirEntries(days: Locator, what: string): Promise<void> {
  const spills = await days.evaluateAll((elements) =>
    elements.flatMap((day) => {
      const column = day.getBoundingClientRect();
      if (column.width === 0) return [];
      return [...day.querySelectorAll('*')].flatMap((inner) => {
        const box = inner.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        if (inner.closest('.visually-hidden')) return [];
        const out = box.left < column.left - 0.5 || box.right > column.right + 0.5;
        const name = `${day.querySelector('h3')?.textContent ?? '?'}: <${inner.tagName.toLowerCase()} class="${inner.className}">`;
        return out
          ? [`${name} ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(column.left)}–${Math.round(column.right)}`]
          : [];
      });
    }),
  );
  expect(spills, `entries beyond their day: ${what}`).toEqual([]);
}

test.describe('the planner’s layout', () => {
  test('no entry leaves its day, and the page never scrolls sideways, from 320 to 2560 px', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const me = await createUser({ name: 'Wren Wide' });
    await planLongWeek(await apiAs(me));
    await signInAs(me);
    await page.goto('/meal-planning');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();
    await expect(page.getByText('x'.repeat(200)).first()).toBeVisible();

    for (const width of [320, 360, 768, 1024, 1280, 1366, 1400, 1920, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      const days = week(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(days.first()).toBeVisible();
      await expectDaysContainTheirEntries(days, `${width} px`);
      await expectNoHorizontalScroll(page);
    }
  });
});

test.describe('the planner on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('opens on today alone; the next day and the whole week are a tap away', async ({ page, createUser, signInAs, apiAs }) => {
    const me = await createUser({ name: 'Pip Phone' });
    const api = await apiAs(me);
    const today = localToday();
    const tomorrow = addDays(today, 1);
    const soup = await created(api, '/api/recipes', { title: 'Tomato soup', servings: 2 });
    await created(api, '/api/meal-plan/entries', { date: today, mealType: 'lunch', recipeId: soup.id });
    await created(api, '/api/meal-plan/entries', { date: tomorrow, mealType: 'dinner', text: 'Leftovers' });
    await signInAs(me);
    await page.goto('/meal-planning');

    const todayName = weekdayName(today);
    const tomorrowName = weekdayName(tomorrow);
    const days = week(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days).toHaveCount(1);
    await expect(days.getByRole('heading', { level: 3 })).toContainText(todayName);
    await expect(
      page.getByRole('group', { name: `${todayName} lunch`, exact: true }).getByRole('link', { name: 'Tomato soup' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The next day, from the keyboard: into the next week when today is the week's last day.
    const next = page.getByRole('button', { name: 'Next day' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(days).toHaveCount(1);
    await expect(days.getByRole('heading', { level: 3 })).toContainText(tomorrowName);
    await expect(page.getByRole('group', { name: `${tomorrowName} dinner`, exact: true }).getByText('Leftovers')).toBeVisible();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(days.getByRole('heading', { level: 3 })).toContainText(todayName);

    // A swipe to the left is the next day, to the right the previous one.
    await swipe(days, -150);
    await expect(days.getByRole('heading', { level: 3 })).toContainText(tomorrowName);
    await swipe(days, 150);
    await expect(days.getByRole('heading', { level: 3 })).toContainText(todayName);

    // The whole week, one tap away, and back to one day.
    const wholeWeek = page.getByRole('button', { name: 'Whole week' });
    await expect(wholeWeek).toHaveAttribute('aria-pressed', 'false');
    await wholeWeek.click();
    await expect(wholeWeek).toHaveAttribute('aria-pressed', 'true');
    await expect(days).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Next day' })).toBeHidden();
    await expectNoHorizontalScroll(page);
    await wholeWeek.click();
    await expect(days).toHaveCount(1);
    await expect(days.getByRole('heading', { level: 3 })).toContainText(todayName);
  });

  test('another week opens on its first day, and the day before it is the last of the week before', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser());
    const thisMonday = weekStartOf(localToday(), 'monday');
    const nextMonday = addDays(thisMonday, 7);
    await page.goto(`/meal-planning?week=${nextMonday}`);
    const days = week(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days).toHaveCount(1);
    await expect(days.getByRole('heading', { level: 3 })).toHaveText(dayLabel(nextMonday));

    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(days.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^${dayLabel(addDays(nextMonday, -1))}`));
    await expect(page.getByRole('heading', { level: 2, name: weekHeading(thisMonday) })).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(days.getByRole('heading', { level: 3 })).toHaveText(dayLabel(nextMonday));
    await expect(page.getByRole('heading', { level: 2, name: weekHeading(nextMonday) })).toBeVisible();
  });
});

// Regression: to fit a 360 px phone, the week steps had been cut to "Précédente" and "Suivante" (and the like in four
// more languages); they keep their full names now, their words wrapping inside the buttons.
test.describe('the week steps on a phone, in the languages that write them long', () => {
  const fullNames = [
    ['fr', 'Semaine précédente', 'Semaine suivante'],
    ['it', 'Settimana precedente', 'Settimana successiva'],
    ['es', 'Semana anterior', 'Semana siguiente'],
    ['pl', 'Poprzedni tydzień', 'Następny tydzień'],
    ['pt-BR', 'Semana anterior', 'Próxima semana'],
  ] as const;

  for (const [locale, previous, next] of fullNames) {
    test.describe(locale, () => {
      test.use({ locale, viewport: { width: 360, height: 740 } });

      test(`“${previous}” and “${next}” show in full, and nothing scrolls sideways at 320 and 360 px`, async ({
        page,
        context,
        baseURL,
        createUser,
        signInAs,
      }) => {
        await context.addCookies([{ name: 'ck-lang', value: locale, url: baseURL ?? '' }]);
        await signInAs(await createUser({ name: 'Flore Fontaine' }));
        await page.goto('/meal-planning');

        for (const width of [360, 320]) {
          await page.setViewportSize({ width, height: 740 });
          for (const name of [previous, next]) {
            const step = page.getByRole('button', { name, exact: true });
            await expect(step).toBeVisible();
            await expect(step).toHaveText(new RegExp(name));
            // Its words are all inside it: none cut off at its edges.
            const clipped = await step.evaluate(
              (button) => button.scrollWidth > button.clientWidth || button.scrollHeight > button.clientHeight,
            );
            expect(clipped, `${name} at ${width} px: words cut off`).toBe(false);
          }
          await expectNoHorizontalScroll(page);
        }
      });
    });
  }
});
