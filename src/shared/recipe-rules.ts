/*
 * Recipes' limits, words and plain checks, without zod: the recipe pages and the planner use them on their first
 * load, which carries no zod (docs/decisions/0040-typed-answers.md). recipes.ts builds the schemas on them and
 * re-exports everything here.
 */

/** The refusals of a recipe that is not the person's, worded exactly so: people and tests read them as they are. */
export const recipeMessages = {
  updateDenied: 'Recipe not found or you do not have permission to update it',
  deleteDenied: 'Recipe not found or you do not have permission to delete it',
  notFound: 'Recipe not found',
} as const;

export const recipeLimits = {
  title: 200,
  description: 2000,
  ingredients: 100,
  ingredientText: 500,
  steps: 100,
  stepText: 2000,
  tags: 20,
  tagText: 40,
  servings: 100,
  minutes: 60 * 24 * 7,
  url: 2000,
  /** The words of a catalogue search. */
  search: 200,
} as const;

/** Servings, of a recipe and of a planned meal, in words (recipes.ts holds the schema: servingsSchema). */
export const servingsRule = `Servings are a whole number from 1 to ${recipeLimits.servings}`;

/** What is typed in a servings input, as servings; null when it breaks the rule (empty, 0, -5, 2.5, 1000). */
export function parseServings(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const servings = Number(trimmed);
  return servings >= 1 && servings <= recipeLimits.servings ? servings : null;
}

/** Days a deleted recipe can be restored from "Recently deleted". */
export const RESTORE_DAYS = 30;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const catalogueSorts = ['relevance', 'newest', 'quickest', 'title'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

/** The tags the catalogue's starter set uses, offered as a filter (any tag can still be searched for). */
export const catalogueTagSuggestions = [
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'dessert',
  'soup',
  'salad',
  'curry',
  'traybake',
  'one-pot',
  'pasta',
  'stir-fry',
  'quick',
  'batch-cook',
  'budget',
  'family',
  'freezer-friendly',
  'high-protein',
  'high-fibre',
  'packed-lunch',
  'no-cook',
] as const;
