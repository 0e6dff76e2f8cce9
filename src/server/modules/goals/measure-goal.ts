import { sql } from 'kysely';
import { weekendStartOf, type GoalKind } from '../../../shared/goals.ts';
import { addDays } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';

/** What is measured: one goal, one week (YYYY-MM-DD, its first day). */
export interface GoalWeek {
  goalId: string;
  kind: GoalKind;
  week: string;
}

/**
 * Each participant's progress on a goal in one week, from what they did in the app (the kinds are defined in
 * src/shared/goal-rules.ts; docs/decisions/0082-goals-and-what-a-champion-sees.md). Plans are the household's, so a
 * plan entry counts for the member who added it. One query per call, grouped by participant; someone with nothing
 * to count is left out of the map (0).
 */
export async function measureGoal(db: Db, { goalId, kind, week }: GoalWeek, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const last = addDays(week, 6);
  const rows = await measure(db, kind, goalId, week, last, userIds);
  return new Map(rows.map((row) => [row.userId, Number(row.progress)]));
}

type Row = { userId: string; progress: number | string | bigint };

async function measure(db: Db, kind: GoalKind, goalId: string, week: string, last: string, userIds: readonly string[]): Promise<Row[]> {
  const k = db.kysely;
  switch (kind) {
    case 'plan-meals':
      return k
        .selectFrom('mealPlanEntry')
        .select((eb) => [eb.ref('userId').$castTo<string>().as('userId'), eb.fn.countAll<number>().as('progress')])
        .where('userId', 'in', userIds)
        .where('date', '>=', week)
        .where('date', '<=', last)
        .groupBy('userId')
        .execute();
    case 'cook-meals':
      return k
        .selectFrom('cookLog')
        .select((eb) => ['userId', eb.fn.countAll<number>().as('progress')])
        .where('userId', 'in', userIds)
        .where('cookedOn', '>=', week)
        .where('cookedOn', '<=', last)
        .groupBy('userId')
        .execute();
    case 'vegetarian-dinners':
      // A dinner whose recipe carries the tag, whether or not the recipe was deleted since: the dinner was planned.
      return k
        .selectFrom('mealPlanEntry as e')
        .innerJoin('recipe as r', 'r.id', 'e.recipeId')
        .select((eb) => [eb.ref('e.userId').$castTo<string>().as('userId'), eb.fn.countAll<number>().as('progress')])
        .where('e.userId', 'in', userIds)
        .where('e.mealType', '=', 'dinner')
        .where('e.date', '>=', week)
        .where('e.date', '<=', last)
        .where((eb) => eb.or([eb('r.dietary', 'like', '%"vegetarian"%'), eb('r.dietary', 'like', '%"vegan"%')]))
        .groupBy('e.userId')
        .execute();
    case 'try-new-recipes':
      return triedFirstInWeek(db, week, last, userIds);
    case 'shopping-before-weekend':
      return listFilledBeforeWeekend(db, week, last, userIds);
    case 'free-text':
      return k
        .selectFrom('goalTick')
        .select((eb) => ['userId', eb.fn.countAll<number>().as('progress')])
        .where('goalId', '=', goalId)
        .where('week', '=', week)
        .where('userId', 'in', userIds)
        .groupBy('userId')
        .execute();
  }
}

/**
 * Each person's first day with each recipe up to `last` (cooked or planned), a saved copy keyed by the recipe it was
 * saved from: rows of `userId`, `recipeKey`, `firstDay`. Shared with the weeks' measure (measure-goal-weeks.ts).
 */
export function firstDaysOfRecipes(userIds: readonly string[], last: string) {
  const ids = sql.join(userIds.map((id) => sql`${id}`));
  return sql`
    select "userId", "recipeKey", min("day") as "firstDay" from (
      select c."userId" as "userId", coalesce(r."savedFromId", r."id") as "recipeKey", c."cookedOn" as "day"
        from "cookLog" c inner join "recipe" r on r."id" = c."recipeId"
        where c."userId" in (${ids}) and c."cookedOn" <= ${last}
      union all
      select e."userId" as "userId", coalesce(r."savedFromId", r."id") as "recipeKey", e."date" as "day"
        from "mealPlanEntry" e inner join "recipe" r on r."id" = e."recipeId"
        where e."userId" in (${ids}) and e."date" <= ${last}
    ) as "touched"
    group by "userId", "recipeKey"`;
}

/**
 * Recipes tried for the first time in the week: every recipe a participant planned (an entry they added) or cooked,
 * keyed by the recipe it was saved from when it is a saved copy (planning a catalogue recipe and cooking one's copy is
 * one recipe), counted in the week of its earliest day. Deleted recipes still count: they were tried.
 */
async function triedFirstInWeek(db: Db, week: string, last: string, userIds: readonly string[]): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select "userId", count(*) as "progress" from (${firstDaysOfRecipes(userIds, last)}) as "firsts"
    where "firstDay" >= ${week}
    group by "userId"`.execute(db.kysely);
  return rows;
}

/**
 * 1 when, before the week's Friday was over (00:00 UTC the day after), the participant had put something on the
 * week's shopping list: a recipe planned for a day of the week (its ingredients make the list), or an item they added
 * by hand to a list that starts in the week.
 */
async function listFilledBeforeWeekend(db: Db, week: string, last: string, userIds: readonly string[]): Promise<Row[]> {
  const deadline = `${weekendStartOf(week)}T00:00:00.000Z`;
  const planned = await db.kysely
    .selectFrom('mealPlanEntry')
    .select((eb) => eb.ref('userId').$castTo<string>().as('userId'))
    .distinct()
    .where('userId', 'in', userIds)
    .where('recipeId', 'is not', null)
    .where('date', '>=', week)
    .where('date', '<=', last)
    .where('createdAt', '<', deadline)
    .execute();
  const added = await db.kysely
    .selectFrom('shoppingManualItem')
    .select((eb) => eb.ref('addedBy').$castTo<string>().as('userId'))
    .distinct()
    .where('addedBy', 'in', userIds)
    .where('rangeKey', '>=', `${week}..`)
    .where('rangeKey', '<', addDays(last, 1))
    .where('createdAt', '<', deadline)
    .execute();
  const done = new Set([...planned, ...added].map((row) => row.userId));
  return [...done].map((userId) => ({ userId, progress: 1 }));
}
