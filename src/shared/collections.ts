import { z } from 'zod';
import { collectionKinds, collectionLimits, savedSearchKeys } from './collection-rules.ts';
import { refusal } from './i18n/refusal.ts';
import { sharedWords } from './i18n/shared-words.ts';
import { MAX_CURSOR_LENGTH } from './paging.ts';
import { catalogueQuerySchema, savedStateSchema } from './recipes.ts';

export * from './collection-rules.ts';

const collectionName = z
  .string(refusal('validation.collection.name'))
  .trim()
  .min(1, refusal('validation.collection.name'))
  .max(collectionLimits.name, refusal('validation.collection.nameTooLong', { max: collectionLimits.name }));

/** The search as the catalogue reads it: the address's parameters, nothing else, each as the catalogue accepts it. */
const savedSearchQuery = catalogueQuerySchema.pick({ q: true, tags: true, dietary: true, maxMinutes: true, suits: true, sort: true });

/**
 * A smart collection's search: the Recipe Catalog's address query ("q=soup&dietary=vegan", a leading "?" allowed),
 * checked as the catalogue checks it and kept in one spelling (defaults and empty values left out), so that the
 * collection finds what the catalogue page found.
 */
export const savedSearchSchema = z
  .string(refusal('validation.collection.search'))
  .max(collectionLimits.search, refusal('validation.collection.search'))
  .transform((text, ctx) => {
    const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
    const values: Record<string, string> = {};
    for (const [key, value] of params) {
      if (!(savedSearchKeys as readonly string[]).includes(key) || key in values) {
        ctx.addIssue({ code: 'custom', message: sharedWords('validation.collection.search') });
        return z.NEVER;
      }
      values[key] = value;
    }
    const parsed = savedSearchQuery.safeParse(values);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: sharedWords('validation.collection.search') });
      return z.NEVER;
    }
    const search = parsed.data;
    const kept = new URLSearchParams();
    if (search.q) kept.set('q', search.q);
    if (search.tags?.length) kept.set('tags', [...new Set(search.tags)].join(','));
    if (search.dietary?.length) kept.set('dietary', [...new Set(search.dietary)].join(','));
    if (search.maxMinutes !== undefined) kept.set('maxMinutes', String(search.maxMinutes));
    if (search.suits) kept.set('suits', search.suits);
    // Relevance needs words to rank by: without them the catalogue's own order (newest) applies, as on its page.
    if (search.sort && !(search.sort === 'relevance' && !search.q)) kept.set('sort', search.sort);
    return kept.toString();
  });

export const collectionCreateSchema = z
  .object({
    name: collectionName,
    kind: z.enum(collectionKinds, refusal('validation.collection.kind')).default('manual'),
    shared: z.boolean(refusal('validation.collection.shared')).default(false),
    search: savedSearchSchema.optional().describe('Smart collections only: the Recipe Catalog address query, e.g. `q=soup&dietary=vegan`'),
  })
  .refine((value) => value.kind !== 'smart' || value.search !== undefined, {
    path: ['search'],
    ...refusal('validation.collection.searchNeeded'),
  })
  .refine((value) => value.kind !== 'manual' || value.search === undefined, {
    path: ['search'],
    ...refusal('validation.collection.searchManual'),
  });
export type CollectionCreate = z.input<typeof collectionCreateSchema>;

export const collectionUpdateSchema = z
  .object({ name: collectionName.optional(), shared: z.boolean(refusal('validation.collection.shared')).optional() })
  .refine((patch) => patch.name !== undefined || patch.shared !== undefined, refusal('validation.collection.nothingToChange'));
export type CollectionUpdate = z.input<typeof collectionUpdateSchema>;

export const collectionListQuerySchema = z.object({
  recipe: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('A recipe id: each manual collection then says whether it holds that recipe (`hasRecipe`)'),
});

export const collectionRecipesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(60).default(24).describe("How many of a smart collection's recipes a page holds"),
  cursor: z.string().max(MAX_CURSOR_LENGTH).optional().describe("A smart collection's next page, from `nextCursor`"),
});

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(collectionKinds),
  shared: z.boolean(),
  search: z.string().nullable().describe('A smart collection’s catalogue search (the Recipe Catalog address query); null for manual ones'),
  mine: z.boolean().describe('False for a household member’s shared collection, which the reader may read and not change'),
  ownerName: z.string().nullable().describe('Whose it is, when it is not the reader’s'),
  recipeCount: z
    .number()
    .int()
    .nullable()
    .describe('How many recipes a manual collection holds that the reader may read; null for smart ones'),
  hasRecipe: z
    .boolean()
    .nullable()
    .describe('With `?recipe=`: whether this manual collection of the reader’s own holds it; null otherwise'),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionListSchema = z.object({ collections: z.array(collectionSchema) });
export type CollectionList = z.infer<typeof collectionListSchema>;

export const collectionRecipeSources = ['mine', 'household', 'catalogue'] as const;

export const collectionRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  servings: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  source: z.enum(collectionRecipeSources).describe("Whose: the reader's own, a household member's, or the catalogue's"),
  ownerName: z.string().nullable().describe("A household member's recipe: whose it is"),
  saved: savedStateSchema.nullable().describe("A catalogue recipe: the reader's saved copy, if any"),
});
export type CollectionRecipe = z.infer<typeof collectionRecipeSchema>;

export const collectionRecipesSchema = z.object({
  collection: collectionSchema,
  recipes: z.array(collectionRecipeSchema),
  nextCursor: z.string().nullable(),
});
export type CollectionRecipes = z.infer<typeof collectionRecipesSchema>;
