/**
 * One ingredient as the line a cook reads, at any number of servings: "1.2 kg chopped tomatoes, 3 × 400 g
 * tins". The amount goes through `readableAmount`, so it reads as the shopping list would show it.
 */
import type { Ingredient } from '../recipes.ts';
import { displayAmount, formatQuantity, scaleIngredient } from './quantity.ts';
import type { Density } from './ingredient-densities.ts';
import type { Measures } from './measures.ts';
import { readableAmount, unitToShow, type AmountOptions } from './readable-amount.ts';
import { convert, normaliseUnit, unitInfo, unitLabel, type UnitName } from './units.ts';
import { singularise } from '../shopping/normalise-item.ts';

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
  // The low end in the top's unit, converted as the top was (in the person's measures, with the density).
  const lowShown = unit === null || sumPart ? { quantity: low * factor, unit } : unitToShow(low * factor, unit, options);
  const bottom = top.unit === null ? low * factor : (convert(lowShown.quantity, lowShown.unit ?? '', top.unit) ?? low * factor);
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
  const asWritten = (options.measures ?? 'as-written') === 'as-written';
  if ((factor === 1 && asWritten) || !describesAmount(segment) || lengthNote.test(segment)) return segment;
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
  if (scaled.every((part) => part !== null)) return scaled.join(' + ');
  // Unscaled, a note we cannot read still describes the line as shown.
  return factor === 1 ? segment : `as written: ${segment}`;
}

const ownUnits: Readonly<Record<Exclude<Measures, 'as-written'>, ReadonlySet<UnitName>>> = {
  metric: new Set<UnitName>(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l']),
  us: new Set<UnitName>(['oz', 'lb', 'cup', 'fl oz', 'pint', 'quart', 'gallon']),
};

interface SecondUnit {
  index: number;
  quantity: number;
  unit: UnitName;
}

/**
 * With metric or US measures, the notes that give a mass or volume line's amount in a second unit ("1 cup
 * (125 g) plain flour", "8 oz (225 g) cheddar"): one amount, no range, in a mass or volume unit.
 */
function secondUnits(segments: readonly string[], unit: string | null, measures: Measures): SecondUnit[] {
  const kind = unitInfo(unit)?.kind;
  if (measures === 'as-written' || (kind !== 'mass' && kind !== 'volume')) return [];
  return segments.flatMap((segment, index) => {
    const match = measureNote.exec(segment);
    const noteUnit = match?.[3] === undefined ? null : normaliseUnit(match[3]);
    const quantity = match === null || match[2] !== undefined ? null : readAmount(match[1] ?? '');
    const noteKind = unitInfo(noteUnit)?.kind;
    return noteUnit !== null && quantity !== null && (noteKind === 'mass' || noteKind === 'volume')
      ? [{ index, quantity, unit: noteUnit }]
      : [];
  });
}

/**
 * The recipe's own amount in the person's measures, when a second unit gives it and the line's unit is not of
 * that system: "1 cup (125 g) plain flour" in metric is the author's 125 g rather than our estimate from a
 * density, "100 g (3 ½ oz) cheddar" in US measures is 3 ½ oz.
 */
function writtenInMeasures(seconds: readonly SecondUnit[], unit: string | null, measures: Measures): SecondUnit | null {
  const headUnit = unitInfo(unit)?.name;
  if (measures === 'as-written' || headUnit === undefined || ownUnits[measures].has(headUnit)) return null;
  return seconds.find((second) => ownUnits[measures].has(second.unit)) ?? null;
}

/**
 * The item's last word in the singular, in the case it was written, when the app puts a count of one (or less)
 * before a noun the recipe wrote for more: "2 eggs" for one serving is "1 egg", "4 bay leaves" halved twice is
 * "1 bay leaf". Only a plural that drops a regular ending (or one of the few irregular ones the shopping list knows)
 * changes; words in other languages the rules do not know ("Eier", "uova") stay as written (docs/decisions/0059).
 */
function agreeingWithOne(item: string): string {
  const last = /(\p{L}+)([^\p{L}]*)$/u.exec(item);
  if (last === null) return item;
  const [, word = '', tail = ''] = last;
  const lower = word.toLowerCase();
  const singular = singularise(lower);
  if (singular === lower) return item;
  const head = item.slice(0, item.length - word.length - tail.length);
  // A suffix dropped keeps the written letters ("Eggs" → "Egg"); a changed ending ("berries" → "berry") is
  // written in the word's own case only when that case is plain lower case.
  if (lower.startsWith(singular)) return `${head}${word.slice(0, singular.length)}${tail}`;
  return word === lower ? `${head}${singular}${tail}` : item;
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
  const { densityOf, ...rest } = options;
  const amountOptions: AmountOptions = { ...rest, density: densityOf?.(item) ?? null };
  const segments = (note ?? '')
    .split(', ')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
  // In metric or US measures a second unit is the same amount said again: one in the person's measures becomes
  // the amount, and none is shown as a note, since the amount is now in the measures the person chose.
  const measures = amountOptions.measures ?? 'as-written';
  const seconds = secondUnits(segments, unit, measures);
  const written = writtenInMeasures(seconds, unit, measures);
  const amount =
    written === null
      ? readableAmount(quantity, unit, amountOptions)
      : readableAmount(written.quantity * scaledBy, written.unit, amountOptions);
  // The recipe's words, but the app composes "1" with them: "1 eggs" is no English (docs/decisions/0059).
  const toOne =
    ingredient.quantity !== null && ingredient.quantity > 1 && amount.unit === null && amount.quantity > 0 && amount.quantity <= 1;
  const shownItem = itemText !== null && unit === null && toOne ? agreeingWithOne(itemText) : itemText;
  const head = [amount.text, shownItem].filter((part) => part !== null && part !== '').join(' ');
  const notes = segments
    .filter((_segment, index) => !seconds.some((second) => second.index === index))
    .map((segment) => scaleNote(segment, scaledBy, amountOptions));
  return notes.length > 0 ? `${head}, ${notes.join(', ')}` : head;
}
