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
import { isObject, type SchemaNode } from './schema-org.ts';

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
function firstText(value: unknown): string | null {
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
 * Steps from recipeInstructions in page order: a block of text (one step per line or paragraph), an array of
 * strings, HowToStep (`text`, else `name`), and HowToSection or ItemList (their `itemListElement` flattened).
 */
function collectSteps(value: unknown, out: string[], depth = 0): void {
  if (depth > MAX_NESTING) return;
  for (const item of asArray(value)) {
    const raw = rawText(item);
    if (raw !== null) {
      out.push(...lines(raw).map(unnumbered));
    } else if (isObject(item)) {
      const text = firstText(item.text);
      if (text) out.push(unnumbered(text));
      else if (item.itemListElement !== undefined) collectSteps(item.itemListElement, out, depth + 1);
      else {
        const name = firstText(item.name) ?? firstText(item.description);
        if (name) out.push(unnumbered(name));
      }
    }
  }
}

export function stepsFrom(value: unknown, title: string, cuts = new Cuts()): string[] {
  const raw: string[] = [];
  collectSteps(value, raw);
  const sameAsTitle = title.toLowerCase();
  const steps = raw.map((step) => step.trim()).filter((step) => step !== '' && step.toLowerCase() !== sameAsTitle);
  return cuts.list('steps', steps, recipeLimits.steps).map((step) => cuts.text('steps', step, recipeLimits.stepText));
}

/** Parsed by the shared parser; should its answer not fit the schema, the line is kept whole as the item. */
function toIngredient(text: string): Ingredient {
  const parsed = ingredientSchema.safeParse(parseIngredientLine(text));
  return parsed.success ? parsed.data : { text, quantity: null, unit: null, item: text, note: null };
}

export function ingredientsFrom(node: SchemaNode, cuts = new Cuts()): Ingredient[] {
  const source = asArray(node.recipeIngredient).length > 0 ? node.recipeIngredient : node.ingredients;
  const texts: string[] = [];
  for (const item of asArray(source)) {
    const raw = rawText(item) ?? (isObject(item) ? (firstText(item.text) ?? firstText(item.name)) : null);
    if (raw !== null) texts.push(...lines(raw));
  }
  return cuts
    .list('ingredients', texts, recipeLimits.ingredients)
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
