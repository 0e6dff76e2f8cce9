import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * Issue 18: an existing database migrates to households without loss. A database of the schema before households
 * (migration 0013), filled as the app filled it: three people, each with plan entries, ticks, hand-added items, a
 * calendar secret and a household size; after the migration every one of them is a household of one holding exactly
 * what they had, entry by entry and tick by tick.
 */
describe.each(databaseKinds)('migration 0014 (households) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0014');
  let db: Db;

  const people = [
    { id: 'u-ana', name: 'Ana Before', householdSize: 1 },
    { id: 'u-ben', name: 'Ben Before', householdSize: 4 },
    { id: 'u-cy', name: 'Cy Before', householdSize: 2 },
  ];
  const created = '2026-03-01T10:00:00.000Z';

  /** Rows as the app wrote them before households, written in that schema's own columns. */
  async function fillOldDatabase() {
    const k = db.kysely;
    for (const [i, person] of people.entries()) {
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete", "householdSize")
        values (${person.id}, ${person.name}, ${`${person.id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, 'regular', 1, ${person.householdSize})`.execute(
        k,
      );
      await sql`insert into "recipe" ("id", "userId", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
        values (${`r-${person.id}`}, ${person.id}, ${`Soup of ${person.name}`}, 2, '[]', '[]', '[]', '[]', ${created}, ${created})`.execute(
        k,
      );
      for (let day = 0; day <= i + 1; day++) {
        await sql`insert into "mealPlanEntry" ("id", "userId", "date", "mealType", "recipeId", "text", "title", "servings", "position", "createdAt", "updatedAt")
          values (${`e-${person.id}-${day}`}, ${person.id}, ${`2026-03-0${day + 2}`}, 'dinner', ${day === 0 ? `r-${person.id}` : null},
            ${day === 0 ? null : `Meal ${day}`}, ${day === 0 ? `Soup of ${person.name}` : `Meal ${day}`}, ${day + 1}, 0, ${created}, ${created})`.execute(
          k,
        );
        await sql`insert into "shoppingItemState" ("userId", "rangeKey", "itemKey", "checked", "updatedAt")
          values (${person.id}, '2026-03-02..2026-03-08', ${`p.item-${day}`}, ${day % 2}, ${created})`.execute(k);
      }
      await sql`insert into "shoppingManualItem" ("id", "userId", "rangeKey", "text", "item", "quantity", "unit", "checked", "createdAt")
        values (${`m-${person.id}`}, ${person.id}, '2026-03-02..2026-03-08', '2 loaves bread', 'bread', 2, 'loaf', 1, ${created})`.execute(
        k,
      );
      await sql`insert into "calendarFeed" ("userId", "token", "createdAt") values (${person.id}, ${`secret-${person.id}`}, ${created})`.execute(
        k,
      );
    }
  }

  const entriesBefore = () =>
    sql<
      Record<string, unknown>
    >`select "id", "userId", "date", "mealType", "recipeId", "text", "title", "servings", "position" from "mealPlanEntry" order by "id"`
      .execute(db.kysely)
      .then((r) => r.rows);
  const ticksBefore = () =>
    sql<Record<string, unknown>>`select "userId", "rangeKey", "itemKey", "checked" from "shoppingItemState" order by "userId", "itemKey"`
      .execute(db.kysely)
      .then((r) => r.rows);
  const itemsBefore = () =>
    sql<Record<string, unknown>>`select "id", "userId", "rangeKey", "text", "item", "checked" from "shoppingManualItem" order by "id"`
      .execute(db.kysely)
      .then((r) => r.rows);

  it('makes each person a household of one with their plan, ticks, items, calendar secret and household size', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0013-recipe-language');
    await fillOldDatabase();
    const [entries, ticks, items] = [await entriesBefore(), await ticksBefore(), await itemsBefore()];
    expect(entries).toHaveLength(2 + 3 + 4);

    await migrateToLatest(db);
    const k = db.kysely;

    const households = await k.selectFrom('household').select(['id', 'name', 'size']).orderBy('id').execute();
    expect(households).toEqual(people.map((p) => ({ id: p.id, name: p.name, size: p.householdSize })));
    const users = await k.selectFrom('user').select(['id', 'householdId']).orderBy('id').execute();
    expect(users).toEqual(people.map((p) => ({ id: p.id, householdId: p.id })));

    // Every entry, with every column it had, in its planner's household.
    const after = await k
      .selectFrom('mealPlanEntry')
      .select(['id', 'householdId', 'userId', 'date', 'mealType', 'recipeId', 'text', 'title', 'servings', 'position'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(entries.map((e) => ({ ...e, householdId: e.userId })));

    const ticksAfter = await k
      .selectFrom('shoppingItemState')
      .select(['householdId', 'updatedBy', 'rangeKey', 'itemKey', 'checked'])
      .orderBy('householdId')
      .orderBy('itemKey')
      .execute();
    expect(ticksAfter).toEqual(ticks.map(({ userId, ...t }) => ({ householdId: userId, updatedBy: userId, ...t })));

    const itemsAfter = await k
      .selectFrom('shoppingManualItem')
      .select(['id', 'householdId', 'addedBy', 'rangeKey', 'text', 'item', 'checked'])
      .orderBy('id')
      .execute();
    expect(itemsAfter).toEqual(items.map(({ userId, ...m }) => ({ householdId: userId, addedBy: userId, ...m })));

    // The calendar secrets still open each person's plan.
    expect(await k.selectFrom('calendarFeed').select(['userId', 'token']).orderBy('userId').execute()).toEqual(
      people.map((p) => ({ userId: p.id, token: `secret-${p.id}` })),
    );
    // And recipes are not private, unless someone says so.
    expect((await k.selectFrom('recipe').select('private').execute()).map((r) => Number(r.private))).toEqual([0, 0, 0]);
  });
});
