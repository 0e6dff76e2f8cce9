import { sql } from 'kysely';
import type { Db } from '../kysely.ts';

/*
 * Rows for the migration tests that start a database at 0018-recipe-imports and migrate it forward: written in raw
 * SQL because Kysely's types describe the latest schema, not that one. Tests only.
 */

/** When the old rows were made. */
export const oldRowsCreated = '2026-03-01T10:00:00.000Z';

export async function insertOldHousehold(db: Db, id: string) {
  await sql`insert into "household" ("id", "name", "size", "createdAt") values (${id}, ${id}, 2, ${oldRowsCreated})`.execute(db.kysely);
}

/** A regular account with setup complete, its name its id unless given, in a household or none. */
export async function insertOldUser(
  db: Db,
  {
    id,
    name = id,
    email = `${id}@example.com`,
    householdId = null,
  }: { id: string; name?: string; email?: string; householdId?: string | null },
) {
  // emailVerified is a boolean in PostgreSQL and an integer in SQLite.
  const unverified = db.kind === 'postgres' ? sql`false` : sql`0`;
  await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete", "householdId")
    values (${id}, ${name}, ${email}, ${unverified}, ${oldRowsCreated}, ${oldRowsCreated}, 'regular', 1, ${householdId})`.execute(
    db.kysely,
  );
}

/** A recipe of two servings with no steps: someone's (userId) or the catalogue's (inCatalogue 1, no owner). */
export async function insertOldRecipe(
  db: Db,
  {
    id,
    userId = null,
    title = `Recipe ${id}`,
    ingredients = [],
    inCatalogue = 0,
    deleted = 0,
  }: { id: string; userId?: string | null; title?: string; ingredients?: unknown[]; inCatalogue?: 0 | 1; deleted?: 0 | 1 },
) {
  await sql`insert into "recipe" ("id", "userId", "inCatalogue", "title", "servings", "ingredients", "steps", "tags", "dietary", "deleted", "createdAt", "updatedAt")
    values (${id}, ${userId}, ${inCatalogue}, ${title}, 2, ${JSON.stringify(ingredients)}, '[]', '[]', '[]', ${deleted}, ${oldRowsCreated}, ${oldRowsCreated})`.execute(
    db.kysely,
  );
}

/** A cook alone in their own household (both named `id`) with one recipe of theirs, "r-<id>". */
export async function insertOldCookWithRecipe(db: Db, id: string, recipeTitle: string) {
  await insertOldHousehold(db, id);
  await insertOldUser(db, { id, householdId: id });
  await insertOldRecipe(db, { id: `r-${id}`, userId: id, title: recipeTitle });
}
