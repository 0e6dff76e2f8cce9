import { expect, test } from './fixtures.ts';
import { askToBeChampion } from './support/database.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

// docs/decisions/0024-who-may-be-a-champion.md

const revokedMessage =
  'An admin removed your champion role, so you cannot choose Champion or Both. You can keep taking part as a Participant; to be a champion again, ask a programme admin to make you one.';

test.describe('who may be a champion', () => {
  test('admins find Admin in the profile menu, between Your Profile and Sign Out, leading to /admin-access', async ({
    page,
    signInAs,
    createAdmin,
  }) => {
    const admin = await createAdmin({ name: 'Ada Menu' });
    await signInAs(admin);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'AM Ada' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Your Profile', 'Admin', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin-access');
    await expect(page.getByText('You have admin access')).toBeVisible();
  });

  test('a participant has no Admin item in the profile menu', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Pat Menu', userType: 'regular' }));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'PM Pat' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Your Profile', 'Sign Out']);
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  });

  // Review 14.5: an admin's demotion did not stick — the profile now closes Champion and Both and says why.
  test("a demoted champion's profile says an admin removed the role, with Champion and Both closed", async ({
    page,
    createUser,
    signInAs,
    apiAs,
    createAdmin,
  }) => {
    const champion = await createUser({ name: 'Dee Demoted', userType: 'champion' });
    const admin = await createAdmin({ name: 'Ada Demoter' });
    const id = (await (await (await apiAs(champion)).get('/api/me')).json()).id as string;
    expect((await (await apiAs(admin)).delete(`/api/admin/champions/${id}`)).status()).toBe(204);

    await signInAs(champion);
    await page.goto('/profile');
    const group = page.getByRole('radiogroup', { name: 'How you take part' });
    await expect(group.getByRole('radio', { name: 'Participant' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Champion' })).toBeDisabled();
    await expect(group.getByRole('radio', { name: 'Both' })).toBeDisabled();
    await expect(group).toHaveAccessibleDescription(revokedMessage);
    await expect(page.getByText(revokedMessage)).toBeVisible();
    await expectNoAxeViolations(page, 'profile of a demoted champion');

    // They still save their other details.
    await page.getByLabel('Household size').fill('3');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
  });

  test('an admin approves a champion request at /admin-tools/champions, and the person is a champion', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    createAdmin,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const asker = await createUser({ name: `Robin Asker ${suffix}`, userType: 'regular' });
    askToBeChampion(asker.email, 'both');
    const admin = await createAdmin({ name: 'Ada Approver' });

    await signInAs(admin);
    await page.goto('/admin-tools/champions');
    const section = page.getByRole('region', { name: 'Champion requests' });
    const row = section.getByRole('row').filter({ hasText: asker.email });
    await expect(row.getByRole('rowheader')).toHaveText(asker.name);
    await expect(row.getByRole('cell', { name: 'Both', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'champion requests');
    await row.getByRole('button', { name: `Approve ${asker.name}` }).click();
    await expect(page.getByText(`${asker.name} is now a champion.`)).toBeVisible();
    await expect(section.getByRole('row').filter({ hasText: asker.email })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Champions' }).getByRole('row').filter({ hasText: asker.email })).toBeVisible();

    const me = await (await (await apiAs(asker)).get('/api/me')).json();
    expect(me).toMatchObject({ userType: 'both', championStatus: 'approved' });
  });

  test('an admin removes a recipe from the catalogue in its dialog, and it is gone from the search at once', async ({
    page,
    createUser,
    signInAs,
    publishRecipe,
    createAdmin,
  }) => {
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    const title = `Unwanted quince ${word}`;
    const champion = await createUser({ name: 'Cam Publisher', userType: 'champion' });
    await publishRecipe({ title }, { by: champion });
    const admin = await createAdmin({ name: 'Ada Remover' });

    await signInAs(admin);
    await page.goto('/recipe-catalog');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
    const results = page.getByRole('list', { name: 'Recipes' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await results.getByRole('link', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Remove from catalogue' }).click();
    await dialog.getByRole('button', { name: 'Remove for everyone' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(`“${title}” is no longer in the catalogue.`)).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(0);
  });
});
