import { z } from 'zod';
import { httpUrlSchema, ingredientSchema, nutritionSchema, recipeLimits } from './recipes.ts';
import { dietaryNeedSchema } from './users.ts';

/** Pasted page source: the largest page the server would fetch itself (5 MB), counted in characters. */
export const IMPORT_HTML_MAX_CHARS = 5_000_000;

export const recipeImportMessages = {
  noRecipe: 'This page has no recipe we can read',
  nothingToRead: 'Send the address of a recipe page (url) or its page source (html)',
  badUrl: 'The address must be a web address starting with http:// or https://',
  tooSlow: 'This page took too long to read. Try the address of the recipe itself rather than a long page around it.',
  tooBig: 'This page is too large or too complicated to read. Try the address of the recipe itself.',
  busy: 'Recipes are being read for many people at the moment. Please try again in a few seconds.',
  htmlTooLarge: 'The pasted page source is too large: 5 MB at most. Paste only the part with the recipe, or import it by its address.',
} as const;

const pageUrlSchema = httpUrlSchema(recipeImportMessages.badUrl);

/**
 * POST /api/recipes/import: `{url}` (the server fetches the page) or `{html, url?}` (pasted page source; the
 * address, when given, only becomes the draft's source).
 */
export const recipeImportRequestSchema = z
  .object({
    url: pageUrlSchema.optional().describe('The recipe page; fetched by the server unless `html` is given'),
    html: z
      .string({ error: 'The page source must be text' })
      .min(1, 'The page source is empty')
      .max(IMPORT_HTML_MAX_CHARS, recipeImportMessages.htmlTooLarge)
      .optional()
      .describe('Pasted page source (HTML)'),
  })
  .strict()
  .refine((body) => body.url !== undefined || body.html !== undefined, recipeImportMessages.nothingToRead);
export type RecipeImportRequest = z.input<typeof recipeImportRequestSchema>;

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
});
export type RecipeDraft = z.output<typeof recipeDraftSchema>;

/** A field the importer cuts to our limits: text that can be shortened, or a list whose lines can be left out. */
export const shortenedFields = ['title', 'description', 'ingredients', 'steps'] as const;

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

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

function shortenedPart(field: Shortening['field'], count: number): string {
  if (field === 'title') return 'the title';
  if (field === 'description') return 'the description';
  return field === 'ingredients' ? countOf(count, 'ingredient', 'ingredients') : countOf(count, 'step', 'steps');
}

const leftOutPart = (field: Shortening['field'], count: number) =>
  field === 'ingredients'
    ? `${countOf(count, 'ingredient', 'ingredients')} after the first ${recipeLimits.ingredients}`
    : `${countOf(count, 'step', 'steps')} after the first ${recipeLimits.steps}`;

/** One thing (the title, 1 step) rather than several. */
const single = (items: readonly Shortening[]) => items.length === 1 && items[0]?.count === 1;
const verb = (items: readonly Shortening[]) => (single(items) ? 'was' : 'were');

/**
 * What a person reads before saving an imported recipe that was cut to fit (the import's `shortened`), or null
 * when nothing was: "This page's recipe is longer than a recipe here can be: the description and 2 steps were
 * shortened (marked with "…" where cut), and 12 ingredients after the first 100 were left out. Check them before
 * you save."
 */
export function shortenedNotice(shortened: readonly Shortening[]): string | null {
  const order = (a: Shortening, b: Shortening) => shortenedFields.indexOf(a.field) - shortenedFields.indexOf(b.field);
  const cut = shortened.filter((s) => s.kind === 'shortened').sort(order);
  const left = shortened.filter((s) => s.kind === 'leftOut').sort(order);
  const clauses: string[] = [];
  if (cut.length > 0) {
    clauses.push(`${listed(cut.map((s) => shortenedPart(s.field, s.count)))} ${verb(cut)} shortened (marked with “…” where cut)`);
  }
  if (left.length > 0) clauses.push(`${listed(left.map((s) => leftOutPart(s.field, s.count)))} ${verb(left)} left out`);
  if (clauses.length === 0) return null;
  return `This page’s recipe is longer than a recipe here can be: ${clauses.join(', and ')}. Check ${single(shortened) ? 'it' : 'them'} before you save.`;
}
