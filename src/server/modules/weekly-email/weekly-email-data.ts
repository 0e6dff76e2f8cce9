import { isLocale, sourceLocale, weekStartOfLocale, type Locale } from '../../../shared/i18n/locales.ts';
import { addDays, weekStartOf } from '../../../shared/meal-plan-rules.ts';
import { isChampionType } from '../../../shared/permissions.ts';
import { paths } from '../../../shared/routing.ts';
import { weekStartSchema } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import type { Db } from '../../db/kysely.ts';
import { championGroup } from '../champions/index.ts';
import { listEntries } from '../meal-plans/index.ts';
import { myFirstGoals } from '../goals/index.ts';
import {
  goalsInEmail,
  type ChampionMessage,
  type GoalProgress,
  type GroupSummary,
  type WeeklyEmailContent,
} from './weekly-email-content.ts';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token.ts';

const storedWeekStart = weekStartSchema.nullable().catch(null);

/**
 * The person's goals running in the week holding `today` (their champion's, through their membership of the group),
 * the first `goalsInEmail` with their progress measured as their dashboard measures it (goals/my-goals.ts), and how
 * many more there are.
 */
export async function goalProgressFor(db: Db, userId: string, today: string): Promise<{ goals: GoalProgress[]; more: number }> {
  const { goals, more } = await myFirstGoals(db, userId, today, goalsInEmail);
  return { goals: goals.map((mine) => ({ goal: mine.goal, progress: mine.progress })), more };
}

/** The newest message of the person's champion to their group, or null: quoted in the email. */
export async function latestChampionMessageFor(db: Db, userId: string): Promise<ChampionMessage | null> {
  const row = await db.kysely
    .selectFrom('championMembership as m')
    .innerJoin('groupMessage as g', 'g.championId', 'm.championId')
    .innerJoin('user as c', 'c.id', 'm.championId')
    .select(['c.name', 'g.text'])
    .where('m.participantId', '=', userId)
    .orderBy('g.createdAt', 'desc')
    .orderBy('g.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { championName: row.name, text: row.text } : null;
}

/** The group's week as the champion dashboard totals it (championGroup): everyone counted, no one named. */
async function groupSummaryOf(db: Db, championId: string, today: string): Promise<GroupSummary> {
  const { totals } = await championGroup(db, championId, today);
  return { members: totals.members, mealsPlanned: totals.mealsPlannedThisWeek, mealsCooked: totals.mealsCookedThisWeek };
}

/**
 * What one person's weekly email says on `today` (their calendar date, YYYY-MM-DD), or null when they no longer
 * want it, or cannot be written to (no account, setup unfinished). Only their own, their household's and (for a
 * champion) their group's counts are read: nothing of another household.
 */
export async function readWeeklyEmail(app: AppContext, userId: string, today: string): Promise<WeeklyEmailContent | null> {
  const person = await app.db.kysely
    .selectFrom('user')
    .select(['id', 'email', 'name', 'language', 'weekStart', 'householdId', 'userType', 'setupComplete', 'weeklyEmail'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person || Number(person.weeklyEmail) !== 1 || Number(person.setupComplete) !== 1) return null;

  // As the reset email: the person's Language; with none chosen (and no browser asking), the app's own language.
  const locale: Locale = isLocale(person.language) ? person.language : sourceLocale;
  const weekStart = storedWeekStart.parse(person.weekStart) ?? weekStartOfLocale(locale);
  const from = addDays(weekStartOf(today, weekStart), 7);
  const to = addDays(from, 6);
  const entries = person.householdId ? await listEntries(app.db, person.householdId, { from, to }) : [];

  const base = app.config.baseUrl.replace(/\/+$/, '');
  const goals = await goalProgressFor(app.db, userId, today);
  return {
    to: person.email,
    name: person.name,
    locale,
    nextWeek: { from, to, meals: entries.map((entry) => ({ date: entry.date, mealType: entry.mealType, title: entry.title })) },
    goals: goals.goals,
    moreGoals: goals.more,
    championMessage: await latestChampionMessageFor(app.db, userId),
    group: isChampionType(person.userType) ? await groupSummaryOf(app.db, userId, today) : null,
    links: {
      mealPlanning: `${base}${paths.mealPlanning}`,
      shoppingList: `${base}${paths.shoppingList}?from=${from}&to=${to}`,
      dashboard: `${base}${paths.dashboard}`,
      championDashboard: `${base}${paths.championDashboard}`,
      profile: `${base}${paths.profile}#weekly-email`,
      unsubscribe: unsubscribeLink(base, unsubscribeToken(app.config.authSecret, userId)),
    },
  };
}
