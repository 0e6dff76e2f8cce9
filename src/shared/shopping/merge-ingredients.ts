/**
 * The shopping list from the planned meals' ingredients: each scaled to its entry's servings, then merged
 * into one line per thing to buy and way of measuring it, placed in its aisle. Pure and total: any input
 * gives a list, never an exception (a fuzz test holds it to that). The rules (docs/decisions/0011):
 *
 * - **Matching** is by the normalised item name (normalise-item.ts: case, spaces, plurals, synonyms, size and
 *   preparation words), with accents folded: "Onions", "large onion" and "onion" are one item.
 * - **The name shown** is that matched name in the case the recipes wrote it (`labelAsWritten`): "Kartoffeln" and
 *   "kartoffeln" are one line, shown as the spelling most of its lines used ("Kartoffeln"; the first met on a tie).
 * - **Merging** happens within one kind of measure, converted with units.ts: mass with mass (g, kg, oz, lb),
 *   volume with volume (ml, l, tsp, tbsp, cup, fl oz, pint), a counted unit only with itself (clove with
 *   clove, tin with tin, a bare count with a bare count). Mass, volume and count never merge: "2 onions" and
 *   "200 g onions" are two lines of the same item, since an onion's weight is a guess.
 * - **The unit shown** is chosen for reading, not kept from the recipes: metric mass in g below 1 kg, else
 *   kg (mg only when every line was in mg and the total is under 1 g); ounces and pounds, when every line
 *   used them, as oz below 1 lb, else lb; spoons and cups (and US fluid measures among them) in the largest
 *   of them used, moved along the ladder of readable-amount.ts (tsp up at 1 tbsp, tbsp up at 1 cup, cup down
 *   below ¼ cup), so a list line reads as a recipe line does; a fluid measure used alone (2 pints) stays as written; any metric
 *   volume among them makes ml below 1 l, else l. So 200 g + 0.5 kg = 700 g and 1 cup + 4 tbsp = 1.25 cups.
 * - **No amount** ("salt to taste") is one line with no quantity, merged only with other lines of the same
 *   item without one; when the item also has a line with an amount, that line alone is kept, and the recipes
 *   that wanted "some" are added to it, so the list still says where the item is used.
 * - **Pepper** measured by the spoon or pinch, or without an amount, is black pepper (the spice); counted
 *   or weighed it is the vegetable.
 * - **The key** of a line is its folded name and its kind of measure ("onion.mass", "garlic.per-clove",
 *   "onion.each", "salt.none"): it does not depend on the amounts, the recipes or the order, so a tick
 *   stored under it stays on the line as the plan changes. It holds only [a-z0-9._-] and is at most 250
 *   characters (names that would be longer are cut, and so matched on their first 120 characters).
 * - **Order**: by aisle (aisles.ts), then the item's folded name, then measure (mass, volume, count, none).
 * - **Measures** (docs/decisions/0045): 'as-written' (the default) is all of the above. With 'metric' or 'us', an
 *   item whose density is known (ingredient-densities.ts) merges across mass and volume: a cup of flour and
 *   200 g of flour are one line. Its key's measure is the way a metric cook measures it (flour and butter
 *   "mass", milk and oil "volume") whichever system is chosen, so a tick survives switching between metric and
 *   US. The line is shown in the person's measures (measures.ts): metric in g/kg or ml/l, spoons kept when
 *   every line used spoons; US in cups and spoons for what Americans measure so (flour, rice, milk), else in
 *   oz/lb, and as the recipes wrote it when every line used spoons and cups. Items with no known density keep
 *   mass and volume apart, each converted within its kind.
 */
import { densityFor, type Density } from '../ingredients/ingredient-densities.ts';
import type { Measures } from '../ingredients/measures.ts';
import { roundQuantity } from '../ingredients/quantity.ts';
import { readableAmount, unitToShow } from '../ingredients/readable-amount.ts';
import { convert, unitInfo, type UnitName } from '../ingredients/units.ts';
import type { Ingredient } from '../recipes.ts';
import { aisleFor, aisleOrder, type Aisle } from './aisles.ts';
import { keyPart } from './item-key.ts';
import { itemLabel, labelAsWritten, normaliseItem } from './normalise-item.ts';

export { itemKeyOf } from './item-key.ts';

export interface PlannedIngredient {
  ingredient: Ingredient;
  /** Entry servings / recipe servings: 6 servings of a recipe for 4 is 1.5. */
  factor: number;
  recipeTitle: string;
}

export interface ShoppingLine {
  /** Stable while the item stays on the list (see the module comment); url-safe. */
  key: string;
  item: string;
  quantity: number | null;
  /** A unit name from units.ts, a unit the table does not know as first written, or null (a bare count or none). */
  unit: string | null;
  aisle: Aisle;
  /** Titles of the recipes it comes from, in the order they were planned, each once. */
  recipes: string[];
}

type Measure = 'mass' | 'volume' | 'each' | 'count' | 'none';
const measureOrder: Readonly<Record<Measure, number>> = { mass: 0, volume: 1, each: 2, count: 3, none: 4 };

interface Group {
  key: string;
  nameKey: string;
  name: string;
  plural: boolean;
  measure: Measure;
  /** For 'count': the unit as shown (a canonical name, or the unknown unit as first written). */
  countUnit: string | null;
  /** Grams for mass, millilitres for volume, the count otherwise. */
  total: number;
  units: Set<UnitName>;
  /** The item's density when its mass and volume lines were merged (metric or US measures only). */
  density: Density | null;
  recipes: string[];
  /** How often each line's item was written so (case and all), in the order met: the label takes the most common. */
  spellings: Map<string, number>;
}

/** The list in the person's `measures`; 'as-written' (the default) converts only within each kind of measure. */
export function mergeIngredients(planned: readonly PlannedIngredient[], measures: Measures = 'as-written'): ShoppingLine[] {
  const groups = new Map<string, Group>();
  for (const entry of planned) {
    const line = readLine(entry, measures);
    if (line === null) continue;
    const group = groups.get(line.key);
    if (group === undefined) {
      groups.set(line.key, { ...line, units: new Set(line.unit === null ? [] : [line.unit]), recipes: [], spellings: new Map() });
    } else {
      group.total += line.total;
      group.plural ||= line.plural;
      if (line.unit !== null) group.units.add(line.unit);
    }
    const entryGroup = groups.get(line.key);
    if (entryGroup !== undefined) entryGroup.spellings.set(line.written, (entryGroup.spellings.get(line.written) ?? 0) + 1);
    addRecipe(entryGroup?.recipes, entry.recipeTitle);
  }

  const planOrder = new Map<string, number>();
  for (const { recipeTitle } of planned) if (!planOrder.has(recipeTitle.trim())) planOrder.set(recipeTitle.trim(), planOrder.size);
  const kept = withoutRedundantNone([...groups.values()]);
  for (const group of kept) group.recipes.sort((a, b) => (planOrder.get(a) ?? 0) - (planOrder.get(b) ?? 0));
  return kept.map((group) => toLine(group, measures)).sort(compareLines);
}

interface ReadLine {
  key: string;
  nameKey: string;
  name: string;
  plural: boolean;
  measure: Measure;
  countUnit: string | null;
  total: number;
  /** The known mass or volume unit it was written in. */
  unit: UnitName | null;
  density: Density | null;
  /** The item as the recipe wrote it. */
  written: string;
}

function readLine({ ingredient, factor }: PlannedIngredient, measures: Measures): ReadLine | null {
  const written = ingredient.item.trim() !== '' ? ingredient.item : ingredient.text;
  const normalised = normaliseItem(written);
  if (normalised.name === '') return null;
  // A factor that is no number scales nothing; an amount that is no amount is no amount.
  const scale = Number.isFinite(factor) && factor >= 0 ? factor : 1;
  const raw = ingredient.quantity;
  const quantity = raw !== null && Number.isFinite(raw) && raw >= 0 ? raw * scale : null;
  const unitText = ingredient.unit?.trim() ?? '';
  const info = unitText === '' ? null : unitInfo(unitText);

  let measure: Measure;
  let total = 0;
  let countUnit: string | null = null;
  let unit: UnitName | null = null;
  if (quantity === null || !Number.isFinite(quantity)) {
    measure = 'none';
  } else if (unitText === '') {
    measure = 'each';
    total = quantity;
  } else if (info === null || info.kind === 'count') {
    measure = 'count';
    countUnit = info?.name ?? unitText.toLowerCase();
    total = quantity;
  } else {
    measure = info.kind;
    unit = info.name;
    total = convert(quantity, info.name, info.kind === 'mass' ? 'g' : 'ml') ?? 0;
  }

  const spice = measure === 'none' || measure === 'volume' || countUnit === 'pinch' || countUnit === 'dash';
  const name = normalised.name === 'pepper' && spice ? 'black pepper' : normalised.name;
  const plural = name === normalised.name && normalised.plural;
  const density = measures !== 'as-written' && (measure === 'mass' || measure === 'volume') ? densityFor(name) : null;
  if (density !== null) {
    // One measure for every line of the item, in grams or millilitres: see the module comment.
    const merged = density.metric === 'weighed' ? 'mass' : 'volume';
    if (merged !== measure) total = merged === 'mass' ? total * density.gramsPerMl : total / density.gramsPerMl;
    measure = merged;
  }
  const nameKey = keyPart(name);
  const measureKey = measure === 'count' ? `per-${keyPart(countUnit ?? '')}` : measure;
  return { key: `${nameKey}.${measureKey}`, nameKey, name, plural, measure, countUnit, total, unit, density, written };
}

/** An ingredient's item key as the list merges it (pepper by the spoon is black pepper); "" for a line with no item. */
export function ingredientItemKey(ingredient: Ingredient): string {
  return readLine({ ingredient, factor: 1, recipeTitle: '' }, 'as-written')?.nameKey ?? '';
}

function addRecipe(recipes: string[] | undefined, title: string) {
  const trimmed = title.trim();
  if (recipes !== undefined && trimmed !== '' && !recipes.includes(trimmed)) recipes.push(trimmed);
}

/** "Salt to taste" beside "1 tsp salt": the line with an amount is kept and told about the other recipes. */
function withoutRedundantNone(groups: readonly Group[]): Group[] {
  const measured = new Map<string, Group>();
  for (const group of groups) if (group.measure !== 'none' && !measured.has(group.nameKey)) measured.set(group.nameKey, group);
  return groups.filter((group) => {
    const keep = measured.get(group.nameKey);
    if (group.measure !== 'none' || keep === undefined) return true;
    for (const title of group.recipes) addRecipe(keep.recipes, title);
    return false;
  });
}

const imperialMass = new Set<UnitName>(['oz', 'lb']);
const spoons = new Set<UnitName>(['tsp', 'tbsp']);
const spoonsAndCups = new Set<UnitName>(['tsp', 'tbsp', 'cup']);
const fluidMeasures = new Set<UnitName>(['fl oz', 'pint', 'quart', 'gallon']);

function every(units: ReadonlySet<UnitName>, allowed: ReadonlySet<UnitName>): boolean {
  return [...units].every((unit) => allowed.has(unit));
}

/** The unit a merged mass (in grams) reads best in: see the module comment. */
function massUnit(grams: number, units: ReadonlySet<UnitName>): UnitName {
  if (units.size > 0 && every(units, imperialMass)) return grams < (convert(1, 'lb', 'g') ?? 453.592) ? 'oz' : 'lb';
  if (units.size > 0 && every(units, new Set<UnitName>(['mg'])) && grams < 1) return 'mg';
  return grams < 1000 ? 'g' : 'kg';
}

/** The unit a merged volume (in millilitres) reads best in: see the module comment. */
function volumeUnit(millilitres: number, units: ReadonlySet<UnitName>): UnitName {
  const [only] = units;
  if (units.size === 1 && only !== undefined && fluidMeasures.has(only)) return only;
  if (units.size > 0 && [...units].every((unit) => spoonsAndCups.has(unit) || fluidMeasures.has(unit))) {
    // From the largest measure the recipes used, along the ladder a recipe line reads by (readable-amount.ts):
    // 3 tbsp + 1 tbsp is 4 tbsp, ¼ cup + ¼ cup is ½ cup, 10 tbsp + 10 tbsp is 1 ¼ cups.
    const start: UnitName =
      units.has('cup') || [...units].some((unit) => fluidMeasures.has(unit)) ? 'cup' : units.has('tbsp') ? 'tbsp' : 'tsp';
    const shown = readableAmount(convert(millilitres, 'ml', start) ?? millilitres, start).unit;
    return shown === 'cup' || shown === 'tbsp' ? shown : 'tsp';
  }
  return millilitres < 1000 ? 'ml' : 'l';
}

/** The unit a merged mass or volume reads best in with metric or US measures: see the module comment. */
function unitInMeasures(group: Group, measures: Exclude<Measures, 'as-written'>): { quantity: number; unit: UnitName } {
  const millilitres = group.measure === 'volume' ? group.total : group.density === null ? null : group.total / group.density.gramsPerMl;
  const keptAsWritten =
    millilitres !== null &&
    group.units.size > 0 &&
    (measures === 'metric'
      ? every(group.units, spoons) && millilitres < (convert(1, 'cup', 'ml') ?? 240)
      : every(group.units, spoonsAndCups));
  if (keptAsWritten) {
    const unit = volumeUnit(millilitres, group.units);
    return { quantity: convert(millilitres, 'ml', unit) ?? millilitres, unit };
  }
  return unitToShow(group.total, group.measure === 'mass' ? 'g' : 'ml', { measures, density: group.density });
}

function toLine(group: Group, measures: Measures): ShoppingLine {
  const base = { key: group.key, item: shownLabel(group), recipes: group.recipes };
  // Only absurd input (a factor of 1e300) overflows; it reads as "no amount" rather than "Infinity".
  if (group.measure !== 'none' && !Number.isFinite(group.total))
    return { ...base, quantity: null, unit: null, aisle: aisleFor(group.name) };
  switch (group.measure) {
    case 'none':
      return { ...base, quantity: null, unit: null, aisle: aisleFor(group.name, null) };
    case 'each':
      return { ...base, quantity: roundQuantity(group.total), unit: null, aisle: aisleFor(group.name, null) };
    case 'count':
      return { ...base, quantity: roundQuantity(group.total), unit: group.countUnit, aisle: aisleFor(group.name, group.countUnit) };
    case 'mass':
    case 'volume': {
      const { unit, quantity } = measures === 'as-written' ? writtenUnit(group) : unitInMeasures(group, measures);
      return { ...base, quantity: roundQuantity(quantity), unit, aisle: aisleFor(group.name, unit) };
    }
  }
}

/**
 * The line's name in the case the recipes wrote it ("Kartoffeln", not "kartoffeln"): of the spellings met, the
 * one most lines used, the first met on a tie, so the label does not hang on which recipe was planned first
 * unless the recipes disagree evenly.
 */
function shownLabel(group: Group): string {
  const label = itemLabel(group.name, group.plural);
  const counts = new Map<string, number>();
  for (const [written, count] of group.spellings) {
    const shown = labelAsWritten(label, written);
    counts.set(shown, (counts.get(shown) ?? 0) + count);
  }
  let best = label;
  let most = 0;
  for (const [shown, count] of counts) {
    if (count > most) [best, most] = [shown, count];
  }
  return best;
}

/** The unit a merged mass or volume reads best in as written: see the module comment. */
function writtenUnit(group: Group): { quantity: number; unit: UnitName } {
  const unit = group.measure === 'mass' ? massUnit(group.total, group.units) : volumeUnit(group.total, group.units);
  return { quantity: convert(group.total, group.measure === 'mass' ? 'g' : 'ml', unit) ?? group.total, unit };
}

/** The key's two parts: the folded name (what the list sorts items by) and the measure. */
function keyParts(line: ShoppingLine): { name: string; measure: Measure } {
  const dot = line.key.lastIndexOf('.');
  const kind = line.key.slice(dot + 1);
  return { name: line.key.slice(0, dot), measure: kind.startsWith('per-') ? 'count' : (kind as Measure) };
}

/** Byte order, not the reader's locale: the same list in the same order on the server and every browser. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareLines(a: ShoppingLine, b: ShoppingLine): number {
  const [left, right] = [keyParts(a), keyParts(b)];
  return (
    aisleOrder(a.aisle) - aisleOrder(b.aisle) ||
    compareText(left.name, right.name) ||
    measureOrder[left.measure] - measureOrder[right.measure] ||
    compareText(a.key, b.key)
  );
}
