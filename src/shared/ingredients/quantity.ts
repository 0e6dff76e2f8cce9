/**
 * Scaled quantities as a cook reads them: "1 ½ cups", "450 g", "1.25 kg". Amounts are kept exact (to six
 * significant figures) and rounded only for display, so scaling a recipe twice never compounds the rounding.
 */
import type { Ingredient } from '../recipes.ts';
import { unitInfo, type QuantityStyle } from './units.ts';

/**
 * Six significant figures: enough for any kitchen amount, and it drops float noise such as
 * 0.30000000000000004 before a quantity is stored or sent.
 */
export function roundQuantity(quantity: number): number {
  return Number(quantity.toPrecision(6));
}

/** The ingredient for `factor` times as many servings (6 servings of a recipe for 2 is a factor of 3). */
export function scaleIngredient(ingredient: Ingredient, factor: number): Ingredient {
  if (ingredient.quantity === null || !Number.isFinite(factor) || factor < 0) return ingredient;
  return { ...ingredient, quantity: roundQuantity(ingredient.quantity * factor) };
}

/** The fractions cups, spoons and counts are measured in, and the glyph each is written with. */
export const fractionGlyphs: readonly (readonly [number, string])[] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** The smallest amount each style shows: a smaller positive amount reads as this rather than as "0". */
const smallestShown: Readonly<Record<QuantityStyle, number>> = { fraction: 1 / 8, whole: 0.001, decimal: 0.001 };

/**
 * Cups and spoons are measured in halves, thirds and quarters (eighths for the smallest); above 10 the
 * nearest half is as fine as anyone measures, and above 100 the nearest whole.
 */
function roundToFraction(quantity: number): number {
  if (quantity >= 100) return Math.round(quantity);
  if (quantity >= 10) return Math.round(quantity * 2) / 2;
  const whole = Math.floor(quantity);
  const steps = [0, ...fractionGlyphs.map(([value]) => value), 1];
  const part = steps.reduce((best, step) => (Math.abs(quantity - whole - step) < Math.abs(quantity - whole - best) ? step : best));
  return whole + part;
}

/** Scales can't weigh 3 g more precisely than a cook needs 437 g: the step grows with the amount (1.5 g, 12 g, 435 g). */
function roundWhole(quantity: number): number {
  if (quantity < 10) return Math.round(quantity * 10) / 10;
  const step = quantity < 100 ? 1 : quantity < 500 ? 5 : quantity < 1000 ? 10 : 25;
  return Math.round(quantity / step) * step;
}

/** Kilograms and litres to three significant figures, at most two decimals: 1.23 kg, 12.3 kg, 123 kg. */
function roundDecimal(quantity: number): number {
  const scale = quantity >= 100 ? 1 : quantity >= 10 ? 10 : 100;
  return Math.round(quantity * scale) / scale;
}

/** One significant figure, for amounts too small for the usual steps ("0.3 g" rather than "0 g"). */
function roundTiny(quantity: number): number {
  return Math.max(Number(quantity.toPrecision(1)), smallestShown.whole);
}

/** The amount as it will be shown in the unit's style (1.48 cups → 1.5; 437 g → 435; 1.333 kg → 1.33; 33.33 kg → 33.3). */
export function displayAmount(quantity: number, unit: string | null): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const style = styleOf(unit);
  const rounded = style === 'fraction' ? roundToFraction(quantity) : style === 'whole' ? roundWhole(quantity) : roundDecimal(quantity);
  if (rounded > 0) return rounded;
  return style === 'fraction' ? smallestShown.fraction : roundTiny(quantity);
}

/** Units the table does not know, and no unit at all ("2 apples"), are counted, so they read as fractions. */
function styleOf(unit: string | null): QuantityStyle {
  return unitInfo(unit)?.style ?? 'fraction';
}

function fractionText(amount: number): string {
  const whole = Math.floor(amount);
  const glyph = fractionGlyphs.find(([value]) => Math.abs(amount - whole - value) < 1e-9)?.[1];
  if (glyph === undefined) return String(whole === amount ? whole : amount);
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/**
 * A quantity for display in its unit: "1 ½" (cups, spoons, counts), "450" (g, ml), "1.25" (kg, l). A small
 * positive amount never reads "0". Decimals use a point whatever the reader's locale, as the stored data does.
 */
export function formatQuantity(quantity: number, unit: string | null): string {
  if (!Number.isFinite(quantity) || quantity < 0) return '';
  const amount = displayAmount(quantity, unit);
  if (amount === 0) return '0';
  return styleOf(unit) === 'fraction' ? fractionText(amount) : decimalText(amount);
}

/** Without exponent notation: 0.001 stays "0.001" and one million stays "1000000". */
function decimalText(amount: number): string {
  return amount >= 1e-6 && amount < 1e21 ? String(Number(amount.toFixed(6))) : String(amount);
}
