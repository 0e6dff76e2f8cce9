import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { HouseholdMember } from './request-household.ts';

/*
 * Which recipes a household reaches (docs/decisions/0064-household-recipes.md): the one rule the plan, the shopping
 * list and the recipe reads put in their queries, so that authorization stays inside the query and no two of them
 * can drift apart.
 */

/** How a query names its recipe table ("r" in `recipe as r`). */
export type RecipeAlias = string;

/** The household a query asks about: a column of the query (an entry's household) or an id read with the session. */
export type HouseholdOperand = { column: `${string}.householdId` } | { id: string };

const householdValue = (household: HouseholdOperand) => ('column' in household ? sql.ref(household.column) : sql`${household.id}`);

/**
 * The recipe belongs to someone who is a member of the household now, private or not: what the household's plan
 * and list join (a planned meal keeps its recipe, and its ingredients stay on the list, when its owner marks it
 * private; it loses it when the owner leaves). Deletion and the catalogue are the caller's to check.
 */
export function ownedInHousehold(recipe: RecipeAlias, household: HouseholdOperand): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from ${sql.table('user')} as ${sql.id('member')} where ${sql.ref('member.id')} = ${sql.ref(
    `${recipe}.userId`,
  )} and ${sql.ref('member.householdId')} = ${householdValue(household)})`;
}

/**
 * The recipe may be read by `reader`: it is their own, or a household member's that is not private. Deletion and
 * the catalogue are the caller's to check.
 */
export function readableInHousehold(recipe: RecipeAlias, reader: HouseholdMember): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${recipe}.userId`)} = ${reader.userId} or (${sql.ref(`${recipe}.private`)} = 0 and ${ownedInHousehold(
    recipe,
    { id: reader.householdId },
  )}))`;
}

/** The recipe is another member's that `reader` may read (the "Household" list): not their own, not private. */
export function sharedByHousehold(recipe: RecipeAlias, reader: HouseholdMember): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${recipe}.userId`)} <> ${reader.userId} and ${sql.ref(`${recipe}.private`)} = 0 and ${ownedInHousehold(
    recipe,
    { id: reader.householdId },
  )})`;
}
