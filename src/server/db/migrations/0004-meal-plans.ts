import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Meal planning and shopping: planned meals, the secret calendar feed, and the shopping list's own state
 * (ticks and hand-added items). The list itself is computed from the plan on every read, so only what a
 * person did to it is stored, keyed so that it survives the plan changing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('mealPlanEntry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // A local calendar date, YYYY-MM-DD: text sorts and compares as dates do, on both databases.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('mealType', 'text', (c) => c.notNull())
    // A recipe purged for good leaves the entry with its title (below) and no recipe.
    .addColumn('recipeId', 'text', (c) => c.references('recipe.id').onDelete('set null'))
    .addColumn('text', 'text')
    // The recipe's title when planned (kept when the recipe goes), or the free text.
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('servings', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  // Every read is "this user's entries between two dates", in slot order.
  await db.schema
    .createIndex('mealPlanEntry_user_date_idx')
    .on('mealPlanEntry')
    .columns(['userId', 'date', 'mealType', 'position'])
    .execute();
  await db.schema.createIndex('mealPlanEntry_recipe_idx').on('mealPlanEntry').column('recipeId').execute();

  // The .ics feed's secret: the address is the credential, so a calendar app needs no session.
  await db.schema
    .createTable('calendarFeed')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();

  // A tick on a planned item of one list (a date range), by the item's merge key: regenerating the list
  // after the plan changes finds the same key, so the tick stays.
  await db.schema
    .createTable('shoppingItemState')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('rangeKey', 'text', (c) => c.notNull())
    .addColumn('itemKey', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('shoppingItemState_pk', ['userId', 'rangeKey', 'itemKey'])
    .execute();

  // Items added by hand to one list (a date range).
  await db.schema
    .createTable('shoppingManualItem')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('rangeKey', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('quantity', 'real')
    .addColumn('unit', 'text')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shoppingManualItem_user_range_idx')
    .on('shoppingManualItem')
    .columns(['userId', 'rangeKey', 'createdAt'])
    .execute();
}
