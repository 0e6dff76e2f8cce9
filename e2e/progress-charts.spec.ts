import type { Locator } from '@playwright/test';
import { localToday } from '../src/shared/meal-plans.ts';
import { expect, joinGroup, newRecipe, planMeal, posted, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

/** A chart's numbers as a person reaches them without the drawing: `Show as a table`, then the table's rows. */
async function tableOf(chart: Locator): Promise<Locator> {
  await chart.getByText('Show as a table').click();
  const table = chart.getByRole('table', { name: await chart.getByRole('heading').first().innerText() });
  await expect(table).toBeVisible();
  return table;
}

/** The figures of the table's last row (this week's): its cells, the week being the row's header. */
const thisWeek = (table: Locator) => table.getByRole('row').last().getByRole('cell');

test.describe('progress over time (issue 21 part 4)', () => {
  test('a champion sees the group’s weeks as a chart and a table after a participant cooks, and the participant sees their own (axe on each)', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    test.slow();
    const champion = await createUser({ name: 'Cleo Charts', userType: 'champion' });
    const participant = await createUser({ name: 'Pat Plotted' });
    const api = await apiAs(participant);
    await joinGroup(await apiAs(champion), api);
    // This week the participant plans two meals and says "I cooked this" once.
    const stew = await newRecipe(api, { title: 'Chart week stew', servings: 2 });
    await planMeal(api, { date: localToday(), mealType: 'lunch', recipeId: stew.id });
    await planMeal(api, { date: localToday(), mealType: 'dinner', recipeId: stew.id });
    await posted(api, `/api/recipes/${stew.id}/cooked`, { cookedOn: localToday() });

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const section = page.getByRole('region', { name: 'Progress over time' });
    const group = section.getByRole('figure', { name: 'Your group week by week' });
    await expect(group.getByRole('list', { name: 'Your group week by week' }).getByRole('listitem')).toHaveCount(8);
    await expect(
      group.getByText('These totals count everyone now in your group, including members who keep their figures private.'),
    ).toBeVisible();
    const table = await tableOf(group);
    await expect(table.getByRole('columnheader')).toHaveText(['Week', 'Meals planned', 'Meals cooked', 'Check-in average (1–5)']);
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(thisWeek(table)).toHaveText(['2', '1', 'none']);
    await expectNoAxeViolations(page, 'the champion dashboard’s progress over time');

    await signInAs(participant);
    await page.goto('/dashboard');
    const mine = page.getByRole('region', { name: 'Your weeks' }).getByRole('figure', { name: 'Planned, cooked and your check-ins' });
    const own = await tableOf(mine);
    await expect(own.getByRole('columnheader')).toHaveText(['Week', 'Meals planned', 'Meals cooked', 'Your check-in (1–5)']);
    await expect(thisWeek(own)).toHaveText(['2', '1', 'none']);
    await expectNoAxeViolations(page, 'the dashboard’s own weeks');
  });

  test('an admin sees the programme’s weekly trends with their tables, and the CSV carries them', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    createAdmin,
  }) => {
    const cook = await createUser({ name: 'Tess Trend' });
    const api = await apiAs(cook);
    const soup = await newRecipe(api, { title: 'Trend soup', servings: 2 });
    await posted(api, `/api/recipes/${soup.id}/cooked`, { cookedOn: localToday() });

    await signInAs(await createAdmin({ name: 'Ada Trends' }));
    await page.goto('/admin-tools/static-dashboard');
    const trends = page.getByRole('region', { name: 'Week by week' });
    const meals = trends.getByRole('figure', { name: 'Meals and messages' });
    const table = await tableOf(meals);
    await expect(table.getByRole('columnheader')).toHaveText(['Week', 'Meals planned', 'Meals cooked', 'Messages posted']);
    await expect(table.getByRole('row')).toHaveCount(9);
    // Programme-wide: other tests cook too, so at least this one.
    expect(Number(await thisWeek(table).nth(1).innerText())).toBeGreaterThanOrEqual(1);
    const checkIns = await tableOf(trends.getByRole('figure', { name: 'Check-ins' }));
    await expect(checkIns.getByRole('columnheader')).toHaveText(['Week', 'Check-ins answered', 'Check-in average (1–5)']);
    await expectNoAxeViolations(page, 'the programme’s weekly trends');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(await (await downloading).path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = lines.indexOf('week starting,weekly active users,meals planned,meals cooked,check-ins,check-in average,messages posted');
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 1).filter((line) => line !== '');
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2},\d+,\d+,\d+,\d+,(\d+(\.\d)?)?,\d+$/);
    expect(Number(rows.at(-1)?.split(',')[3])).toBeGreaterThanOrEqual(1);
  });
});
