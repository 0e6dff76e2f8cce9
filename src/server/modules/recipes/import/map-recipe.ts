import { parseIngredientLine } from '../../../../shared/ingredients/parse.ts';
import type { ReadRecipe, Shortening } from '../../../../shared/recipe-import.ts';
import {
  DEFAULT_RECIPE_LANGUAGE,
  ingredientSchema,
  nutritionSchema,
  recipeLanguageOf,
  recipeLimits,
  type Ingredient,
  type Nutrition,
  type RecipeLanguage,
} from '../../../../shared/recipes.ts';
import type { DietaryNeed } from '../../../../shared/users.ts';
import { lines, oneLine, truncate } from './clean-text.ts';
import { durationMinutes } from './durations.ts';
import { hasType, isObject, type SchemaNode } from '../../../lib/schema-org.ts';

const DEFAULT_SERVINGS = 4;
const MAX_NESTING = 16;

/**
 * What fitting a page's recipe to our limits cut, counted per field and kind as it happens, so that the person
 * reviewing the draft is told (the import's `shortened`) rather than finding out later, or never.
 */
export class Cuts {
  readonly shortened: Shortening[] = [];

  private add(field: Shortening['field'], kind: Shortening['kind'], count: number): void {
    if (count === 0) return;
    const same = this.shortened.find((cut) => cut.field === field && cut.kind === kind);
    if (same) same.count += count;
    else this.shortened.push({ field, kind, count });
  }

  /** The text cut to `max` characters (truncate), counted when it had to be. */
  text(field: Shortening['field'], value: string, max: number): string {
    const cut = truncate(value, max);
    if (cut !== value) this.add(field, 'shortened', 1);
    return cut;
  }

  /** The first `max` lines; the rest are counted as left out. */
  list<T>(field: Shortening['field'], values: T[], max: number): T[] {
    this.add(field, 'leftOut', Math.max(0, values.length - max));
    return values.slice(0, max);
  }
}

const asArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** A JSON-LD value as text: a string, a number, or a value object {"@value": …}. */
function rawText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isObject(value) && (typeof value['@value'] === 'string' || typeof value['@value'] === 'number')) return String(value['@value']);
  return null;
}

/** The first non-empty text among a property's values, on one line. */
export function firstText(value: unknown): string | null {
  for (const item of asArray(value)) {
    const raw = rawText(item);
    const text = raw === null ? '' : oneLine(raw);
    if (text) return text;
  }
  return null;
}

const firstValue = (value: unknown): unknown => asArray(value)[0];

/** A number written the way pages write them: "1,200" (thousands), "12,5" (decimal comma), "12.5". */
function readNumber(text: string): number | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const digits = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(match[0]) ? match[0].replace(/,/g, '') : match[0].replace(',', '.');
  const number = Number.parseFloat(digits);
  return Number.isFinite(number) ? number : null;
}

/**
 * Servings from recipeYield: 4, "4", "Serves 4", "makes 12 muffins", ["4", "4 servings"]. A range ("4-6
 * servings") gives its first number, the smaller household the page has in mind. Clamped to 1–100; 4 when
 * the page gives no number.
 */
export function servingsFrom(value: unknown): number {
  for (const item of asArray(value)) {
    const candidate = isObject(item) && !('@value' in item) ? item.value : item;
    const raw = typeof candidate === 'number' ? candidate : typeof candidate === 'string' ? readNumber(oneLine(candidate)) : null;
    if (raw !== null && Number.isFinite(raw)) return Math.min(recipeLimits.servings, Math.max(1, Math.round(raw)));
  }
  return DEFAULT_SERVINGS;
}

/** "Step 3:", "3.", "3)" at the start of a step: the page's own numbering, which the app shows its own way. */
const stepNumber = /^(?:step\s*)?\d{1,2}\s*[.):]\s+/i;
const unnumbered = (step: string) => step.replace(stepNumber, '');

/**
 * A sentence's end run into the next sentence with no space ("…paper.Snap the chocolate…"): what is left when a
 * page's paragraphs lose their tags in its data. Prose never writes it.
 */
const gluedParagraphs = /(?<=\p{Ll}[.!?])(?=\p{Lu}\p{Ll})/u;

/** A method that came as one line with its paragraphs run together, as the paragraphs; otherwise the lines as they are. */
function unglued(texts: string[]): string[] {
  if (texts.length !== 1) return texts;
  const parts = texts[0]!.split(gluedParagraphs).map((part) => part.trim());
  return parts.filter(Boolean);
}

/** A step's name that only numbers it ("Step 3", "Étape 2", "Schritt 1"), which says nothing the app does not. */
const numberOnly = /^(?:step|stap|schritt|étape|etape|paso|passo|krok|adım|adim|trin|steg|vaihe|korak|lépés|βήμα)?\s*\d{1,2}\s*[.):]?$/i;

/** Text compared as a name and its text are: letters and digits only, lower case. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A HowToStep's name worth its own line: one that heads its text ("Make the sauce" above "Whisk the…"), as the
 * page shows it. Not one that only repeats the start of the text (plugins fill the name with it, often cut short
 * with "…"), and not one that only numbers the step.
 */
function headingName(name: string | null, text: string): string | null {
  if (!name || numberOnly.test(name)) return null;
  const named = bare(name);
  return named === '' || bare(text).startsWith(named) ? null : name;
}

/**
 * Steps from recipeInstructions in page order: a block of text (one step per line or paragraph), an array of
 * strings, HowToStep (`text`, else `name`; a name that heads its text on a line before it), HowToSection (its name,
 * then its steps: a person needs to know which part of the recipe the steps make) and ItemList (its
 * `itemListElement`).
 */
function collectSteps(value: unknown, out: Line[], depth = 0): void {
  if (depth > MAX_NESTING) return;
  const items = asArray(value);
  for (const item of items) {
    const raw = rawText(item);
    if (raw !== null) {
      // One step per value when there are several (an element each, however its markup breaks lines).
      const texts = items.length === 1 ? unglued(lines(raw)) : [oneLine(raw)];
      out.push(...texts.map((line) => ({ text: unnumbered(line) })));
    } else if (isObject(item)) {
      const text = firstText(item.text);
      const name = firstText(item.name);
      if (text) {
        const heading = headingName(name, text);
        if (heading) out.push({ text: heading, stepName: true });
        out.push({ text: unnumbered(text) });
      } else if (item.itemListElement !== undefined) {
        if (hasType(item, 'HowToSection') && name && !numberOnly.test(name)) out.push({ text: name });
        collectSteps(item.itemListElement, out, depth + 1);
      } else {
        const only = name ?? firstText(item.description);
        if (only) out.push({ text: unnumbered(only) });
      }
    }
  }
}

/** A line of the method, and whether it is a HowToStep's name (a heading of its own). */
interface Line {
  text: string;
  stepName?: boolean;
}

export function stepsFrom(value: unknown, title: string, cuts = new Cuts()): string[] {
  const raw: Line[] = [];
  collectSteps(value, raw);
  // A name given to several steps ("Add an ingredient") labels a kind of step; it heads none of them.
  const names = new Map<string, number>();
  for (const line of raw) if (line.stepName) names.set(line.text, (names.get(line.text) ?? 0) + 1);
  const sameAsTitle = title.toLowerCase();
  const steps = raw
    .filter((line) => !line.stepName || names.get(line.text) === 1)
    .map((line) => line.text.trim())
    .filter((step) => step !== '' && step.toLowerCase() !== sameAsTitle);
  return cuts.list('steps', withoutRepeats(steps), recipeLimits.steps).map((step) => cuts.text('steps', step, recipeLimits.stepText));
}

/** Parsed by the shared parser; should its answer not fit the schema, the line is kept whole as the item. */
function toIngredient(text: string): Ingredient {
  const parsed = ingredientSchema.safeParse(parseIngredientLine(text));
  return parsed.success ? parsed.data : { text, quantity: null, unit: null, item: text, note: null };
}

/**
 * The list once when a page gives it twice or more over (a card drawn for phones and again for screens, both marked
 * up): the same lines in the same order, repeated whole.
 */
export function withoutRepeats<T>(list: T[]): T[] {
  for (let times = 4; times >= 2; times--) {
    if (list.length === 0 || list.length % times !== 0) continue;
    const size = list.length / times;
    if (list.every((item, i) => item === list[i % size])) return list.slice(0, size);
  }
  return list;
}

/**
 * Ingredient lines: one per value when the page gives several (an element or a string each, whatever line breaks
 * its markup makes), or the lines of the one value that holds them all.
 */
export function ingredientsFrom(node: SchemaNode, cuts = new Cuts()): Ingredient[] {
  const source = asArray(asArray(node.recipeIngredient).length > 0 ? node.recipeIngredient : node.ingredients);
  const texts: string[] = [];
  for (const item of source) {
    const raw = rawText(item) ?? (isObject(item) ? (firstText(item.text) ?? firstText(item.name)) : null);
    if (raw === null) continue;
    if (source.length === 1) texts.push(...lines(raw));
    else {
      const line = oneLine(raw);
      if (line) texts.push(line);
    }
  }
  return cuts
    .list('ingredients', withoutRepeats(texts), recipeLimits.ingredients)
    .map((text) => toIngredient(cuts.text('ingredients', text, recipeLimits.ingredientText)));
}

/**
 * Tags from recipeCategory, recipeCuisine and keywords (a comma-separated string or a list): lower case,
 * de-duplicated, at most 20. A "tag" longer than 40 characters is a sentence, not a tag, and is left out.
 */
export function tagsFrom(node: SchemaNode): string[] {
  const tags = new Set<string>();
  for (const value of [node.recipeCategory, node.recipeCuisine, node.keywords]) {
    for (const item of asArray(value)) {
      const raw = rawText(item) ?? (isObject(item) ? firstText(item.name) : null);
      for (const part of (raw ?? '').split(',')) {
        const tag = oneLine(part).toLowerCase();
        if (tag && tag.length <= recipeLimits.tagText) tags.add(tag);
      }
    }
  }
  return [...tags].slice(0, recipeLimits.tags);
}

/** schema.org RestrictedDiet values we have a flag for (plus the non-standard dairy- and nut-free ones sites use). */
const diets: Record<string, DietaryNeed> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  glutenfree: 'gluten-free',
  dairyfree: 'dairy-free',
  nutfree: 'nut-free',
};

export function dietaryFrom(value: unknown): DietaryNeed[] {
  const flags = new Set<DietaryNeed>();
  for (const item of asArray(value)) {
    const raw = rawText(item) ?? (isObject(item) ? (rawText(item['@id']) ?? rawText(item.name)) : null);
    const key = (raw ?? '')
      .split(/[/:#]/)
      .pop()!
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .replace(/diet$/, '');
    const flag = diets[key];
    if (flag) flags.add(flag);
  }
  return [...flags];
}

/** Kilocalories from "240 kcal", "240 calories", "240" or "1004 kJ". */
function energyKcal(value: unknown): number | null {
  const raw = rawText(firstValue(value));
  if (raw === null) return null;
  const amount = readNumber(raw);
  if (amount === null) return null;
  return Math.round(/kj|kilojoule/i.test(raw) ? amount / 4.184 : amount);
}

/** Grams from "12 g", "12g", "12 grams", "1,200 mg", "0.5 oz" or a bare number. */
function grams(value: unknown): number | null {
  const raw = rawText(firstValue(value));
  if (raw === null) return null;
  const amount = readNumber(raw);
  if (amount === null) return null;
  const unit = /\d\s*([a-zµ]+)/i.exec(raw)?.[1]?.toLowerCase() ?? 'g';
  const factor = unit === 'mg' ? 0.001 : unit === 'µg' || unit === 'mcg' ? 0.000001 : unit === 'oz' ? 28.35 : unit === 'kg' ? 1000 : 1;
  return amount * factor;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Per-serving nutrition from NutritionInformation, when calories, protein, carbohydrate and fat are all given
 * (our nutrition is all four or nothing). Salt is sodium × 2.5.
 */
export function nutritionFrom(value: unknown): Nutrition | null {
  const info = asArray(value).find(isObject);
  if (!info) return null;
  const calories = energyKcal(info.calories);
  const protein = grams(info.proteinContent);
  const carbs = grams(info.carbohydrateContent);
  const fat = grams(info.fatContent);
  if (calories === null || protein === null || carbs === null || fat === null) return null;
  const nutrition: Nutrition = { calories, proteinG: oneDecimal(protein), carbsG: oneDecimal(carbs), fatG: oneDecimal(fat) };
  const optional = { fibreG: grams(info.fiberContent), sugarG: grams(info.sugarContent), saltG: grams(info.sodiumContent) };
  if (optional.saltG !== null) optional.saltG *= 2.5;
  for (const [key, amount] of Object.entries(optional) as [keyof typeof optional, number | null][]) {
    if (amount !== null && amount >= 0 && amount <= 1000) nutrition[key] = oneDecimal(amount);
  }
  const checked = nutritionSchema.safeParse(nutrition);
  return checked.success ? checked.data : null;
}

/**
 * The language schema.org's inLanguage names, when it is one we search in: a BCP 47 tag ("de-DE"), or a Language
 * whose alternateName or name is one ({"@type": "Language", "name": "German", "alternateName": "de"}).
 */
export function languageFrom(value: unknown): RecipeLanguage | null {
  for (const item of asArray(value)) {
    const candidates = isObject(item) && !('@value' in item) ? [item.alternateName, item.name] : [item];
    for (const candidate of candidates.flatMap(asArray)) {
      const text = rawText(candidate);
      const language = text === null ? null : recipeLanguageOf(text);
      if (language) return language;
    }
  }
  return null;
}

function sourceUrlFrom(pageUrl: string | null): string | null {
  if (!pageUrl || pageUrl.length > recipeLimits.url) return null;
  try {
    const url = new URL(pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A schema.org Recipe as a draft of ours, every field cut to our limits, with what was cut; null when it has no
 * name. Its language is the recipe's inLanguage when that is one we search in, else `language` (the page's).
 */
export function recipeToDraft(
  node: SchemaNode,
  pageUrl: string | null,
  language: RecipeLanguage = DEFAULT_RECIPE_LANGUAGE,
): ReadRecipe | null {
  const name = firstText(node.name);
  if (!name) return null;
  const cuts = new Cuts();
  const title = cuts.text('title', name, recipeLimits.title);
  const prepMinutes = durationMinutes(firstValue(node.prepTime));
  const totalMinutes = durationMinutes(firstValue(node.totalTime));
  let cookMinutes = durationMinutes(firstValue(node.cookTime));
  // Only a total: what is not preparation is cooking.
  if (cookMinutes === null && totalMinutes !== null) cookMinutes = Math.max(0, totalMinutes - (prepMinutes ?? 0));

  const recipe = {
    title,
    description: cuts.text('description', firstText(node.description) ?? '', recipeLimits.description),
    servings: servingsFrom(node.recipeYield ?? node.yield),
    prepMinutes,
    cookMinutes,
    ingredients: ingredientsFrom(node, cuts),
    steps: stepsFrom(node.recipeInstructions, title, cuts),
    tags: tagsFrom(node),
    dietary: dietaryFrom(node.suitableForDiet),
    nutrition: nutritionFrom(node.nutrition),
    sourceUrl: sourceUrlFrom(pageUrl),
    language: languageFrom(node.inLanguage) ?? language,
  };
  return { recipe, shortened: cuts.shortened };
}
