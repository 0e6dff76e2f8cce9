/**
 * Ingredient amounts in the person's measures, with the density table: the calls a page makes once the person
 * has chosen metric or US measures (decision 0045). This module brings in the table, so a page that shows
 * amounts as written need not load it; readable-amount.ts and format-ingredient.ts take a density instead.
 */
import type { Ingredient } from '../recipes.ts';
import { formatIngredient } from './format-ingredient.ts';
import { densityFor } from './ingredient-densities.ts';
import type { Measures } from './measures.ts';
import { readableAmount, type ReadableAmount } from './readable-amount.ts';

/**
 * A parsed ingredient amount as the person reads it: "2 cups plain flour" in metric is
 * { quantity: 255, unit: 'g', text: '255 g' }; 200 g of it in US measures "1 ½ cups". With `locale`, the number
 * is written the reader's way ("1,5 kg" in German).
 */
export function amountInMeasures(
  amount: { quantity: number; unit: string | null; item: string },
  measures: Measures,
  locale?: string,
): ReadableAmount {
  return readableAmount(amount.quantity, amount.unit, {
    measures,
    density: measures === 'as-written' ? null : densityFor(amount.item),
    ...(locale === undefined ? {} : { locale }),
  });
}

/** A whole ingredient line for `factor` times the servings, in the person's measures: "125 g plain flour, sifted". */
export function ingredientInMeasures(ingredient: Ingredient, factor: number, measures: Measures, locale?: string): string {
  return formatIngredient(ingredient, factor, { measures, densityOf: densityFor, ...(locale === undefined ? {} : { locale }) });
}
