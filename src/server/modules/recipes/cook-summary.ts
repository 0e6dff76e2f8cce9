import { sql, type RawBuilder } from 'kysely';
import { addDays, toIsoDate } from '../../../shared/meal-plans.ts';
import { NOT_COOKED_FOR_DAYS } from '../../../shared/cook-log.ts';

/*
 * What a person's cook log says about one recipe, as expressions a recipe query selects beside the recipe (its alias
 * `recipe`): their latest rating and the last day they cooked it. Each is one seek in cookLog_user_recipe_idx.
 */

/** The reader's rating from their latest rated entry (by day, then by when it was written), or null. */
export function readerRating(recipe: string, readerId: string): RawBuilder<number | null> {
  return sql<number | null>`(select "c"."rating" from "cookLog" as "c" where "c"."userId" = ${readerId} and "c"."recipeId" = ${sql.ref(
    `${recipe}.id`,
  )} and "c"."rating" is not null order by "c"."cookedOn" desc, "c"."createdAt" desc limit 1)`;
}

/** The last day the reader cooked it, or null. */
export function readerLastCookedOn(recipe: string, readerId: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select max("c"."cookedOn") from "cookLog" as "c" where "c"."userId" = ${readerId} and "c"."recipeId" = ${sql.ref(`${recipe}.id`)})`;
}

/** The first day that counts as "lately": a recipe not cooked on it or since has not been cooked for a while. */
export function notCookedSince(today = toIsoDate(new Date())): string {
  return addDays(today, -(NOT_COOKED_FOR_DAYS - 1));
}

/** The reader has not cooked it on `since` or later. */
export function notCookedLately(recipe: string, readerId: string, since: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from "cookLog" as "c" where "c"."userId" = ${readerId} and "c"."recipeId" = ${sql.ref(
    `${recipe}.id`,
  )} and "c"."cookedOn" >= ${since})`;
}
