import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { sharedWords } from './i18n/shared-words.ts';
import { readWebAddress } from './recipe-rules.ts';
import { ingredientSchema, nutritionSchema, recipeLanguages, recipeLanguageSchema, recipeLimits } from './recipes.ts';
import { shortenedFields } from './shortened-notice.ts';
import { dietaryNeedSchema } from './users.ts';

/** Pasted page source: the largest page the server would fetch itself (5 MB), counted in characters. */
export const IMPORT_HTML_MAX_CHARS = 5_000_000;

/**
 * The page's address, written as people write it: "nhs.uk/recipes/chilli" is read as https (readWebAddress). An
 * address pasted beside page source is often copied without its scheme, and refusing the page for it lost the recipe.
 */
const pageUrlSchema = z
  .string(refusal('validation.import.badUrl'))
  .trim()
  .max(recipeLimits.url, refusal('validation.address.tooLong', { max: recipeLimits.url }))
  .transform((text, ctx) => {
    const address = readWebAddress(text);
    if (address === null || address.length > recipeLimits.url) {
      ctx.addIssue({ code: 'custom', message: sharedWords('validation.import.badUrl') });
      return z.NEVER;
    }
    return address;
  });

/**
 * POST /api/recipes/import: `{url}` (the server fetches the page) or `{html, url?}` (pasted page source; the
 * address, when given, only becomes the draft's source).
 */
export const recipeImportRequestSchema = z
  .object({
    url: pageUrlSchema.optional().describe('The recipe page; fetched by the server unless `html` is given'),
    html: z
      .string(refusal('validation.import.htmlText'))
      .min(1, refusal('validation.import.htmlEmpty'))
      .max(IMPORT_HTML_MAX_CHARS, refusal('validation.import.htmlTooLarge'))
      .optional()
      .describe('Pasted page source (HTML)'),
    language: recipeLanguageSchema
      .optional()
      .describe(
        'The language to give the recipe when the page does not say which it is written in; when not sent, the language of the person importing it (their Language, else their browser’s)',
      ),
  })
  .strict()
  .refine((body) => body.url !== undefined || body.html !== undefined, refusal('validation.import.nothingToRead'));
export type RecipeImportRequest = z.input<typeof recipeImportRequestSchema>;
/** The request as the server reads it: the language as its primary subtag. */
export type RecipeImportBody = z.output<typeof recipeImportRequestSchema>;

/**
 * A recipe read from a page, not saved: the fields of POST /api/recipes, every one present, with ingredients
 * already parsed. Within the create schema's limits, so sending it to POST /api/recipes as it is creates the
 * recipe. (Written out rather than picked from recipeCreateSchema: that one's defaults would make the fields
 * look optional in the API document.)
 */
export const recipeDraftSchema = z.object({
  title: z.string().min(1).max(recipeLimits.title),
  description: z.string().max(recipeLimits.description),
  servings: z.number().int().min(1).max(recipeLimits.servings),
  prepMinutes: z.number().int().min(0).max(recipeLimits.minutes).nullable(),
  cookMinutes: z.number().int().min(0).max(recipeLimits.minutes).nullable(),
  ingredients: z.array(ingredientSchema).max(recipeLimits.ingredients),
  steps: z.array(z.string().min(1).max(recipeLimits.stepText)).max(recipeLimits.steps),
  tags: z.array(z.string().min(1).max(recipeLimits.tagText)).max(recipeLimits.tags),
  dietary: z.array(dietaryNeedSchema),
  nutrition: nutritionSchema.nullable(),
  sourceUrl: z.string().max(recipeLimits.url).nullable().describe('The page the recipe was read from'),
  language: z
    .enum(recipeLanguages)
    .describe(
      'The language the page says the recipe is in (its schema.org inLanguage, else <html lang>), else the one asked for, else the person’s',
    ),
});
export type RecipeDraft = z.output<typeof recipeDraftSchema>;

export { shortenedFields, shortenedNotice } from './shortened-notice.ts';

/**
 * One way a page's recipe was cut to fit: `shortened`, text cut at the limit and ending in "…" (`count` texts:
 * 1 for the title or description, the number of lines for ingredients and steps); or `leftOut`, lines after the
 * limit dropped (`count` of them).
 */
export const shorteningSchema = z.object({
  field: z.enum(shortenedFields),
  kind: z.enum(['shortened', 'leftOut']),
  count: z.number().int().min(1),
});
export type Shortening = z.output<typeof shorteningSchema>;

/** A recipe as read from a page: the draft, and what was cut to make it fit. */
export interface ReadRecipe {
  recipe: RecipeDraft;
  shortened: Shortening[];
}

export const recipeImportResponseSchema = z.object({
  recipe: recipeDraftSchema,
  shortened: z
    .array(shorteningSchema)
    .describe(
      'What was cut to fit our limits, for the person to check before saving: empty when nothing was. `shortened` texts end in "…"; `leftOut` counts the lines after the limit that are not in the draft',
    ),
  existing: z
    .object({ id: z.string(), title: z.string() })
    .nullable()
    .describe('A recipe already in the collection read from the same address (sourceUrl), to open instead of saving a copy'),
});
export type RecipeImportResponse = z.output<typeof recipeImportResponseSchema>;
