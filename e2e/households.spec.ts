import type { BrowserContext, Page } from '@playwright/test';
import { localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, mealSlot, planMeal, test, type E2eUser } from './fixtures.ts';
import { joinHousehold } from './support/database.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

/**
 * Issue 18, part 2: joining a household by its invitation link, and leaving it. Members share one meal plan; the
 * one who leaves takes none of it along, and gets back the plan they had before they joined.
 */
const monday = () => weekStartOf(localToday(), 'monday');

const householdSection = (page: Page) => page.getByRole('region', { name: 'Household', exact: true });

/** The browser as `user` alone: the other person's session cookie is dropped first. */
async function browseAs(context: BrowserContext, signInAs: (user: E2eUser) => Promise<void>, user: E2eUser): Promise<void> {
  await context.clearCookies();
  await signInAs(user);
}

// Joining while alone in one's household is answered 409 HOUSEHOLD_CONFIRM_MOVE, and a withdrawn invitation's link
// 410, which Chromium logs.
test.use({ allowedConsoleErrors: [/status of 4(09|10)/] });

test('one person invites from the profile, the other joins by the link and shares the plan until they leave', async ({
  page,
  context,
  createUser,
  signInAs,
  apiAs,
}) => {
  const ana = await createUser({ name: 'Ana Household' });
  const ben = await createUser({ name: 'Ben Joiner' });
  await planMeal(await apiAs(ana), { date: monday(), mealType: 'dinner', text: 'Shared lentil soup' });
  await planMeal(await apiAs(ben), { date: monday(), mealType: 'lunch', text: 'Ben’s own toast' });

  // Ana invites from her profile: the link is shown in full.
  await browseAs(context, signInAs, ana);
  await page.goto('/profile');
  const section = householdSection(page);
  await expect(section.getByRole('list', { name: 'Members of “Ana Household”' }).getByRole('listitem')).toHaveText(['Ana Household (you)']);
  await expect(section.getByText('You are the only one in your household, so there is no household to leave.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Leave household' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Invite to household' }).click();
  const link = section.getByText(/\/accept-invite\//);
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, "the profile's Household section with an invitation link");
  const invitePath = new URL((await link.textContent()) ?? '').pathname;

  // Ben opens it signed in, joins, and is told first what happens to his own plan: it is kept for him.
  await browseAs(context, signInAs, ben);
  await page.goto(invitePath);
  await expect(page.getByRole('heading', { name: 'Ana Household invites you to join their household' })).toBeVisible();
  await expect(page.getByText('Everyone in the household “Ana Household” shares one meal plan and one shopping list.')).toBeVisible();
  await page.getByRole('button', { name: 'Join household' }).click();
  const confirm = page.getByRole('dialog', { name: 'Join and put your own plan aside?' });
  await expect(confirm.getByText('Its meal plan and shopping list are kept for you')).toBeVisible();
  await confirm.getByRole('button', { name: 'Join and keep my plan for later' }).click();
  await expect(page.getByText('You are now in the household “Ana Household”.')).toBeVisible();

  await page.getByRole('link', { name: 'Meal Planning' }).first().click();
  await expect(mealSlot(page, 'Monday dinner').getByText('Shared lentil soup')).toBeVisible();
  await expect(page.getByText('Ben’s own toast')).toHaveCount(0);

  // Ana sees the same plan, and Ben among her household's members.
  await browseAs(context, signInAs, ana);
  await page.goto('/meal-planning');
  await expect(mealSlot(page, 'Monday dinner').getByText('Shared lentil soup')).toBeVisible();
  await page.goto('/profile');
  await expect(householdSection(page).getByRole('listitem')).toHaveText(['Ana Household (you)', 'Ben Joiner']);

  // Ben leaves, after a confirmation that says what happens; the plan stays with Ana's household, and Ben is back
  // in his own, with his own plan.
  await browseAs(context, signInAs, ben);
  await page.goto('/profile');
  await householdSection(page).getByRole('button', { name: 'Leave household' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave the household?' });
  await expect(leave.getByText('You go back to the household you had before you joined')).toBeVisible();
  await leave.getByRole('button', { name: 'Leave household' }).click();
  await expect(householdSection(page).getByRole('status')).toHaveText(
    'You have left “Ana Household” and are back in “Ben Joiner”, with the meal plan and shopping list you had.',
  );
  await expect(householdSection(page).getByRole('listitem')).toHaveText(['Ben Joiner (you)']);
  await page.goto('/meal-planning');
  await expect(mealSlot(page, 'Monday lunch').getByText('Ben’s own toast')).toBeVisible();
  await expect(page.getByText('Shared lentil soup')).toHaveCount(0);

  await browseAs(context, signInAs, ana);
  await page.goto('/meal-planning');
  await expect(mealSlot(page, 'Monday dinner').getByText('Shared lentil soup')).toBeVisible();
});

// A household invitation was listed only in its sender's champion list: the other members could not see or withdraw it.
test('a household invitation is listed in the Household section, and another member withdraws it: its link stops working', async ({
  page,
  context,
  createUser,
  signInAs,
}) => {
  const ana = await createUser({ name: 'Ana Inviting' });
  const ben = await createUser({ name: 'Ben Withdrawing' });
  joinHousehold(ben.email, ana.email);

  await browseAs(context, signInAs, ana);
  await page.goto('/profile');
  const section = householdSection(page);
  await section.getByRole('button', { name: 'Invite to household' }).click();
  const link = section.getByText(/\/accept-invite\//);
  await expect(link).toBeVisible();
  const invitePath = new URL((await link.textContent()) ?? '').pathname;
  const waiting = section.getByRole('list', { name: 'Invitations waiting to be accepted' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting.getByRole('listitem')).toContainText('Made by Ana Inviting (you)');
  await expect(waiting.getByRole('listitem')).toContainText(/Expires on \d{1,2} \w+ \d{4}/);
  await expectNoAxeViolations(page, "the profile's Household section with a waiting invitation");

  // Ben, another member, sees who made it and withdraws it.
  await browseAs(context, signInAs, ben);
  await page.goto('/profile');
  const bens = householdSection(page).getByRole('list', { name: 'Invitations waiting to be accepted' });
  await expect(bens.getByRole('listitem')).toContainText('Made by Ana Inviting');
  await bens.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Invitation withdrawn: its link no longer works.')).toBeVisible();
  await expect(householdSection(page).getByRole('list', { name: 'Invitations waiting to be accepted' })).toHaveCount(0);

  // The link no longer lets anyone in.
  await context.clearCookies();
  await page.goto(invitePath);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This invitation has been withdrawn. Ask the person who invited you for a new one.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to accept' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Join household' })).toHaveCount(0);
});

test("the profile's Household section passes axe", async ({ page, createUser, signInAs }) => {
  const cleo = await createUser({ name: 'Cleo Alone' });
  await signInAs(cleo);
  await page.goto('/profile');
  await expect(householdSection(page).getByRole('heading', { name: 'Household', level: 2 })).toBeVisible();
  await expect(householdSection(page).getByRole('button', { name: 'Invite to household' })).toBeVisible();
  await expectNoAxeViolations(page, "the profile's Household section");
});
