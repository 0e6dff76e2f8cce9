import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { parseIngredientLine } from '../../../shared/ingredients/parse.ts';
import {
  DEFAULT_RECIPE_LANGUAGE,
  nutritionSchema,
  recipeLanguages,
  type Ingredient,
  type IngredientInput,
  type Recipe,
  type RecipeCreate,
  type RecipeLanguage,
  type RecipeUpdate,
} from '../../../shared/recipes.ts';
import { dietaryNeedSchema } from '../../../shared/users.ts';
import { toIso, type RecipeTable } from '../../db/schema.ts';
import { searchColumns } from '../../lib/search-text.ts';
import { photoUrls } from '../photos/index.ts';

/*
 * A recipe's stored form: the columns it is read from, how a row becomes the Recipe the API sends, and how a new
 * recipe becomes a row (ingredient lines parsed, JSON lists, total time and search text derived).
 */

/** The columns a recipe is read from: not the search text, which only the database's index uses. */
export const recipeColumns = [
  'id',
  'userId',
  'title',
  'description',
  'servings',
  'prepMinutes',
  'cookMinutes',
  'ingredients',
  'steps',
  'tags',
  'dietary',
  'nutrition',
  'photoId',
  'sourceUrl',
  'savedFromId',
  'inCatalogue',
  'isFavorite',
  'eatThisWeek',
  'private',
  'language',
  'createdAt',
  'updatedAt',
  'deletedAt',
] as const satisfies readonly (keyof RecipeTable)[];

export type RecipeRow = Pick<Selectable<RecipeTable>, (typeof recipeColumns)[number]>;

/**
 * Stored JSON read defensively: a damaged value yields the fallback, never a 500. The app wrote it after
 * validating it against the shared schemas, so the shapes below only check types (no trimming, no limits):
 * reading a page of 100 recipes through the full input schemas was a fifth of the list's time.
 */
function readJson<T>(raw: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

const storedIngredients: z.ZodType<Ingredient[]> = z.array(
  z.object({
    text: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    item: z.string(),
    note: z.string().nullable(),
  }),
);
const storedStrings = z.array(z.string());
const storedDietary = z.array(dietaryNeedSchema);
const storedNutrition = nutritionSchema.nullable();

export const readTags = (raw: string) => readJson(raw, storedStrings, []);
export const readDietary = (raw: string) => readJson(raw, storedDietary, []);
export const readNutrition = (raw: string | null) => readJson(raw, storedNutrition, null);

/** A stored language code; one the app does not know (written by hand) reads as the default. */
export function readLanguage(raw: string): RecipeLanguage {
  return (recipeLanguages as readonly string[]).includes(raw) ? (raw as RecipeLanguage) : DEFAULT_RECIPE_LANGUAGE;
}

/** What the reader's cook log says of the recipe, when the query read it (cook-summary.ts); otherwise nothing yet. */
export interface ReaderCookSummary {
  rating?: number | string | null;
  lastCookedOn?: string | null;
}

export function toRecipe(row: RecipeRow & ReaderCookSummary): Recipe {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    ingredients: readJson(row.ingredients, storedIngredients, []),
    steps: readJson(row.steps, storedStrings, []),
    tags: readTags(row.tags),
    dietary: readDietary(row.dietary),
    nutrition: readNutrition(row.nutrition),
    photoId: row.photoId,
    ...photoUrls(row.photoId),
    sourceUrl: row.sourceUrl,
    savedFromId: row.savedFromId,
    inCatalogue: Number(row.inCatalogue) === 1,
    isFavorite: Number(row.isFavorite) === 1,
    eatThisWeek: Number(row.eatThisWeek) === 1,
    private: Number(row.private) === 1,
    language: readLanguage(row.language),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    deletedAt: row.deletedAt ? toIso(row.deletedAt) : null,
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
    lastCookedOn: row.lastCookedOn ?? null,
  };
}

/** A line becomes structured by the parser; structure a client already worked out is kept. */
export function toIngredient(input: IngredientInput): Ingredient {
  if (typeof input === 'string') return parseIngredientLine(input);
  const parsed = parseIngredientLine(input.text);
  return {
    text: parsed.text,
    quantity: input.quantity !== undefined ? input.quantity : parsed.quantity,
    unit: input.unit !== undefined ? input.unit : parsed.unit,
    item: input.item !== undefined && input.item.trim() !== '' ? input.item.trim() : parsed.item,
    note: input.note !== undefined ? input.note : parsed.note,
  };
}

export function totalMinutes(prep: number | null, cook: number | null): number | null {
  return prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
}

const bool = (value: boolean) => (value ? 1 : 0);

/** Where a new recipe row belongs: someone's collection (maybe saved from the catalogue), or the catalogue. */
export interface RecipePlacement {
  userId: string | null;
  inCatalogue: boolean;
  slug?: string | null;
  savedFromId?: string | null;
}

/** The row of a new recipe, every stored form of it derived here (JSON lists, total time, search text). */
export function newRecipeRow(input: RecipeCreate, placement: RecipePlacement) {
  const now = new Date().toISOString();
  const ingredients = input.ingredients.map(toIngredient);
  // A request's recipe has its language by now (request-recipe-language.ts); the starter set and tests may leave it out.
  const language = input.language ?? DEFAULT_RECIPE_LANGUAGE;
  return {
    id: randomUUID(),
    userId: placement.userId,
    inCatalogue: bool(placement.inCatalogue),
    slug: placement.slug ?? null,
    title: input.title,
    description: input.description,
    servings: input.servings,
    prepMinutes: input.prepMinutes,
    cookMinutes: input.cookMinutes,
    totalMinutes: totalMinutes(input.prepMinutes, input.cookMinutes),
    ingredients: JSON.stringify(ingredients),
    steps: JSON.stringify(input.steps),
    tags: JSON.stringify(input.tags),
    dietary: JSON.stringify(input.dietary),
    nutrition: input.nutrition ? JSON.stringify(input.nutrition) : null,
    photoId: input.photoId,
    sourceUrl: input.sourceUrl,
    savedFromId: placement.savedFromId ?? null,
    // Marks are a person's own; a catalogue recipe carries none.
    isFavorite: bool(!placement.inCatalogue && input.isFavorite),
    eatThisWeek: bool(!placement.inCatalogue && input.eatThisWeek),
    // The catalogue is everyone's: nothing in it is private.
    private: bool(!placement.inCatalogue && input.private),
    language,
    deleted: 0,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    ...searchColumns({ ...input, ingredients }, language),
    searchId: null,
  };
}

/**
 * The columns a partial update sets: the fields it changes, with the total time and the search text derived again
 * (not the deletion or updatedAt, which the update decides).
 */
export function changedColumns(current: RecipeRow, patch: RecipeUpdate) {
  const prepMinutes = patch.prepMinutes !== undefined ? patch.prepMinutes : current.prepMinutes;
  const cookMinutes = patch.cookMinutes !== undefined ? patch.cookMinutes : current.cookMinutes;
  const ingredients = patch.ingredients?.map(toIngredient);
  // A new language stems the same words differently.
  const searchChanged = [patch.title, patch.description, patch.tags, patch.dietary, ingredients, patch.language].some(
    (v) => v !== undefined,
  );
  return {
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.servings !== undefined && { servings: patch.servings }),
    prepMinutes,
    cookMinutes,
    totalMinutes: totalMinutes(prepMinutes, cookMinutes),
    ...(ingredients !== undefined && { ingredients: JSON.stringify(ingredients) }),
    ...(patch.steps !== undefined && { steps: JSON.stringify(patch.steps) }),
    ...(patch.tags !== undefined && { tags: JSON.stringify(patch.tags) }),
    ...(patch.dietary !== undefined && { dietary: JSON.stringify(patch.dietary) }),
    ...(patch.nutrition !== undefined && { nutrition: patch.nutrition ? JSON.stringify(patch.nutrition) : null }),
    ...(patch.photoId !== undefined && { photoId: patch.photoId }),
    ...(patch.sourceUrl !== undefined && { sourceUrl: patch.sourceUrl }),
    ...(patch.isFavorite !== undefined && { isFavorite: bool(patch.isFavorite) }),
    ...(patch.eatThisWeek !== undefined && { eatThisWeek: bool(patch.eatThisWeek) }),
    ...(patch.private !== undefined && { private: bool(patch.private) }),
    ...(patch.language !== undefined && { language: patch.language }),
    ...(searchChanged &&
      searchColumns(
        {
          title: patch.title ?? current.title,
          description: patch.description ?? current.description,
          tags: patch.tags ?? readJson(current.tags, storedStrings, []),
          dietary: patch.dietary ?? readJson(current.dietary, storedDietary, []),
          ingredients: ingredients ?? readJson(current.ingredients, storedIngredients, []),
        },
        patch.language ?? readLanguage(current.language),
      )),
  };
}
