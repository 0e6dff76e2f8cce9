import { sharedWords } from './i18n/shared-words.ts';

/*
 * Recipes' limits, words and plain checks, without zod: the recipe pages and the planner use them on their first
 * load, which carries no zod (docs/decisions/0040-typed-answers.md). recipes.ts builds the schemas on them and
 * re-exports everything here.
 */

/** The words for a recipe that cannot be found, in the language of whoever is answered when they are read. */
export const recipeMessages = {
  get notFound() {
    return sharedWords('server.recipes.notFound');
  },
};

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

/** A host name with a dot and a top-level domain of letters, then an optional port, path, query or fragment. */
const hostFirst = /^[^\s/:?#@]+\.[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A web address as people (and pages) write it: a full http(s) address as it is, and one written without its
 * scheme ("nhs.uk", "www.example.com/recipes/stew", "//example.com/stew") read as https, as a browser's address bar
 * does. Null when it is not a web address (a path alone, words, another scheme).
 */
export function readWebAddress(text: string): string | null {
  const trimmed = text.trim();
  if (isHttpUrl(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return isHttpUrl(`https:${trimmed}`) ? `https:${trimmed}` : null;
  if (hostFirst.test(trimmed) && isHttpUrl(`https://${trimmed}`)) return `https://${trimmed}`;
  return null;
}

/** The order of one's own list (My recipes): newest first, or one's own rating, best first (unrated last). */
export const recipeListSorts = ['newest', 'rating'] as const;
export type RecipeListSort = (typeof recipeListSorts)[number];

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

/**
 * The languages a recipe can be written in: the app's shipped languages, by their BCP 47 primary subtag (en-GB and
 * en-US are both `en`, pt-BR is `pt`). Catalogue search stems a recipe's words in its own language.
 */
export const recipeLanguages = ['en', 'de', 'fr', 'es', 'nl', 'it', 'pt', 'pl', 'tr', 'ar'] as const;
export type RecipeLanguage = (typeof recipeLanguages)[number];

/** Existing recipes, the starter set, and a recipe whose language nobody gave. */
export const DEFAULT_RECIPE_LANGUAGE: RecipeLanguage = 'en';

/**
 * What to say when a recipe's language is not one of ours. The message names the languages of recipeLanguages:
 * a language added there is added to it in every catalogue.
 */
export const recipeLanguageRule = (): string => sharedWords('validation.recipe.language');

/**
 * The recipe language a BCP 47 tag names: "de", "en-GB", "pt-BR", "DE-at", and "en_US" as some pages write it.
 * Null when the tag is not a language tag, or names a language we do not search in.
 */
export function recipeLanguageOf(tag: string): RecipeLanguage | null {
  const match = /^([a-z]{2,3})(?:[-_][a-z\d]{1,8})*$/i.exec(tag.trim());
  const primary = match?.[1]?.toLowerCase();
  return (recipeLanguages as readonly string[]).includes(primary ?? '') ? (primary as RecipeLanguage) : null;
}
