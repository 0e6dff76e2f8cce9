import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test('a participant changes their details and the day their week starts, and finds them kept', async ({ page, createUser, signInAs }) => {
  await signInAs(await createUser({ name: 'Wen Weekday' }));
  await page.goto('/profile');
  const weekStart = page.getByRole('radiogroup', { name: 'Week starts on' });
  await expect(weekStart.getByRole('radio', { name: 'Monday' })).toBeChecked();

  await page.getByLabel('Household size').fill('0');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Household size must be at least 1')).toBeVisible();
  await expect(page.getByLabel('Household size')).toBeFocused();

  await page.getByLabel('Household size').fill('5');
  await weekStart.getByRole('radio', { name: 'Sunday' }).check();
  await page.getByRole('checkbox', { name: 'Vegan' }).check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await page.reload();
  await expect(weekStart.getByRole('radio', { name: 'Sunday' })).toBeChecked();
  await expect(page.getByLabel('Household size')).toHaveValue('5');
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
});
