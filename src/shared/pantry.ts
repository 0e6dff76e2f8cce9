import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { isoDateSchema } from './meal-plans.ts';

/** Longest item a person may write into the pantry ("2 kg Maris Piper potatoes"), as on the shopping list. */
export const MAX_PANTRY_TEXT = 200;
/** Longest unit kept with an amount ("tin", "Packung"). */
export const MAX_PANTRY_UNIT = 30;
/** Largest amount: far beyond any cupboard, small enough that sums stay numbers. */
export const MAX_PANTRY_QUANTITY = 100_000;
/** Items one household's pantry holds: a full larder, few enough that the page stays a list. */
export const MAX_PANTRY_ITEMS = 500;
/** Recipes "What can I make?" suggests at once. */
export const PANTRY_SUGGESTIONS = 20;

/** One thing in the household's pantry (docs/decisions/0079-the-pantry.md). */
export const pantryItemSchema = z.object({
  id: z.string(),
  item: z.string().describe('As the person wrote it, or as the shopping list named it'),
  key: z.string().describe('The item as the shopping list merges it: "Onions" and "onion" are one'),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  bestBefore: z.string().nullable().describe('YYYY-MM-DD'),
});
export type PantryItem = z.infer<typeof pantryItemSchema>;

export const pantryListSchema = z.object({
  items: z.array(pantryItemSchema).describe('Soonest best-before first; items with no date last'),
});
export type PantryList = z.infer<typeof pantryListSchema>;

const bestBeforeSchema = isoDateSchema.nullable().optional();

/** POST /api/pantry: a line like "2 kg onions" or "rice", read like an ingredient; the same item again is merged. */
export const pantryItemCreateSchema = z
  .object({
    text: z
      .string(refusal('validation.pantry.text'))
      .trim()
      .min(1, refusal('validation.pantry.empty'))
      .max(MAX_PANTRY_TEXT, refusal('validation.pantry.tooLong', { max: MAX_PANTRY_TEXT })),
    bestBefore: bestBeforeSchema,
  })
  .strict();
export type PantryItemCreate = z.input<typeof pantryItemCreateSchema>;

/** PATCH /api/pantry/{id}: the amount, its unit or the best-before date; null clears one. */
export const pantryItemUpdateSchema = z
  .object({
    quantity: z
      .number(refusal('validation.pantry.quantity', { max: MAX_PANTRY_QUANTITY }))
      .positive(refusal('validation.pantry.quantity', { max: MAX_PANTRY_QUANTITY }))
      .max(MAX_PANTRY_QUANTITY, refusal('validation.pantry.quantity', { max: MAX_PANTRY_QUANTITY }))
      .nullable()
      .optional(),
    unit: z
      .string(refusal('validation.pantry.unit', { max: MAX_PANTRY_UNIT }))
      .trim()
      .max(MAX_PANTRY_UNIT, refusal('validation.pantry.unit', { max: MAX_PANTRY_UNIT }))
      .nullable()
      .optional(),
    bestBefore: bestBeforeSchema,
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, refusal('validation.pantry.nothingToChange'));
export type PantryItemUpdate = z.input<typeof pantryItemUpdateSchema>;

/** ?today=YYYY-MM-DD: the reader's own date, which decides what is near its best-before date. */
export const pantryTodaySchema = z.object({ today: isoDateSchema.optional() });

/** One recipe "What can I make?" suggests, with how much of it the pantry covers and what is missing. */
export const pantrySuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  inCatalogue: z.boolean(),
  covered: z.number().int().describe('Ingredients the pantry has, staples left out'),
  total: z.number().int().describe('Ingredients, staples left out'),
  missing: z.array(z.string()).describe('What the pantry lacks, as the recipe names it'),
  usesSoon: z.array(z.string()).describe('Pantry items near or past their best-before date that it uses'),
});
export type PantrySuggestion = z.infer<typeof pantrySuggestionSchema>;

export const pantrySuggestionsSchema = z.object({ recipes: z.array(pantrySuggestionSchema) });
export type PantrySuggestions = z.infer<typeof pantrySuggestionsSchema>;
