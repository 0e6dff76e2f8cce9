import type { Ingredient } from '../recipes.ts';

// Placeholder while the real parser is written: the whole line becomes the item.
export function parseIngredientLine(text: string): Ingredient {
  const line = text.trim();
  return { text: line, quantity: null, unit: null, item: line, note: null };
}
