/**
 * The units an ingredient can be measured in: one canonical name each, the words people write for it, what
 * it measures and how it converts. The parser reads units with it, the display pluralises and rounds with it,
 * and the shopping list adds amounts up with it.
 *
 * Conventions (recipes on the web mix British, American and metric measures; we pick one of each):
 * - spoons and cups are metric: 1 tsp = 5 ml, 1 tbsp = 15 ml, 1 cup = 240 ml (the US "legal" cup, which is
 *   what American recipes mean and within 4% of the 250 ml metric cup);
 * - fluid ounces, pints, quarts and gallons are US customary, to agree with the cups they are written
 *   beside: 1 fl oz = 29.5735 ml, 1 pint = 473.176 ml (a British pint is 568 ml: a British recipe in pints
 *   comes out about a fifth short — write it in ml to be exact);
 * - ounces and pounds are avoirdupois: 1 oz = 28.3495 g, 1 lb = 453.592 g;
 * - count-like units (a clove, a tin, a pinch) convert to nothing but themselves: a tin of tomatoes and a
 *   tin of coconut milk are not the same amount of anything.
 */

export type UnitKind = 'mass' | 'volume' | 'count';

/**
 * How an amount in the unit reads best: `fraction` as ½ and ⅓ (cups, spoons, pieces), `whole` as whole
 * numbers rounded to a sensible step (g, ml), `decimal` with at most two decimals (kg, l).
 */
export type QuantityStyle = 'fraction' | 'whole' | 'decimal';

interface UnitDefinition {
  kind: UnitKind;
  /** Grams for a mass, millilitres for a volume, in one of this unit; null for count-like units. */
  toBase: number | null;
  plural: string;
  style: QuantityStyle;
  /** Something an ingredient is bought in ("2 × 400 g tins"): its size, when given, is the real amount. */
  packaging?: true;
  /** The other ways people write it, lower case with dots left out ("Tbsp." is found as "tbsp"). */
  aliases: readonly string[];
}

const unitTable = {
  mg: {
    kind: 'mass',
    toBase: 0.001,
    plural: 'mg',
    style: 'whole',
    aliases: ['mgs', 'milligram', 'milligrams', 'milligramme', 'milligrammes'],
  },
  g: {
    kind: 'mass',
    toBase: 1,
    plural: 'g',
    style: 'whole',
    aliases: ['gs', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  },
  kg: {
    kind: 'mass',
    toBase: 1000,
    plural: 'kg',
    style: 'decimal',
    aliases: ['kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  },
  oz: { kind: 'mass', toBase: 28.3495, plural: 'oz', style: 'fraction', aliases: ['ozs', 'ounce', 'ounces'] },
  lb: { kind: 'mass', toBase: 453.592, plural: 'lb', style: 'fraction', aliases: ['lbs', 'pound', 'pounds'] },

  ml: {
    kind: 'volume',
    toBase: 1,
    plural: 'ml',
    style: 'whole',
    aliases: ['mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  },
  cl: { kind: 'volume', toBase: 10, plural: 'cl', style: 'decimal', aliases: ['centilitre', 'centilitres', 'centiliter', 'centiliters'] },
  dl: { kind: 'volume', toBase: 100, plural: 'dl', style: 'decimal', aliases: ['decilitre', 'decilitres', 'deciliter', 'deciliters'] },
  l: { kind: 'volume', toBase: 1000, plural: 'l', style: 'decimal', aliases: ['lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'] },
  tsp: {
    kind: 'volume',
    toBase: 5,
    plural: 'tsp',
    style: 'fraction',
    aliases: ['tsps', 'tspn', 'tspns', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'],
  },
  tbsp: {
    kind: 'volume',
    toBase: 15,
    plural: 'tbsp',
    style: 'fraction',
    aliases: ['tbsps', 'tb', 'tbs', 'tbl', 'tbls', 'tblsp', 'tbspn', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls'],
  },
  cup: { kind: 'volume', toBase: 240, plural: 'cups', style: 'fraction', aliases: ['cups', 'c'] },
  'fl oz': {
    kind: 'volume',
    toBase: 29.5735,
    plural: 'fl oz',
    style: 'fraction',
    aliases: ['floz', 'fl ozs', 'fluid ounce', 'fluid ounces'],
  },
  pint: { kind: 'volume', toBase: 473.176, plural: 'pints', style: 'fraction', aliases: ['pints', 'pt', 'pts'] },
  quart: { kind: 'volume', toBase: 946.353, plural: 'quarts', style: 'fraction', aliases: ['quarts', 'qt', 'qts'] },
  gallon: { kind: 'volume', toBase: 3785.41, plural: 'gallons', style: 'fraction', aliases: ['gallons', 'gal', 'gals'] },

  clove: { kind: 'count', toBase: null, plural: 'cloves', style: 'fraction', aliases: ['cloves'] },
  pinch: { kind: 'count', toBase: null, plural: 'pinches', style: 'fraction', aliases: ['pinches'] },
  dash: { kind: 'count', toBase: null, plural: 'dashes', style: 'fraction', aliases: ['dashes'] },
  splash: { kind: 'count', toBase: null, plural: 'splashes', style: 'fraction', aliases: ['splashes'] },
  drop: { kind: 'count', toBase: null, plural: 'drops', style: 'fraction', aliases: ['drops'] },
  handful: { kind: 'count', toBase: null, plural: 'handfuls', style: 'fraction', aliases: ['handfuls'] },
  bunch: { kind: 'count', toBase: null, plural: 'bunches', style: 'fraction', aliases: ['bunches'] },
  sprig: { kind: 'count', toBase: null, plural: 'sprigs', style: 'fraction', aliases: ['sprigs'] },
  slice: { kind: 'count', toBase: null, plural: 'slices', style: 'fraction', aliases: ['slices'] },
  piece: { kind: 'count', toBase: null, plural: 'pieces', style: 'fraction', aliases: ['pieces', 'pc', 'pcs'] },
  stick: { kind: 'count', toBase: null, plural: 'sticks', style: 'fraction', aliases: ['sticks'] },
  stalk: { kind: 'count', toBase: null, plural: 'stalks', style: 'fraction', aliases: ['stalks'] },
  head: { kind: 'count', toBase: null, plural: 'heads', style: 'fraction', aliases: ['heads'] },
  rasher: { kind: 'count', toBase: null, plural: 'rashers', style: 'fraction', aliases: ['rashers'] },
  sheet: { kind: 'count', toBase: null, plural: 'sheets', style: 'fraction', aliases: ['sheets'] },
  knob: { kind: 'count', toBase: null, plural: 'knobs', style: 'fraction', aliases: ['knobs'] },
  rib: { kind: 'count', toBase: null, plural: 'ribs', style: 'fraction', aliases: ['ribs'] },
  wedge: { kind: 'count', toBase: null, plural: 'wedges', style: 'fraction', aliases: ['wedges'] },
  ear: { kind: 'count', toBase: null, plural: 'ears', style: 'fraction', aliases: ['ears'] },
  loaf: { kind: 'count', toBase: null, plural: 'loaves', style: 'fraction', aliases: ['loaves'] },
  bulb: { kind: 'count', toBase: null, plural: 'bulbs', style: 'fraction', aliases: ['bulbs'] },
  tin: { kind: 'count', toBase: null, plural: 'tins', style: 'fraction', packaging: true, aliases: ['tins'] },
  can: { kind: 'count', toBase: null, plural: 'cans', style: 'fraction', packaging: true, aliases: ['cans'] },
  jar: { kind: 'count', toBase: null, plural: 'jars', style: 'fraction', packaging: true, aliases: ['jars'] },
  packet: { kind: 'count', toBase: null, plural: 'packets', style: 'fraction', packaging: true, aliases: ['packets', 'pkt', 'pkts'] },
  pack: {
    kind: 'count',
    toBase: null,
    plural: 'packs',
    style: 'fraction',
    packaging: true,
    aliases: ['packs', 'pkg', 'pkgs', 'package', 'packages'],
  },
  bag: { kind: 'count', toBase: null, plural: 'bags', style: 'fraction', packaging: true, aliases: ['bags'] },
  bottle: { kind: 'count', toBase: null, plural: 'bottles', style: 'fraction', packaging: true, aliases: ['bottles'] },
  carton: { kind: 'count', toBase: null, plural: 'cartons', style: 'fraction', packaging: true, aliases: ['cartons'] },
  tub: { kind: 'count', toBase: null, plural: 'tubs', style: 'fraction', packaging: true, aliases: ['tubs'] },
  sachet: { kind: 'count', toBase: null, plural: 'sachets', style: 'fraction', packaging: true, aliases: ['sachets'] },
  box: { kind: 'count', toBase: null, plural: 'boxes', style: 'fraction', packaging: true, aliases: ['boxes'] },
  pouch: { kind: 'count', toBase: null, plural: 'pouches', style: 'fraction', packaging: true, aliases: ['pouches'] },
} as const satisfies Record<string, UnitDefinition>;

export type UnitName = keyof typeof unitTable;

export const unitNames = Object.keys(unitTable) as UnitName[];

/** Everything the table knows about one unit. Mass and volume units always have a factor; counts never do. */
export type UnitInfo = {
  name: UnitName;
  plural: string;
  style: QuantityStyle;
  packaging: boolean;
} & ({ kind: 'mass' | 'volume'; toBase: number } | { kind: 'count'; toBase: null });

/** Single letters whose case is their meaning, as in older American recipes: T is a tablespoon, t a teaspoon. */
const caseSensitiveAliases: ReadonlyMap<string, UnitName> = new Map([
  ['T', 'tbsp'],
  ['t', 'tsp'],
]);

const byAlias: ReadonlyMap<string, UnitName> = new Map(
  unitNames.flatMap((name) => [name, ...unitTable[name].aliases].map((alias) => [alias, name] as const)),
);

/** "Tbsp." and "fl. oz" are found as "tbsp" and "fl oz": lower case, dots left out, spaces single. */
function aliasKey(word: string): string {
  return word.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
}

/** The canonical name of a unit word ("Tablespoons" → "tbsp", "c." → "cup"), or null when it is not a unit. */
export function normaliseUnit(word: string): UnitName | null {
  const trimmed = word.trim().replace(/\.$/, '');
  return caseSensitiveAliases.get(trimmed) ?? byAlias.get(aliasKey(word)) ?? null;
}

/** What the table knows about a unit, given its canonical name or any alias; null for units it does not know. */
export function unitInfo(unit: string | null): UnitInfo | null {
  const name = unit === null ? null : normaliseUnit(unit);
  if (name === null) return null;
  const { kind, toBase, plural, style } = unitTable[name];
  const packaging = 'packaging' in unitTable[name];
  return kind === 'count' ? { name, kind, toBase: null, plural, style, packaging } : { name, kind, toBase, plural, style, packaging };
}

/**
 * An amount in another unit of the same kind (2 tbsp → 30 ml, 1 lb → 453.592 g). Null across kinds (cups
 * to grams needs a density we do not have), between two different count-like units, or for unknown units.
 */
export function convert(quantity: number, from: string, to: string): number | null {
  const source = unitInfo(from);
  const target = unitInfo(to);
  if (source === null || target === null) return null;
  if (source.name === target.name) return quantity;
  if (source.kind === 'count' || target.kind === 'count' || source.kind !== target.kind) return null;
  return (quantity * source.toBase) / target.toBase;
}

type UnitWords = (info: UnitInfo, amount: number) => string;

/** English: "cup" for ½ and 1, "cups" above 1; symbols like "g" never change. */
const englishWords: UnitWords = (info, amount) => (amount > 1 ? info.plural : info.name);

/**
 * Unit words by language (the part of a BCP 47 tag before the first "-"). Only English so far: the translation
 * layer (issue 17 part 1) adds a language's words here, and every amount on every page follows.
 */
const wordsByLanguage: Readonly<Record<string, UnitWords>> = { en: englishWords };

/**
 * The unit as it reads beside an amount in `locale` (English when not given or not yet translated): "cup" for
 * ½ and 1, "cups" above 1; symbols like "g" never change. A unit the table does not know is shown as written.
 */
export function unitLabel(unit: string, amount: number, locale = 'en'): string {
  const info = unitInfo(unit);
  if (info === null) return unit;
  const language = locale.split('-')[0]?.toLowerCase() ?? 'en';
  return (wordsByLanguage[language] ?? englishWords)(info, amount);
}
