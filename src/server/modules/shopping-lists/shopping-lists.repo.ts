import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { mealTypes, type DateRange } from '../../../shared/meal-plans.ts';
import { ingredientSchema, type Ingredient } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { ownedInHousehold, type HouseholdMember } from '../households/index.ts';

/**
 * The shopping list's queries. The list itself is never stored: it is computed from the plan on each read.
 * What is stored is what the person did to it (ticks by item key, items added by hand), per list, and a
 * list is a date range: `rangeKey` is "from..to". Every query is scoped by the acting person's household, whose
 * members share one list (docs/decisions/0061-households.md).
 */

export function rangeKey({ from, to }: DateRange): string {
  return `${from}..${to}`;
}

/** One planned recipe of the range: its ingredients as stored now and how many servings were planned. */
export interface PlannedRecipe {
  title: string;
  servings: number;
  recipeServings: number;
  ingredients: Ingredient[];
}

const mealOrder = sql<number>`case ${sql.ref('e.mealType')} ${sql.join(
  mealTypes.map((meal, i) => sql`when ${sql.lit(meal)} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(mealTypes.length)} end`;

/**
 * The household's planned entries from `from` to `to` with their recipes, in plan order, in one query. Only its
 * members' own recipes are joined, private ones too (they were planned for the household: decision 0064); a recipe
 * deleted since it was planned is still planned, so it counts.
 * Free-text entries and entries whose recipe is gone for good (recipeId null) have nothing to buy.
 */
export async function listPlannedRecipes(db: Db, householdId: string, { from, to }: DateRange): Promise<PlannedRecipe[]> {
  const rows = await db.kysely
    .selectFrom('mealPlanEntry as e')
    .innerJoin('recipe as r', (join) => join.onRef('r.id', '=', 'e.recipeId').on(ownedInHousehold('r', { column: 'e.householdId' })))
    .select(['r.title', 'e.servings', 'r.servings as recipeServings', 'r.ingredients'])
    .where('e.householdId', '=', householdId)
    .where('e.date', '>=', from)
    .where('e.date', '<=', to)
    .orderBy('e.date')
    .orderBy(mealOrder)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    title: row.title,
    servings: row.servings,
    recipeServings: row.recipeServings,
    ingredients: readIngredients(row.ingredients),
  }));
}

/** Stored JSON read defensively: a damaged ingredient is left out, never a 500. */
function readIngredients(raw: string): Ingredient[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const ingredient = ingredientSchema.safeParse(item);
      return ingredient.success ? [ingredient.data] : [];
    });
  } catch {
    return [];
  }
}

// ── Ticks on planned items ──────────────────────────────────────────────────────────────────────────────

/** The item keys ticked on the household's list for the range. */
export async function listTickedKeys(db: Db, householdId: string, range: string): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('shoppingItemState')
    .select('itemKey')
    .where('householdId', '=', householdId)
    .where('rangeKey', '=', range)
    .where('checked', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.itemKey));
}

/** Ticks or unticks a planned item of the household's list, as `who.userId` (the last one to change it). */
export async function setTick(db: Db, who: HouseholdMember, range: string, itemKey: string, checked: boolean): Promise<void> {
  const values = { checked: checked ? 1 : 0, updatedAt: new Date().toISOString(), updatedBy: who.userId };
  await db.kysely
    .insertInto('shoppingItemState')
    .values({ householdId: who.householdId, rangeKey: range, itemKey, ...values })
    .onConflict((oc) => oc.columns(['householdId', 'rangeKey', 'itemKey']).doUpdateSet(values))
    .execute();
}

// ── Items added by hand ─────────────────────────────────────────────────────────────────────────────────

export interface ManualItemRow {
  id: string;
  text: string;
  item: string;
  quantity: number | null;
  unit: string | null;
  checked: boolean;
}

const manualColumns = ['id', 'text', 'item', 'quantity', 'unit', 'checked'] as const;

function toManualItem(row: { id: string; text: string; item: string; quantity: number | null; unit: string | null; checked: number }) {
  return { ...row, quantity: row.quantity === null ? null : Number(row.quantity), checked: Number(row.checked) === 1 };
}

/** The household's hand-added items of the list, oldest first. */
export async function listManualItems(db: Db, householdId: string, range: string): Promise<ManualItemRow[]> {
  const rows = await db.kysely
    .selectFrom('shoppingManualItem')
    .select(manualColumns)
    .where('householdId', '=', householdId)
    .where('rangeKey', '=', range)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toManualItem);
}

export async function countManualItems(db: Db, householdId: string, range: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('shoppingManualItem')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('householdId', '=', householdId)
    .where('rangeKey', '=', range)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds an item by hand to the household's list, as added by `who.userId`. */
export async function insertManualItem(
  db: Db,
  who: HouseholdMember,
  range: string,
  item: { text: string; item: string; quantity: number | null; unit: string | null },
): Promise<ManualItemRow> {
  const row = await db.kysely
    .insertInto('shoppingManualItem')
    .values({
      id: randomUUID(),
      householdId: who.householdId,
      addedBy: who.userId,
      rangeKey: range,
      ...item,
      checked: 0,
      createdAt: new Date().toISOString(),
    })
    .returning(manualColumns)
    .executeTakeFirstOrThrow();
  return toManualItem(row);
}

/** Ticks or unticks one of the household's hand-added items on this list; null when there is no such item of theirs. */
export async function setManualItemChecked(
  db: Db,
  householdId: string,
  range: string,
  id: string,
  checked: boolean,
): Promise<ManualItemRow | null> {
  const row = await db.kysely
    .updateTable('shoppingManualItem')
    .set({ checked: checked ? 1 : 0 })
    .where('id', '=', id)
    .where('householdId', '=', householdId)
    .where('rangeKey', '=', range)
    .returning(manualColumns)
    .executeTakeFirst();
  return row ? toManualItem(row) : null;
}

/** Removes one of the household's hand-added items from this list; false when there is no such item of theirs. */
export async function deleteManualItem(db: Db, householdId: string, range: string, id: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('shoppingManualItem')
    .where('id', '=', id)
    .where('householdId', '=', householdId)
    .where('rangeKey', '=', range)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
