/**
 * One ingredient as the line a cook reads, at any number of servings: "1.2 kg chopped tomatoes, 3 × 400 g
 * tins". The amount goes through `readableAmount`, so it reads as the shopping list would show it.
 */
import type { Ingredient } from '../recipes.ts';
import { displayAmount, formatQuantity, scaleIngredient } from './quantity.ts';
import type { Density } from './ingredient-densities.ts';
import { readableAmount, type AmountOptions } from './readable-amount.ts';
import { convert, normaliseUnit, unitInfo, unitLabel } from './units.ts';

export interface IngredientOptions extends Omit<AmountOptions, 'density'> {
  /** How to find an item's density (`densityFor`, ingredient-densities.ts), for metric and US measures. */
  densityOf?: (item: string) => Density | null;
}

/** A note that starts with an amount ("2 × 400 g tins", "2–3 cloves", "3 ½ oz") describes the unscaled line. */
function describesAmount(noteSegment: string): boolean {
  return /^[+\s]*[\d¼½¾⅓⅔⅛]/.test(noteSegment);
}

const glyphs: Readonly<Record<string, number>> = { '¼': 1 / 4, '½': 1 / 2, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 1 / 8 };

/** An amount as the parser writes one into a note: "2", "3.5", "1 ½", "½", "1/2". */
const amountPattern = String.raw`\d+(?:\.\d+)?(?: ?[¼½¾⅓⅔⅛])?|[¼½¾⅓⅔⅛]|\d+/\d+`;

function readAmount(text: string): number | null {
  const slash = /^(\d+)\/(\d+)$/.exec(text);
  if (slash) return Number(slash[2]) === 0 ? null : Number(slash[1]) / Number(slash[2]);
  const mixed = /^(\d+(?:\.\d+)?)? ?([¼½¾⅓⅔⅛])?$/.exec(text);
  if (mixed === null || (mixed[1] === undefined && mixed[2] === undefined)) return null;
  return Number(mixed[1] ?? 0) + (glyphs[mixed[2] ?? ''] ?? 0);
}

/** Lengths describe the size of each piece ("2.5 cm" of ginger): more servings need more pieces, not longer ones. */
const lengthNote = new RegExp(String.raw`^(?:${amountPattern}) ?(?:cm|mm|inch|inches)$`);
/** "2 × 400 g tins", "2–3 × 400 g tins": how many packs of what size. */
const packagingNote = new RegExp(String.raw`^(${amountPattern})(?:–(${amountPattern}))? × (.+)$`);
/** "2–3 cloves", "3.5 oz", "200–250 g", "2–3": an amount or a range, with or without a unit. */
const measureNote = new RegExp(String.raw`^(${amountPattern})(?:–(${amountPattern}))?(?: (.+))?$`);

/** "3 × 400 g tins" for 1.5 times "2 × 400 g tins": the count scales, the size of a pack does not. */
function scalePackaging(match: RegExpExecArray, factor: number): string | null {
  const low = readAmount(match[1] ?? '');
  const high = match[2] === undefined ? low : readAmount(match[2]);
  const pack = match[3] ?? '';
  if (low === null || high === null) return null;
  const count = (amount: number) => formatQuantity(amount * factor, null);
  const countText = low === high ? count(high) : `${count(low)}–${count(high)}`;
  // The container word agrees with the new count: "1 × 400 g tin", "3 × 400 g tins".
  const words = pack.split(' ');
  const container = normaliseUnit(words.at(-1) ?? '');
  const packText =
    container !== null && unitInfo(container)?.packaging === true
      ? [...words.slice(0, -1), unitLabel(container, high * factor)].join(' ')
      : pack;
  return `${countText} × ${packText}`;
}

/** "4–6 cloves" for twice "2–3 cloves"; "1–1.25 kg" for five times "200–250 g"; "7 oz" for twice "3.5 oz". */
function scaleMeasure(match: RegExpExecArray, factor: number, options: AmountOptions, sumPart: boolean): string | null {
  const low = readAmount(match[1] ?? '');
  const high = match[2] === undefined ? low : readAmount(match[2]);
  const unitText = match[3] ?? null;
  const unit = unitText === null ? null : normaliseUnit(unitText);
  if (low === null || high === null || (unitText !== null && unit === null)) return null;
  // The parts of a sum keep their units: "3 tbsp + 3 tsp", not "3 tbsp + 1 tbsp".
  const top = sumPart ? inItsUnit(high * factor, unit) : readableAmount(high * factor, unit, options);
  if (low === high) return top.text;
  const bottom = top.unit === null ? low * factor : (convert(low * factor, unit ?? '', top.unit) ?? low * factor);
  return `${formatQuantity(bottom, top.unit)}–${top.text}`;
}

function inItsUnit(quantity: number, unit: string | null): { unit: string | null; text: string } {
  const number = formatQuantity(quantity, unit);
  return { unit, text: unit === null ? number : `${number} ${unitLabel(unit, displayAmount(quantity, unit))}` };
}

/**
 * A note about the written amount, for `factor` times the servings. Notes the parser writes (the packs, a
 * range, the amount in a second unit, a sum) scale with the line; a piece's length stays. A note that starts
 * with an amount in some other form is kept, marked as describing the recipe as written, rather than left to
 * contradict the scaled amount or dropped.
 */
function scaleNote(segment: string, factor: number, options: AmountOptions): string {
  if (factor === 1 || !describesAmount(segment) || lengthNote.test(segment)) return segment;
  const parts = segment.split(' + ');
  const scaled = parts.map((part, index) => {
    const lead = index === 0 && part.startsWith('+ ') ? '+ ' : '';
    const body = part.slice(lead.length);
    const packaging = packagingNote.exec(body);
    if (packaging) return scalePackaging(packaging, factor);
    const measure = measureNote.exec(body);
    const text = measure === null ? null : scaleMeasure(measure, factor, options, parts.length > 1);
    return text === null ? null : `${lead}${text}`;
  });
  return scaled.every((part) => part !== null) ? scaled.join(' + ') : `as written: ${segment}`;
}

/**
 * One ingredient as a display line for `factor` times the servings: "1 ½ cups rolled oats, toasted" (or, with
 * `options.measures` metric and `densityOf`, "120 g rolled oats, toasted"). A line
 * without a quantity is shown as written, since there is nothing to scale. Notes about the written amount
 * (the tins, a range, a second unit) scale with it, so "2 × 400 g tins" reads "3 × 400 g tins" at 1.5 times.
 */
export function formatIngredient(ingredient: Ingredient, factor = 1, options: IngredientOptions = {}): string {
  const { quantity, unit, item, note, text } = scaleIngredient(ingredient, factor);
  if (quantity === null) return text;
  const scaledBy = Number.isFinite(factor) && factor >= 0 ? factor : 1;
  // The parser falls back to the whole line as the item when nothing but an amount was written ("1 kg");
  // the amount is then shown once. An item that merely equals its line ("milk") is still shown.
  const itemText = item.trim() === '' || (item === text && describesAmount(item)) ? null : item;
  // The item's density goes with the measures, so a cup of flour can be shown in grams.
  const { densityOf, ...amountOptions } = options;
  const head = [readableAmount(quantity, unit, { ...amountOptions, density: densityOf?.(item) ?? null }).text, itemText]
    .filter((part) => part !== null && part !== '')
    .join(' ');
  const notes = (note ?? '')
    .split(', ')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .map((segment) => scaleNote(segment, scaledBy, amountOptions));
  return notes.length > 0 ? `${head}, ${notes.join(', ')}` : head;
}
