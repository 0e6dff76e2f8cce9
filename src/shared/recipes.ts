import { z } from 'zod';
import type { MessageKey } from './i18n/messages.ts';
import { refusal } from './i18n/refusal.ts';
import { MAX_CURSOR_LENGTH, MAX_PAGE_SIZE } from './paging.ts';
import {
  catalogueSorts,
  DEFAULT_RECIPE_LANGUAGE,
  isHttpUrl,
  recipeLanguageOf,
  recipeLanguageRule,
  recipeLanguages,
  recipeLimits,
  recipeListSorts,
} from './recipe-rules.ts';
import { dietaryNeedSchema } from './users.ts';

// The plain rules (no zod) live in recipe-rules.ts; the server and the tests read them here too.
export {
  catalogueSorts,
  catalogueTagSuggestions,
  DEFAULT_RECIPE_LANGUAGE,
  isHttpUrl,
  parseServings,
  recipeLanguageOf,
  recipeLanguageRule,
  recipeLanguages,
  recipeLimits,
  recipeListSorts,
  recipeMessages,
  RESTORE_DAYS,
  type CatalogueSort,
  type RecipeLanguage,
  type RecipeListSort,
} from './recipe-rules.ts';

const cursorTooLong = refusal('error.INVALID_CURSOR');

/**
 * Servings, of a recipe and of a planned meal: one rule for both, and the words that tell people what it is.
 * Inputs check what is typed with parseServings (recipe-rules.ts), which recipes.test.ts holds to this schema, so
 * the browser and the server cannot disagree.
 */
export const servingsSchema = z
  .number(refusal('validation.servings.number'))
  .int(refusal('validation.servings.whole'))
  .min(1, refusal('validation.servings.atLeast', { min: 1 }))
  .max(recipeLimits.servings, refusal('validation.servings.atMost', { max: recipeLimits.servings }));

/** A text field of a recipe, named in its refusals. */
type RecipeTextField = 'title' | 'description' | 'ingredient' | 'step';

const trimmed = (field: RecipeTextField, max: number) =>
  z.string(refusal('validation.recipeText.text', { field })).trim().max(max, refusal('validation.recipeText.tooLong', { field, max }));

/**
 * One ingredient. `text` is the line as written ("1 1/2 cups rolled oats, toasted"); the structured fields
 * are parsed from it on the server when a client leaves them out.
 */
export const ingredientSchema = z.object({
  text: trimmed('ingredient', recipeLimits.ingredientText).min(1, refusal('validation.ingredient.empty')),
  quantity: z.number().finite().min(0, refusal('validation.quantity.negative')).max(1_000_000).nullable(),
  unit: z.string().max(30).nullable(),
  item: z.string().max(recipeLimits.ingredientText),
  note: z.string().max(recipeLimits.ingredientText).nullable(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** What a client sends for an ingredient: the line, optionally with its structure already worked out. */
export const ingredientInputSchema = z.union([
  trimmed('ingredient', recipeLimits.ingredientText).min(1, refusal('validation.ingredient.empty')),
  ingredientSchema.partial({ quantity: true, unit: true, item: true, note: true }),
]);
export type IngredientInput = z.input<typeof ingredientInputSchema>;

export const nutritionSchema = z.object({
  calories: z.number().finite().min(0).max(10_000),
  proteinG: z.number().finite().min(0).max(1000),
  carbsG: z.number().finite().min(0).max(1000),
  fatG: z.number().finite().min(0).max(1000),
  fibreG: z.number().finite().min(0).max(1000).optional(),
  sugarG: z.number().finite().min(0).max(1000).optional(),
  saltG: z.number().finite().min(0).max(1000).optional(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

const minutesSchema = (field: 'prep' | 'cook') =>
  z
    .number(refusal('validation.minutes.number', { field }))
    .int(refusal('validation.minutes.whole', { field }))
    .min(0, refusal('validation.minutes.negative', { field }))
    .max(recipeLimits.minutes, refusal('validation.minutes.tooLong', { field }));

const tagSchema = z
  .string(refusal('validation.tag.text'))
  .trim()
  .toLowerCase()
  .min(1, refusal('validation.tag.empty'))
  .max(recipeLimits.tagText, refusal('validation.tag.tooLong', { max: recipeLimits.tagText }));

/** A web address (http or https only: no javascript:, data: or file:), with the refusal to give when it is not. */
export const httpUrlSchema = (notAnAddress: MessageKey) =>
  z
    .string(refusal(notAnAddress))
    .trim()
    .max(recipeLimits.url, refusal('validation.address.tooLong', { max: recipeLimits.url }))
    .refine(isHttpUrl, refusal(notAnAddress));

/**
 * The language a recipe is written in, as a BCP 47 tag of one of the shipped languages ("de", "en-GB", "pt-BR"):
 * read as its primary subtag ("en", "pt"), which is what search stems by.
 */
export const recipeLanguageSchema = z
  .string(refusal('validation.recipe.language'))
  .max(35, refusal('validation.recipe.language'))
  .transform((tag, ctx) => {
    const language = recipeLanguageOf(tag);
    if (language === null) {
      ctx.addIssue({ code: 'custom', message: recipeLanguageRule() });
      return z.NEVER;
    }
    return language;
  });

const recipeLanguageOutput = z.enum(recipeLanguages);

const recipeFields = {
  title: trimmed('title', recipeLimits.title).min(1, refusal('validation.recipe.title')),
  description: trimmed('description', recipeLimits.description),
  servings: servingsSchema,
  prepMinutes: minutesSchema('prep').nullable(),
  cookMinutes: minutesSchema('cook').nullable(),
  ingredients: z
    .array(ingredientInputSchema)
    .max(recipeLimits.ingredients, refusal('validation.recipe.tooManyIngredients', { max: recipeLimits.ingredients })),
  steps: z
    .array(trimmed('step', recipeLimits.stepText).min(1, refusal('validation.step.empty')))
    .max(recipeLimits.steps, refusal('validation.recipe.tooManySteps', { max: recipeLimits.steps })),
  tags: z
    .array(tagSchema)
    .max(recipeLimits.tags, refusal('validation.recipe.tooManyTags', { max: recipeLimits.tags }))
    .transform((tags) => [...new Set(tags)]),
  dietary: z
    .array(dietaryNeedSchema)
    .max(10)
    .transform((flags) => [...new Set(flags)]),
  nutrition: nutritionSchema.nullable(),
  photoId: z.string().max(100).nullable(),
  sourceUrl: httpUrlSchema('validation.recipe.sourceUrl').nullable(),
  isFavorite: z.boolean(refusal('validation.trueOrFalse', { field: 'isFavorite' })),
  eatThisWeek: z.boolean(refusal('validation.trueOrFalse', { field: 'eatThisWeek' })),
  private: z
    .boolean(refusal('validation.trueOrFalse', { field: 'private' }))
    .describe('Only its owner sees it: the other members of their household do not (docs/decisions/0064-household-recipes.md)'),
  language: recipeLanguageSchema.describe(
    'The language it is written in: a BCP 47 tag of a shipped language (en, en-GB, en-US, de, fr, es, nl, it, pt, pt-BR, pl, tr, ar), kept as its primary subtag',
  ),
};

/** POST /api/recipes. Only the title is required. */
export const recipeCreateSchema = z
  .object({
    ...recipeFields,
    description: recipeFields.description.default(''),
    servings: recipeFields.servings.default(4),
    prepMinutes: recipeFields.prepMinutes.default(null),
    cookMinutes: recipeFields.cookMinutes.default(null),
    ingredients: recipeFields.ingredients.default([]),
    steps: recipeFields.steps.default([]),
    tags: recipeFields.tags.default([]),
    dietary: recipeFields.dietary.default([]),
    nutrition: recipeFields.nutrition.default(null),
    photoId: recipeFields.photoId.default(null),
    sourceUrl: recipeFields.sourceUrl.default(null),
    isFavorite: recipeFields.isFavorite.default(false),
    eatThisWeek: recipeFields.eatThisWeek.default(false),
    private: recipeFields.private.default(false),
    // Not defaulted here: the server gives a recipe nobody named the language of the person saving it.
    language: recipeFields.language
      .optional()
      .describe(
        'The language it is written in: a BCP 47 tag of a shipped language, kept as its primary subtag; when not sent, the language of the person saving it (their Language, else their browser’s)',
      ),
  })
  .strict();
export type RecipeCreateInput = z.input<typeof recipeCreateSchema>;
export type RecipeCreate = z.output<typeof recipeCreateSchema>;

/** PATCH /api/recipes/{id}: any of the fields, at least one; the recipe must be yours and not deleted. */
export const recipeUpdateSchema = z
  .object({
    ...recipeFields,
    // A partial update may carry `deleted`: true deletes as DELETE does (restore has its own call).
    deleted: z.boolean(refusal('validation.trueOrFalse', { field: 'deleted' })),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, refusal('validation.nothingToChange'));
export type RecipeUpdateInput = z.input<typeof recipeUpdateSchema>;
export type RecipeUpdate = z.output<typeof recipeUpdateSchema>;

export const recipeSchema = z.object({
  id: z.string(),
  userId: z.string().nullable().describe('The owner; null for the programme’s own catalogue recipes'),
  title: z.string(),
  description: z.string(),
  servings: z.number().int(),
  prepMinutes: z.number().int().nullable(),
  cookMinutes: z.number().int().nullable(),
  ingredients: z.array(ingredientSchema),
  steps: z.array(z.string()),
  tags: z.array(z.string()),
  dietary: z.array(dietaryNeedSchema),
  nutrition: nutritionSchema.nullable(),
  photoId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  savedFromId: z.string().nullable().describe('The catalogue recipe this one was saved from'),
  inCatalogue: z.boolean(),
  isFavorite: z.boolean(),
  eatThisWeek: z.boolean(),
  private: z.boolean().describe('Hidden from the other members of the owner’s household'),
  language: recipeLanguageOutput
    .default(DEFAULT_RECIPE_LANGUAGE)
    .describe('The language it is written in (BCP 47 primary subtag): search stems its words in this language'),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  updatedAt: z.string().describe('ISO 8601 timestamp'),
  deletedAt: z.string().nullable().describe('Set on recipes in "Recently deleted"'),
  rating: z.number().int().nullable().describe('The reader’s own rating, 1–5, from their latest rated cook log entry; null if none'),
  lastCookedOn: z.string().nullable().describe('The last day (YYYY-MM-DD) the reader said they cooked it; null if never'),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * A recipe as one person reads it: their own, or another household member's (read-only), which says whose it is
 * (docs/decisions/0064-household-recipes.md). One's own recipe carries neither field, as before.
 */
export const recipeReadSchema = recipeSchema.extend({
  mine: z.boolean().optional().describe('False for another household member’s recipe, which only its owner may change'),
  ownerName: z.string().optional().describe('The name of the person whose recipe it is'),
});
export type RecipeRead = z.infer<typeof recipeReadSchema>;

/** Which of the person's recipes a list shows; `household` is the other members' recipes, private ones left out. */
export const recipeListFilters = ['all', 'favourites', 'eat-this-week', 'not-cooked-lately', 'household'] as const;
export const recipeListFilterSchema = z.enum(recipeListFilters);
export type RecipeListFilter = z.infer<typeof recipeListFilterSchema>;

export const recipeListQuerySchema = z.object({
  filter: recipeListFilterSchema.default('all'),
  sort: z.enum(recipeListSorts, refusal('validation.recipeListSort')).default('newest'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, refusal('validation.page.recipes', { max: MAX_PAGE_SIZE }))
    .default(MAX_PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_LENGTH, cursorTooLong).optional(),
});

/** GET /api/recipes/deleted: a page of Recently deleted. */
export const deletedRecipesQuerySchema = recipeListQuerySchema.pick({ limit: true, cursor: true });

export const catalogueSortSchema = z.enum(catalogueSorts);

/** A comma-separated list in a query string ("vegan,gluten-free"), or the key repeated. */
const listParam = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, refusal('validation.list.atOnce', { max })));

export const catalogueQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(recipeLimits.search, refusal('validation.search.tooLong', { max: recipeLimits.search }))
    .optional(),
  tags: listParam(z.string().max(recipeLimits.tagText), 10).optional(),
  dietary: listParam(dietaryNeedSchema, 5).optional(),
  maxMinutes: z.coerce.number().int().min(1).max(recipeLimits.minutes).optional(),
  suits: z
    .enum(['household'], refusal('validation.search.suits'))
    .optional()
    .describe(
      "household: only recipes that meet every dietary need of everyone in the user's household, as their profiles say (docs/decisions/0065-household-aware-choices.md)",
    ),
  sort: catalogueSortSchema.optional().describe('relevance (the default with a search), newest (otherwise), quickest, title'),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  cursor: z.string().max(MAX_CURSOR_LENGTH, cursorTooLong).optional(),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

/** What the user has made of a catalogue recipe: their saved copy, if any. */
export const savedStateSchema = z.object({ id: z.string(), isFavorite: z.boolean(), eatThisWeek: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;

export const catalogueSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  servings: z.number().int(),
  prepMinutes: z.number().int().nullable(),
  cookMinutes: z.number().int().nullable(),
  tags: z.array(z.string()),
  dietary: z.array(dietaryNeedSchema),
  calories: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  saved: savedStateSchema.nullable(),
});
export type CatalogueSummary = z.infer<typeof catalogueSummarySchema>;

export const cataloguePageSchema = z.object({
  recipes: z.array(catalogueSummarySchema),
  nextCursor: z.string().nullable(),
  suggestion: z
    .string()
    .nullable()
    .describe('When nothing matched: a search that finds something, with misspelt words corrected ("banana" for "bananna")'),
  householdNeeds: z
    .array(dietaryNeedSchema)
    .nullable()
    .describe('With `suits=household`: the needs of everyone at home that every recipe met (empty when nobody has any); else null'),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

export const catalogueRecipeSchema = recipeSchema.extend({ saved: savedStateSchema.nullable() });
export type CatalogueRecipe = z.infer<typeof catalogueRecipeSchema>;

/** POST /api/catalogue/{id}/save: a copy in My recipes, optionally marked at once. */
export const saveFromCatalogueSchema = z
  .object({
    isFavorite: z.boolean().optional(),
    eatThisWeek: z.boolean().optional(),
  })
  .strict();
