import { sql } from 'kysely';
import type { ProgrammeStats } from '../../../shared/admin.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { championTypes } from '../../../shared/permissions.ts';
import type { Db } from '../../db/kysely.ts';
import { weeklyTrends } from './weekly-trends.ts';

/** Weeks in the weekly-active-users series, the current (partial) one last. */
export const ACTIVE_WEEKS = 8;

/** The Monday (UTC) starts of the last ACTIVE_WEEKS weeks, oldest first. */
export function activeWeekStarts(now: Date): string[] {
  const current = weekStartOf(toIsoDate(now), 'monday');
  return Array.from({ length: ACTIVE_WEEKS }, (_, i) => addDays(current, (i - ACTIVE_WEEKS + 1) * 7));
}

/** Midnight UTC of a date, as stored timestamps are written (ISO text on SQLite, timestamptz on PostgreSQL). */
const instant = (date: string) => `${date}T00:00:00.000Z`;

/** `count(case when <condition> then 1 end)`: the rows meeting the condition, in one pass, on both databases. */
const countWhen = (condition: ReturnType<typeof sql>) => sql<number>`count(case when ${condition} then 1 end)`;

/**
 * The programme's figures (docs/decisions/0014-champions-and-admin.md): one aggregate query per table, the
 * database counting; no rows are loaded. The queries are the same SQL on SQLite and PostgreSQL.
 */
export async function programmeStats(db: Db, now = new Date()): Promise<ProgrammeStats> {
  const k = db.kysely;
  const thisWeek = weekStartOf(toIsoDate(now), 'monday');
  const weeks = activeWeekStarts(now);
  const ref = sql.ref;
  const complete = sql`${ref('setupComplete')} = 1`;

  // One after another: seven small queries, and the page is no hot path; a pool connection at a time.
  const users = await k
    .selectFrom('user')
    .select([
      sql<number>`count(*)`.as('total'),
      countWhen(sql`${complete} and ${ref('userType')} = 'regular'`).as('regular'),
      countWhen(sql`${complete} and ${ref('userType')} = 'champion'`).as('champion'),
      countWhen(sql`${complete} and ${ref('userType')} = 'both'`).as('both'),
      countWhen(sql`not (${complete}) or ${ref('userType')} is null`).as('setupIncomplete'),
      countWhen(sql`${ref('role')} = 'admin'`).as('admins'),
      countWhen(sql`${ref('userType')} in (${sql.join([...championTypes])})`).as('champions'),
    ])
    .executeTakeFirstOrThrow();
  const groups = await k
    .selectFrom('championMembership')
    .select([sql<number>`count(distinct ${ref('championId')})`.as('count'), sql<number>`count(*)`.as('members')])
    .executeTakeFirstOrThrow();
  // Distinct users per week whose session was last used that week: one column per week.
  const sessions = await k
    .selectFrom('session')
    .select(
      weeks.map((start, i) =>
        sql<number>`count(distinct case when ${ref('updatedAt')} >= ${instant(start)} and ${ref('updatedAt')} < ${instant(addDays(start, 7))} then ${ref('userId')} end)`.as(
          `w${i}`,
        ),
      ),
    )
    .where('updatedAt', '>=', instant(weeks[0] ?? thisWeek))
    .executeTakeFirstOrThrow();
  const recipes = await k
    .selectFrom('recipe')
    .select([
      countWhen(sql`${ref('inCatalogue')} = 0 and ${ref('deleted')} = 0`).as('personal'),
      countWhen(sql`${ref('inCatalogue')} = 1 and ${ref('deleted')} = 0`).as('catalogue'),
    ])
    .executeTakeFirstOrThrow();
  const meals = await k
    .selectFrom('mealPlanEntry')
    .select([
      sql<number>`count(*)`.as('total'),
      countWhen(sql`${ref('date')} >= ${thisWeek} and ${ref('date')} <= ${addDays(thisWeek, 6)}`).as('thisWeek'),
    ])
    .executeTakeFirstOrThrow();
  // The programme's invitations (to a champion's group, to be a champion), not those into a household.
  const sent = await k
    .selectFrom('invitation')
    .select(sql<number>`count(*)`.as('n'))
    .where('kind', '<>', 'household')
    .executeTakeFirstOrThrow();
  const accepted = await k
    .selectFrom('invitationAcceptance as a')
    .innerJoin('invitation as i', 'i.id', 'a.invitationId')
    .select(sql<number>`count(*)`.as('n'))
    .where('i.kind', '<>', 'household')
    .executeTakeFirstOrThrow();

  const n = (value: unknown) => Number(value ?? 0);
  const weekly = sessions as Record<string, unknown>;
  const weeklyActiveUsers = weeks.map((weekStart, i) => ({ weekStart, users: n(weekly[`w${i}`]) }));
  const trends = await weeklyTrends(db, weeks, new Map(weeklyActiveUsers.map((w) => [w.weekStart, w.users])));
  return {
    generatedAt: now.toISOString(),
    users: {
      total: n(users.total),
      byType: { regular: n(users.regular), champion: n(users.champion), both: n(users.both), setupIncomplete: n(users.setupIncomplete) },
      admins: n(users.admins),
    },
    champions: n(users.champions),
    groups: { count: n(groups.count), members: n(groups.members) },
    weeklyActiveUsers,
    weeklyTrends: trends,
    recipes: { personal: n(recipes.personal), catalogue: n(recipes.catalogue) },
    plannedMeals: { total: n(meals.total), thisWeek: n(meals.thisWeek) },
    invitations: { sent: n(sent.n), accepted: n(accepted.n) },
  };
}
