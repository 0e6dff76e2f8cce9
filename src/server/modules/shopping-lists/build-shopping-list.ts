import type { Measures } from '../../../shared/ingredients/measures.ts';
import { parseIngredientLine } from '../../../shared/ingredients/parse.ts';
import { normaliseUnit } from '../../../shared/ingredients/units.ts';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import { aisleFor, aisleOrder } from '../../../shared/shopping/aisles.ts';
import { mergeIngredients, type ShoppingLine } from '../../../shared/shopping/merge-ingredients.ts';
import { normaliseItem } from '../../../shared/shopping/normalise-item.ts';
import { roundQuantity } from '../../../shared/ingredients/quantity.ts';
import type { Db } from '../../db/kysely.ts';
import { listManualItems, listPlannedRecipes, listTickedKeys, rangeKey, type ManualItemRow } from './shopping-lists.repo.ts';

/**
 * Item ids say where an item comes from: `p.<key>` for a line merged from the plan (its merge key, which
 * stays the same while the plan changes, so a tick stored under it stays), `m.<uuid>` for one added by hand.
 */
export const plannedItemId = (key: string) => `p.${key}`;
export const manualItemId = (id: string) => `m.${id}`;

export type ItemRef = { kind: 'planned'; key: string } | { kind: 'manual'; id: string } | null;

export function readItemId(id: string): ItemRef {
  if (id.startsWith('p.') && id.length > 2) return { kind: 'planned', key: id.slice(2) };
  if (id.startsWith('m.') && id.length > 2) return { kind: 'manual', id: id.slice(2) };
  return null;
}

/**
 * The range's planned ingredients, each scaled by the entry's servings over the recipe's, merged in the person's
 * measures ('as-written' until the profile has a Measures setting to pass).
 */
export async function plannedLines(
  db: Db,
  householdId: string,
  range: DateRange,
  measures: Measures = 'as-written',
): Promise<ShoppingLine[]> {
  const recipes = await listPlannedRecipes(db, householdId, range);
  return mergeIngredients(
    recipes.flatMap((recipe) =>
      recipe.ingredients.map((ingredient) => ({
        ingredient,
        factor: recipe.recipeServings > 0 ? recipe.servings / recipe.recipeServings : 1,
        recipeTitle: recipe.title,
      })),
    ),
    measures,
  );
}

export function toPlannedItem(line: ShoppingLine, checked: boolean): ShoppingItem {
  const { key, item, quantity, unit, aisle, recipes } = line;
  return { id: plannedItemId(key), item, quantity, unit, aisle, checked, manual: false, recipes };
}

export function toManualItem(row: ManualItemRow): ShoppingItem {
  const unit = row.unit === null ? null : (normaliseUnit(row.unit) ?? row.unit);
  return {
    id: manualItemId(row.id),
    item: row.item,
    // PostgreSQL keeps the amount as a 4-byte real: 0.1 comes back as 0.100000001.
    quantity: row.quantity === null ? null : roundQuantity(row.quantity),
    unit,
    aisle: aisleFor(normaliseItem(row.item).name, unit),
    checked: row.checked,
    manual: true,
    recipes: [],
  };
}

/**
 * An item written by hand ("2 l milk", "bin bags") read like an ingredient line for its amount, while the words
 * stay as the person wrote them: the parser sets aside what a recipe line keeps as a note ("(1)", ", chopped"),
 * and on a list they wrote themselves nothing of theirs may go missing.
 */
export function readManualText(text: string): { text: string; item: string; quantity: number | null; unit: string | null } {
  const parsed = parseIngredientLine(text);
  if (parsed.quantity === null) return { text: parsed.text, item: parsed.text, quantity: null, unit: null };
  const item = parsed.item.trim();
  const words = item && parsed.note ? `${item}, ${parsed.note}` : item || parsed.text;
  return { text: parsed.text, item: words, quantity: parsed.quantity, unit: parsed.unit };
}

/**
 * The household's shopping list for the range: the plan's lines with their ticks, then the items added by hand,
 * together in aisle order (within an aisle the planned lines come first, hand-added ones in the order added).
 * Planned lines are in the person's `measures`; hand-added items stay as the person wrote them.
 */
export async function buildShoppingList(
  db: Db,
  householdId: string,
  range: DateRange,
  measures: Measures = 'as-written',
): Promise<ShoppingItem[]> {
  const key = rangeKey(range);
  const [lines, ticked, manual] = await Promise.all([
    plannedLines(db, householdId, range, measures),
    listTickedKeys(db, householdId, key),
    listManualItems(db, householdId, key),
  ]);
  const items = [...lines.map((line) => toPlannedItem(line, ticked.has(line.key))), ...manual.map(toManualItem)];
  // Array sort is stable: the planned lines keep their order by item within an aisle.
  return items.sort((a, b) => aisleOrder(a.aisle) - aisleOrder(b.aisle));
}
