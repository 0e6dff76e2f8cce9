import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * Issue 20 part 5: a filled database gains recipe links without touching what it holds; a recipe has one link at
 * most, a token opens one recipe at most, and the link goes with its recipe when the recipe is removed for good.
 */
describe.each(databaseKinds)('migration 0023 (recipe shares) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0023');
  let db: Db;
  const created = '2026-03-01T10:00:00.000Z';

  it('adds no links to a filled database; one link a recipe, one recipe a token; the link goes with its recipe', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0022-pantry');
    const k = db.kysely;
    await sql`insert into "household" ("id", "name", "size", "createdAt") values ('h-ana', 'Ana', 2, ${created})`.execute(k);
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete", "householdId")
      values ('u-ana', 'Ana', 'ana@example.com', ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, 'regular', 1, 'h-ana')`.execute(
      k,
    );
    for (const id of ['r-soup', 'r-stew'])
      await sql`insert into "recipe" ("id", "userId", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
        values (${id}, 'u-ana', ${id}, 2, '[]', '[]', '[]', '[]', ${created}, ${created})`.execute(k);

    await migrateToLatest(db);
    expect(await k.selectFrom('recipeShare').selectAll().execute()).toEqual([]);
    expect(await k.selectFrom('recipe').select('id').orderBy('id').execute()).toEqual([{ id: 'r-soup' }, { id: 'r-stew' }]);

    await k.insertInto('recipeShare').values({ recipeId: 'r-soup', token: 'token-soup', createdAt: created }).execute();
    // A second link for the same recipe, or the same token for another recipe, is refused by the database itself.
    await expect(
      k.insertInto('recipeShare').values({ recipeId: 'r-soup', token: 'token-other', createdAt: created }).execute(),
    ).rejects.toThrow();
    await expect(
      k.insertInto('recipeShare').values({ recipeId: 'r-stew', token: 'token-soup', createdAt: created }).execute(),
    ).rejects.toThrow();
    await expect(
      k.insertInto('recipeShare').values({ recipeId: 'r-none', token: 'token-none', createdAt: created }).execute(),
    ).rejects.toThrow();
    await k.insertInto('recipeShare').values({ recipeId: 'r-stew', token: 'token-stew', createdAt: created }).execute();

    await k.deleteFrom('recipe').where('id', '=', 'r-soup').execute();
    expect(await k.selectFrom('recipeShare').select(['recipeId', 'token']).execute()).toEqual([
      { recipeId: 'r-stew', token: 'token-stew' },
    ]);
  });
});
