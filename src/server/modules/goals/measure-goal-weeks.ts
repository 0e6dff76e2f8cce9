import { sql } from 'kysely';
import type { Goal } from '../../../shared/goals.ts';
import { weekStartOf } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';
import { lastDayOf, lastWeeks, weekOfDay } from '../../lib/week-buckets.ts';
import { firstDaysOfRecipes, measureGoal } from './measure-goal.ts';

/** Per week (its first day), each participant's progress; someone with nothing to count is left out (0). */
export type WeeklyProgress = Map<string, Map<string, number>>;

type Row = { week: string | null; userId: string; n: number | string | bigint };

/**
 * The goal's own weeks among the last `count` (by its week start, `today`'s last) that fall inside its first and last
 * week, oldest first: the weeks a chart of it shows.
 */
export function goalWeeksShown(goal: Goal, today: string, count: number): string[] {
  return lastWeeks(weekStartOf(today, goal.weekStartsOn), count).filter((week) => goal.startWeek <= week && week <= goal.endWeek);
}

/**
 * A goal measured over several of its weeks at once, as measureGoal measures one (the same definitions,
 * docs/decisions/0082-goals-and-what-a-champion-sees.md): one query grouped by week and participant, the week given
 * to each row in the database (lib/week-buckets.ts). "Filled the list before the weekend" has a deadline of its own
 * in each week and is measured a week at a time (at most twelve small queries).
 */
export async function measureGoalWeeks(
  db: Db,
  goal: Pick<Goal, 'id' | 'kind'>,
  weeks: readonly string[],
  userIds: readonly string[],
): Promise<WeeklyProgress> {
  const progress: WeeklyProgress = new Map(weeks.map((week) => [week, new Map<string, number>()]));
  const first = weeks[0];
  if (first === undefined || userIds.length === 0) return progress;
  const last = lastDayOf(weeks);
  const k = db.kysely;
  let rows: Row[];
  switch (goal.kind) {
    case 'plan-meals': {
      const entries = k
        .selectFrom('mealPlanEntry')
        .select((eb) => [weekOfDay(sql.ref('date'), weeks).as('week'), eb.ref('userId').$castTo<string>().as('userId')])
        .where('userId', 'in', userIds)
        .where('date', '>=', first)
        .where('date', '<=', last);
      rows = await k
        .selectFrom(entries.as('b'))
        .select(['b.week', 'b.userId', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['b.week', 'b.userId'])
        .execute();
      break;
    }
    case 'cook-meals': {
      const cooked = k
        .selectFrom('cookLog')
        .select([weekOfDay(sql.ref('cookedOn'), weeks).as('week'), 'userId'])
        .where('userId', 'in', userIds)
        .where('cookedOn', '>=', first)
        .where('cookedOn', '<=', last);
      rows = await k
        .selectFrom(cooked.as('b'))
        .select(['b.week', 'b.userId', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['b.week', 'b.userId'])
        .execute();
      break;
    }
    case 'vegetarian-dinners': {
      const dinners = k
        .selectFrom('mealPlanEntry as e')
        .innerJoin('recipe as r', 'r.id', 'e.recipeId')
        .select((eb) => [weekOfDay(sql.ref('e.date'), weeks).as('week'), eb.ref('e.userId').$castTo<string>().as('userId')])
        .where('e.userId', 'in', userIds)
        .where('e.mealType', '=', 'dinner')
        .where('e.date', '>=', first)
        .where('e.date', '<=', last)
        .where((eb) => eb.or([eb('r.dietary', 'like', '%"vegetarian"%'), eb('r.dietary', 'like', '%"vegan"%')]));
      rows = await k
        .selectFrom(dinners.as('b'))
        .select(['b.week', 'b.userId', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['b.week', 'b.userId'])
        .execute();
      break;
    }
    case 'try-new-recipes':
      rows = await triedFirstPerWeek(db, weeks, userIds);
      break;
    case 'free-text':
      rows = await k
        .selectFrom('goalTick')
        .select(['week', 'userId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('goalId', '=', goal.id)
        .where('week', 'in', weeks)
        .where('userId', 'in', userIds)
        .groupBy(['week', 'userId'])
        .execute();
      break;
    case 'shopping-before-weekend':
      rows = [];
      for (const week of weeks) {
        const done = await measureGoal(db, { goalId: goal.id, kind: goal.kind, week }, userIds);
        for (const [userId, n] of done) rows.push({ week, userId, n });
      }
      break;
  }
  for (const row of rows) if (row.week !== null) progress.get(row.week)?.set(row.userId, Number(row.n));
  return progress;
}

/** Recipes tried for the first time, counted in the week of their first day (measure-goal.ts's triedFirstInWeek, per week). */
async function triedFirstPerWeek(db: Db, weeks: readonly string[], userIds: readonly string[]): Promise<Row[]> {
  const first = weeks[0] ?? '';
  const { rows } = await sql<Row>`
    select "week", "userId", count(*) as "n" from (
      select "userId", ${weekOfDay(sql.ref('firstDay'), weeks)} as "week" from (${firstDaysOfRecipes(userIds, lastDayOf(weeks))}) as "firsts"
      where "firstDay" >= ${first}
    ) as "bucketed"
    group by "week", "userId"`.execute(db.kysely);
  return rows;
}
