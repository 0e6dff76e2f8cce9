import { addDays, localToday } from '../src/shared/meal-plans.ts';
import { expect, joinGroup, newRecipe, posted, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

test.describe('weekly goals and what a champion sees', () => {
  // Issue 21, "Done means": a champion sets a "cook 3 meals" goal, a participant logs three cooked meals and sees the
  // goal met, the champion sees the group's count change, and the participant's name only once they allow it.
  test('a champion sets "cook 3 meals", a participant cooks three and meets it, and is named only when they allow it (axe on each screen)', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    // Three people's pages and three cook log entries, one after another: more than one page's worth of time.
    test.slow();
    const champion = await createUser({ name: 'Gia Goalsetter', userType: 'champion' });
    const participant = await createUser({ name: 'Pip Participant' });
    await joinGroup(await apiAs(champion), await apiAs(participant));

    // The champion sets the goal on their dashboard.
    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const goals = page.getByRole('region', { name: 'Group goals' });
    await expect(goals.getByText('No goals yet')).toBeVisible();
    await goals.getByLabel('Kind of goal').selectOption({ label: 'Cook meals at home' });
    await goals.getByLabel('Target per week').fill('3');
    await goals.getByRole('button', { name: 'Set a goal' }).click();
    await expect(page.getByText('Goal set: Cook 3 meals at home a week')).toBeVisible();
    const goal = goals
      .getByRole('list', { name: 'Your group’s goals' })
      .getByRole('listitem')
      .filter({ hasText: 'Cook 3 meals at home a week' });
    await expect(goal.getByText('This week: 0 of 1 member reached it')).toBeVisible();
    await expect(goal.getByText('1 member keeps their progress private: counted above, not named.')).toBeVisible();
    await expectNoAxeViolations(page, 'the champion dashboard with a goal');

    // The participant sees it on their dashboard, then says "I cooked this" three times.
    await signInAs(participant);
    await page.goto('/dashboard');
    const yourGoals = page.getByRole('region', { name: 'Your goals' });
    const bar = yourGoals.getByRole('progressbar', { name: 'Cook 3 meals at home a week' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 3 meals cooked');
    await expect(yourGoals.getByText('0 of 3 meals cooked')).toBeVisible();
    await expectNoAxeViolations(page, 'the dashboard with a goal');

    const soup = await newRecipe(await apiAs(participant), { title: 'Goal week soup' });
    for (let i = 0; i < 3; i++) {
      await page.goto(`/recipe-catalog?tab=mine&open=${soup.id}`);
      await page.getByRole('dialog', { name: 'Goal week soup' }).getByRole('button', { name: 'I cooked this' }).click();
      const cooked = page.getByRole('dialog', { name: 'I cooked Goal week soup' });
      await cooked.getByRole('button', { name: 'Save to my cook log' }).click();
      await expect(cooked).toBeHidden();
    }
    await page.goto('/dashboard');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 3 meals cooked');
    await expect(yourGoals.getByText('Goal met')).toBeVisible();

    // The champion sees the count change, and no name.
    await signInAs(champion);
    await page.goto('/champion/dashboard');
    await expect(goal.getByText('This week: 1 of 1 member reached it')).toBeVisible();
    await expect(goal.getByText('Pip Participant')).toHaveCount(0);

    // The participant lets their champion see their goal progress, and keeps their activity counts private.
    await signInAs(participant);
    await page.goto('/profile');
    const sees = page.getByRole('region', { name: 'What my champion can see' });
    await expect(sees.getByRole('checkbox', { name: 'Activity counts' })).toBeChecked();
    await expect(sees.getByRole('checkbox', { name: 'Goal progress' })).not.toBeChecked();
    await expect(sees.getByRole('checkbox', { name: 'Check-in notes' })).toBeChecked();
    // Before any toast: a toast over the page's other fields would be counted against them.
    await expectNoAxeViolations(page, 'the profile with what my champion can see');
    await sees.getByRole('checkbox', { name: 'Goal progress' }).check();
    await expect(page.getByText('Saved: your champion sees what you chose.')).toBeVisible();
    await sees.getByRole('checkbox', { name: 'Activity counts' }).uncheck();
    await expect(sees.getByRole('checkbox', { name: 'Activity counts' })).not.toBeChecked();

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    await expect(
      goal.getByRole('list', { name: /Members who share their progress/ }).getByText('Pip Participant: 3 of 3 meals cooked'),
    ).toBeVisible();
    await expect(goal.getByText(/keeps their progress private/)).toHaveCount(0);
    const row = page.getByRole('table', { name: /Your group/ }).getByRole('row', { name: /Pip Participant/ });
    await expect(row.getByText('Keeps their activity private (counted in the totals)')).toBeVisible();
  });

  test('a champion changes a goal’s target and the participant’s dashboard shows the new one; deleting asks first (axe on the dialogs)', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const champion = await createUser({ name: 'Eda Editor', userType: 'champion' });
    const participant = await createUser({ name: 'Mo Member' });
    await joinGroup(await apiAs(champion), await apiAs(participant));
    const today = localToday();
    await posted(await apiAs(champion), '/api/champion/goals', {
      kind: 'cook-meals',
      target: 3,
      startWeek: today,
      endWeek: addDays(today, 27),
    });

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const goals = page.getByRole('region', { name: 'Group goals' });
    await goals.getByRole('button', { name: 'Edit goal: Cook 3 meals at home a week' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit goal' });
    // The form is the goal's, filled in; its kind is said in words, with why it stays and what to do instead.
    await expect(edit.getByText(/^Kind of goal: Cook meals at home\. It cannot be changed/)).toBeVisible();
    await expect(edit.getByLabel('Kind of goal')).toHaveCount(0);
    await expect(edit.getByLabel('Target per week')).toHaveValue('3');
    await expectNoAxeViolations(page, 'the goal’s Edit dialog');
    await edit.getByLabel('Target per week').fill('30');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Choose a target from 1 to 21 a week')).toBeVisible();
    await edit.getByLabel('Target per week').fill('5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Goal changed: Cook 5 meals at home a week')).toBeVisible();
    await expect(goals.getByRole('list', { name: 'Your group’s goals' }).getByText('Cook 5 meals at home a week')).toBeVisible();

    await signInAs(participant);
    await page.goto('/dashboard');
    const bar = page.getByRole('region', { name: 'Your goals' }).getByRole('progressbar', { name: 'Cook 5 meals at home a week' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 5 meals cooked');

    // Deleting asks first: Cancel keeps the goal, `Delete goal` takes it away.
    await signInAs(champion);
    await page.goto('/champion/dashboard');
    await goals.getByRole('button', { name: 'Delete goal: Cook 5 meals at home a week' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this goal?' });
    await expect(confirm.getByText('“Cook 5 meals at home a week” will go from your group’s dashboards')).toBeVisible();
    await expectNoAxeViolations(page, 'deleting a goal');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(goals.getByText('Cook 5 meals at home a week')).toBeVisible();
    await goals.getByRole('button', { name: 'Delete goal: Cook 5 meals at home a week' }).click();
    await confirm.getByRole('button', { name: 'Delete goal' }).click();
    await expect(page.getByText('Goal deleted: Cook 5 meals at home a week')).toBeVisible();
    await expect(goals.getByText('No goals yet')).toBeVisible();
  });
});
