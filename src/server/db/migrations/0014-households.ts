import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Households (issue 18; docs/decisions/0061-households.md): every person is in one household, whose members share
 * one meal plan and one shopping list.
 * - `household`: its name, its size (the number of people it cooks for, which moves here from the user), when made.
 * - `user.householdId`: the person's household. Each existing person becomes a household of one, named after them,
 *   with their household size and their own id as the household's (ids are opaque; a later household gets a new
 *   one). Nullable in the table (SQLite cannot add a required column to a filled table), set for everyone here and
 *   by setup.
 * - `mealPlanEntry`, `shoppingItemState`, `shoppingManualItem` belong to a household (`householdId`, removed with
 *   it); who planned, ticked or added is kept (`userId`, `updatedBy`, `addedBy`) and emptied when that person's
 *   account goes, so the others' plan and list stay whole. A tick is one per household, item and list.
 * - `recipe.private`: a recipe the household's other members do not see.
 * - `invitation.householdId`: the household a household invitation (kind `household`) joins.
 * The calendar feed stays per person and shows the person's household's plan.
 *
 * The three tables are made again, filled from the old ones and renamed, on both databases alike: SQLite cannot change
 * a column's foreign key in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('household')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into "household" ("id", "name", "size", "createdAt") select "id", "name", "householdSize", "createdAt" from "user"`.execute(
    db,
  );
  await db.schema
    .alterTable('user')
    .addColumn('householdId', 'text', (c) => c.references('household.id').onDelete('set null'))
    .execute();
  await sql`update "user" set "householdId" = "id"`.execute(db);
  await db.schema.createIndex('user_household_idx').on('user').column('householdId').execute();

  // The plan: the household's, with who planned each meal.
  await db.schema
    .createTable('mealPlanEntryNew')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('householdId', 'text', (c) => c.notNull().references('household.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('mealType', 'text', (c) => c.notNull())
    .addColumn('recipeId', 'text', (c) => c.references('recipe.id').onDelete('set null'))
    .addColumn('text', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('servings', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into "mealPlanEntryNew" ("id", "householdId", "userId", "date", "mealType", "recipeId", "text", "title", "servings", "position", "createdAt", "updatedAt")
    select e."id", u."householdId", e."userId", e."date", e."mealType", e."recipeId", e."text", e."title", e."servings", e."position", e."createdAt", e."updatedAt"
    from "mealPlanEntry" e join "user" u on u."id" = e."userId"`.execute(db);
  await db.schema.dropTable('mealPlanEntry').execute();
  await db.schema.alterTable('mealPlanEntryNew').renameTo('mealPlanEntry').execute();
  // Every read is "this household's entries between two dates", in slot order; the champion counts each person's.
  await db.schema
    .createIndex('mealPlanEntry_household_date_idx')
    .on('mealPlanEntry')
    .columns(['householdId', 'date', 'mealType', 'position'])
    .execute();
  await db.schema.createIndex('mealPlanEntry_user_date_idx').on('mealPlanEntry').columns(['userId', 'date']).execute();
  await db.schema.createIndex('mealPlanEntry_recipe_idx').on('mealPlanEntry').column('recipeId').execute();

  // The list's ticks: one per household, list and item, with who ticked last.
  await db.schema
    .createTable('shoppingItemStateNew')
    .addColumn('householdId', 'text', (c) => c.notNull().references('household.id').onDelete('cascade'))
    .addColumn('rangeKey', 'text', (c) => c.notNull())
    .addColumn('itemKey', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addPrimaryKeyConstraint('shoppingItemState_household_pk', ['householdId', 'rangeKey', 'itemKey'])
    .execute();
  await sql`insert into "shoppingItemStateNew" ("householdId", "rangeKey", "itemKey", "checked", "updatedAt", "updatedBy")
    select u."householdId", s."rangeKey", s."itemKey", s."checked", s."updatedAt", s."userId"
    from "shoppingItemState" s join "user" u on u."id" = s."userId"`.execute(db);
  await db.schema.dropTable('shoppingItemState').execute();
  await db.schema.alterTable('shoppingItemStateNew').renameTo('shoppingItemState').execute();

  // Items added by hand: the household's, with who added each.
  await db.schema
    .createTable('shoppingManualItemNew')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('householdId', 'text', (c) => c.notNull().references('household.id').onDelete('cascade'))
    .addColumn('addedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('rangeKey', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('quantity', 'real')
    .addColumn('unit', 'text')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into "shoppingManualItemNew" ("id", "householdId", "addedBy", "rangeKey", "text", "item", "quantity", "unit", "checked", "createdAt")
    select m."id", u."householdId", m."userId", m."rangeKey", m."text", m."item", m."quantity", m."unit", m."checked", m."createdAt"
    from "shoppingManualItem" m join "user" u on u."id" = m."userId"`.execute(db);
  await db.schema.dropTable('shoppingManualItem').execute();
  await db.schema.alterTable('shoppingManualItemNew').renameTo('shoppingManualItem').execute();
  await db.schema
    .createIndex('shoppingManualItem_household_range_idx')
    .on('shoppingManualItem')
    .columns(['householdId', 'rangeKey', 'createdAt'])
    .execute();

  await db.schema
    .alterTable('recipe')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('invitation')
    .addColumn('householdId', 'text', (c) => c.references('household.id').onDelete('cascade'))
    .execute();
}
