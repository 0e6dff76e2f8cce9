import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { readMessage } from '../src/server/test/received-mail.ts';
import { expect, planMeal, test, uniqueWord } from './fixtures.ts';
import { mailsTo } from './support/mail-receiver.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';
import { BASE_URL } from './support/ports.ts';

/** What an operator runs to send this week's weekly email now: `cli weekly-email send`, against the e2e database. */
async function sendWeeklyEmails() {
  const dataDir = process.env.E2E_DATA_DIR;
  const smtpUrl = process.env.E2E_SMTP_URL;
  if (!dataDir || !smtpUrl) throw new Error('E2E_DATA_DIR and E2E_SMTP_URL are set by global setup');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'weekly-email', 'send'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SMTP_URL: smtpUrl, BASE_URL, LOG_LEVEL: 'warn' },
  });
}

test('Weekly email: turned on in the profile, it arrives with next week’s plan, and its link turns it off', async ({
  page,
  createUser,
  signInAs,
  apiAs,
}) => {
  const person = await createUser({ name: 'Wren Weekly' });
  const dinner = `Lentil soup ${uniqueWord()}`;
  const nextMonday = addDays(weekStartOf(localToday(), 'monday'), 7);
  await planMeal(await apiAs(person), { date: nextMonday, mealType: 'dinner', text: dinner });

  await signInAs(person);
  await page.goto('/profile');
  const weeklyEmail = page.getByRole('checkbox', { name: 'Weekly email' });
  await expect(weeklyEmail).not.toBeChecked();
  await weeklyEmail.check();
  await expect(page.getByRole('status').filter({ hasText: 'Weekly email is on: you’ll get one email a week.' })).toBeVisible();
  await expect(weeklyEmail).toBeChecked();
  await expectNoAxeViolations(page, 'the profile with Weekly email');

  await sendWeeklyEmails();
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  await expect.poll(() => mailsTo(mailDir, person.email).length).toBe(1);
  const mail = readMessage(mailsTo(mailDir, person.email)[0] ?? '');
  expect(mail.headers.get('subject')).toBe('Your week ahead on Champion Kitchen');
  expect(mail.text).toContain(`Next week’s meals\n`);
  expect(mail.text).toContain(`  - Dinner: ${dinner}`);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<([^>\s]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
  expect(mail.text).toContain(unsubscribe);

  // The link as the person follows it from the email: a page that asks, then says it is off.
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { name: 'Weekly email' })).toBeVisible();
  await expect(page.getByText('Stop getting the weekly email from Champion Kitchen?')).toBeVisible();
  await expectNoAxeViolations(page, 'the unsubscribe page');
  await page.getByRole('button', { name: 'Turn off weekly email' }).click();
  await expect(page.getByRole('status')).toHaveText('The weekly email is off. We won’t send you any more.');
  await expectNoAxeViolations(page, 'the weekly email is off');

  await page.getByRole('link', { name: 'Changed your mind? Turn Weekly email back on in your profile' }).click();
  await expect(page.getByRole('checkbox', { name: 'Weekly email' })).not.toBeChecked();
});
