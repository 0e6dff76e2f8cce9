import type { Ingredient } from '../recipes.ts';
import { ingredientItemKey } from '../shopping/merge-ingredients.ts';
import { isStaple } from './staples.ts';

/** One of a recipe's items: its key, and its words as the recipe's first line of it names it ("Red onions"). */
export interface RecipeItem {
  key: string;
  item: string;
}

/**
 * The items a recipe needs from the pantry, each once, in the order the recipe lists them, as the shopping list
 * would merge them, staples left out (docs/decisions/0079-the-pantry.md): what the index from item to recipes holds,
 * and what "What can I make?" counts a recipe's share by and names as missing. A line with no item (a heading) is no
 * item.
 */
export function recipeItems(ingredients: readonly Ingredient[]): RecipeItem[] {
  const items = new Map<string, RecipeItem>();
  for (const ingredient of ingredients) {
    const key = ingredientItemKey(ingredient);
    if (key !== '' && !isStaple(key) && !items.has(key)) items.set(key, { key, item: ingredient.item.trim() || ingredient.text });
  }
  return [...items.values()];
}

export function recipeItemKeys(ingredients: readonly Ingredient[]): string[] {
  return recipeItems(ingredients).map((item) => item.key);
}

/** The same from a recipe's stored ingredients (JSON text), read defensively: a damaged line counts as no item. */
export function storedRecipeItems(raw: string): RecipeItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ingredients: Ingredient[] = [];
  for (const line of parsed as unknown[]) {
    if (typeof line !== 'object' || line === null) continue;
    const { text, item, quantity, unit } = line as Record<string, unknown>;
    if (typeof text !== 'string') continue;
    ingredients.push({
      text,
      item: typeof item === 'string' ? item : '',
      quantity: typeof quantity === 'number' ? quantity : null,
      unit: typeof unit === 'string' ? unit : null,
      note: null,
    });
  }
  return recipeItems(ingredients);
}

export function storedRecipeItemKeys(raw: string): string[] {
  return storedRecipeItems(raw).map((item) => item.key);
}
