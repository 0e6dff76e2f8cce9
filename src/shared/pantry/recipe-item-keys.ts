import type { Ingredient } from '../recipes.ts';
import { ingredientItemKey } from '../shopping/merge-ingredients.ts';
import { isStaple } from './staples.ts';

/**
 * The items a recipe needs from the pantry, each once, as the shopping list would merge them, staples left out
 * (docs/decisions/0079-the-pantry.md): what the index from item to recipes holds, and what "What can I make?"
 * counts a recipe's share by. A line with no item (a heading) is no item.
 */
export function recipeItemKeys(ingredients: readonly Ingredient[]): string[] {
  const keys = new Set<string>();
  for (const ingredient of ingredients) {
    const key = ingredientItemKey(ingredient);
    if (key !== '' && !isStaple(key)) keys.add(key);
  }
  return [...keys];
}

/** The same from a recipe's stored ingredients (JSON text), read defensively: a damaged line counts as no item. */
export function storedRecipeItemKeys(raw: string): string[] {
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
  return recipeItemKeys(ingredients);
}
